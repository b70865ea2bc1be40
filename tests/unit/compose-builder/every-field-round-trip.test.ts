// Not only the password: every text the builder writes to .env (the address, the database fields, the
// connection string, each Advanced string, URL and JSON value) reads back unchanged through dotenv (how
// Pulsarr reads it) and through Compose's reading of .env, or the form refuses it on that field alone.
// The names PostgreSQL is created with read back from docker-compose.yml the same way, and the password
// Compose fills in there from .env is the one Pulsarr logs in with.
import { parse as parseDotenv } from 'dotenv';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';

import type { EnvVar } from '../../../core/settings/env-vars';
import { LATEST_VERSION, SPEC_VERSION } from '../../../core/docs-site/versions';
import {
  advancedVariables,
  defaultState,
  generateCompose,
  generateEnv,
  isFormVariable,
  validate,
  type BuilderState,
} from '../../../core/settings/generator';
import { parseComposeEnvFile } from './compose-env-file';

/** Texts a reader may type that a careless writer of .env or YAML shortens or rewrites. */
const TEXTS = [
  'pass#word',
  'pass #word',
  '#leading',
  'trailing #',
  ' spaced ',
  "it's",
  'say "hi"',
  'back\\slash',
  'ends\\',
  'pa$$word',
  '${HOME}',
  'back`tick',
  'two\nlines',
  'a=b',
  'key: value',
  'true',
  '0123',
  `it's "$x"`,
];

/** Addresses with the characters a URL may hold and a .env may misread. */
const URLS = [
  'http://pulsarr.lan',
  'http://pulsarr.lan/#anchor',
  'http://pulsarr.lan/?a=b&c=d#e',
  'https://user:p#ss@pulsarr.lan:8443/x',
  "http://pulsarr.lan/it's",
  'http://pulsarr.lan/$path',
  'http://pulsarr.lan/a%20b',
];

/** JSON texts whose one-line form holds quotes, `#`, `$` or a backslash. */
const JSON_TEXTS = ['{}', '[]', '{"a": "#x"}', '["it\'s"]', '{"a": "$HOME"}', '{"a": "x\\ny"}', '[1, "two words"]'];

/** What each reader of `.env` makes of `name`, or the fields the form refused, each with its message's subject. */
function readBack(
  state: BuilderState,
  name: string,
  label: string,
): { refused: [string, boolean][] } | { dotenv?: string; compose?: string } {
  const errors = validate(state);
  if (errors.length > 0)
    return { refused: errors.map((error) => [error.field, error.message.startsWith(`${label} `)]) };
  const env = generateEnv(state);
  return { dotenv: parseDotenv(env)[name], compose: parseComposeEnvFile(env)[name] };
}

/**
 * Checks that the state writes `name` as `expected` for both readers, or is refused on `field` alone with a
 * message about `label` (the field's name in the form, or the variable's).
 */
function expectReadBackOrRefused(state: BuilderState, field: string, name: string, expected: string, label = name) {
  const read = readBack(state, name, label);
  if ('refused' in read) {
    expect(read.refused, `${JSON.stringify(expected)} refused`).toEqual([[field, true]]);
    return;
  }
  expect(read, `${JSON.stringify(expected)} written`).toEqual({ dotenv: expected, compose: expected });
}

/** The names the form's messages give the database fields. */
const LABELS = {
  dbHost: 'Database host',
  dbName: 'Database name',
  dbUser: 'Database user',
  dbPassword: 'Database password',
} as const;

describe.each([SPEC_VERSION, LATEST_VERSION])('in docs version %s', (docsVersion) => {
  const defaults = defaultState(docsVersion);
  const external: BuilderState = {
    ...defaults,
    database: 'postgres-external',
    dbHost: 'db.lan',
    dbPassword: 'secret',
  };
  const bundled: BuilderState = { ...defaults, database: 'postgres-compose', dbPassword: 'secret' };

  it.each(['dbHost', 'dbName', 'dbUser', 'dbPassword'] as const)(
    'an existing server’s %s reads back unchanged, or is refused on that field',
    (field) => {
      for (const value of TEXTS) {
        expectReadBackOrRefused({ ...external, [field]: value }, field, field, value, LABELS[field]);
      }
    },
  );

  it.each(['dbName', 'dbUser', 'dbPassword'] as const)(
    'the %s of PostgreSQL in the compose file reads back unchanged, or is refused on that field',
    (field) => {
      for (const value of TEXTS) {
        expectReadBackOrRefused({ ...bundled, [field]: value }, field, field, value, LABELS[field]);
      }
    },
  );

  it('a connection string reads back unchanged, or is refused on that field', () => {
    const byUrl: BuilderState = { ...external, useConnectionString: true };
    for (const url of URLS) {
      const value = url.replace(/^https?:/, 'postgres:');
      const state = { ...byUrl, dbConnectionString: value };
      expectReadBackOrRefused(state, 'dbConnectionString', 'dbConnectionString', value, 'Connection string');
    }
  });

  it('the address Sonarr and Radarr call reads back unchanged, or is refused on that field', () => {
    if (isFormVariable(docsVersion, 'baseUrl')) {
      for (const value of URLS) {
        expectReadBackOrRefused({ ...defaults, baseUrl: value }, 'baseUrl', 'baseUrl', value, 'Address');
      }
    } else {
      for (const value of URLS) {
        const state = { ...defaults, advanced: { baseUrl: value } };
        expectReadBackOrRefused(state, 'advanced.baseUrl', 'baseUrl', value);
      }
    }
  });

  const textual = (kind: EnvVar['type']['kind']) =>
    advancedVariables(docsVersion).filter((variable) => variable.type.kind === kind);

  it('every Advanced string reads back unchanged, or is refused on that variable', () => {
    expect(textual('string').length).toBeGreaterThan(0);
    for (const variable of textual('string')) {
      for (const value of TEXTS) {
        const state = { ...defaults, advanced: { [variable.name]: value } };
        expectReadBackOrRefused(state, `advanced.${variable.name}`, variable.name, value);
      }
    }
  });

  it('every Advanced URL reads back unchanged, or is refused on that variable', () => {
    for (const variable of textual('url')) {
      const protocol = variable.type.kind === 'url' ? (variable.type.protocols?.[0] ?? 'http:') : 'http:';
      for (const url of URLS) {
        const value = url.replace(/^https?:/, protocol);
        const state = { ...defaults, advanced: { [variable.name]: value } };
        expectReadBackOrRefused(state, `advanced.${variable.name}`, variable.name, value);
      }
    }
  });

  it('every Advanced JSON value reads back as its one-line form, or is refused on that variable', () => {
    expect(textual('json').length).toBeGreaterThan(0);
    for (const variable of textual('json')) {
      for (const value of JSON_TEXTS) {
        const state = { ...defaults, advanced: { [variable.name]: value } };
        expectReadBackOrRefused(state, `advanced.${variable.name}`, variable.name, JSON.stringify(JSON.parse(value)));
      }
    }
  });
});

describe('the PostgreSQL service in docker-compose.yml', () => {
  const state = (dbName: string, dbUser: string, dbPassword: string): BuilderState => ({
    ...defaultState(LATEST_VERSION),
    database: 'postgres-compose',
    dbName,
    dbUser,
    dbPassword,
  });

  /** The service's environment as Compose gives it to the container: `$$` is one `$`, `${name}` is filled from .env. */
  function postgresEnvironment(compose: string, env: Record<string, string>): Record<string, string> {
    const doc = parseYaml(compose) as { services: { postgres: { environment: Record<string, string> } } };
    return Object.fromEntries(
      Object.entries(doc.services.postgres.environment).map(([key, value]) => [
        key,
        value.replace(/\$\$|\$\{([^}]+)\}/g, (_whole, name?: string) => (name ? (env[name] ?? '') : '$')),
      ]),
    );
  }

  it.each(TEXTS.map((text) => [text]))('creates the database and user %j that Pulsarr logs in with', (text) => {
    const chosen = state(text, text, text);
    if (validate(chosen).length > 0) {
      expect(validate(chosen).map((error) => error.field)).toEqual(['dbName', 'dbUser', 'dbPassword']);
      return;
    }
    const env = parseComposeEnvFile(generateEnv(chosen));
    expect(postgresEnvironment(generateCompose(chosen), env)).toEqual({
      POSTGRES_DB: text,
      POSTGRES_USER: text,
      POSTGRES_PASSWORD: text,
    });
    expect(parseDotenv(generateEnv(chosen))).toMatchObject({ dbName: text, dbUser: text, dbPassword: text });
  });

  it('runs postgres:16, checked every 10 s, and restarts with Pulsarr', () => {
    const doc = parseYaml(generateCompose(state('pulsarr', 'pulsarr', 'secret'))) as {
      services: { postgres: Record<string, unknown> };
      volumes: Record<string, unknown>;
    };
    expect(doc.services.postgres).toEqual({
      image: 'postgres:16',
      container_name: 'pulsarr-postgres',
      environment: { POSTGRES_DB: 'pulsarr', POSTGRES_USER: 'pulsarr', POSTGRES_PASSWORD: '${dbPassword}' },
      volumes: ['pulsarr-postgres:/var/lib/postgresql/data'],
      healthcheck: {
        test: ['CMD-SHELL', 'pg_isready -U "$${POSTGRES_USER}" -d "$${POSTGRES_DB}"'],
        interval: '10s',
        timeout: '5s',
        retries: 5,
      },
      restart: 'unless-stopped',
    });
    expect(doc.volumes).toEqual({ 'pulsarr-postgres': null });
  });
});

describe('a Windows data folder', () => {
  it('is mounted from exactly that folder at /app/data, where Pulsarr keeps its data', () => {
    const doc = parseYaml(generateCompose({ ...defaultState(LATEST_VERSION), dataFolder: 'C:\\pulsarr #1' })) as {
      services: { pulsarr: { volumes: unknown[] } };
    };
    expect(doc.services.pulsarr.volumes[0]).toEqual({ type: 'bind', source: 'C:\\pulsarr #1', target: '/app/data' });
  });
});
