// What the Compose Specification check tells a reader, for each kind of mistake the schema finds: a key a
// setting requires, a value of the wrong type or outside a list of choices, an empty value, a list that
// repeats an item, and a key with a `/` in it (which the schema's paths escape); with the fixes for a file
// that is not YAML or expands its aliases too far, and the note for services pasted without `services:`.
import { describe, expect, it } from 'vitest';

import { readComposeFile } from '../../../core/setup-checker/compose-file';

const service = (lines: string) => `services:\n  p:\n    image: x\n${lines}`;
const findings = (text: string) => readComposeFile(text).findings;

describe('a value the schema refuses', () => {
  it('a mapping without a key it requires: the key is named, on the mapping’s line', () => {
    const [finding] = findings(service('    extends:\n      file: common.yml\n'));
    expect(finding).toMatchObject({ rule: 'compose-schema', line: 4, severity: 'error', link: 'composeFile' });
    expect(finding!.why).toBe('`services.p.extends` lacks `service`, which Compose requires there.');
    expect(finding!.fix).toBe('Add it.');
  });

  it('a number where a duration is written as text: the value, the place and the type it takes', () => {
    const [finding] = findings(service('    healthcheck:\n      interval: 10\n'));
    expect(finding).toMatchObject({ line: 5 });
    expect(finding!.why).toBe('Compose does not accept `10` as `services.p.healthcheck.interval`: it takes string.');
    expect(finding!.fix).toBe(
      'Write it in one of the forms the Compose Specification gives for this key, as in the Quick Start.',
    );
  });

  it('an empty value is called empty, and a type of several forms names them all', () => {
    expect(findings(service('    environment: null\n'))[0]!.why).toBe(
      // environment is a mapping or a list of NAME=value.
      'Compose does not accept empty as `services.p.environment`: it takes object or array.',
    );
    expect(findings(service('    deploy:\n      resources:\n        limits:\n          cpus: []\n'))[0]!.why).toBe(
      'Compose does not accept a list as `services.p.deploy.resources.limits.cpus`: it takes number or string.',
    );
  });

  it('a value outside the choices of a key is named without a type', () => {
    const why = findings(service('    depends_on:\n      db:\n        condition: sometimes\n')).map((f) => f.why);
    expect(why).toContain('Compose does not accept `sometimes` as `services.p.depends_on.db.condition`.');
  });

  it('a mapping where a list is also allowed is judged by what is wrong inside it, not called the wrong form', () => {
    // depends_on takes a list or a mapping: a mapping with one bad condition is no "it takes array".
    const dependsOn = findings(service('    depends_on:\n      db:\n        condition: sometimes\n'));
    expect(dependsOn.map((f) => [f.line, f.why])).toEqual([
      [6, 'Compose does not accept `sometimes` as `services.p.depends_on.db.condition`.'],
    ]);
    // A list with a bad item, likewise: the item is named, and the list is not told to be a mapping.
    const listed = findings(service('    depends_on:\n      - 12\n'));
    expect(listed.map((f) => f.why)).toEqual([
      'Compose does not accept `12` as `services.p.depends_on.0`: it takes string.',
    ]);
    // Where the form itself is wrong, every form it takes is named.
    expect(findings(service('    depends_on: 12\n')).map((f) => f.why)).toEqual([
      'Compose does not accept `12` as `services.p.depends_on`: it takes array or object.',
    ]);
  });

  it('a list that repeats an item: the rule it breaks, in the schema’s words', () => {
    const [finding] = findings(service('    ports:\n      - "3003:3003"\n      - "3003:3003"\n'));
    expect(finding).toMatchObject({ rule: 'compose-schema', line: 4 });
    expect(finding!.why).toMatch(
      /^`services\.p\.ports` does not fit the Compose Specification: it must NOT have duplicate items/,
    );
    expect(finding!.fix).toBe('Correct it, as in the Quick Start.');
  });

  it('a key with a / in it is named as written, on its own line', () => {
    const [finding] = findings(service('    labels:\n      com.example/tier: []\n'));
    expect(finding).toMatchObject({ line: 5 });
    expect(finding!.why).toBe(
      'Compose does not accept a list as `services.p.labels.com.example/tier`: it takes string or number or boolean or null.',
    );
  });

  it('keys at the top level the schema does not know are each named there', () => {
    expect(findings('a: &a [1]\nb: *a\n').map((finding) => [finding.line, finding.why])).toEqual([
      [1, 'Compose has no key `a` in the top level.'],
      [2, 'Compose has no key `b` in the top level.'],
    ]);
  });
});

describe('a file the checker stops reading', () => {
  it('YAML that does not parse: the fix says what YAML wants', () => {
    const [finding] = findings(service('    command: "x\n'));
    expect(finding!.rule).toBe('not-yaml');
    expect(finding!.fix).toBe(
      'Fix the line: YAML indents with spaces, never tabs, and a value with `: ` or `#` in it needs quotes.',
    );
  });

  it('aliases that expand too far: the fix is to write them out', () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let level = 1; level < 4; level++) {
      const name = String.fromCharCode(97 + level);
      const previous = String.fromCharCode(96 + level);
      levels.push(`${name}: &${name} [${Array.from({ length: 10 }, () => `*${previous}`).join(', ')}]`);
    }
    const [finding] = findings(`${levels.join('\n')}\n`);
    expect(finding!.rule).toBe('alias-bomb');
    expect(finding!.fix).toBe('Write the repeated parts out, or use fewer YAML aliases.');
  });
});

describe('services pasted without services:', () => {
  it('are read as the services of a larger file, with a note that says so', () => {
    const file = readComposeFile('pulsarr:\n  image: lakker/pulsarr:latest\ndb:\n  image: postgres\n');
    expect(file.fragment).toBe('services');
    expect(Object.keys(file.value!.services as object)).toEqual(['pulsarr', 'db']);
    expect(file.findings).toEqual([
      expect.objectContaining({
        rule: 'compose-fragment',
        line: 1,
        severity: 'note',
        why: 'These are services without the `services:` line above them: the checker reads them as the services of a larger file.',
      }),
    ]);
    expect(file.lineOf(['services', 'db', 'image'])).toBe(4);
  });
});
