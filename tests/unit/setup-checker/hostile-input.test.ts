import { describe, expect, it } from 'vitest';

import { checkSetup, MAX_LISTED_FINDINGS } from '../../../core/setup-checker/check';
import { INPUT_LIMIT_KB } from '../../../core/setup-checker/input';
import { check, only } from './support';

const composeOf = (compose: string) => check({ version: 'current', compose });
const envOf = (env: string) => check({ version: 'current', env });

describe('hostile input gets one clear finding, never a hang, a crash or markup', () => {
  it('a 5 MB paste is read up to the limit, with a finding on the last line read', () => {
    const env = 'TZ=UTC\n' + 'cookieName=pulsarr\n'.repeat((5 * 1024 * 1024) / 19);
    const result = checkSetup({ version: 'current', env });
    const tooLarge = only(result.findings, 'too-large');
    expect(tooLarge.why).toBe(
      `Too large: the checker reads the first ${INPUT_LIMIT_KB} KB of .env, up to this line, and leaves the rest unchecked.`,
    );
    expect(tooLarge.line).toBeLessThan((INPUT_LIMIT_KB * 1024) / 19 + 2);
    // The lines it read are checked as usual; the list stops at its limit and counts the rest.
    expect(result.findings).toHaveLength(MAX_LISTED_FINDINGS);
    expect(result.unlisted).toBeGreaterThan(0);
  });

  it('binary bytes are refused, naming the line', () => {
    const finding = only(envOf('TZ=UTC\nbaseUrl=http://x\n\u0000\u0001\u0002PNG\n'), 'binary');
    expect(finding).toMatchObject({ line: 3, severity: 'error' });
    expect(finding.why).toContain('Not a text file: line 3 holds the control character U+0000');
    expect(only(composeOf('services:\n  a: \ufffd\ufffd\n'), 'binary').why).toContain('not UTF-8 text');
    // Nothing else is said of a file not read, in either version: not even what it lacks.
    expect(check({ version: '0.6.4', env: 'TZ=UTC\n\u0000' }).map((each) => each.rule)).toEqual(['binary']);
  });

  it('a YAML alias bomb stops at the alias limit', () => {
    const levels = 'abcdefghij'.split('');
    const bomb = levels
      .map((name, index) =>
        index === 0
          ? `${name}: &${name} ["lol"]`
          : `${name}: &${name} [${Array(10)
              .fill(`*${levels[index - 1]}`)
              .join(', ')}]`,
      )
      .join('\n');
    const finding = only(composeOf(bomb), 'alias-bomb');
    expect(finding.why).toMatch(/^Too many aliases/);
  });

  it('deeply nested YAML stops at the nesting limit, in flow and block style', () => {
    expect(only(composeOf(`a: ${'['.repeat(5000)}${']'.repeat(5000)}\n`), 'too-deep').why).toMatch(
      /^Too deeply nested/,
    );
    const block = Array.from({ length: 200 }, (_, depth) => `${'  '.repeat(depth)}k${depth}:`).join('\n') + ' x\n';
    expect(only(composeOf(block), 'too-deep').severity).toBe('error');
  });

  it('broken YAML is "not YAML", with its line', () => {
    const finding = only(composeOf('services:\n  pulsarr:\n\timage: x\n'), 'not-yaml');
    expect(finding.line).toBe(3);
    expect(finding.why).toMatch(/^Not YAML: line 3, /);
  });

  it('a line of 100,000 characters is checked without trouble and shown cut short', () => {
    const finding = only(envOf(`TZ=UTC\nlogLevel=${'x'.repeat(100_000)}\n`), 'bad-value');
    expect(finding.why.length).toBeLessThan(200);
    expect(finding.why).toContain('…');
    expect(only(envOf(`${'y'.repeat(100_000)}\n`), 'unreadable-line').line).toBe(1);
  });

  it('HTML and <script> in values come back as text in a code span, backticks defused', () => {
    const finding = only(envOf('TZ=UTC\nlogLevel=<script>alert(1)</script>`</code>\n'), 'bad-value');
    expect(finding.why).toContain("`<script>alert(1)</script>'</code>`");
  });

  it('a compose file that is a list, a string or empty is named as such', () => {
    expect(only(composeOf('- a\n- b\n'), 'not-a-mapping').why).toContain('this one is a list');
    expect(only(composeOf('"just text"\n'), 'not-a-mapping').why).toContain('a single string');
    expect(only(composeOf('# only a comment\n'), 'not-a-mapping').why).toContain('empty');
  });
});

describe('hostile variables in a compose file are read in time', () => {
  it('thousands of ${, $VAR and nested defaults take moments, not minutes', () => {
    const values = [
      '${'.repeat(40_000),
      '$a'.repeat(40_000),
      `${'${A:-'.repeat(5_000)}x${'}'.repeat(5_000)}`,
      '${A}'.repeat(20_000),
    ];
    for (const value of values) {
      const started = performance.now();
      const findings = composeOf(
        `services:\n  pulsarr:\n    image: lakker/pulsarr:latest\n    environment:\n      TZ: '${value}'\n`,
      );
      expect(performance.now() - started, value.slice(0, 12)).toBeLessThan(2000);
      expect(Array.isArray(findings)).toBe(true);
    }
  });
});
