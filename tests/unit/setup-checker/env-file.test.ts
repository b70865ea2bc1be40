import { parse } from 'dotenv';
import { describe, expect, it } from 'vitest';

import { readEnvFile } from '../../../core/setup-checker/env-file';

/** Files whose quoting, comments and line ends trip readers that are not dotenv. */
const TRICKY = [
  'a=1\nb=2\n',
  'export a=1\r\nb = 2\r\n',
  'a: 1\n',
  "a='x # not a comment'\nb=x # a comment\nc=x#cut\n",
  'a="multi\nline"\nb=2\n',
  'a="x" y\nb="z"\n',
  'a="open\nb=2\nc="\n',
  'a=`back\ntick`\n',
  "a='it\\'s'\n",
  'a="esc\\naped"\nb=\'raw\\n\'\n',
  'a=1\na=2\n',
  '# only a comment\n\n   \n',
  'not an assignment\nname with space=1\n=1\n',
];

describe('reading .env as Pulsarr reads it', () => {
  it.each(TRICKY)('gives each name the value dotenv gives it (%j)', (text) => {
    const env = readEnvFile(text);
    expect(env.values).toEqual(parse(text));
    const last = new Map(env.entries.map((entry) => [entry.name, entry.value]));
    expect(Object.fromEntries(last)).toEqual(parse(text));
  });

  it('puts each assignment on the line of its name, a quoted value over several lines ending where it closes', () => {
    const env = readEnvFile('# c\nTZ=UTC\ncookieName="a\nb"\nlogLevel=info\n');
    expect(env.entries.map(({ name, line, endLine }) => [name, line, endLine])).toEqual([
      ['TZ', 2, 2],
      ['cookieName', 3, 4],
      ['logLevel', 5, 5],
    ]);
  });

  it('lists the lines dotenv skips', () => {
    expect(readEnvFile('TZ=UTC\nnot an assignment\nname with space=1\n').skipped).toEqual([2, 3]);
  });

  it('takes a line of three or more dots, or an ellipsis, alone as lines left out; two dots are no such line', () => {
    const env = readEnvFile('TZ=UTC\n...\n  ....  \n\u2026\n..\nx...\n');
    expect(env.elided).toEqual([2, 3, 4]);
    expect(env.skipped).toEqual([5, 6]);
    expect(env.entries.map((entry) => entry.name)).toEqual(['TZ']);
  });

  it('keeps what follows = as written, and whether spaces came first', () => {
    const [plain, spaced] = readEnvFile('a=x # note\nb=   y\n').entries;
    expect(plain).toMatchObject({ written: 'x # note', spaced: false, value: 'x' });
    expect(spaced).toMatchObject({ written: 'y', spaced: true, value: 'y' });
  });
});
