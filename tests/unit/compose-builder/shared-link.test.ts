// The compose builder's shared link (its URL query): what it holds for each version's form, what it never
// holds, and how a hand-edited or outdated link is read, field by field.
import { describe, expect, it } from 'vitest';

import { LATEST_VERSION, SPEC_VERSION } from '../../../core/docs-site/versions';
import {
  defaultState,
  generateCompose,
  stateFromQuery,
  stateToQuery,
  withoutSecrets,
  type BuilderState,
} from '../../../core/settings/generator';

const OLD = defaultState(SPEC_VERSION);
const LATEST = defaultState(LATEST_VERSION);
const query = (state: Partial<BuilderState>, defaults = OLD) => stateToQuery({ ...defaults, ...state }, defaults);

describe('the link', () => {
  it('holds each main field that differs from its default under its own key', () => {
    expect(
      query({
        imageTag: 'latest',
        hostPort: '8080',
        baseUrl: 'http://pulsarr.lan',
        dataFolder: './pulsarr',
        logLevel: 'debug',
        logMode: '--log-file',
        database: 'postgres-external',
        dbHost: 'db.lan',
        dbPort: '5433',
        dbName: 'other',
        dbUser: 'me',
        useConnectionString: true,
        authenticationMethod: 'disabled',
      }),
    ).toBe(
      'tag=latest&port=8080&baseUrl=http%3A%2F%2Fpulsarr.lan&tz=UTC&data=.%2Fpulsarr&logLevel=debug&logMode=--log-file&db=postgres-external&dbHost=db.lan&dbPort=5433&dbName=other&dbUser=me&dbUrl=true&auth=disabled',
    );
  });

  it('leaves out the fields a version’s form lacks', () => {
    expect(query({ baseUrl: 'http://x.lan', logLevel: 'debug', logMode: '--log-file', puid: '1026' }, LATEST)).toBe(
      'tz=UTC&puid=1026',
    );
    expect(query({ puid: '1026', pgid: '100' })).toBe('tz=UTC');
  });

  it('never holds a password, a connection string or a secret Advanced value, but keeps the others', () => {
    const text = query({
      dbPassword: 'pw-secret',
      dbConnectionString: 'postgres://u:conn-secret@h/db',
      advanced: { discordBotToken: 'token-secret', rateLimitMax: '600' },
    });
    expect(text).toBe('tz=UTC&set.rateLimitMax=600');
  });
});

describe('reading a link', () => {
  it('keeps every field it does not name at its default', () => {
    expect(stateFromQuery('', OLD)).toEqual(OLD);
    expect(stateFromQuery('tz=Europe%2FBerlin', OLD)).toEqual({ ...OLD, timeZone: 'Europe/Berlin' });
  });

  it('takes a choice only among the field’s choices', () => {
    expect(
      stateFromQuery('tag=latest&logLevel=trace&logMode=--log-terminal&db=postgres-compose&auth=disabled', OLD),
    ).toEqual({
      ...OLD,
      imageTag: 'latest',
      logLevel: 'trace',
      logMode: '--log-terminal',
      database: 'postgres-compose',
      authenticationMethod: 'disabled',
    });
    expect(stateFromQuery('tag=node&logLevel=loud&logMode=x&db=mysql&auth=none', OLD)).toEqual(OLD);
  });

  it('reads dbUrl as true only when it says true, and leaves it at its default when absent', () => {
    expect(stateFromQuery('dbUrl=true', OLD).useConnectionString).toBe(true);
    expect(stateFromQuery('dbUrl=yes', OLD).useConnectionString).toBe(false);
    expect(stateFromQuery('', { ...OLD, useConnectionString: true }).useConnectionString).toBe(true);
    expect(stateFromQuery('dbUrl=false', { ...OLD, useConnectionString: true }).useConnectionString).toBe(false);
  });

  it('keeps text fields as typed, for the form to check', () => {
    expect(stateFromQuery('port=abc&data=data&dbPort=0&puid=x', OLD)).toMatchObject({
      hostPort: 'abc',
      dataFolder: 'data',
      dbPort: '0',
      puid: '1000',
    });
    expect(stateFromQuery('puid=x&pgid=y', LATEST)).toMatchObject({ puid: 'x', pgid: 'y' });
  });

  it('ignores secrets and fields the version’s form lacks, whatever the link says', () => {
    expect(stateFromQuery('dbPassword=x&dbConnectionString=y&baseUrl=http%3A%2F%2Fx&logLevel=debug', LATEST)).toEqual(
      LATEST,
    );
    expect(stateFromQuery('set.webhookSecret=abcdefghijklmnopq&set.listenPort=4000', LATEST).advanced).toEqual({
      listenPort: '4000',
    });
  });
});

describe('a state without its secrets', () => {
  it('has the default password and connection string, and no secret Advanced value', () => {
    const state: BuilderState = {
      ...OLD,
      dbPassword: 'pw',
      dbConnectionString: 'postgres://x',
      advanced: { discordBotToken: 't', rateLimitMax: '600' },
    };
    expect(withoutSecrets(state, OLD)).toEqual({
      ...state,
      dbPassword: '',
      dbConnectionString: '',
      advanced: { rateLimitMax: '600' },
    });
  });
});

describe('the compose file with PostgreSQL beside Pulsarr', () => {
  it('starts Pulsarr once PostgreSQL is healthy, and reads the password from .env only', () => {
    const compose = generateCompose({
      ...OLD,
      database: 'postgres-compose',
      dbName: 'db name',
      dbUser: 'user$1',
      dbPassword: 'pw',
    });
    expect(compose).toContain(
      [
        '    depends_on:',
        '      postgres:',
        '        condition: service_healthy',
        '  postgres:',
        '    image: postgres:16',
        '    container_name: pulsarr-postgres',
        '    environment:',
        '      POSTGRES_DB: "db name"',
        '      POSTGRES_USER: "user$$1"',
        '      POSTGRES_PASSWORD: "${dbPassword}"',
      ].join('\n'),
    );
    expect(compose).not.toContain('pw');
    expect(compose.endsWith('volumes:\n  pulsarr-postgres:\n')).toBe(true);
  });

  it('is not there for SQLite or an existing server', () => {
    for (const database of ['sqlite', 'postgres-external'] as const) {
      expect(generateCompose({ ...OLD, database })).not.toContain('postgres');
    }
  });
});
