// How "Check your setup" reads a docker-compose.yml before any rule: the line each finding points at,
// the nesting limit at its edge (brackets in quotes and comments do not count), what a file that is not
// a mapping is called, and the Compose Specification's complaints, one per line, the most telling first.
import { describe, expect, it } from 'vitest';

import { MAX_DEPTH, readComposeFile } from '../../../core/setup-checker/compose-file';
import { check } from './support';

const QUICK_START = `services:
  pulsarr:
    image: lakker/pulsarr:latest
    ports:
      - "3003:3003"
    volumes:
      - ./data:/app/data
`;

describe('the line of a place in the file', () => {
  const file = readComposeFile(QUICK_START);

  it('is the line of each key and list item', () => {
    expect(file.lineOf([])).toBe(1);
    expect(file.lineOf(['services'])).toBe(1);
    expect(file.lineOf(['services', 'pulsarr'])).toBe(2);
    expect(file.lineOf(['services', 'pulsarr', 'image'])).toBe(3);
    expect(file.lineOf(['services', 'pulsarr', 'ports', 0])).toBe(5);
    expect(file.lineOf(['services', 'pulsarr', 'volumes', 0])).toBe(7);
  });

  it('is the closest line found when the place is not in the file', () => {
    expect(file.lineOf(['services', 'pulsarr', 'env_file'])).toBe(2);
    expect(file.lineOf(['services', 'pulsarr', 'ports', 3])).toBe(4);
    expect(file.lineOf(['services', 'pulsarr', 'image', 'x'])).toBe(3);
    expect(file.lineOf(['services', 'pulsarr', 'ports', 'name'])).toBe(4);
  });

  it('finds keys that YAML reads as numbers or booleans', () => {
    const numbered = readComposeFile('services:\n  pulsarr:\n    labels:\n      1: one\n      true: yes\n');
    expect(numbered.lineOf(['services', 'pulsarr', 'labels', '1'])).toBe(4);
    expect(numbered.lineOf(['services', 'pulsarr', 'labels', 'true'])).toBe(5);
  });
});

describe('a file that is not YAML', () => {
  it('is one error on the line the parser stopped at', () => {
    const { findings, value } = readComposeFile('services:\n  pulsarr:\n\timage: x\n');
    expect(value).toBeUndefined();
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ rule: 'not-yaml', line: 3, severity: 'error', link: 'composeFile' });
    expect(findings[0]!.why).toMatch(/^Not YAML: line 3, [^\n]*[^.], so Docker Compose cannot read the file\.$/);
  });

  it('includes a key given twice', () => {
    const { findings } = readComposeFile('services:\n  pulsarr:\n    image: a\n    image: b\n');
    expect(findings[0]).toMatchObject({ rule: 'not-yaml', line: 4 });
  });
});

describe('nesting', () => {
  const block = (levels: number) =>
    Array.from({ length: levels }, (_, level) => `${'  '.repeat(level)}k${level}:`).join('\n') + ' end\n';
  const flow = (levels: number) => `x: ${'['.repeat(levels - 1)}1${']'.repeat(levels - 1)}\n`;

  it(`of ${MAX_DEPTH} levels is read, of ${MAX_DEPTH + 1} is too deep`, () => {
    expect(readComposeFile(block(MAX_DEPTH)).findings.map((finding) => finding.rule)).not.toContain('too-deep');
    expect(readComposeFile(block(MAX_DEPTH + 1)).findings).toEqual([
      {
        file: 'docker-compose.yml',
        line: 1,
        severity: 'error',
        rule: 'too-deep',
        why: `Too deeply nested: the file nests more than ${MAX_DEPTH} levels, far beyond any compose file, so the checker reads no further.`,
        fix: 'Paste the compose file itself.',
        link: 'composeFile',
      },
    ]);
  });

  it('in flow style is counted on the text, at the same limit', () => {
    expect(readComposeFile(flow(MAX_DEPTH)).findings.map((finding) => finding.rule)).not.toContain('too-deep');
    expect(readComposeFile(flow(MAX_DEPTH + 1)).findings.map((finding) => finding.rule)).toEqual(['too-deep']);
    expect(readComposeFile(`x: ${'{a: '.repeat(MAX_DEPTH + 1)}1${'}'.repeat(MAX_DEPTH + 1)}\n`).findings[0]!.rule).toBe(
      'too-deep',
    );
  });

  it('does not count brackets inside quotes or comments', () => {
    const many = '['.repeat(MAX_DEPTH + 5);
    for (const text of [
      `services:\n  pulsarr:\n    image: "${many}"\n`,
      `services:\n  pulsarr:\n    image: '${many}'\n`,
      `services:\n  pulsarr:\n    image: "a\\"${many}"\n`,
      `# ${many}\nservices:\n  pulsarr:\n    image: x\n`,
      `services:\n  pulsarr:\n    image: x # ${many}\n`,
    ]) {
      expect(readComposeFile(text).findings.map((finding) => finding.rule)).not.toContain('too-deep');
    }
  });

  it('counts brackets again after a closed quote and after a comment’s line', () => {
    const deep = `${'['.repeat(MAX_DEPTH + 1)}${']'.repeat(MAX_DEPTH + 1)}`;
    expect(readComposeFile(`a: "[["\nb: ${deep}\n`).findings[0]!.rule).toBe('too-deep');
    expect(readComposeFile(`# [[[\nb: ${deep}\n`).findings[0]!.rule).toBe('too-deep');
  });
});

describe('a file that is not a mapping', () => {
  it.each([
    ['- a\n- b\n', 'a list'],
    ['', 'empty'],
    ['# only a comment\n', 'empty'],
    ['null\n', 'empty'],
    ['just text\n', 'a single string'],
    ['42\n', 'a single number'],
    ['true\n', 'a single boolean'],
  ])('%j is named as %s', (text, what) => {
    expect(readComposeFile(text).findings).toEqual([
      {
        file: 'docker-compose.yml',
        line: 1,
        severity: 'error',
        rule: 'not-a-mapping',
        why: `A compose file is a mapping of keys such as \`services:\`, but this one is ${what}.`,
        fix: 'Start the file with `services:` and list the containers under it, as in the Quick Start.',
        link: 'composeFile',
      },
    ]);
  });
});

describe('the Compose Specification', () => {
  const schema = (text: string) => readComposeFile(text).findings;

  it('finds nothing in the Quick Start’s file, nor in one that shares settings through merge keys', () => {
    expect(schema(QUICK_START)).toEqual([]);
    expect(
      schema('x-common: &common\n  restart: unless-stopped\nservices:\n  pulsarr:\n    <<: *common\n    image: x\n'),
    ).toEqual([]);
  });

  it('names a misspelt key with the key meant, where it is', () => {
    expect(schema(`${QUICK_START}    restar: always\n`)).toEqual([
      expect.objectContaining({
        line: 8,
        rule: 'compose-schema',
        why: 'Compose has no key `restar` in `services.pulsarr`: did you mean `restart`?',
        fix: 'Rename it to `restart`.',
      }),
    ]);
    expect(schema('servics:\n  pulsarr:\n    image: x\n')[0]).toMatchObject({
      line: 1,
      why: 'Compose has no key `servics` in the top level: did you mean `services`?',
    });
  });

  it('names a key far from any it allows without a guess', () => {
    expect(schema(`${QUICK_START}    somethingodd: 1\n`)[0]).toMatchObject({
      why: 'Compose has no key `somethingodd` in `services.pulsarr`.',
      fix: 'Check the key against the Compose Specification, or delete it.',
    });
  });

  it('says what a value of the wrong type is, and what the key takes', () => {
    expect(schema('services:\n  pulsarr:\n    image: x\n    privileged: maybe\n')[0]).toMatchObject({
      line: 4,
      why: 'Compose does not accept `maybe` as `services.pulsarr.privileged`: it takes boolean.',
    });
    expect(schema('services:\n  pulsarr:\n    image: x\n    ports: 3003\n')[0]!.why).toBe(
      'Compose does not accept `3003` as `services.pulsarr.ports`: it takes array.',
    );
    expect(schema('services:\n  pulsarr:\n    image: [a]\n')[0]!.why).toBe(
      'Compose does not accept a list as `services.pulsarr.image`: it takes string.',
    );
    expect(schema('services:\n  pulsarr:\n    image: x\n    healthcheck: {}\n    restart: {a: 1}\n')[0]!.why).toBe(
      'Compose does not accept a mapping as `services.pulsarr.restart`: it takes string.',
    );
  });

  it('reads a Go duration and refuses a value that is none', () => {
    expect(schema('services:\n  pulsarr:\n    image: x\n    stop_grace_period: 1m30s\n')).toEqual([]);
    expect(schema('services:\n  pulsarr:\n    image: x\n    stop_grace_period: soon\n')[0]!.why).toBe(
      'Compose does not accept `soon` as `services.pulsarr.stop_grace_period`.',
    );
  });

  it('points at the line of the place, whatever its keys and however long its lists', () => {
    expect(
      schema('services:\n  pulsarr:\n    image: x\n    labels:\n      "com.example/a~b": {a: 1}\n')[0],
    ).toMatchObject({
      line: 5,
      why: 'Compose does not accept a mapping as `services.pulsarr.labels.com.example/a~b`: it takes string or number or boolean or null.',
    });
    expect(schema('services:\n  web1:\n    image: x\n    privileged: maybe\n')[0]!.line).toBe(4);
    const ports = Array.from({ length: 10 }, (_, i) => `      - "${3000 + i}:${3000 + i}"`).join('\n');
    expect(
      schema(`services:\n  pulsarr:\n    image: x\n    ports:\n${ports}\n      - {target: "x"}\n`)[0],
    ).toMatchObject({
      line: 15,
      // The long form of a port is a mapping: what is wrong is inside it.
      why: 'Compose does not accept `x` as `services.pulsarr.ports.10.target`: it takes integer.',
    });
  });

  it('gives one finding per line, at most ten', () => {
    const keys = Array.from({ length: 12 }, (_, i) => `    odd${i}: 1`).join('\n');
    const findings = schema(`services:\n  pulsarr:\n    image: x\n${keys}\n`);
    expect(findings).toHaveLength(10);
    expect(findings.map((finding) => finding.line)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });
});

describe('merge keys', () => {
  it('bring shared settings into the Pulsarr service, as Compose reads them', () => {
    const compose = `x-common: &common
  restart: unless-stopped
  env_file:
    - .env
  volumes:
    - ./data:/app/data
services:
  pulsarr:
    <<: *common
    image: lakker/pulsarr:latest
    ports:
      - "3003:3003"
`;
    expect(check({ version: 'current', env: 'TZ=Europe/London\n', compose })).toEqual([]);
  });
});
