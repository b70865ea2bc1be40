import { describe, expect, it } from 'vitest';

import { checkSetup } from '../../../core/setup-checker/check';
import { check, composeWith, only, rulesOf, VERSIONS } from './support';

const DEFAULT_TAG = { current: 'latest', '0.6.4': '0.6.4' } as const;

describe.each(VERSIONS)('.env rules for docs version %s', (version) => {
  const env = (text: string, compose?: string) => check({ version, env: text, compose });
  const compose = composeWith({ image: `lakker/pulsarr:${DEFAULT_TAG[version]}` });
  /** A .env the version needs anyway, so that rules under test are the only findings. */
  const base = version === '0.6.4' ? 'baseUrl=http://192.168.1.20\nTZ=Europe/London\n' : 'TZ=Europe/London\n';

  it('name the line of a name Pulsarr does not read, with the nearest real name', () => {
    const finding = only(env(`${base}deleteSyncNotfy=all\n`), 'unknown-name');
    expect(finding).toMatchObject({ line: base.split('\n').length, severity: 'error', link: 'variables' });
    expect(finding.why).toContain('did you mean `deleteSyncNotify`?');
    expect(rulesOf(env(`${base}deleteSyncNotify=all\n`))).not.toContain('unknown-name');
  });

  it('suggest nothing for a name far from every real one', () => {
    const finding = only(env(`${base}SOMETHING_ELSE=1\n`), 'unknown-name');
    expect(finding.why).not.toContain('did you mean');
  });

  it('reject a value of the wrong type or out of range, and take one that fits', () => {
    const cases = [
      ['maxDeletionPrevention=101', 'whole number'],
      ['logLevel=verbose', 'one of'],
      ['cookieSecured=yes', '`true` or `false`'],
      ['appriseUrl=apprise:8000', 'URL'],
      ['quotaSettings={"cleanup":', 'not valid JSON'],
      ['quotaSettings=[]', 'JSON object'],
    ];
    for (const [line, message] of cases) {
      const finding = only(env(`${base}${line}\n`), 'bad-value');
      expect(finding.why, line).toContain(message);
      expect(finding.severity).toBe('error');
    }
    for (const line of [
      'maxDeletionPrevention=50',
      'logLevel=debug',
      'cookieSecured=false',
      'appriseUrl=http://apprise:8000',
      `quotaSettings='{"cleanup":{"enabled":true}}'`,
    ]) {
      expect(rulesOf(env(`${base}${line}\n`)), line).not.toContain('bad-value');
    }
  });

  it('say which line of a variable set twice wins', () => {
    const finding = only(env(`${base}logLevel=debug\nlogLevel=info\n`), 'set-twice');
    const lines = base.split('\n').length;
    expect(finding).toMatchObject({ line: lines, severity: 'warning' });
    expect(finding.why).toContain(`set again on line ${lines + 1}, and the last one wins`);
    expect(rulesOf(env(`${base}logLevel=debug\n`))).not.toContain('set-twice');
  });

  it('note a value that replaces a web-interface setting at every restart, and only on the line that counts', () => {
    const first = base.split('\n').length;
    const notes = env(`${base}skipFriendSync=true\nskipFriendSync=false\n`).filter(
      (finding) => finding.rule === 'overrides-ui' && finding.line !== undefined && finding.line >= first,
    );
    expect(notes).toEqual([expect.objectContaining({ line: first + 1, severity: 'note', link: 'overrides' })]);
    // allowIframes is set in .env only, in both versions: no config update takes it.
    expect(rulesOf(env(`TZ=UTC\nallowIframes=true\n`))).not.toContain('overrides-ui');
  });

  it('flag baseUrl at localhost: an error beside a compose file, a warning without one', () => {
    const text = `TZ=Europe/London\nbaseUrl=http://localhost\n`;
    expect(only(env(text, compose), 'baseurl-localhost').severity).toBe('error');
    expect(only(env(text), 'baseurl-localhost').severity).toBe('warning');
    expect(only(env('TZ=Europe/London\nbaseUrl=http://127.0.0.1\n'), 'baseurl-localhost').line).toBe(2);
    expect(rulesOf(env('TZ=Europe/London\nbaseUrl=http://192.168.1.20\n', compose))).not.toContain('baseurl-localhost');
  });

  it('flag baseUrl carrying a path', () => {
    const finding = only(env('TZ=Europe/London\nbaseUrl=https://example.com/pulsarr\n'), 'baseurl-path');
    expect(finding.severity).toBe('warning');
    if (version === 'current') expect(finding.fix).toContain('`basePath=/pulsarr`');
    else expect(finding.fix).not.toContain('basePath');
    expect(rulesOf(env('TZ=Europe/London\nbaseUrl=https://pulsarr.example.com\n'))).not.toContain('baseurl-path');
  });

  it('flag cookieSecured=true with an http:// address', () => {
    expect(only(env('TZ=UTC\nbaseUrl=http://192.168.1.20\ncookieSecured=true\n'), 'cookie-over-http').line).toBe(3);
    expect(rulesOf(env('TZ=UTC\nbaseUrl=https://pulsarr.example.com\ncookieSecured=true\n'))).not.toContain(
      'cookie-over-http',
    );
  });

  it('want a PostgreSQL password with dbType=postgres, and a host that is not the container', () => {
    const without = env(`${base}dbType=postgres\ndbHost=postgres\n`, compose);
    // Latest has no default password; 0.6.4 connects with its default and warns.
    expect(only(without, 'postgres-password').severity).toBe(version === 'current' ? 'error' : 'warning');
    expect(only(env(`${base}dbType=postgres\ndbHost=postgres\ndbPassword=\n`), 'postgres-password').severity).toBe(
      'error',
    );
    expect(only(env(`${base}dbType=postgres\ndbPassword=x\n`, compose), 'postgres-localhost').why).toContain(
      '`localhost`',
    );
    const complete = env(`${base}dbType=postgres\ndbHost=postgres\ndbPassword=s3cret\n`, compose);
    expect(rulesOf(complete)).not.toContain('postgres-password');
    expect(rulesOf(complete)).not.toContain('postgres-localhost');
    expect(rulesOf(env(`${base}dbType=postgres\ndbConnectionString=postgres://u:p@db:5432/pulsarr\n`))).not.toContain(
      'postgres-password',
    );
  });

  it('say that PostgreSQL settings do nothing without dbType=postgres', () => {
    expect(only(env(`${base}dbHost=db.lan\ndbPassword=x\n`), 'postgres-unused').severity).toBe('warning');
    expect(rulesOf(env(`${base}dbType=postgres\ndbHost=db.lan\ndbPassword=x\n`))).not.toContain('postgres-unused');
  });

  it('read quotes as dotenv does: an unquoted #, an unclosed quote, a value over several lines', () => {
    const hash = only(env(`${base}dbPassword=abc#123\n`), 'hash-comment');
    expect(hash.why).toContain('`abc`');
    expect(hash.fix).toContain("dbPassword='abc#123'");
    expect(rulesOf(env(`${base}dbPassword='abc#123'\ncookieName=x # a comment\n`))).not.toContain('hash-comment');
    expect(only(env(`${base}cookieName="pulsarr\n`), 'unclosed-quote').why).toContain('`"pulsarr`');
    const spans = only(env(`${base}cookieName="a\nlogLevel=info\n"\n`), 'multi-line');
    expect(spans.why).toContain(`line ${base.split('\n').length + 2}`);
    expect(rulesOf(env(`${base}cookieName="pulsarr"\n`))).toEqual(rulesOf(env(`${base}cookieName=pulsarr\n`)));
  });

  it('name a line dotenv skips', () => {
    expect(only(env(`${base}just some words\n`), 'unreadable-line')).toMatchObject({
      line: base.split('\n').length,
      severity: 'error',
    });
    expect(rulesOf(env(`${base}# a comment\n\n`))).not.toContain('unreadable-line');
  });

  it('note a missing time zone and warn of an unknown one', () => {
    const noZone = version === '0.6.4' ? 'baseUrl=http://192.168.1.20\n' : 'cookieName=x\n';
    expect(only(env(noZone), 'no-time-zone').severity).toBe('note');
    expect(only(env(`${noZone}TZ=Mars/Olympus\n`), 'unknown-time-zone').severity).toBe('warning');
    expect(rulesOf(env(`${noZone}TZ=Europe/London\n`))).not.toContain('no-time-zone');
  });
});

describe('variables of the other version', () => {
  it('on Latest, name what replaced a dropped 0.6.4 variable', () => {
    const nodeArgs = only(check({ version: 'current', env: 'TZ=UTC\nNODE_ARGS=--log-both\n' }), 'other-version');
    expect(nodeArgs).toMatchObject({ line: 2, severity: 'error', link: 'otherVersion' });
    expect(nodeArgs.fix).toContain('`enableConsoleOutput`');
    const tautulli = only(check({ version: 'current', env: 'TZ=UTC\ntautulliUrl=http://x:8181\n' }), 'other-version');
    expect(tautulli.fix).toContain('`plexMobileEnabled`');
  });

  it('on Latest, warn of a 0.6.4 variable whose setting moved into the web interface', () => {
    const moved = only(check({ version: 'current', env: 'TZ=UTC\napprovalNotify=all\n' }), 'other-version');
    expect(moved.severity).toBe('warning');
    expect(moved.why).toContain('Approvals → Approval Settings');
  });

  it('on 0.6.4, call a later variable ignored, except basePath, which 0.6.4 reads', () => {
    const base = 'baseUrl=http://192.168.1.20\nTZ=UTC\n';
    expect(only(check({ version: '0.6.4', env: `${base}listenPort=3003\n` }), 'other-version').severity).toBe('error');
    expect(only(check({ version: '0.6.4', env: `${base}basePath=/pulsarr\n` }), 'other-version').severity).toBe(
      'warning',
    );
    // Not a variable of either version: an unknown name, not the other version's.
    expect(rulesOf(check({ version: '0.6.4', env: `${base}listenPrt=3003\n` }))).toContain('unknown-name');
  });

  it('on 0.6.4, want baseUrl in .env, where Latest asks for it in the web interface', () => {
    expect(only(check({ version: '0.6.4', env: 'TZ=UTC\n' }), 'baseurl-missing').severity).toBe('warning');
    expect(rulesOf(check({ version: 'current', env: 'TZ=UTC\n' }))).not.toContain('baseurl-missing');
  });
});

describe('the summary line', () => {
  it('counts the findings and says "Looks right" only without errors and warnings', () => {
    expect(check({ version: 'current', env: 'TZ=Europe/London\n' })).toEqual([]);
    expect(checkSetup({ version: 'current', env: 'TZ=Europe/London\n' }).summaryLine).toBe(
      '0 errors, 0 warnings, 0 notes. Looks right for Latest (late 2026).',
    );
    expect(checkSetup({ version: '0.6.4', env: 'baseUrl=http://192.168.1.20\nTZ=UTC\nfoo=1\n' }).summaryLine).toBe(
      '1 error, 0 warnings, 0 notes.',
    );
    expect(checkSetup({ version: '0.6.4', env: 'port=3003\nbaseUrl=http://192.168.1.20\nTZ=UTC\n' }).summaryLine).toBe(
      '0 errors, 0 warnings, 1 note. Looks right for 0.6.4.',
    );
  });
});

describe('the order of findings', () => {
  it('lists what a file has by line, and what it lacks (no line) after it', () => {
    const findings = check({ version: 'current', env: 'baseUrl=http://localhost\nlogLevel=verbose\n' });
    // The missing TZ is a note with no line: it comes after the findings on lines 1 and 2.
    expect(findings.map((finding) => [finding.line ?? null, finding.rule])).toEqual([
      [1, 'baseurl-localhost'],
      [1, 'overrides-ui'],
      [2, 'bad-value'],
      [null, 'no-time-zone'],
    ]);
  });
});
