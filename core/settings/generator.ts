/**
 * The compose file builder's logic, free of React and the DOM: a builder state
 * becomes a `docker-compose.yml` and a `.env`, a state is checked field by field,
 * and a state is kept in (and read back from) a URL query without its secrets.
 * The builder page, the build-time default on Quick Start and the tests all use it.
 * A state belongs to one docs version, whose data (env-vars.ts) says which
 * variables exist, which ones the form sets and which image tags are offered.
 */
import {
  AUTHENTICATION_METHODS,
  DATABASE_VARIABLES,
  envData,
  envVar,
  LOG_LEVELS,
  LOG_MODES,
  type EnvVar,
  type FormVariable,
} from './env-vars';

export const PULSARR_IMAGE = 'lakker/pulsarr';
/** The PostgreSQL image of the "PostgreSQL in the same compose file" choice. */
export const POSTGRES_IMAGE = 'postgres:16';
export const POSTGRES_SERVICE = 'postgres';
export const POSTGRES_VOLUME = 'pulsarr-postgres';
export const POSTGRES_PORT = '5432';
export const START_COMMAND = 'docker compose up -d';
/** The Pulsarr image reads its settings from this file, mounted and loaded as the container's environment. */
export const ENV_FILE_NAME = '.env';
export const COMPOSE_FILE_NAME = 'docker-compose.yml';

export type Database = 'sqlite' | 'postgres-compose' | 'postgres-external';
export const DATABASES: readonly Database[] = ['sqlite', 'postgres-compose', 'postgres-external'];
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogMode = (typeof LOG_MODES)[number];
export type AuthenticationMethod = (typeof AUTHENTICATION_METHODS)[number];

/** Everything the reader chooses, as the form holds it (text fields stay strings until checked). */
export interface BuilderState {
  /** The docs version (Docusaurus's name) whose variables and images the files are for; not a choice of the reader. */
  docsVersion: string;
  /** One of the version's image tags. */
  imageTag: string;
  hostPort: string;
  baseUrl: string;
  timeZone: string;
  dataFolder: string;
  /** The user and group IDs the container runs as (`PUID`, `PGID`), where the version has them. */
  puid: string;
  pgid: string;
  logLevel: LogLevel;
  logMode: LogMode;
  database: Database;
  dbHost: string;
  dbPort: string;
  dbName: string;
  dbUser: string;
  dbPassword: string;
  /** Existing PostgreSQL only: reach it by a connection string instead of the separate fields. */
  useConnectionString: boolean;
  dbConnectionString: string;
  authenticationMethod: AuthenticationMethod;
  /** Advanced variables the reader turned on, by name, with their values as typed. */
  advanced: Record<string, string>;
}

/** Variables the form's main sections own in a docs version; every other variable is in the Advanced section. */
export function mainVariables(docsVersion: string): readonly string[] {
  const { compose } = envData(docsVersion);
  return [...compose.alwaysWritten, ...compose.writtenWhenChanged, ...DATABASE_VARIABLES];
}

/** Does the version's form set this variable (and so show its field)? */
export function isFormVariable(docsVersion: string, name: FormVariable): boolean {
  return mainVariables(docsVersion).includes(name);
}

/** The variables of the Advanced section, in the data's order. */
export function advancedVariables(docsVersion: string): readonly EnvVar[] {
  const main = mainVariables(docsVersion);
  return envData(docsVersion).variables.filter((variable) => !main.includes(variable.name));
}

/** The image tags the version offers; the first is the default. */
export function imageTags(docsVersion: string): readonly string[] {
  return envData(docsVersion).compose.imageTags.map((choice) => choice.tag);
}

/** A placeholder the reader replaces: the server's address on the local network. */
export const DEFAULT_BASE_URL = 'http://your-server-ip';

/** The port Pulsarr listens on in the container unless the reader sets it. */
function defaultContainerPort(docsVersion: string): string {
  // Stryker disable next-line StringLiteral: never used: each version's container-port variable has a default (field-boundaries.test.ts)
  return envVar(docsVersion, envData(docsVersion).compose.containerPort).default ?? '3003';
}

/** A variable's default where the version has the variable, else `fallback` (the field is then not shown). */
function defaultOf(docsVersion: string, name: string, fallback: string): string {
  const variable = envData(docsVersion).variables.find((candidate) => candidate.name === name);
  return variable?.default ?? fallback;
}

/**
 * The builder's starting point for a docs version. `timeZone` is the variable's own
 * default here; the page swaps in the browser's time zone once it runs.
 */
export function defaultState(docsVersion: string): BuilderState {
  return {
    docsVersion,
    // Stryker disable next-line StringLiteral: never used: each version offers image tags (generator.test.ts lists them)
    imageTag: imageTags(docsVersion)[0] ?? 'latest',
    // The host port matches the container's, so Pulsarr is opened where it listens.
    hostPort: defaultContainerPort(docsVersion),
    baseUrl: DEFAULT_BASE_URL,
    timeZone: defaultOf(docsVersion, 'TZ', 'UTC'),
    dataFolder: './data',
    puid: defaultOf(docsVersion, 'PUID', '1000'),
    pgid: defaultOf(docsVersion, 'PGID', '1000'),
    // Written explicitly: the settings schema and the 0.6.4 configuration guide disagree on the default.
    logLevel: 'info',
    // Logs reach `docker compose logs` as well as the log file.
    logMode: '--log-both',
    database: 'sqlite',
    dbHost: '',
    dbPort: POSTGRES_PORT,
    dbName: 'pulsarr',
    dbUser: 'pulsarr',
    dbPassword: '',
    useConnectionString: false,
    dbConnectionString: '',
    authenticationMethod: 'required',
    advanced: {},
  };
}

/**
 * The value an Advanced variable starts with when the reader turns it on: its
 * default, else an empty value of its type. `baseUrl` starts as the placeholder
 * address, not its default `http://localhost`, which a container cannot be reached at.
 */
export function initialAdvancedValue(variable: EnvVar): string {
  if (variable.name === 'baseUrl') return DEFAULT_BASE_URL;
  if (variable.default !== undefined) return variable.default;
  if (variable.type.kind === 'json') return variable.type.shape === 'array' ? '[]' : '{}';
  if (variable.type.kind === 'boolean') return 'false';
  if (variable.type.kind === 'enum') return variable.type.values[0] ?? '';
  return '';
}

/* ---------- quoting ---------- */

const PLAIN_ENV_VALUE = /^[A-Za-z0-9_./:@,+%=*?&~^[\]{}-]*$/;

/**
 * A `.env` value that Docker Compose (env_file and interpolation) and dotenv both
 * read back as exactly `value`; null when no quoting satisfies both.
 */
export function quoteEnvValue(value: string): string | null {
  if (PLAIN_ENV_VALUE.test(value)) return value;
  // Single quotes: nothing inside is interpreted (no `$`, `#`, escapes), by either reader; but Compose reads
  // `\'` as a quote inside them, so a value ending in a backslash never closes, and dotenv reads a carriage return as a newline.
  if (!/'|\r|\\$/.test(value)) return `'${value}'`;
  // Double quotes: both readers turn \n and \r into line ends, but they disagree on other escapes and on `$`.
  if (!/["\\$`]/.test(value)) return `"${value.replace(/\n/g, '\\n').replace(/\r/g, '\\r')}"`;
  return null;
}

const YAML_PLAIN = /^[A-Za-z0-9_./][A-Za-z0-9_./:@+-]*$/;
const YAML_SPECIAL = /^(?:true|false|yes|no|on|off|y|n|null|~|[-+]?[0-9][0-9_.:eE+-]*|\.inf|\.nan)$/i;

/**
 * A YAML scalar for a Compose file. `$` is doubled because Compose reads `$` as
 * the start of a variable; JSON's string syntax is valid YAML double-quoted style.
 */
export function yamlString(value: string, { interpolate = false } = {}): string {
  const literal = interpolate ? value : value.replace(/\$/g, '$$$$');
  if (YAML_PLAIN.test(literal) && !YAML_SPECIAL.test(literal) && !literal.endsWith(':')) return literal;
  return JSON.stringify(literal);
}

/* ---------- validation ---------- */

export interface FieldError {
  /** The state field (or `advanced.<name>`) the message is about. */
  field: string;
  message: string;
}

const WHOLE_NUMBER = /^[0-9]+$/;
const HOST_PATH = /^(?:\.{1,2}(?:[/\\]|$)|[/~]|[A-Za-z]:[/\\])/;

function checkWholeNumber(label: string, value: string, min: number, max?: number): string | null {
  const number = WHOLE_NUMBER.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  const inRange = Number.isSafeInteger(number) && number >= min && (max === undefined || number <= max);
  if (inRange) return null;
  return max === undefined
    ? `${label} must be a whole number of ${min} or more`
    : `${label} must be a whole number from ${min} to ${max}`;
}

function checkUrl(label: string, value: string, protocols: readonly string[] = ['http:', 'https:']): string | null {
  let parsed: URL | null = null;
  try {
    parsed = new URL(value);
  } catch {
    parsed = null;
  }
  const schemes = protocols.map((protocol) => `${protocol}//`).join(' or ');
  if (!parsed || !protocols.includes(parsed.protocol) || /\s/.test(value))
    return `${label} must be a URL starting with ${schemes}`;
  return null;
}

function checkQuotable(label: string, value: string): string | null {
  if (quoteEnvValue(value) !== null) return null;
  if (value.includes("'"))
    return `${label} cannot hold a single quote together with a double quote, a backslash, a backtick or $`;
  if (value.includes('\r'))
    return `${label} cannot hold a carriage return together with a double quote, a backslash, a backtick or $`;
  return `${label} cannot end with a backslash`;
}

function checkRequired(label: string, value: string): string | null {
  return value.trim() === '' ? `${label} must not be empty` : null;
}

/** The message for an Advanced variable's value, or null when it is valid. */
export function checkVariableValue(variable: EnvVar, value: string): string | null {
  const { name, type } = variable;
  switch (type.kind) {
    case 'integer':
      return checkWholeNumber(name, value, type.min, type.max);
    case 'boolean':
      return value === 'true' || value === 'false' ? null : `${name} must be true or false`;
    case 'enum':
      return type.values.includes(value) ? null : `${name} must be one of ${type.values.join(', ')}`;
    case 'url':
      return checkUrl(name, value, type.protocols) ?? checkQuotable(name, value);
    case 'json': {
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        return `${name} must be valid JSON`;
      }
      const isArray = Array.isArray(parsed);
      const isObject = typeof parsed === 'object' && parsed !== null && !isArray;
      if (type.shape === 'array' && !isArray) return `${name} must be a JSON array, such as []`;
      if (type.shape === 'object' && !isObject) return `${name} must be a JSON object, such as {}`;
      return checkQuotable(name, JSON.stringify(parsed));
    }
    case 'string':
      return (
        checkRequired(name, value) ??
        (type.pattern && !type.pattern.regex.test(value) ? `${name} ${type.pattern.rule}` : null) ??
        checkQuotable(name, value)
      );
  }
}

/** Is `value` a time zone this runtime knows? */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.trim() !== '';
  } catch {
    return false;
  }
}

/** Every problem with the state, one per field, in the order the form shows the fields. */
export function validate(state: BuilderState): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string | null) => {
    if (message) errors.push({ field, message });
  };
  const inForm = (name: FormVariable) => isFormVariable(state.docsVersion, name);
  add('hostPort', checkWholeNumber('Port', state.hostPort, 1, 65535));
  if (inForm('baseUrl')) {
    add(
      'baseUrl',
      checkUrl('Address', state.baseUrl) ??
        (state.baseUrl.endsWith('/') ? 'Address must not end with a slash' : null) ??
        checkQuotable('Address', state.baseUrl),
    );
  }
  if (inForm('TZ')) {
    add('timeZone', isTimeZone(state.timeZone) ? null : 'Time zone must be one of the listed time zones');
  }
  add(
    'dataFolder',
    checkRequired('Data folder', state.dataFolder) ??
      (/[\r\n]/.test(state.dataFolder) ? 'Data folder must be on one line' : null) ??
      // Compose reads anything else (`data`) as the name of a Docker volume, not a folder.
      (HOST_PATH.test(state.dataFolder.trim()) ? null : 'Data folder must be a path starting with ./, ../, / or ~'),
  );
  if (inForm('PUID')) add('puid', checkVariableValue(envVar(state.docsVersion, 'PUID'), state.puid));
  if (inForm('PGID')) add('pgid', checkVariableValue(envVar(state.docsVersion, 'PGID'), state.pgid));
  if (state.database === 'postgres-compose') {
    add('dbName', checkRequired('Database name', state.dbName) ?? checkQuotable('Database name', state.dbName));
    add('dbUser', checkRequired('Database user', state.dbUser) ?? checkQuotable('Database user', state.dbUser));
    add(
      'dbPassword',
      checkRequired('Database password', state.dbPassword) ?? checkQuotable('Database password', state.dbPassword),
    );
  }
  if (state.database === 'postgres-external') {
    if (state.useConnectionString) {
      add(
        'dbConnectionString',
        checkUrl('Connection string', state.dbConnectionString, ['postgres:', 'postgresql:']) ??
          checkQuotable('Connection string', state.dbConnectionString),
      );
    } else {
      add('dbHost', checkRequired('Database host', state.dbHost) ?? checkQuotable('Database host', state.dbHost));
      add('dbPort', checkWholeNumber('Database port', state.dbPort, 1, 65535));
      add('dbName', checkRequired('Database name', state.dbName) ?? checkQuotable('Database name', state.dbName));
      add('dbUser', checkRequired('Database user', state.dbUser) ?? checkQuotable('Database user', state.dbUser));
      add(
        'dbPassword',
        checkRequired('Database password', state.dbPassword) ?? checkQuotable('Database password', state.dbPassword),
      );
    }
  }
  for (const variable of advancedVariables(state.docsVersion)) {
    const value = state.advanced[variable.name];
    if (value !== undefined) add(`advanced.${variable.name}`, checkVariableValue(variable, value));
  }
  return errors;
}

/** Does the address point at the container itself, where Sonarr and Radarr cannot reach it? */
export function isLocalhostUrl(value: string): boolean {
  try {
    const host = new URL(value).hostname;
    return host === 'localhost' || host.startsWith('127.') || host === '[::1]';
  } catch {
    return false;
  }
}

/* ---------- output ---------- */

/** The value each form variable takes from the state, as `.env` writes it. */
const FORM_VALUES: Record<FormVariable, (state: BuilderState) => string> = {
  baseUrl: (state) => state.baseUrl,
  // Where the port is also the port Pulsarr listens on, the host port is written to it.
  port: (state) => String(Number(state.hostPort)),
  TZ: (state) => state.timeZone,
  logLevel: (state) => state.logLevel,
  NODE_ARGS: (state) => state.logMode,
  PUID: (state) => String(Number(state.puid)),
  PGID: (state) => String(Number(state.pgid)),
  authenticationMethod: (state) => state.authenticationMethod,
};

/**
 * The variables the state writes to `.env`, in file order: those the version always
 * writes, the form's other choices that differ from their default, the database,
 * then the Advanced variables the reader turned on.
 */
export function envEntries(state: BuilderState): [string, string][] {
  const { docsVersion } = state;
  const { compose } = envData(docsVersion);
  const entries: [string, string][] = compose.alwaysWritten.map((name) => [name, FORM_VALUES[name](state)]);
  for (const name of compose.writtenWhenChanged) {
    const value = FORM_VALUES[name](state);
    if (value !== envVar(docsVersion, name).default) entries.push([name, value]);
  }
  if (state.database === 'postgres-compose') {
    entries.push(
      ['dbType', 'postgres'],
      ['dbHost', POSTGRES_SERVICE],
      ['dbPort', POSTGRES_PORT],
      ['dbName', state.dbName],
      ['dbUser', state.dbUser],
      ['dbPassword', state.dbPassword],
    );
  } else if (state.database === 'postgres-external') {
    entries.push(['dbType', 'postgres']);
    if (state.useConnectionString) {
      entries.push(['dbConnectionString', state.dbConnectionString]);
    } else {
      entries.push(
        ['dbHost', state.dbHost],
        ['dbPort', String(Number(state.dbPort))],
        ['dbName', state.dbName],
        ['dbUser', state.dbUser],
        ['dbPassword', state.dbPassword],
      );
    }
  }
  for (const variable of advancedVariables(docsVersion)) {
    const value = state.advanced[variable.name];
    if (value === undefined) continue;
    // JSON values are written on one line, as Pulsarr reads them.
    entries.push([variable.name, variable.type.kind === 'json' ? JSON.stringify(JSON.parse(value)) : value]);
  }
  // A name outside the version's data can never be written.
  // Stryker disable next-line CallExpression: a guard on the data; every name above comes from the version's data, so it never throws
  for (const [name] of entries) envVar(docsVersion, name);
  return entries;
}

/** The `.env` file for a valid state. */
export function generateEnv(state: BuilderState): string {
  const lines = [
    '# Settings Pulsarr reads when it starts. A value here that the web interface',
    '# also sets replaces the web-interface value at every restart.',
  ];
  for (const [name, value] of envEntries(state)) {
    const quoted = quoteEnvValue(value);
    if (quoted === null) throw new Error(`${name} cannot be written to .env`);
    lines.push(`${name}=${quoted}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The port Pulsarr listens on inside the container: the value `.env` gives its variable, or that variable's default. */
export function containerPort(state: BuilderState): string {
  const name = envData(state.docsVersion).compose.containerPort;
  const written = envEntries(state).find(([entry]) => entry === name)?.[1];
  return written ?? defaultContainerPort(state.docsVersion);
}

/** The `docker-compose.yml` file for a valid state. */
export function generateCompose(state: BuilderState): string {
  const hostPort = String(Number(state.hostPort));
  const withPostgres = state.database === 'postgres-compose';
  const dataFolder = state.dataFolder.trim();
  // Short volume syntax splits on `:`; a host path with one (a Windows drive) needs the long syntax.
  const dataVolume = dataFolder.includes(':')
    ? ['      - type: bind', `        source: ${yamlString(dataFolder)}`, '        target: /app/data']
    : [`      - ${yamlString(`${dataFolder}:/app/data`)}`];
  const lines = [
    'services:',
    '  pulsarr:',
    `    image: ${yamlString(`${PULSARR_IMAGE}:${state.imageTag}`)}`,
    '    container_name: pulsarr',
    '    ports:',
    `      - ${JSON.stringify(`${hostPort}:${Number(containerPort(state))}`)}`,
    '    volumes:',
    ...dataVolume,
    `      - ${ENV_FILE_NAME}:/app/.env`,
    '    restart: unless-stopped',
    '    env_file:',
    `      - ${ENV_FILE_NAME}`,
  ];
  if (withPostgres) {
    lines.push(
      '    depends_on:',
      `      ${POSTGRES_SERVICE}:`,
      '        condition: service_healthy',
      `  ${POSTGRES_SERVICE}:`,
      `    image: ${POSTGRES_IMAGE}`,
      '    container_name: pulsarr-postgres',
      '    environment:',
      `      POSTGRES_DB: ${yamlString(state.dbName)}`,
      `      POSTGRES_USER: ${yamlString(state.dbUser)}`,
      // Read from .env when Compose starts, so the password is written in one file only.
      `      POSTGRES_PASSWORD: ${yamlString('${dbPassword}', { interpolate: true })}`,
      '    volumes:',
      `      - ${POSTGRES_VOLUME}:/var/lib/postgresql/data`,
      '    healthcheck:',
      // $$ keeps Compose from reading the variables: the shell in the container does.
      '      test: ["CMD-SHELL", "pg_isready -U \\"$${POSTGRES_USER}\\" -d \\"$${POSTGRES_DB}\\""]',
      '      interval: 10s',
      '      timeout: 5s',
      '      retries: 5',
      '    restart: unless-stopped',
      'volumes:',
      `  ${POSTGRES_VOLUME}:`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The address to open once the container runs: the host of `baseUrl` on the chosen port. */
export function openAddress(state: BuilderState): string {
  try {
    const url = new URL(state.baseUrl);
    return `${url.protocol}//${url.hostname}:${Number(state.hostPort)}`;
  } catch {
    return `http://your-server-ip:${state.hostPort}`;
  }
}

/* ---------- URL query ---------- */

const SECRET_FIELDS = ['dbPassword', 'dbConnectionString'] as const;
const ADVANCED_PREFIX = 'set.';

/** Query keys of the main fields. */
const QUERY_KEYS = {
  imageTag: 'tag',
  hostPort: 'port',
  baseUrl: 'baseUrl',
  timeZone: 'tz',
  dataFolder: 'data',
  puid: 'puid',
  pgid: 'pgid',
  logLevel: 'logLevel',
  logMode: 'logMode',
  database: 'db',
  dbHost: 'dbHost',
  dbPort: 'dbPort',
  dbName: 'dbName',
  dbUser: 'dbUser',
  useConnectionString: 'dbUrl',
  authenticationMethod: 'auth',
} as const satisfies Partial<Record<keyof BuilderState, string>>;

/** Main fields that set a form variable: a version whose form lacks the variable has no such field. */
const FIELD_VARIABLES = {
  baseUrl: 'baseUrl',
  timeZone: 'TZ',
  puid: 'PUID',
  pgid: 'PGID',
  logLevel: 'logLevel',
  logMode: 'NODE_ARGS',
  authenticationMethod: 'authenticationMethod',
} as const satisfies Partial<Record<keyof typeof QUERY_KEYS, FormVariable>>;

/** Is the field in the form of the state's docs version? */
function hasField(docsVersion: string, field: keyof typeof QUERY_KEYS): boolean {
  const variable = (FIELD_VARIABLES as Partial<Record<keyof typeof QUERY_KEYS, FormVariable>>)[field];
  return variable === undefined || isFormVariable(docsVersion, variable);
}

/**
 * The state as a URL query (without `?`): only what differs from `defaults`, and
 * never a secret (passwords, connection strings, tokens, keys). The time zone is
 * always kept, because the page's default is the browser's own.
 */
export function stateToQuery(state: BuilderState, defaults: BuilderState): string {
  const params = new URLSearchParams();
  for (const [field, key] of Object.entries(QUERY_KEYS) as [keyof typeof QUERY_KEYS, string][]) {
    if (!hasField(state.docsVersion, field)) continue;
    const value = state[field];
    if (field === 'timeZone' || value !== defaults[field]) params.set(key, String(value));
  }
  for (const variable of advancedVariables(state.docsVersion)) {
    const value = state.advanced[variable.name];
    if (value === undefined || variable.secret) continue;
    params.set(`${ADVANCED_PREFIX}${variable.name}`, value);
  }
  return params.toString();
}

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * The state a query describes, on top of `defaults` (which name the docs version).
 * Unknown keys, fields the version's form lacks, secret variables and values
 * outside a field's choices are ignored.
 */
export function stateFromQuery(query: string, defaults: BuilderState): BuilderState {
  const params = new URLSearchParams(query);
  const text = (key: string, fallback: string) => params.get(key) ?? fallback;
  const state: BuilderState = {
    ...defaults,
    imageTag: oneOf(imageTags(defaults.docsVersion), params.get(QUERY_KEYS.imageTag), defaults.imageTag),
    hostPort: text(QUERY_KEYS.hostPort, defaults.hostPort),
    baseUrl: text(QUERY_KEYS.baseUrl, defaults.baseUrl),
    timeZone: text(QUERY_KEYS.timeZone, defaults.timeZone),
    dataFolder: text(QUERY_KEYS.dataFolder, defaults.dataFolder),
    puid: text(QUERY_KEYS.puid, defaults.puid),
    pgid: text(QUERY_KEYS.pgid, defaults.pgid),
    logLevel: oneOf(LOG_LEVELS, params.get(QUERY_KEYS.logLevel), defaults.logLevel),
    logMode: oneOf(LOG_MODES, params.get(QUERY_KEYS.logMode), defaults.logMode),
    database: oneOf(DATABASES, params.get(QUERY_KEYS.database), defaults.database),
    dbHost: text(QUERY_KEYS.dbHost, defaults.dbHost),
    dbPort: text(QUERY_KEYS.dbPort, defaults.dbPort),
    dbName: text(QUERY_KEYS.dbName, defaults.dbName),
    dbUser: text(QUERY_KEYS.dbUser, defaults.dbUser),
    useConnectionString: params.has(QUERY_KEYS.useConnectionString)
      ? params.get(QUERY_KEYS.useConnectionString) === 'true'
      : defaults.useConnectionString,
    authenticationMethod: oneOf(
      AUTHENTICATION_METHODS,
      params.get(QUERY_KEYS.authenticationMethod),
      defaults.authenticationMethod,
    ),
    advanced: {},
  };
  for (const field of SECRET_FIELDS) state[field] = defaults[field];
  for (const field of Object.keys(FIELD_VARIABLES) as (keyof typeof FIELD_VARIABLES)[]) {
    if (!hasField(defaults.docsVersion, field)) Object.assign(state, { [field]: defaults[field] });
  }
  for (const variable of advancedVariables(defaults.docsVersion)) {
    const value = params.get(`${ADVANCED_PREFIX}${variable.name}`);
    if (value !== null && !variable.secret) state.advanced[variable.name] = value;
  }
  return state;
}

/** The state without its secrets: what a shared link can carry. */
export function withoutSecrets(state: BuilderState, defaults: BuilderState): BuilderState {
  const advanced = Object.fromEntries(
    Object.entries(state.advanced).filter(([name]) => !envVar(state.docsVersion, name).secret),
  );
  return { ...state, dbPassword: defaults.dbPassword, dbConnectionString: defaults.dbConnectionString, advanced };
}
