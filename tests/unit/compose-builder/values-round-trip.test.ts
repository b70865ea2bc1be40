// Whatever a reader types, the files the builder writes give Pulsarr (which reads .env with dotenv)
// and Docker Compose (env_file, the project's .env and the YAML of docker-compose.yml) exactly that
// value, or the builder refuses it with a message: never a shortened password or a rewritten path.
import { parse as parseDotenv } from 'dotenv';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';

import { LATEST_VERSION, SPEC_VERSION } from '../../../core/docs-site/versions';
import {
  defaultState,
  generateCompose,
  generateEnv,
  quoteEnvValue,
  validate,
  yamlString,
  type BuilderState,
} from '../../../core/settings/generator';
import { parseComposeEnvFile } from './compose-env-file';

/** Values that have tripped .env writers: comment marks, quotes, escapes, `$`, line ends, edges. */
const AWKWARD_VALUES = [
  'pass#word',
  '#leading-hash',
  'trailing-hash#',
  'a#b#c',
  'two words',
  ' leading space',
  'trailing space ',
  "it's",
  'say "hi"',
  'back\\slash',
  'ends with a backslash\\',
  '\\',
  'pa$$word',
  '${HOME}',
  '$USER',
  'back`tick',
  'first line\nsecond line',
  "it's\non two lines",
  'carriage\rreturn',
  "it's\r\nwindows",
  'tab\there',
  'a=b',
  'key: value',
  '{"json":true}',
  '[1,2]',
  '~home',
  '*',
  '-',
  'null',
  'true',
  '0123',
  '1e3',
];

/** A fixed pseudo-random sequence, so every run tests the same values. */
function randomValues(count: number, seed = 42): string[] {
  const alphabet = ['a', 'Z', '0', ' ', '#', "'", '"', '\\', '$', '`', '\n', '\r', '\t', '=', ':', '{', '}', '-', '.'];
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(next() * 8);
    return Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
  });
}

const VALUES = [...AWKWARD_VALUES, ...randomValues(400)];

function externalDatabase(docsVersion: string, dbPassword: string): BuilderState {
  return {
    ...defaultState(docsVersion),
    database: 'postgres-external',
    dbHost: 'db.lan',
    dbUser: 'pulsarr',
    dbPassword,
  };
}

describe.each([SPEC_VERSION, LATEST_VERSION])('a password in the .env of docs version %s', (docsVersion) => {
  it.each(AWKWARD_VALUES)('%j reads back unchanged with dotenv and with Compose, or is refused', (value) => {
    const state = externalDatabase(docsVersion, value);
    const errors = validate(state);
    if (quoteEnvValue(value) === null) {
      expect(errors.map((error) => error.field)).toEqual(['dbPassword']);
      return;
    }
    expect(errors).toEqual([]);
    const envText = generateEnv(state);
    expect(parseDotenv(envText).dbPassword).toBe(value);
    expect(parseComposeEnvFile(envText).dbPassword).toBe(value);
  });

  it('every one of 400 random values made of those characters reads back unchanged, or is refused', () => {
    const misread: { value: string; dotenv?: string; compose?: string }[] = [];
    for (const value of VALUES) {
      const state = externalDatabase(docsVersion, value);
      if (quoteEnvValue(value) === null) {
        if (!validate(state).some((error) => error.field === 'dbPassword')) misread.push({ value });
        continue;
      }
      const envText = generateEnv(state);
      const dotenv = parseDotenv(envText).dbPassword;
      let compose: string | undefined;
      try {
        compose = parseComposeEnvFile(envText).dbPassword;
      } catch (error) {
        compose = (error as Error).message;
      }
      if (dotenv !== value || compose !== value) misread.push({ value, dotenv, compose });
    }
    expect(misread).toEqual([]);
  });
});

describe('a value no quoting carries for both readers', () => {
  it.each([
    ['ends with a backslash\\', 'Database password cannot end with a backslash'],
    [
      'carriage\r$return',
      'Database password cannot hold a carriage return together with a double quote, a backslash, a backtick or $',
    ],
    [
      `it's "$x"`,
      'Database password cannot hold a single quote together with a double quote, a backslash, a backtick or $',
    ],
  ])('%j is refused with a message that says why', (value, message) => {
    expect(validate(externalDatabase(SPEC_VERSION, value))).toEqual([{ field: 'dbPassword', message }]);
    expect(() => generateEnv(externalDatabase(SPEC_VERSION, value))).toThrow('dbPassword cannot be written to .env');
  });
});

describe('a value with nothing to quote', () => {
  it.each(['pulsarr', 'http://192.168.1.20:3003', 'Europe/Berlin', '--log-both', 'a_b.c@d,e+f%g=h*i?j&k~l^m[n]{o}'])(
    '%j is written bare, as a reader would type it',
    (value) => {
      expect(quoteEnvValue(value)).toBe(value);
    },
  );

  it('an empty value is written as an empty value', () => {
    expect(quoteEnvValue('')).toBe('');
    expect(parseDotenv(`a=${quoteEnvValue('')}`).a).toBe('');
  });
});

describe('a value in docker-compose.yml', () => {
  /** What Compose makes of a YAML scalar: the YAML value, `$$` read as one `$`, any other `$` as a variable it fills in. */
  const composeReads = (scalar: string) => {
    const value: unknown = (parseYaml(`key: ${scalar}`) as { key: unknown }).key;
    return typeof value === 'string'
      ? value.replace(/\$\$|\$/g, (dollar) => (dollar === '$$' ? '$' : '<variable>'))
      : value;
  };

  it.each(AWKWARD_VALUES)('%j is read back as the same string', (value) => {
    expect(composeReads(yamlString(value))).toBe(value);
  });

  it('every one of 400 random values is read back as the same string', () => {
    const misread = VALUES.filter((value) => composeReads(yamlString(value)) !== value);
    expect(misread).toEqual([]);
  });

  it('a ${variable} Compose is meant to fill in from .env is left for it to read', () => {
    expect(yamlString('${dbPassword}', { interpolate: true })).toBe('"${dbPassword}"');
    expect(parseYaml(`key: ${yamlString('${dbPassword}', { interpolate: true })}`)).toEqual({ key: '${dbPassword}' });
  });

  it('a path, a name or an image with nothing special is written bare', () => {
    for (const value of ['./data', 'lakker/pulsarr:latest', 'pulsarr_db', '/mnt/data-1']) {
      expect(yamlString(value)).toBe(value);
    }
  });

  it('a word that only starts like one of YAML’s own values is written bare', () => {
    for (const value of [
      'nullable',
      'yesterday',
      'online',
      'notes',
      'y2k',
      'truth',
      '10abc',
      'offline',
      'v2',
      'v1.2',
    ]) {
      expect(yamlString(value)).toBe(value);
      expect(composeReads(value)).toBe(value);
    }
  });

  it('YAML’s own values, numbers and a trailing colon are quoted, so they stay strings', () => {
    for (const value of ['true', 'No', 'null', '~', '42', '-1', '+1.5', '1e3', '.inf', '.NaN', '12:30', 'key:']) {
      expect(yamlString(value)).toBe(JSON.stringify(value));
    }
  });

  it.each([['./data#1'], ['./my data'], ['./$data'], ['/mnt/a:b'], ["./it's"], ['data:']])(
    'data folder %j is mounted from exactly that folder',
    (dataFolder) => {
      const compose = parseYaml(generateCompose({ ...defaultState(LATEST_VERSION), dataFolder })) as {
        services: { pulsarr: { volumes: (string | { source: string })[] } };
      };
      const volume = compose.services.pulsarr.volumes[0]!;
      const source = typeof volume === 'string' ? volume.replace(/:\/app\/data$/, '') : volume.source;
      expect(source.replace(/\$\$/g, '$')).toBe(dataFolder);
    },
  );
});
