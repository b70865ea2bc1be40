// The .env rules of "Check your setup" at their edges: each kind of value at the first it accepts and the
// first it refuses, the fix each one suggests, the settings that only make sense together, and the way
// dotenv reads quotes and `#` (a value that starts with `#` is read as empty, like one cut by a `#`).
import { describe, expect, it } from 'vitest';

import type { Finding } from '../../../core/setup-checker/findings';
import { check, composeWith, only, rulesOf } from './support';

const LATEST_BASE = 'TZ=Europe/London\n';
const OLD_BASE = 'baseUrl=http://192.168.1.20\nTZ=Europe/London\n';
const latest = (env: string, compose?: string): Finding[] =>
  check({ version: 'current', env: `${LATEST_BASE}${env}`, compose });
const old = (env: string, compose?: string): Finding[] =>
  check({ version: '0.6.4', env: `${OLD_BASE}${env}`, compose });
/** The line of the first variable after the base lines. */
const LINE = 2;

describe('a # in an unquoted value', () => {
  it.each([
    ['dbPassword=abc#123', 'abc', "dbPassword='abc#123'"],
    ['dbPassword=#abc', '(empty)', "dbPassword='#abc'"],
    ["dbPassword=it's#1", "`it's`", `dbPassword="it's#1"`],
  ])('%s is read up to the #: a warning with the quoted line to write', (line, read, fixed) => {
    const finding = only(latest(`${line}\n`), 'hash-comment');
    expect(finding).toMatchObject({ line: LINE, severity: 'warning', link: 'valuesWritten' });
    expect(finding.why).toBe(
      `An unquoted \`#\` starts a comment, so dotenv reads \`dbPassword\` as ${read.startsWith('`') || read === '(empty)' ? read : `\`${read}\``} and drops the rest.`,
    );
    expect(finding.fix).toBe(`Put the value in ${fixed.includes('"') ? 'double' : 'single'} quotes: \`${fixed}\`.`);
  });

  it.each([
    ["dbPassword='#abc'"],
    ['dbPassword="a#b"'],
    ['cookieName=pulsarr # the cookie'],
    ['cookieName=pulsarr\t# tab'],
    // dotenv reads both this and `=#abc` as empty, but spaces before the `#` say a comment was meant.
    ['logLevel=   # set below'],
  ])('%s is read as meant', (line) => {
    expect(rulesOf(latest(`${line}\n`))).not.toContain('hash-comment');
  });
});

describe('quotes', () => {
  it('an opening quote never closed is kept in the value', () => {
    const finding = only(latest(`cookieName='pulsarr\n`), 'unclosed-quote');
    expect(finding.why).toBe(
      "The opening `'` is not closed at the end of the value, so dotenv keeps the quotes and reads `cookieName` as `'pulsarr`.",
    );
    expect(finding.fix).toBe("End the value with a matching `'` and put nothing after it but a comment.");
  });

  it('a quoted value that runs over lines names the line it ends on', () => {
    const finding = only(latest(`cookieName="a\nlogLevel=info\n"\n`), 'multi-line');
    expect(finding).toMatchObject({ line: LINE });
    expect(finding.why).toBe(
      'The quoted value runs on to line 4, so everything up to there, other settings included, is part of `cookieName`.',
    );
    expect(finding.fix).toBe('Close the quote on line 2 if the value is meant to be one line.');
  });

  it('\\n or \\r inside double quotes is a line end in dotenv; inside single quotes it is not', () => {
    expect(only(latest('cookieName="a\\nb"\n'), 'escape-in-double-quotes').severity).toBe('note');
    expect(only(latest('cookieName="a\\rb"\n'), 'escape-in-double-quotes').line).toBe(LINE);
    expect(rulesOf(latest("cookieName='a\\nb'\n"))).not.toContain('escape-in-double-quotes');
    expect(rulesOf(latest('cookieName="a\\tb"\n'))).not.toContain('escape-in-double-quotes');
  });

  it('a line dotenv skips is an error on that line', () => {
    expect(only(latest('not an assignment\n'), 'unreadable-line')).toMatchObject({ line: LINE, severity: 'error' });
  });
});

describe('names', () => {
  it('an unknown name near a real one suggests it; one far from all suggests checking the list', () => {
    const near = only(latest('logLevl=info\n'), 'unknown-name');
    expect(near.why).toBe(
      'Pulsarr reads no variable called `logLevl`, so this line does nothing: did you mean `logLevel`?',
    );
    expect(near.fix).toBe('Rename it to `logLevel`, spelt exactly so, or delete the line.');
    const far = only(latest('somethingElse=1\n'), 'unknown-name');
    expect(far.why).toBe('Pulsarr reads no variable called `somethingElse`, so this line does nothing.');
    expect(far.fix).toBe('Check the name against the variables of this version, or delete the line.');
  });

  it('a name of the other version says whether it is ignored, what replaced it and what became of it', () => {
    expect(only(latest('tautulliEnabled=true\n'), 'other-version')).toMatchObject({
      severity: 'error',
      why: '`tautulliEnabled` is not a variable of Latest (late 2026), so Pulsarr ignores this line. Tautulli is no longer used: Pulsarr sends Plex mobile notifications itself.',
      fix: 'Delete the line. Use `plexMobileEnabled` instead.',
    });
    expect(only(latest('approvalNotify=all\n'), 'other-version')).toMatchObject({
      severity: 'warning',
      why: '`approvalNotify` is not among the variables of Latest (late 2026). Approval notifications are set in the web interface, on **Approvals → Approval Settings**.',
      fix: 'Delete the line.',
    });
    expect(only(old('listenPort=4000\n'), 'other-version')).toMatchObject({
      severity: 'error',
      why: '`listenPort` is not a variable of 0.6.4, so Pulsarr ignores this line.',
    });
  });
});

describe('values', () => {
  it.each([
    ['port=1', []],
    ['port=65535', []],
    [
      'port=0',
      [
        '`port` takes a whole number from 1 to 65535, not `0`.',
        'Write it as `port=3003` or another value of that form, or delete the line to use the default.',
      ],
    ],
    ['port=65536', ['`port` takes a whole number from 1 to 65535, not `65536`.']],
    ['port=3003.0', ['`port` takes a whole number from 1 to 65535, not `3003.0`.']],
    ['rateLimitMax=1', []],
    ['rateLimitMax=0', ['`rateLimitMax` takes a whole number of 1 or more, not `0`.']],
    [
      'cookieSecured=TRUE',
      [
        '`cookieSecured` takes `true` or `false`, not `TRUE`.',
        'Write it as `cookieSecured=false` or another value of that form, or delete the line to use the default.',
      ],
    ],
    [
      'logLevel=verbose',
      ['`logLevel` takes one of `fatal`, `error`, `warn`, `info`, `debug`, `trace`, `silent`, not `verbose`.'],
    ],
    [
      'baseUrl=ftp://pulsarr.lan',
      [
        '`baseUrl` takes a URL starting with `http://` or `https://`, and `ftp://pulsarr.lan` cannot be read as one: it starts with `ftp://`.',
      ],
    ],
    [
      'baseUrl=pulsarr.lan',
      [
        '`baseUrl` takes a URL starting with `http://` or `https://`, and `pulsarr.lan` cannot be read as one: it has no `http://` or `https://` in front.',
      ],
    ],
    [
      'plexTokens={}',
      [
        '`plexTokens` takes a JSON array, such as `[]`, not `{}`.',
        'Write it as `plexTokens=[]` or another value of that form, or delete the line to use the default.',
      ],
    ],
    ['plexTokens=[x', ['`plexTokens` takes JSON on one line, and `[x` is not valid JSON.']],
    [
      'quotaSettings=[]',
      [
        '`quotaSettings` takes a JSON object, such as `{}`, not `[]`.',
        'Write it as `quotaSettings={}` or another value of that form, or delete the line to use the default.',
      ],
    ],
    ['quotaSettings=null', ['`quotaSettings` takes a JSON object, such as `{}`, not `null`.']],
    ['tagPrefix=a b', ['`tagPrefix` may contain only letters, digits, -, _, : and ..']],
    [
      'cookieSecret=short',
      [
        '`cookieSecret` must be at least 16 characters long.',
        'Give `cookieSecret` a value of that form, or delete the line to use the default.',
      ],
    ],
  ])('on Latest, %s', (line, messages) => {
    const findings = latest(`${line}\n`).filter((finding) => finding.rule === 'bad-value');
    if (messages.length === 0) {
      expect(findings).toEqual([]);
      return;
    }
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ line: LINE, severity: 'error', why: messages[0] });
    if (messages[1]) expect(findings[0]!.fix).toBe(messages[1]);
  });

  it('a URL variable takes the protocols it names', () => {
    expect(rulesOf(latest('dbType=postgres\ndbConnectionString=postgresql://u:p@db/x\n'))).not.toContain('bad-value');
    expect(only(latest('dbType=postgres\ndbConnectionString=http://db/x\n'), 'bad-value').why).toBe(
      '`dbConnectionString` takes a URL starting with `postgres://` or `postgresql://`, and `http://db/x` cannot be read as one: it starts with `http://`.',
    );
  });

  it('an empty value: nothing where empty is the default, a warning where it blanks a web-interface setting', () => {
    expect(rulesOf(latest('discordBotToken=\n'))).toEqual([]);
    expect(rulesOf(latest('cookieName=\n'))).toEqual([]);
    const blank = only(latest('tagPrefix=\n'), 'empty-value');
    expect(blank).toMatchObject({ line: LINE, severity: 'warning' });
    expect(blank.why).toBe(
      'An empty `tagPrefix` replaces the value set in the web interface or API with nothing at every restart.',
    );
    expect(only(latest('port=\n'), 'bad-value').why).toBe('`port` takes a whole number from 1 to 65535, not (empty).');
  });

  it('a value that replaces a web-interface setting is a note on the line that counts only', () => {
    const findings = latest('logLevel=debug\nlogLevel=info\n');
    expect(findings.filter((finding) => finding.rule === 'overrides-ui').map((finding) => finding.line)).toEqual([3]);
    expect(only(findings, 'set-twice')).toMatchObject({
      line: 2,
      why: '`logLevel` is set again on line 3, and the last one wins, so this line does nothing.',
      fix: 'Delete this line, or line 3, whichever holds the value you do not want.',
    });
  });
});

describe('settings that belong together', () => {
  it('baseUrl at localhost is an error beside a compose file, and Latest offers the web interface instead', () => {
    const withCompose = only(latest('baseUrl=http://127.0.0.1:3003\n', composeWith()), 'baseurl-localhost');
    expect(withCompose.severity).toBe('error');
    expect(withCompose.fix).toBe(
      "Use an address Sonarr and Radarr can reach: the server's IP address, or `http://pulsarr` on a shared Docker network, or delete the line and enter the address when the web interface asks for it.",
    );
    expect(only(latest('baseUrl=http://[::1]\n'), 'baseurl-localhost').severity).toBe('warning');
    const onOld = check({ version: '0.6.4', env: 'baseUrl=http://localhost\nTZ=UTC\n' });
    expect(only(onOld, 'baseurl-localhost').fix).toBe(
      "Use an address Sonarr and Radarr can reach: the server's IP address, or `http://pulsarr` on a shared Docker network.",
    );
    expect(rulesOf(latest('baseUrl=http://127x.lan\n'))).not.toContain('baseurl-localhost');
  });

  it('baseUrl with a path: Latest points to basePath, 0.6.4 has none', () => {
    const onLatest = only(latest('baseUrl=http://192.168.1.20/pulsarr/\n'), 'baseurl-path');
    expect(onLatest.why).toBe(
      "`baseUrl` is only the address Sonarr and Radarr call back; its path `/pulsarr/` is left out of the webhook address and does not move Pulsarr's pages under that path.",
    );
    expect(onLatest.fix).toBe('Put the prefix in `basePath=/pulsarr` and leave the path out of `baseUrl`.');
    const onOld = check({ version: '0.6.4', env: 'baseUrl=http://192.168.1.20/pulsarr\nTZ=UTC\n' });
    expect(only(onOld, 'baseurl-path').fix).toBe('Leave the path out of `baseUrl`.');
    expect(rulesOf(latest('baseUrl=http://192.168.1.20/\n'))).not.toContain('baseurl-path');
  });

  it('cookieSecured=true warns over http only', () => {
    expect(only(latest('baseUrl=http://pulsarr.lan\ncookieSecured=true\n'), 'cookie-over-http').line).toBe(3);
    expect(rulesOf(latest('baseUrl=https://pulsarr.lan\ncookieSecured=true\n'))).not.toContain('cookie-over-http');
    expect(rulesOf(latest('baseUrl=http://pulsarr.lan\ncookieSecured=false\n'))).not.toContain('cookie-over-http');
    expect(rulesOf(latest('cookieSecured=true\n'))).not.toContain('cookie-over-http');
  });
});

describe('PostgreSQL', () => {
  it('settings without dbType=postgres do nothing, from the first of them', () => {
    const finding = only(latest('dbUser=me\ndbHost=db.lan\ndbType=sqlite\n'), 'postgres-unused');
    expect(finding).toMatchObject({ line: 2, severity: 'warning' });
    expect(rulesOf(latest('dbType=sqlite\n'))).not.toContain('postgres-unused');
  });

  it('a connection string wins over the separate fields, which it names; a password beside it is no conflict', () => {
    const finding = only(
      latest('dbType=postgres\ndbHost=db.lan\ndbPort=5432\ndbPassword=pw\ndbConnectionString=postgres://u:p@db/x\n'),
      'connection-string-wins',
    );
    expect(finding).toMatchObject({ line: 6, severity: 'note' });
    expect(finding.why).toBe(
      '`dbConnectionString` overrides `dbHost`, `dbPort`, so Pulsarr uses only the connection string.',
    );
    expect(rulesOf(latest('dbType=postgres\ndbPassword=pw\ndbConnectionString=postgres://u:p@db/x\n'))).not.toContain(
      'connection-string-wins',
    );
  });

  it('a missing password: an error on Latest, which has no default; a warning on 0.6.4, which has one', () => {
    const onLatest = only(latest('dbType=postgres\ndbHost=db.lan\n'), 'postgres-password');
    expect(onLatest).toMatchObject({ line: 2, severity: 'error' });
    expect(onLatest.why).toBe(
      'With `dbType=postgres` Pulsarr needs `dbPassword`, and it has no default, so Pulsarr cannot connect.',
    );
    const onOld = only(old('dbType=postgres\ndbHost=db.lan\n'), 'postgres-password');
    expect(onOld).toMatchObject({ line: 3, severity: 'warning' });
    expect(onOld.why).toBe(
      'Without `dbPassword` Pulsarr connects with the default password `pulsarrpostgrespw` and warns about it at every start.',
    );
    const empty = only(old('dbType=postgres\ndbHost=db.lan\ndbPassword=\n'), 'postgres-password');
    expect(empty).toMatchObject({ line: 5, severity: 'error' });
    expect(empty.why).toContain('an empty one is refused');
  });

  it('a host that is the container itself warns only beside a compose file', () => {
    const given = only(
      latest('dbType=postgres\ndbPassword=pw\ndbHost=127.0.0.1\n', composeWith()),
      'postgres-localhost',
    );
    expect(given).toMatchObject({ line: 4, severity: 'warning' });
    expect(given.why).toBe(
      'In a container, `127.0.0.1` is the Pulsarr container itself, where no PostgreSQL server runs.',
    );
    const byDefault = only(latest('dbType=postgres\ndbPassword=pw\n', composeWith()), 'postgres-localhost');
    expect(byDefault).toMatchObject({ line: 2 });
    expect(byDefault.why).toBe(
      'Without `dbHost`, Pulsarr looks for PostgreSQL at `localhost`, which in a container is the Pulsarr container itself.',
    );
    expect(rulesOf(latest('dbType=postgres\ndbPassword=pw\n'))).not.toContain('postgres-localhost');
    expect(rulesOf(latest('dbType=postgres\ndbPassword=pw\ndbHost=postgres\n', composeWith()))).not.toContain(
      'postgres-localhost',
    );
  });
});
