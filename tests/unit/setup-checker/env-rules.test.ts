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
    expect(only(env(noZone, compose), 'no-time-zone').severity).toBe('note');
    // Latest reads TZ in the container only: without a compose file, Pulsarr may run natively on its system's zone.
    expect(rulesOf(env(noZone)).includes('no-time-zone')).toBe(version === '0.6.4');
    expect(only(env(`${noZone}TZ=Mars/Olympus\n`), 'unknown-time-zone').severity).toBe('warning');
    expect(rulesOf(env(`${noZone}TZ=Europe/London\n`, compose))).not.toContain('no-time-zone');
  });

  it('warn of a stand-in copied from an example, naming it, and check nothing else on its line', () => {
    const cases: [string, string][] = [
      ['dbHost=your-postgres-host', '`your-postgres-host`'],
      ['appriseUrl=http://host-ip-address:8000', '`host-ip-address`'],
      ['discordWebhookUrl=https://discord.com/api/webhooks/xxxx/xxxx', '`xxxx`'],
      ['plexTokens=["xxxxxxxxxxxxxxxxxxxx"]', '`xxxxxxxxxxxxxxxxxxxx`'],
      ['dbPassword=changeme', '`changeme`'],
      ['discordBotToken=<your bot token>', '`<your bot token>`'],
    ];
    for (const [line, named] of cases) {
      const finding = only(env(`${base}${line}\n`), 'placeholder');
      expect(finding, line).toMatchObject({ line: base.split('\n').length, severity: 'warning' });
      expect(finding.why, line).toContain(named);
      expect(rulesOf(env(`${base}${line}\n`)), line).not.toContain('overrides-ui');
    }
    for (const line of ['dbHost=postgres', 'appriseUrl=http://apprise:8000', 'dbPassword=x7xxxxk2-box']) {
      expect(rulesOf(env(`${base}${line}\n`)), line).not.toContain('placeholder');
    }
  });

  it('call a published, uniform or short cookieSecret an error, whose fix is to delete the line', () => {
    for (const value of ['xxxxxxxxxxxxxxxxxxxxxxxx', 'aaaaaaaaaaaaaaaaaaaa', 'your-cookie-secret-here-please']) {
      const finding = only(env(`${base}cookieSecret=${value}\n`), 'cookie-secret-known');
      expect(finding.severity).toBe('error');
      expect(finding.fix).toBe('Delete the line, so that Pulsarr generates a random secret when it starts.');
    }
    // Short: 0.6.4 takes it, and it is guessable; Latest refuses fewer than 16 characters outright.
    expect(rulesOf(env(`${base}cookieSecret=hunter2\n`))).toEqual(
      version === '0.6.4' ? ['cookie-secret-known'] : ['bad-value'],
    );
    expect(rulesOf(env(`${base}cookieSecret=Zq4v9LmW2xR8tYp1Kc7N\n`))).not.toContain('cookie-secret-known');
  });

  it('note once per set that the Sonarr and Radarr seeding variables are for development', () => {
    const seeding = 'sonarrBaseUrl=http://x.x.x.x:8989\nsonarrApiKey=xxxx\nradarrBaseUrl=http://192.168.1.20:7878\n';
    const notes = env(`${base}${seeding}`).filter((finding) => finding.rule === 'dev-only');
    const first = base.split('\n').length;
    expect(notes.map((note) => [note.line, note.severity])).toEqual([
      [first, 'note'],
      [first + 2, 'note'],
    ]);
    expect(notes[0]!.why).toContain('`sonarrBaseUrl` and the other `sonarr…` lines are for development');
    expect(notes[0]!.fix).toContain('add Sonarr in the web interface');
    // Their placeholders add nothing: the advice is to delete the lines.
    expect(rulesOf(env(`${base}${seeding}`))).toEqual(['dev-only', 'dev-only']);
  });

  it('read a URL that cannot be read with the reason, and name a stand-in in it', () => {
    const why = (value: string) => only(env(`${base}appriseUrl=${value}\n`), 'bad-value').why;
    expect(why('https://pulsarr.<mydomain>')).toContain('cannot be read as one: `<` cannot be part of a host name.');
    expect(why('http://apprise:port')).toContain('its port `port` is not a number');
    expect(why('http://apprise:99999')).toContain('its port 99999 is above 65535');
    expect(why('apprise:8000')).toContain('it has no `http://` or `https://` in front');
    expect(why('ftp://apprise')).toContain('it starts with `ftp://`');
    expect(why('http://apprise 8000')).toContain('it holds a space');
    expect(why('https://pulsarr.<mydomain>')).not.toMatch(/starting with `https:\/\/`, not/);
    expect(only(env(`${base}appriseUrl=https://pulsarr.<mydomain>\n`), 'bad-value').fix).toContain('`<mydomain>`');
  });
});

describe('the local mock servers of Latest', () => {
  it('note that MOCK_ variables do nothing in an install, once', () => {
    const findings = check({ version: 'current', env: 'TZ=UTC\nMOCK_RADARR_PORT=7878\nMOCK_SONARR_PORT=8989\n' });
    expect(findings.map((finding) => [finding.rule, finding.line, finding.severity])).toEqual([
      ['dev-only', 2, 'note'],
    ]);
    expect(findings[0]!.link).toBe('mocks');
    // 0.6.4 had no mocks: an unknown name there.
    expect(
      rulesOf(check({ version: '0.6.4', env: 'baseUrl=http://192.168.1.20\nTZ=UTC\nMOCK_RADARR_PORT=7878\n' })),
    ).toEqual(['unknown-name']);
  });
});

describe('nothing to check', () => {
  it('an empty paste, or a .env of comments only, says so instead of "Looks right"', () => {
    const empty = checkSetup({ version: 'current', env: '  \n' });
    expect(empty).toMatchObject({ findings: [], nothingToCheck: true });
    expect(empty.summaryLine).toBe('Nothing to check: paste a .env or a docker-compose.yml.');
    const comments = checkSetup({ version: '0.6.4', env: '# TZ=UTC\n\n   # baseUrl=http://x\n' });
    expect(comments).toMatchObject({ findings: [], nothingToCheck: true });
    expect(comments.summaryLine).toBe('Nothing to check: the .env holds only comments and blank lines, no setting.');
    expect(checkSetup({ version: 'current', env: 'TZ=UTC\n' }).nothingToCheck).toBe(false);
  });

  it('lines left out of a paste (...) are no error, and what the paste lacks is not reported', () => {
    const findings = check({ version: '0.6.4', env: '...\nlogLevel=info\n…\n' });
    expect(rulesOf(findings)).toEqual(['overrides-ui']);
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
    const findings = check({
      version: 'current',
      env: 'baseUrl=http://localhost\nlogLevel=verbose\n',
      compose: composeWith(),
    });
    // The missing TZ is a note with no line: it comes after the findings on lines 1 and 2.
    expect(findings.map((finding) => [finding.line ?? null, finding.rule])).toEqual([
      [1, 'baseurl-localhost'],
      [1, 'overrides-ui'],
      [2, 'bad-value'],
      [null, 'no-time-zone'],
    ]);
  });
});
