// What "Check your setup" does with the input as a whole and how it reports: the size limit at its edge,
// which characters make a file binary, the summary line, the order of findings, the settings a version
// needs when they are missing, and the command's text with each finding's address.
import { describe, expect, it } from 'vitest';

import { checkSetup, MAX_LISTED_FINDINGS } from '../../../core/setup-checker/check';
import { sortFindings, summarize, summaryLine, shown, type Finding } from '../../../core/setup-checker/findings';
import { findingUrl, formatReport } from '../../../core/setup-checker/format';
import { INPUT_LIMIT_KB, prepareInput } from '../../../core/setup-checker/input';
import { check, only, rulesOf } from './support';

const LIMIT = INPUT_LIMIT_KB * 1024;

describe('the size limit', () => {
  it('reads a file of exactly the limit whole, with no finding', () => {
    const text = `${'a'.repeat(LIMIT - 1)}\n`;
    expect(prepareInput('.env', text)).toEqual({ text, findings: [] });
  });

  it('cuts a longer file at the last whole line within the limit, and says so on that line', () => {
    const text = `one\ntwo\n${'x'.repeat(LIMIT)}`;
    const prepared = prepareInput('.env', text);
    expect(prepared.text).toBe('one\ntwo');
    expect(prepared.findings).toEqual([
      {
        file: '.env',
        line: 2,
        severity: 'warning',
        rule: 'too-large',
        why: `Too large: the checker reads the first ${INPUT_LIMIT_KB} KB of .env, up to this line, and leaves the rest unchecked.`,
        fix: 'Paste only .env: a real one is a few KB.',
        link: 'input',
      },
    ]);
  });

  it('keeps the cut text when it has no line break to go back to', () => {
    const prepared = prepareInput('docker-compose.yml', 'y'.repeat(LIMIT + 10));
    expect(prepared.text).toHaveLength(LIMIT);
    expect(prepared.findings[0]).toMatchObject({ line: 1, rule: 'too-large' });
  });
});

describe('binary input', () => {
  it.each([
    ['\u0000', 'the control character U+0000'],
    ['\u0008', 'the control character U+0008'],
    ['\u000e', 'the control character U+000E'],
    ['\u001f', 'the control character U+001F'],
    ['\u007f', 'the control character U+007F'],
    ['\ufffd', 'bytes that are not UTF-8 text'],
  ])('%j is refused, naming the line and the character', (char, what) => {
    const prepared = prepareInput('.env', `TZ=UTC\n\nbad${char}\n`);
    expect(prepared.text).toBe('');
    expect(prepared.findings).toEqual([
      {
        file: '.env',
        line: 3,
        severity: 'error',
        rule: 'binary',
        why: `Not a text file: line 3 holds ${what}, so the checker reads none of .env.`,
        fix: 'Paste the text of .env itself, saved as UTF-8.',
        link: 'input',
      },
    ]);
  });

  it('leaves nothing of a binary compose file for the rules to read', () => {
    expect(rulesOf(check({ version: 'current', compose: 'services:\n  pulsarr:\u0000\n' }))).toEqual(['binary']);
  });

  it.each([['\t'], ['\r'], ['\u000b'], ['\u000c'], ['é'], ['→']])('%j is text', (char) => {
    expect(prepareInput('.env', `TZ=UTC${char}\n`).findings).toEqual([]);
  });
});

describe('the summary', () => {
  const finding = (severity: Finding['severity']): Finding => ({
    file: '.env',
    severity,
    rule: 'r',
    why: 'w',
    fix: 'f',
    link: 'input',
  });

  it('counts each severity, in the singular for one', () => {
    const summary = summarize([finding('error'), finding('warning'), finding('warning'), finding('note')]);
    expect(summary).toEqual({ errors: 1, warnings: 2, notes: 1 });
    expect(summaryLine(summary, '0.6.4')).toBe('1 error, 2 warnings, 1 note.');
  });

  it('says the setup looks right only without errors and warnings', () => {
    expect(summaryLine({ errors: 0, warnings: 0, notes: 2 }, '0.6.4')).toBe(
      '0 errors, 0 warnings, 2 notes. Looks right for 0.6.4.',
    );
    expect(summaryLine({ errors: 0, warnings: 1, notes: 0 }, '0.6.4')).toBe('0 errors, 1 warning, 0 notes.');
    expect(summaryLine({ errors: 1, warnings: 0, notes: 0 }, '0.6.4')).toBe('1 error, 0 warnings, 0 notes.');
  });

  it('lists at most the limit of findings and counts the rest', () => {
    const env = `TZ=UTC\n${Array.from({ length: MAX_LISTED_FINDINGS + 5 }, (_, i) => `unknownName${i}=1`).join('\n')}\n`;
    const result = checkSetup({ version: 'current', env });
    expect(result.findings).toHaveLength(MAX_LISTED_FINDINGS);
    expect(result.unlisted).toBe(5);
    expect(result.summary.errors).toBe(MAX_LISTED_FINDINGS + 5);
    expect(checkSetup({ version: 'current', env: 'TZ=UTC\n' }).unlisted).toBe(0);
  });
});

describe('the order of findings', () => {
  const at = (
    file: Finding['file'],
    line: number | undefined,
    severity: Finding['severity'],
    rule: string,
  ): Finding => ({
    file,
    line,
    severity,
    rule,
    why: '',
    fix: '',
    link: 'input',
  });

  it('is .env before the compose file, by line, the most severe first, lineless last', () => {
    const sorted = sortFindings([
      at('docker-compose.yml', 1, 'error', 'c1'),
      at('.env', undefined, 'note', 'e-none'),
      at('.env', 3, 'note', 'e3-note'),
      at('.env', 3, 'error', 'e3-error'),
      at('.env', 2, 'warning', 'e2'),
      at('.env', 3, 'warning', 'e3-warning'),
    ]);
    expect(sorted.map((finding) => finding.rule)).toEqual(['e2', 'e3-error', 'e3-warning', 'e3-note', 'e-none', 'c1']);
  });
});

describe('what a version needs when it is missing', () => {
  it('0.6.4 needs baseUrl in .env: an error beside a compose file, a warning without one', () => {
    expect(only(check({ version: '0.6.4', env: 'TZ=UTC\n' }), 'baseurl-missing').severity).toBe('warning');
    const withCompose = only(
      check({ version: '0.6.4', env: 'TZ=UTC\n', compose: 'services:\n  pulsarr:\n    image: lakker/pulsarr:0.6.4\n' }),
      'baseurl-missing',
    );
    expect(withCompose).toMatchObject({ file: '.env', severity: 'error', link: 'webhookAddress' });
    expect(withCompose.line).toBeUndefined();
    expect(withCompose.why).toBe(
      'Without `baseUrl`, Pulsarr gives Sonarr and Radarr its default `http://localhost` for their webhooks, and in a container that is the container itself.',
    );
    expect(rulesOf(check({ version: 'current', env: 'TZ=UTC\n' }))).not.toContain('baseurl-missing');
    expect(rulesOf(check({ version: '0.6.4', compose: 'services:\n  pulsarr:\n    image: x\n' }))).not.toContain(
      'baseurl-missing',
    );
  });

  it('a missing time zone is a note on the compose file, and none where no service runs Pulsarr', () => {
    const composeOnly = check({
      version: 'current',
      compose: 'services:\n  pulsarr:\n    image: lakker/pulsarr:latest\n',
    });
    expect(only(composeOnly, 'no-time-zone')).toMatchObject({ file: 'docker-compose.yml', severity: 'note' });
    expect(rulesOf(check({ version: 'current', compose: 'services:\n  web:\n    image: nginx\n' }))).not.toContain(
      'no-time-zone',
    );
  });

  it('an unknown time zone is a warning on its line, its value shown cut short', () => {
    const finding = only(
      check({ version: 'current', env: `logLevel=info\nTZ=${'Mars/'.repeat(20)}\n` }),
      'unknown-time-zone',
    );
    expect(finding).toMatchObject({ line: 2, severity: 'warning' });
    expect(finding.why).toBe(
      `\`${'Mars/'.repeat(12)}\` is not a time zone name of the IANA database, such as \`Europe/London\`.`,
    );
    expect(only(check({ version: 'current', env: 'TZ=Mars`Base\n' }), 'unknown-time-zone').why).toContain(
      "`Mars'Base`",
    );
  });

  it('nothing given is nothing to check, never "Looks right"', () => {
    expect(checkSetup({ version: 'current', env: '  \n', compose: '\n' })).toMatchObject({
      findings: [],
      unlisted: 0,
      nothingToCheck: true,
      summaryLine: 'Nothing to check: paste a .env or a docker-compose.yml.',
      versionLabel: 'Latest (late 2026)',
    });
  });
});

describe('a value as a finding shows it', () => {
  it.each([
    ['abc', '`abc`'],
    ['', '(empty)'],
    ['a`b', "`a'b`"],
    ['a\u0000b\u009fc', '`a\ufffdb\ufffdc`'],
    ['x'.repeat(61), `\`${'x'.repeat(60)}…\``],
    ['x'.repeat(60), `\`${'x'.repeat(60)}\``],
  ])('%j as %s', (value, text) => {
    expect(shown(value)).toBe(text);
  });
});

describe('the command’s report', () => {
  it('gives each finding its place, severity, fix and address on the site, then the summary', () => {
    const result = checkSetup({ version: '0.6.4', env: 'TZ=UTC\nbaseUrl=http://localhost\nlogLevl=info\n' });
    const report = formatReport(result, '0.6.4');
    const blocks = report.split('\n\n');
    expect(blocks[0]).toBe(
      [
        ".env:2  warning  Sonarr and Radarr call Pulsarr's webhooks at `http://localhost`, and in a container `localhost` is that container itself, so the calls never reach Pulsarr.",
        "  Fix: Use an address Sonarr and Radarr can reach: the server's IP address, or `http://pulsarr` on a shared Docker network.",
        '  See: https://jamcalli.github.io/Pulsarr/docs/troubleshooting#webhook-callback',
      ].join('\n'),
    );
    expect(blocks.at(-1)).toBe(`Checked for 0.6.4: ${result.summaryLine}`);
  });

  it('names a finding without a line by its file, counts the findings not listed, and drops control characters', () => {
    const report = formatReport(
      {
        findings: [{ file: '.env', severity: 'note', rule: 'r', why: 'a\u001b[31mb', fix: 'f', link: 'timeZone' }],
        unlisted: 3,
        summary: { errors: 0, warnings: 0, notes: 1 },
        summaryLine: 'S',
        versionLabel: 'Latest (late 2026)',
        nothingToCheck: false,
      },
      'current',
    );
    expect(report).toBe(
      [
        '.env  note  a\ufffd[31mb\n  Fix: f\n  See: https://jamcalli.github.io/Pulsarr/docs/latest/installation/configuration#core-settings',
        '… and 3 more findings, not listed.',
        'Checked for Latest (late 2026): S',
      ].join('\n\n'),
    );
  });

  it('addresses a finding’s section in the version’s own docs', () => {
    expect(findingUrl('current', 'synology')).toBe(
      'https://jamcalli.github.io/Pulsarr/docs/latest/troubleshooting#synology-restart',
    );
    expect(findingUrl('0.6.4', 'variables')).toBe(
      'https://jamcalli.github.io/Pulsarr/docs/development/environment-variables',
    );
  });
});
