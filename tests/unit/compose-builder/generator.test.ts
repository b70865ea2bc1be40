// The compose file builder's generator: its files parse, follow the Compose
// Specification, hold exactly the chosen values, and read back to the choices,
// for the 0.6.4 docs and for Latest.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { parse as parseDotenv } from 'dotenv';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';

import { AUTHENTICATION_METHODS, envData, LOG_LEVELS, LOG_MODES } from '../../../core/settings/env-vars';
import {
  advancedVariables,
  DATABASES,
  defaultState,
  envEntries,
  generateCompose,
  generateEnv,
  imageTags,
  isLocalhostUrl,
  openAddress,
  POSTGRES_SERVICE,
  quoteEnvValue,
  START_COMMAND,
  stateFromQuery,
  stateToQuery,
  validate,
  withoutSecrets,
  type BuilderState,
} from '../../../core/settings/generator';
import type { EnvVar } from '../../../core/settings/env-vars';
import { composeValidator } from '../../../core/setup-checker/compose-file';
import { PULSARR_VERSION } from '../../../core/docs-site/site';
import { LATEST_VERSION, SPEC_VERSION } from '../../../core/docs-site/versions';

const DEFAULTS = defaultState(SPEC_VERSION);
const IMAGE_TAGS = imageTags(SPEC_VERSION);
const ENV_VARS = envData(SPEC_VERSION).variables;
const ADVANCED_VARIABLES = advancedVariables(SPEC_VERSION);

// The Compose Specification as the setup checker validates against it.
const validateCompose = composeValidator();

/** Problems of a compose file: YAML errors, then Compose Specification errors. */
function composeProblems(text: string): string[] {
  const doc: unknown = parseYaml(text);
  if (validateCompose(doc)) return [];
  return (validateCompose.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

/** A state with the main choices set, each database's fields filled so that it is valid. */
function withChoices(choices: Partial<BuilderState>, defaults: BuilderState = DEFAULTS): BuilderState {
  const filled: Partial<BuilderState> =
    choices.database === 'postgres-compose'
      ? { dbPassword: 's3cret-Pass' }
      : choices.database === 'postgres-external'
        ? { dbHost: 'db.lan', dbPort: '5433', dbUser: 'pulsarr', dbPassword: 'other secret' }
        : {};
  return { ...defaults, ...filled, ...choices };
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

/** A value an Advanced variable accepts: its default, or an example of its type. */
function exampleValue(variable: EnvVar): string {
  if (variable.default !== undefined) return variable.default;
  switch (variable.type.kind) {
    case 'json':
      return variable.type.shape === 'array' ? '["example"]' : '{"enabled":true}';
    case 'url':
      return 'http://example.lan:1234';
    case 'boolean':
      return 'false';
    case 'enum':
      return variable.type.values[0] ?? '';
    case 'string':
      // Long enough for the secrets that need 16 characters, and a path where a path is asked for.
      return variable.type.pattern?.regex.test('/example') ? '/example' : 'example-value-of-some-length';
    default:
      return 'example value';
  }
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

describe('0.6.4 default files', () => {
  it('offer the 0.6.4 image first, then latest', () => {
    expect(IMAGE_TAGS).toEqual([PULSARR_VERSION, 'latest']);
  });

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
    // baseUrl is written too, but 0.6.4 sets it in .env only: its config update has no baseUrl.
    expect(written.filter((name) => ENV_VARS.find((variable) => variable.name === name)?.overridesUi)).toEqual([
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
      const example = exampleValue(variable);
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
    expect(stateFromQuery(query, DEFAULTS)).toEqual(withoutSecrets(chosen, DEFAULTS));
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
      'db=mysql&tag=nightly&dbPassword=x&set.discordBotToken=y&set.nothing=z&logLevel=loud&puid=0',
      DEFAULTS,
    );
    expect(state).toEqual({ ...DEFAULTS });
  });

  it('keeps the defaults out of the query, except the time zone', () => {
    expect(stateToQuery(DEFAULTS, DEFAULTS)).toBe('tz=UTC');
  });
});

describe('Latest files', () => {
  const LATEST = defaultState(LATEST_VERSION);
  const latestChoices = (choices: Partial<BuilderState>) => withChoices(choices, LATEST);

  /** Checks a Latest state's files: valid, Compose Specification, and a .env of exactly its entries. */
  function expectValidLatestFiles(state: BuilderState): {
    compose: Record<string, unknown>;
    env: Record<string, string>;
  } {
    expect(validate(state)).toEqual([]);
    const compose = generateCompose(state);
    const envText = generateEnv(state);
    expect(composeProblems(compose)).toEqual([]);
    const env = parseDotenv(envText);
    expect(env).toEqual(Object.fromEntries(envEntries(state)));
    return { compose: parseYaml(compose) as Record<string, unknown>, env };
  }

  const pulsarrService = (compose: Record<string, unknown>) =>
    (compose as { services: { pulsarr: { image: string; ports: string[]; volumes: string[] } } }).services.pulsarr;

  it('offer the latest image first, then node', () => {
    expect(imageTags(LATEST_VERSION)).toEqual(['latest', 'node']);
    expect(LATEST.imageTag).toBe('latest');
  });

  it('by default are a valid compose file running lakker/pulsarr:latest and a .env holding only TZ', () => {
    const { compose, env } = expectValidLatestFiles(LATEST);
    expect(env).toEqual({ TZ: 'UTC' });
    expect(pulsarrService(compose)).toMatchObject({
      image: 'lakker/pulsarr:latest',
      ports: ['3003:3003'],
      volumes: ['./data:/app/data', '.env:/app/.env'],
    });
  });

  it('run the Node.js image when node is chosen, with everything else unchanged', () => {
    const node = latestChoices({ imageTag: 'node' });
    const { compose } = expectValidLatestFiles(node);
    expect(pulsarrService(compose).image).toBe('lakker/pulsarr:node');
    expect(generateCompose(node)).toBe(generateCompose(LATEST).replace('lakker/pulsarr:latest', 'lakker/pulsarr:node'));
  });

  it('map another host port to the port Pulsarr listens on in the container, without touching .env', () => {
    const { compose, env } = expectValidLatestFiles(latestChoices({ hostPort: '8080' }));
    expect(pulsarrService(compose).ports).toEqual(['8080:3003']);
    expect(env).toEqual({ TZ: 'UTC' });
  });

  it('follow listenPort, set under Advanced, in the port mapping', () => {
    const { compose, env } = expectValidLatestFiles(
      latestChoices({ hostPort: '8080', advanced: { listenPort: '4000' } }),
    );
    expect(pulsarrService(compose).ports).toEqual(['8080:4000']);
    expect(env.listenPort).toBe('4000');
  });

  it('write PUID and PGID only when they differ from 1000', () => {
    expect(LATEST).toMatchObject({ puid: '1000', pgid: '1000' });
    const { env } = expectValidLatestFiles(latestChoices({ puid: '1026', pgid: '100' }));
    expect(env).toEqual({ TZ: 'UTC', PUID: '1026', PGID: '100' });
    expect(validate(latestChoices({ puid: 'me' }))).toEqual([
      { field: 'puid', message: 'PUID must be a whole number of 0 or more' },
    ]);
  });

  it('never write the 0.6.4 settings the Latest setup leaves to the web interface', () => {
    const written = Object.keys(parseDotenv(generateEnv(latestChoices({ database: 'postgres-compose' }))));
    for (const name of ['baseUrl', 'port', 'logLevel', 'NODE_ARGS']) expect(written).not.toContain(name);
  });

  for (const database of DATABASES) {
    for (const authenticationMethod of AUTHENTICATION_METHODS) {
      for (const imageTag of imageTags(LATEST_VERSION)) {
        it(`${database} × ${authenticationMethod} × ${imageTag}: valid files with the database and login chosen`, () => {
          const { compose, env } = expectValidLatestFiles(latestChoices({ database, authenticationMethod, imageTag }));
          expect(pulsarrService(compose).image).toBe(`lakker/pulsarr:${imageTag}`);
          expect(env.dbType).toBe(database === 'sqlite' ? undefined : 'postgres');
          expect(env.authenticationMethod).toBe(authenticationMethod === 'required' ? undefined : authenticationMethod);
        });
      }
    }
  }

  for (const variable of advancedVariables(LATEST_VERSION)) {
    it(`advanced variable ${variable.name}, set to its default or an example`, () => {
      const example = exampleValue(variable);
      const { env } = expectValidLatestFiles(latestChoices({ advanced: { [variable.name]: example } }));
      expect(env[variable.name]).toBe(variable.type.kind === 'json' ? JSON.stringify(JSON.parse(example)) : example);
    });
  }

  it('check Latest values by their Latest type', () => {
    const advanced = {
      cookieSecret: 'too-short',
      basePath: 'pulsarr',
      deleteSyncNotify: 'discord-both',
      maxDeletionPrevention: '0',
    };
    expect(validate({ ...LATEST, advanced }).map((error) => error.message)).toEqual([
      'basePath must be a path starting with /, such as /pulsarr',
      'cookieSecret must be at least 16 characters long',
      'deleteSyncNotify must be one of none, all, discord-only, apprise-only, webhook-only, dm-only',
      'maxDeletionPrevention must be a whole number from 1 to 100',
    ]);
  });

  it('refuse variables Latest no longer has, in Advanced and in a link', () => {
    const names = advancedVariables(LATEST_VERSION).map((variable) => variable.name);
    for (const name of ['NODE_ARGS', 'discordGuildId', 'tautulliEnabled', 'upgradeBufferTime']) {
      expect(names).not.toContain(name);
    }
    const state = stateFromQuery(
      'set.tautulliEnabled=true&logLevel=debug&baseUrl=http%3A%2F%2Fx.lan&tag=0.6.4',
      LATEST,
    );
    expect(state).toEqual(LATEST);
  });

  it('round-trip every choice through the URL query, except secrets', () => {
    const chosen = latestChoices({
      database: 'postgres-compose',
      imageTag: 'node',
      hostPort: '8080',
      timeZone: 'Europe/Berlin',
      puid: '1026',
      pgid: '100',
      advanced: { listenPort: '4000', webhookSecret: 'a-secret-of-16-chars', plexMobileEnabled: 'true' },
    });
    const query = stateToQuery(chosen, LATEST);
    expect(query).not.toContain('webhookSecret');
    expect(stateFromQuery(query, LATEST)).toEqual(withoutSecrets(chosen, LATEST));
    expect(stateToQuery(LATEST, LATEST)).toBe('tz=UTC');
  });
});

describe('the command that starts the files', () => {
  it('is the one the builder page tells the reader to run in the folder of the two files', () => {
    const page = readFileSync(path.join(__dirname, '../../../docs/installation/compose-builder.mdx'), 'utf8');
    expect(START_COMMAND).toBe(/start Pulsarr there with `([^`]+)`/.exec(page)?.[1]);
  });
});
