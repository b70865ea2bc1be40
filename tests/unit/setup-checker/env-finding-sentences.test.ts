// The sentences "Check your setup" shows for the .env rules whose wording no other test holds: what a
// reader is told is wrong and what to write instead, word for word, for the stand-ins of published
// examples (the fix names the kind of value to put back), a cookieSecret others know, the development-only
// variables, the quoting dotenv reads its own way, a line it skips, the settings that only make sense
// together (cookies over HTTPS, PostgreSQL, in a container too), a variable of the other version, and
// variables split between .env and a service's `environment`, which are judged file by file.
import { describe, expect, it } from 'vitest';

import type { Finding } from '../../../core/setup-checker/findings';
import { check, composeWith, only, rulesOf } from './support';

const latest = (env: string): Finding[] => check({ version: 'current', env: `TZ=UTC\n${env}` });
const old = (env: string): Finding[] => check({ version: '0.6.4', env: `baseUrl=http://192.168.1.20\nTZ=UTC\n${env}` });

describe('a stand-in copied from an example', () => {
  it.each([
    ['dbPassword=change-me', 'change-me', 'Put your own password in place of `change-me`, or delete the line.'],
    [
      'dbHost=your-postgres-host',
      'your-postgres-host',
      'Put your own host name or IP address in place of `your-postgres-host`.',
    ],
    [
      'appriseUrl=http://host-ip-address:8000',
      'host-ip-address',
      'Put your own address in place of `host-ip-address`, or delete the line.',
    ],
    [
      'plexTokens=["xxxxxxxxxxxxxxxxxxxx"]',
      'xxxxxxxxxxxxxxxxxxxx',
      'Put your own value in place of `xxxxxxxxxxxxxxxxxxxx`, or delete the line.',
    ],
    [
      'baseUrl=http://your-server-ip:3003',
      'your-server-ip',
      'Write your own value in place of `your-server-ip`, so that `baseUrl` is an address Sonarr and Radarr can reach, such as `http://192.168.1.20`.',
    ],
  ])('%s: the fix names what to put in its place', (line, placeholder, fix) => {
    const name = line.slice(0, line.indexOf('='));
    const finding = only(latest(`${line}\n`), 'placeholder');
    expect(finding).toMatchObject({ line: 2, severity: 'warning', link: 'variables' });
    expect(finding.why).toBe(
      `\`${placeholder}\` in \`${name}\` is a stand-in copied from an example, not a value of yours, and Pulsarr uses it as written.`,
    );
    expect(finding.fix).toBe(fix);
  });

  it('a variable with a default of its own is not offered for deletion: the default would take its place', () => {
    // dbHost defaults to localhost: deleting the line is no way to leave the feature off.
    expect(only(latest('dbHost=your-postgres-host\n'), 'placeholder').fix).not.toContain('delete');
  });

  it('dbPassword with dbType=postgres is not offered for deletion: without it Pulsarr cannot connect', () => {
    const withPostgres = latest('dbType=postgres\ndbHost=postgres\ndbPassword=change-me\n');
    expect(only(withPostgres, 'placeholder').fix).toBe('Put your own password in place of `change-me`.');
    // Deleting the line is what the postgres-password rule then calls an error.
    expect(rulesOf(latest('dbType=postgres\ndbHost=postgres\n'))).toContain('postgres-password');
    // A connection string carries the password: there the line may go.
    const withConnection = latest(
      'dbType=postgres\ndbConnectionString=postgres://pulsarr:secret@postgres:5432/pulsarr\ndbPassword=change-me\n',
    );
    expect(only(withConnection, 'placeholder').fix).toBe(
      'Put your own password in place of `change-me`, or delete the line.',
    );
  });

  it('a stand-in in a value of fixed form gets the fix for that form, not the stand-in one', () => {
    const finding = only(latest('port=xxxx\n'), 'bad-value');
    expect(finding.fix).toMatch(/^Write it as `port=\d+` or another value of that form/);
  });
});

describe('a cookieSecret others know or can guess', () => {
  it.each([
    [
      'your-cookie-secret-here-please',
      '`cookieSecret` is a stand-in from a published example, so everyone who read it knows the secret that signs your session cookies.',
    ],
    [
      'aaaaaaaaaaaaaaaaaaaa',
      '`cookieSecret` is one character repeated, which anyone can guess, and it is the secret that signs your session cookies.',
    ],
  ])('%s is an error that says why', (value, why) => {
    const finding = only(latest(`cookieSecret=${value}\n`), 'cookie-secret-known');
    expect(finding).toMatchObject({ line: 2, severity: 'error', link: 'cookieSecret', why });
  });

  it('on 0.6.4, a short one is counted in characters', () => {
    expect(only(old('cookieSecret=abcdefghijklmno\n'), 'cookie-secret-known').why).toBe(
      '`cookieSecret` is only 15 characters long, few enough to guess, and it is the secret that signs your session cookies.',
    );
    expect(old('cookieSecret=abcdefghijklmnop\n').map((finding) => finding.rule)).not.toContain('cookie-secret-known');
  });
});

describe('variables for development', () => {
  it('one seeding line is named alone, with the set it belongs to', () => {
    const finding = only(latest('sonarrBaseUrl=http://192.168.1.20:8989\n'), 'dev-only');
    expect(finding).toMatchObject({ line: 2, severity: 'note', link: 'seeding' });
    expect(finding.why).toBe(
      '`sonarrBaseUrl` is for development: when Pulsarr starts, the `sonarr…` variables seed one Sonarr instance from their values, skipping the connection test the web interface runs.',
    );
    expect(finding.fix).toBe(
      'In an install, delete the `sonarr…` lines and add Sonarr in the web interface, which tests the connection first.',
    );
  });

  it('lines of two sets are noted once each, and a set alone in its file says "is"', () => {
    const notes = latest('sonarrBaseUrl=http://192.168.1.20:8989\nradarrBaseUrl=http://192.168.1.20:7878\n').filter(
      (finding) => finding.rule === 'dev-only',
    );
    expect(notes.map((note) => note.line)).toEqual([2, 3]);
    expect(notes[1]!.why).toMatch(/^`radarrBaseUrl` is for development: .* seed one Radarr instance/);
  });

  it('one MOCK_ line is named alone; several are named together', () => {
    const one = only(latest('MOCK_RADARR_PORT=7878\n'), 'dev-only');
    expect(one.why).toBe(
      '`MOCK_RADARR_PORT` is for the local mock servers of a development checkout (`bun run dev:mocks`); Pulsarr itself does not read them, so in an install they do nothing.',
    );
    expect(one.fix).toBe('Delete the `MOCK_` lines.');
    const two = only(latest('MOCK_RADARR_PORT=7878\nMOCK_SONARR_PORT=8989\n'), 'dev-only');
    expect(two.why).toMatch(/^`MOCK_RADARR_PORT` and the other `MOCK_` lines are for the local mock servers/);
  });
});

describe('a value that replaces a setting of the web interface', () => {
  it.each([
    ['Latest', latest, 2],
    ['0.6.4', old, 3],
  ] as const)('on %s, the note says what the line does at every restart', (_label, run, line) => {
    const finding = only(run('logLevel=debug\n'), 'overrides-ui');
    expect(finding).toMatchObject({ line, severity: 'note', link: 'overrides' });
    expect(finding.why).toBe(
      '`logLevel` is also set in the web interface or through the API: this value replaces that one at every restart, so a change made there lasts until the next one.',
    );
    expect(finding.fix).toBe(
      'Keep the line only to pin the value; to manage it in the web interface or the API, delete the line.',
    );
  });
});

describe('how dotenv reads a line', () => {
  it('\\n in double quotes: the note says a line break is read, and how to keep the backslash', () => {
    const finding = only(latest('cookieName="a\\nb"\n'), 'escape-in-double-quotes');
    expect(finding.why).toBe(
      'Inside double quotes dotenv turns `\\n` into a line break (and `\\r` into a carriage return), so `cookieName` holds one where the line shows a backslash.',
    );
    expect(finding.fix).toBe('Use single quotes to keep the backslash as written.');
    expect(finding.link).toBe('valuesWritten');
  });

  it('a line that is no assignment: the error says what dotenv does and what it takes', () => {
    const finding = only(latest('not an assignment\n'), 'unreadable-line');
    expect(finding).toMatchObject({ file: '.env', link: 'valuesWritten' });
    expect(finding.why).toBe('dotenv skips this line: it is not a `name=value` assignment, so Pulsarr never sees it.');
    expect(finding.fix).toBe(
      'Write it as `name=value` with a name of letters, digits, `_`, `.` and `-`, or start it with `#` to keep it as a comment.',
    );
  });
});

describe('settings that belong together', () => {
  it('cookieSecured=true with an http:// address: a warning on the cookieSecured line', () => {
    const finding = only(latest('baseUrl=http://192.168.1.20:3003\ncookieSecured=true\n'), 'cookie-over-http');
    expect(finding).toMatchObject({ line: 3, severity: 'warning', link: 'cookies' });
    expect(finding.why).toBe(
      "`cookieSecured=true` sends the session cookie over HTTPS only, but Pulsarr's address in `baseUrl` is plain `http://`.",
    );
    expect(finding.fix).toBe('Set `cookieSecured=false` unless you open the web interface over HTTPS.');
  });

  it('cookieSecured=true with an https:// address, or cookieSecured=false, is no warning', () => {
    const rules = (env: string) => latest(env).map((finding) => finding.rule);
    expect(rules('baseUrl=https://pulsarr.example.com\ncookieSecured=true\n')).not.toContain('cookie-over-http');
    expect(rules('baseUrl=http://192.168.1.20:3003\ncookieSecured=false\n')).not.toContain('cookie-over-http');
  });

  it('PostgreSQL fields without dbType=postgres: one warning, on the first of them by line', () => {
    const finding = only(latest('dbPort=5433\ndbName=pulsarr\ndbHost=db\n'), 'postgres-unused');
    expect(finding).toMatchObject({ line: 2, severity: 'warning', link: 'database' });
    expect(finding.why).toBe(
      'Pulsarr uses SQLite unless `dbType=postgres`, so its PostgreSQL settings, from this line on, do nothing.',
    );
    expect(finding.fix).toBe('Add `dbType=postgres` to use PostgreSQL, or delete the PostgreSQL lines.');
  });

  it.each(['dbHost', 'dbPort', 'dbName', 'dbUser', 'dbPassword', 'dbConnectionString'])(
    '%s alone, without dbType=postgres, is a PostgreSQL setting that does nothing',
    (name) => {
      const value = name === 'dbPort' ? '5433' : name === 'dbConnectionString' ? 'postgres://db/pulsarr' : 'db7q';
      expect(only(latest(`${name}=${value}\n`), 'postgres-unused').line).toBe(2);
    },
  );

  it('a connection string beside separate fields: the note names the fields it overrides, not dbPassword', () => {
    const finding = only(
      latest(
        'dbType=postgres\ndbHost=db\ndbPassword=s3cr3t-Pw\ndbUser=pulsarr\ndbConnectionString=postgres://db/pulsarr\n',
      ),
      'connection-string-wins',
    );
    expect(finding).toMatchObject({ line: 6, severity: 'note', link: 'database' });
    expect(finding.why).toBe(
      '`dbConnectionString` overrides `dbHost`, `dbUser`, so Pulsarr uses only the connection string.',
    );
    expect(finding.fix).toBe(
      'Delete the separate fields, or the connection string, so that one place says where the database is.',
    );
  });

  it('a connection string with only a password beside it overrides nothing', () => {
    const rules = latest('dbType=postgres\ndbPassword=s3cr3t-Pw\ndbConnectionString=postgres://db/pulsarr\n').map(
      (finding) => finding.rule,
    );
    expect(rules).not.toContain('connection-string-wins');
    expect(rules).not.toContain('postgres-password');
  });
});

describe('PostgreSQL in a container', () => {
  const inContainer = (env: string) => check({ version: 'current', env: `TZ=UTC\n${env}`, compose: composeWith() });

  it('without dbHost: the default localhost is named, on the dbType line, with the fix', () => {
    const finding = only(inContainer('dbType=postgres\ndbPassword=s3cr3t-Pw\n'), 'postgres-localhost');
    expect(finding).toMatchObject({ file: '.env', line: 2, severity: 'warning', link: 'database' });
    expect(finding.why).toBe(
      'Without `dbHost`, Pulsarr looks for PostgreSQL at `localhost`, which in a container is the Pulsarr container itself.',
    );
    expect(finding.fix).toBe(
      "Set `dbHost` to the PostgreSQL service's name in the compose file (such as `postgres`) or its server's address.",
    );
  });

  it('without dbPassword: the fix names both ways to give one', () => {
    expect(only(inContainer('dbType=postgres\ndbHost=db\n'), 'postgres-password').fix).toBe(
      'Set `dbPassword` to the password of your PostgreSQL user, or give a `dbConnectionString`.',
    );
  });

  it('a dbType from the shell is not judged, nor the PostgreSQL lines beside it', () => {
    const compose = composeWith({ extra: '    environment:\n      - dbType=${DB_TYPE}\n' });
    const rules = rulesOf(check({ version: 'current', env: 'TZ=UTC\ndbHost=db\n', compose }));
    expect(rules).not.toContain('postgres-unused');
    expect(rules).not.toContain('postgres-password');
  });
});

describe('lines in both files', () => {
  const both = (env: string, environment: string) =>
    check({
      version: 'current',
      env: `TZ=UTC\n${env}`,
      compose: composeWith({ extra: `    environment:\n${environment}` }),
    }).filter((finding) => finding.rule === 'dev-only');

  it('a seeding or MOCK_ line alone in its file is named alone, whatever the other file holds', () => {
    const seeding = both('sonarrBaseUrl=http://192.168.1.20:8989\n', '      - sonarrApiKey=abc123\n');
    expect(seeding.map((note) => [note.file, note.why.split(' is for development')[0]])).toEqual([
      ['.env', '`sonarrBaseUrl`'],
      ['docker-compose.yml', '`sonarrApiKey`'],
    ]);
    const mocks = both('MOCK_RADARR_PORT=7878\n', '      - MOCK_SONARR_PORT=8989\n');
    expect(mocks.map((note) => note.why.split(' is for the local')[0])).toEqual([
      '`MOCK_RADARR_PORT`',
      '`MOCK_SONARR_PORT`',
    ]);
  });

  it('a name the compose file fills in from .env is Compose’s own there, but an unknown name in environment', () => {
    const compose = composeWith({ ports: '"${HOST_PORT}:3003"', extra: '    environment:\n      - HOST_PORT=8080\n' });
    const findings = check({ version: 'current', env: 'TZ=UTC\nHOST_PORT=8080\n', compose });
    expect(findings.filter((finding) => finding.rule === 'unknown-name').map((finding) => finding.file)).toEqual([
      'docker-compose.yml',
    ]);
  });
});

describe('a variable of the other version', () => {
  it('on Latest, one whose setting moved: a warning with the note on where it went', () => {
    const finding = only(latest('approvalNotify=all\n'), 'other-version');
    expect(finding.severity).toBe('warning');
    expect(finding.why).toBe(
      '`approvalNotify` is not among the variables of Latest (late 2026). Approval notifications are set in the web interface, on **Approvals → Approval Settings**.',
    );
    expect(finding.fix).toBe('Delete the line.');
  });
});
