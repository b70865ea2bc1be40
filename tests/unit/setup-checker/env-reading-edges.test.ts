// How "Check your setup" reads a .env where dotenv's reading is easy to get wrong: `export` with more than
// one space, old Mac line ends, spaces before a quote, backtick quotes, a quote that closes on a later
// line or never, and the fix each value of a variable without a default is given.
import { describe, expect, it } from 'vitest';

import { envData } from '../../../core/settings/env-vars';
import { checkEachVariable } from '../../../core/setup-checker/env-rules';
import { readEnvFile } from '../../../core/setup-checker/env-file';
import { check, only, rulesOf } from './support';

const latest = (env: string) => check({ version: 'current', env: `TZ=Europe/London\n${env}` });

describe('reading a .env', () => {
  it('reads export with any number of spaces, as dotenv does', () => {
    expect(
      readEnvFile('export  TZ=UTC\nexport\tlogLevel=info\n').entries.map((entry) => [entry.name, entry.value]),
    ).toEqual([
      ['TZ', 'UTC'],
      ['logLevel', 'info'],
    ]);
  });

  it('counts lines ended by a carriage return alone', () => {
    expect(only(check({ version: 'current', env: 'TZ=UTC\rlogLevl=info\r' }), 'unknown-name').line).toBe(2);
  });

  it('sees the quote after spaces, so a # inside it is no comment', () => {
    expect(rulesOf(latest('dbType=postgres\ndbPassword=   "a#b"\n'))).not.toContain('hash-comment');
    expect(readEnvFile('x=   "a#b"\n').entries[0]).toMatchObject({ value: 'a#b', quote: '"', written: '"a#b"' });
  });

  it('reads backticks as quotes', () => {
    expect(readEnvFile('x=`a # b`\n').entries[0]).toMatchObject({ value: 'a # b', quote: '`' });
    expect(only(latest('cookieName=`pulsarr\n'), 'unclosed-quote').why).toContain(
      "so dotenv keeps the quotes and reads `cookieName` as `'pulsarr`.",
    );
  });

  it('a lone opening quote runs on to the line that closes it', () => {
    const finding = only(latest('cookieName="\nline\n"\n'), 'multi-line');
    expect(finding).toMatchObject({ line: 2 });
    expect(finding.why).toContain('runs on to line 4');
    expect(readEnvFile('x="\nline\n"\n').entries[0]).toMatchObject({ value: '\nline\n', line: 1, endLine: 3 });
  });

  it('a value dotenv does not read over lines ends on its own line, quotes and all', () => {
    const { entries } = readEnvFile('cookieName="a" "b\nTZ="UTC"\n');
    expect(entries.map((entry) => [entry.name, entry.value, entry.line, entry.endLine])).toEqual([
      ['cookieName', '"a" "b', 1, 1],
      ['TZ', 'UTC', 2, 2],
    ]);
    expect(only(latest('cookieName="a" "b\nlogLevel="info"\n'), 'unclosed-quote').why).toContain('as `"a" "b`');
  });
});

describe('the fix for a value of the wrong form', () => {
  // Every real switch or choice without a default is a development-only seeding variable, which the checker
  // does not judge by value; a web-interface variable given no default shows the fix such a variable gets.
  const withoutDefault = (name: string, value: string) => {
    const data = envData('current');
    const variable = {
      ...data.variables.find((candidate) => candidate.name === name)!,
      default: undefined,
      devOnly: false,
    };
    const context = { data: { ...data, variables: [variable] }, versionLabel: 'Latest', docker: false };
    return checkEachVariable([{ file: '.env', name, value, line: 1 }], context);
  };

  it('offers false for a switch without a default, and the first choice for a choice without one', () => {
    expect(only(withoutDefault('sonarrBypassIgnored', 'yes'), 'bad-value').fix).toBe(
      'Write it as `sonarrBypassIgnored=false` or another value of that form, or delete the line to use the default.',
    );
    const first = envData('current').variables.find((variable) => variable.name === 'sonarrMonitorNewItems')!;
    const values = first.type.kind === 'enum' ? first.type.values : [];
    expect(only(withoutDefault('sonarrMonitorNewItems', 'sometimes'), 'bad-value').fix).toBe(
      `Write it as \`sonarrMonitorNewItems=${values[0]}\` or another value of that form, or delete the line to use the default.`,
    );
  });

  it('a development-only variable gets its note, not a verdict on its value', () => {
    expect(rulesOf(latest('sonarrBypassIgnored=yes\n'))).toEqual(['dev-only']);
  });
});

describe('an empty value', () => {
  it('of a setting whose default is none or empty changes nothing', () => {
    expect(rulesOf(latest('plexTokens=\ndiscordWebhookUrl=\ndiscordBotToken=\n'))).toEqual([]);
  });

  it('of a variable whose default is the empty string changes nothing, even where it is a web-interface setting', () => {
    const data = envData('current');
    const variable = { ...data.variables.find((candidate) => candidate.name === 'tagPrefix')!, default: '' };
    const context = { data: { ...data, variables: [variable] }, versionLabel: 'Latest', docker: false };
    expect(checkEachVariable([{ file: '.env', name: 'tagPrefix', value: '', line: 1 }], context)).toEqual([]);
    const integer = { ...data.variables.find((candidate) => candidate.name === 'port')!, default: '' };
    expect(
      checkEachVariable([{ file: '.env', name: 'port', value: '', line: 1 }], {
        ...context,
        data: { ...data, variables: [integer] },
      }),
    ).toEqual([]);
  });
});
