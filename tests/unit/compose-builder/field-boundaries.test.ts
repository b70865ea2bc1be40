// The compose builder's checks at their edges, as a reader meets them in the form: the first and
// last values a field accepts and the first it refuses, which data folders Compose reads as a folder,
// which addresses point at the container itself, and the value an Advanced variable starts with.
import { describe, expect, it } from 'vitest';

import { LATEST_VERSION, SPEC_VERSION } from '../../../core/docs-site/versions';
import { envData, envVar, otherVersionVariable, type EnvVar } from '../../../core/settings/env-vars';
import {
  advancedVariables,
  checkVariableValue,
  containerPort,
  defaultState,
  generateCompose,
  initialAdvancedValue,
  isFormVariable,
  isLocalhostUrl,
  isTimeZone,
  mainVariables,
  openAddress,
  validate,
  type BuilderState,
} from '../../../core/settings/generator';

const OLD = defaultState(SPEC_VERSION);
const LATEST = defaultState(LATEST_VERSION);
const errorsOf = (state: BuilderState, field: string) =>
  validate(state)
    .filter((error) => error.field === field)
    .map((error) => error.message);

describe('a port', () => {
  it.each(['1', '3003', '65535', ' 8080 ', '080'])('%j is accepted', (hostPort) => {
    expect(errorsOf({ ...OLD, hostPort }, 'hostPort')).toEqual([]);
  });

  it.each(['0', '65536', '-1', '1e3', '0x50', '8080a', '', ' ', '99999999999999999999'])(
    '%j is refused',
    (hostPort) => {
      expect(errorsOf({ ...OLD, hostPort }, 'hostPort')).toEqual(['Port must be a whole number from 1 to 65535']);
    },
  );

  it('is written as a number, in the mapping and in the address to open', () => {
    const state = { ...LATEST, hostPort: ' 080 ', baseUrl: 'https://pulsarr.lan' };
    expect(generateCompose(state)).toContain('- "80:3003"');
    expect(openAddress(state)).toBe('https://pulsarr.lan:80');
  });
});

describe('a whole-number variable', () => {
  const variable = (min: number, max?: number): EnvVar => ({
    ...envVar(SPEC_VERSION, 'port'),
    type: { kind: 'integer', min, max },
  });

  it('with no maximum takes its minimum and anything above it', () => {
    expect(checkVariableValue(variable(1), '1')).toBeNull();
    expect(checkVariableValue(variable(1), '9007199254740991')).toBeNull();
    expect(checkVariableValue(variable(1), '0')).toBe('port must be a whole number of 1 or more');
    expect(checkVariableValue(variable(1), '9007199254740992')).toBe('port must be a whole number of 1 or more');
  });

  it('with a maximum takes both ends and nothing beyond', () => {
    expect(checkVariableValue(variable(0, 10), '0')).toBeNull();
    expect(checkVariableValue(variable(0, 10), '10')).toBeNull();
    expect(checkVariableValue(variable(0, 10), '11')).toBe('port must be a whole number from 0 to 10');
  });
});

describe('the address Sonarr and Radarr call', () => {
  it.each(['http://192.168.1.20', 'https://pulsarr.example.org', 'http://pulsarr.lan:3003', 'http://host/pulsarr'])(
    '%j is accepted',
    (baseUrl) => {
      expect(errorsOf({ ...OLD, baseUrl }, 'baseUrl')).toEqual([]);
    },
  );

  it.each([
    ['ftp://pulsarr.lan', 'Address must be a URL starting with http:// or https://'],
    ['http://pulsarr lan', 'Address must be a URL starting with http:// or https://'],
    ['http://pulsarr.lan ', 'Address must be a URL starting with http:// or https://'],
    ['192.168.1.20', 'Address must be a URL starting with http:// or https://'],
    ['http://pulsarr.lan/', 'Address must not end with a slash'],
    [
      `http://x.lan/it's"$`,
      'Address cannot hold a single quote together with a double quote, a backslash, a backtick or $',
    ],
  ])('%j is refused: %s', (baseUrl, message) => {
    expect(errorsOf({ ...OLD, baseUrl }, 'baseUrl')).toEqual([message]);
  });

  it('is not asked for where the version’s form has no such field', () => {
    expect(isFormVariable(LATEST_VERSION, 'baseUrl')).toBe(false);
    expect(errorsOf({ ...LATEST, baseUrl: 'not a url' }, 'baseUrl')).toEqual([]);
    expect(mainVariables(SPEC_VERSION)).toContain('baseUrl');
  });

  it.each([
    ['http://localhost', true],
    ['http://localhost:3003', true],
    ['http://127.0.0.1', true],
    ['http://127.1.2.3:80', true],
    ['http://[::1]:3003', true],
    ['http://localhost.lan', false],
    ['http://128.0.0.1', false],
    ['http://10.127.0.1', false],
    ['not a url', false],
  ])('%j points at the container itself: %s', (url, local) => {
    expect(isLocalhostUrl(url)).toBe(local);
  });

  it('gives an address to open even when it is not a URL', () => {
    expect(openAddress({ ...OLD, baseUrl: 'nonsense', hostPort: '8080' })).toBe('http://your-server-ip:8080');
    expect(openAddress({ ...OLD, baseUrl: 'http://pulsarr.lan:1234/path', hostPort: '8080' })).toBe(
      'http://pulsarr.lan:8080',
    );
  });
});

describe('the data folder', () => {
  it.each([
    './data',
    '../data',
    '.',
    '..',
    '/srv/pulsarr',
    '~/pulsarr',
    '~',
    'C:\\pulsarr',
    'c:/pulsarr',
    '.\\data',
    '  ./data  ',
  ])('%j is a folder Compose mounts', (dataFolder) => {
    expect(errorsOf({ ...OLD, dataFolder }, 'dataFolder')).toEqual([]);
  });

  it.each(['data', '.data', '..data', 'C:pulsarr', 'pulsarr/data', '$HOME/data'])(
    '%j would be read as a volume name, and is refused',
    (dataFolder) => {
      expect(errorsOf({ ...OLD, dataFolder }, 'dataFolder')).toEqual([
        'Data folder must be a path starting with ./, ../, / or ~',
      ]);
    },
  );

  it('must be given, on one line', () => {
    expect(errorsOf({ ...OLD, dataFolder: '  ' }, 'dataFolder')).toEqual(['Data folder must not be empty']);
    expect(errorsOf({ ...OLD, dataFolder: './a\n./b' }, 'dataFolder')).toEqual(['Data folder must be on one line']);
    expect(errorsOf({ ...OLD, dataFolder: './a\rb' }, 'dataFolder')).toEqual(['Data folder must be on one line']);
  });

  it('is mounted without the spaces around it', () => {
    expect(generateCompose({ ...OLD, dataFolder: '  ./data  ' })).toContain('      - ./data:/app/data\n');
  });
});

describe('the time zone', () => {
  it.each([
    ['Europe/London', true],
    ['UTC', true],
    ['America/Argentina/Buenos_Aires', true],
    ['Mars/Olympus', false],
    ['', false],
    [' ', false],
  ])('%j is a time zone: %s', (value, known) => {
    expect(isTimeZone(value)).toBe(known);
  });

  it('is checked where the version’s form has it', () => {
    expect(errorsOf({ ...LATEST, timeZone: 'Mars/Olympus' }, 'timeZone')).toEqual([
      'Time zone must be one of the listed time zones',
    ]);
  });
});

describe('the database fields', () => {
  const external = { ...OLD, database: 'postgres-external' as const, dbHost: 'db.lan', dbPassword: 'pw' };

  it('of an existing server are each checked, the port to its range', () => {
    expect(validate(external)).toEqual([]);
    expect(validate({ ...external, dbHost: ' ', dbPort: '0', dbName: '', dbUser: '', dbPassword: '' })).toEqual([
      { field: 'dbHost', message: 'Database host must not be empty' },
      { field: 'dbPort', message: 'Database port must be a whole number from 1 to 65535' },
      { field: 'dbName', message: 'Database name must not be empty' },
      { field: 'dbUser', message: 'Database user must not be empty' },
      { field: 'dbPassword', message: 'Database password must not be empty' },
    ]);
  });

  it('of a server reached by a connection string are that string alone', () => {
    const byUrl = { ...external, useConnectionString: true, dbHost: '', dbPassword: '' };
    expect(validate({ ...byUrl, dbConnectionString: 'postgresql://u:p@db.lan/pulsarr' })).toEqual([]);
    expect(validate({ ...byUrl, dbConnectionString: 'postgres://u:p@db.lan/pulsarr' })).toEqual([]);
    expect(validate({ ...byUrl, dbConnectionString: `postgres://u:it's"$@db.lan/x` })).toEqual([
      {
        field: 'dbConnectionString',
        message:
          'Connection string cannot hold a single quote together with a double quote, a backslash, a backtick or $',
      },
    ]);
  });

  it('of PostgreSQL in the same compose file are name, user and password', () => {
    const bundled = { ...OLD, database: 'postgres-compose' as const, dbPassword: '', dbName: ' ', dbUser: `it's"$` };
    expect(validate(bundled)).toEqual([
      { field: 'dbName', message: 'Database name must not be empty' },
      {
        field: 'dbUser',
        message: 'Database user cannot hold a single quote together with a double quote, a backslash, a backtick or $',
      },
      { field: 'dbPassword', message: 'Database password must not be empty' },
    ]);
  });

  it('of SQLite are not asked for', () => {
    expect(validate({ ...OLD, dbHost: '', dbPassword: '', dbName: '' })).toEqual([]);
  });
});

describe('an Advanced variable', () => {
  const find = (version: string, test: (variable: EnvVar) => boolean) => {
    const found = advancedVariables(version).find(test);
    if (!found) throw new Error('no such variable');
    return found;
  };

  it('starts at its default', () => {
    const withDefault = find(SPEC_VERSION, (variable) => variable.default !== undefined && variable.name !== 'baseUrl');
    expect(initialAdvancedValue(withDefault)).toBe(withDefault.default);
  });

  it('without a default, starts empty in its type', () => {
    const bare = (type: EnvVar['type']): EnvVar => ({ ...envVar(SPEC_VERSION, 'port'), default: undefined, type });
    expect(initialAdvancedValue(bare({ kind: 'json', shape: 'array' }))).toBe('[]');
    expect(initialAdvancedValue(bare({ kind: 'json', shape: 'object' }))).toBe('{}');
    expect(initialAdvancedValue(bare({ kind: 'boolean' }))).toBe('false');
    expect(initialAdvancedValue(bare({ kind: 'enum', values: ['first', 'second'] }))).toBe('first');
    expect(initialAdvancedValue(bare({ kind: 'enum', values: [] }))).toBe('');
    expect(initialAdvancedValue(bare({ kind: 'string' }))).toBe('');
    expect(initialAdvancedValue(bare({ kind: 'integer', min: 0 }))).toBe('');
  });

  it('baseUrl starts at the placeholder address, not its default localhost', () => {
    expect(initialAdvancedValue(envVar(LATEST_VERSION, 'baseUrl'))).toBe('http://your-server-ip');
  });

  it('a JSON value is checked for its shape and written on one line', () => {
    const array = find(SPEC_VERSION, (variable) => variable.type.kind === 'json' && variable.type.shape === 'array');
    const object = find(SPEC_VERSION, (variable) => variable.type.kind === 'json' && variable.type.shape === 'object');
    expect(checkVariableValue(array, '[1]')).toBeNull();
    expect(checkVariableValue(array, '{}')).toBe(`${array.name} must be a JSON array, such as []`);
    expect(checkVariableValue(object, '{}')).toBeNull();
    expect(checkVariableValue(object, '[]')).toBe(`${object.name} must be a JSON object, such as {}`);
    expect(checkVariableValue(object, 'null')).toBe(`${object.name} must be a JSON object, such as {}`);
    expect(checkVariableValue(object, '42')).toBe(`${object.name} must be a JSON object, such as {}`);
    expect(checkVariableValue(array, 'null')).toBe(`${array.name} must be a JSON array, such as []`);
    expect(checkVariableValue(object, '{')).toBe(`${object.name} must be valid JSON`);
    expect(checkVariableValue(object, `{"a":"it's \\"$x\\""}`)).toBe(
      `${object.name} cannot hold a single quote together with a double quote, a backslash, a backtick or $`,
    );
  });

  it('a string must be given, and match its pattern where it has one', () => {
    const text = find(SPEC_VERSION, (variable) => variable.type.kind === 'string' && !variable.type.pattern);
    expect(checkVariableValue(text, ' ')).toBe(`${text.name} must not be empty`);
    expect(checkVariableValue(text, 'a value')).toBeNull();
  });

  it('a URL takes the protocols its variable names', () => {
    const connection = envVar(SPEC_VERSION, 'dbConnectionString');
    expect(checkVariableValue(connection, 'postgres://db.lan/x')).toBeNull();
    expect(checkVariableValue(connection, 'http://db.lan/x')).toBe(
      'dbConnectionString must be a URL starting with postgres:// or postgresql://',
    );
  });
});

describe('the port Pulsarr listens on in the container', () => {
  it('is the variable’s default unless .env sets it', () => {
    expect(containerPort(LATEST)).toBe('3003');
    expect(containerPort({ ...LATEST, advanced: { listenPort: '4000' } })).toBe('4000');
    expect(containerPort({ ...OLD, hostPort: '8080' })).toBe('8080');
  });
});

describe('the data of a docs version', () => {
  it('is refused for a version it does not have, naming those it has', () => {
    expect(() => envData('0.5.0')).toThrow(
      'No environment variable data for docs version "0.5.0". Versions with data: current, 0.6.4.',
    );
  });

  it('has no variable by another name', () => {
    expect(() => envVar(SPEC_VERSION, 'listenPort')).toThrow(
      'listenPort is not a Pulsarr environment variable in docs version "0.6.4"',
    );
    expect(envVar(LATEST_VERSION, 'listenPort').name).toBe('listenPort');
  });

  it('says what became of a variable of the other version only', () => {
    expect(otherVersionVariable(LATEST_VERSION, 'TZ')).toBeNull();
    expect(otherVersionVariable(LATEST_VERSION, 'noSuchVariable')).toBeNull();
    expect(otherVersionVariable(LATEST_VERSION, 'NODE_ARGS')).toMatchObject({
      ignored: true,
      replacedBy: ['enableConsoleOutput'],
    });
    expect(otherVersionVariable(LATEST_VERSION, 'tautulliUrl')).toMatchObject({
      ignored: true,
      replacedBy: ['plexMobileEnabled'],
    });
    expect(otherVersionVariable(SPEC_VERSION, 'basePath')).toMatchObject({ ignored: false });
    expect(otherVersionVariable(SPEC_VERSION, 'listenPort')).toEqual({ ignored: true });
  });
});
