/**
 * Every variable Pulsarr reads from its `.env` file, for each docs version: the one
 * source for the reference tables of the Environment Variables pages, the compose
 * file builder and their tests. A variable is written once with the facts of the
 * first version it exists in, and lists each version it exists in with what differs
 * there. Descriptions are short Markdown: `code` and [links](#anchor) only.
 *
 * The versions are Docusaurus's names (`current` is Latest); code picks a version's
 * data by that name and never asks which version it is.
 */

import { CONFIG_UPDATE_PROPERTIES } from './config-update';

/** The docs versions with variable data, by Docusaurus's name. */
export const ENV_DATA_VERSIONS = ['current', '0.6.4'] as const;
export type EnvDataVersion = (typeof ENV_DATA_VERSIONS)[number];

export type EnvVarGroup =
  | 'server'
  | 'docker'
  | 'logging'
  | 'security'
  | 'database'
  | 'notificationQueue'
  | 'notifications'
  | 'seeding'
  | 'plex'
  | 'tagging'
  | 'newUserDefaults'
  | 'json';

export type EnvVarType =
  | { kind: 'string'; pattern?: { regex: RegExp; rule: string } }
  | { kind: 'integer'; min: number; max?: number }
  | { kind: 'boolean' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'url'; protocols?: readonly string[] }
  | { kind: 'json'; shape: 'array' | 'object' };

/** One key of a JSON-valued variable. */
export interface JsonKey {
  key: string;
  default: string;
  /** A numeric range (`1–1440`) or the allowed values. */
  range?: string;
  description: string;
}

/** A variable as it is in one docs version. */
export interface EnvVar {
  name: string;
  group: EnvVarGroup;
  type: EnvVarType;
  /** The value Pulsarr uses when the variable is unset; undefined when there is none (empty, generated or detected). */
  default?: string;
  /** How the reference table shows a default that is not a plain value. */
  defaultLabel?: string;
  description: string;
  /** Passwords, tokens, keys and URLs that carry them: never put in a shared link. */
  secret: boolean;
  /**
   * Also set in the web interface or through the API, where the version's config update accepts it
   * (`config-update.ts`, read from its OpenAPI document): a value in `.env` replaces it at every restart.
   */
  overridesUi: boolean;
  /** For local development only, not for production. */
  devOnly?: boolean;
  /** Read by the container (its start script, its clock), not by Pulsarr: a native install does without it. */
  containerOnly?: boolean;
  /** The keys of a JSON-valued variable. */
  keys?: readonly JsonKey[];
}

type EnvVarFacts = Omit<EnvVar, 'name' | 'overridesUi'>;

/** The versions a variable exists in, each with the facts that differ there from its entry. */
type VersionFacts = Partial<Record<EnvDataVersion, Partial<EnvVarFacts>>>;

interface EnvVarEntry extends EnvVarFacts {
  name: string;
  versions: VersionFacts;
}

// Stryker disable all: the data, held to each version's facts file by env-vars-facts.test.ts; the helpers below are mutated.
const BOTH: VersionFacts = { '0.6.4': {}, current: {} };
const ONLY_0_6_4: VersionFacts = { '0.6.4': {} };
const ONLY_LATEST: VersionFacts = { current: {} };
/** In both versions, with these facts different in Latest. */
const latestDiffers = (facts: Partial<EnvVarFacts>): VersionFacts => ({ '0.6.4': {}, current: facts });
/** The seeding variables of Latest have no default value to show. */
const LATEST_SEEDING = latestDiffers({ default: undefined, defaultLabel: undefined });

export interface EnvVarGroupInfo {
  id: EnvVarGroup;
  title: string;
}

/** Each version's groups, in the order its reference page and the builder's Advanced section show them. */
const GROUPS: Record<EnvDataVersion, readonly EnvVarGroupInfo[]> = {
  current: [
    { id: 'server', title: 'Server and network' },
    { id: 'docker', title: 'Docker container' },
    { id: 'logging', title: 'Logging' },
    { id: 'security', title: 'Security and sessions' },
    { id: 'database', title: 'Database' },
    { id: 'plex', title: 'Plex and TMDB' },
    { id: 'notifications', title: 'Discord, Apprise and Plex mobile' },
    { id: 'notificationQueue', title: 'Notification queue' },
    { id: 'tagging', title: 'User tagging and delete sync' },
    { id: 'newUserDefaults', title: 'New user defaults' },
    { id: 'json', title: 'JSON-valued variables' },
    { id: 'seeding', title: 'Sonarr and Radarr seeding (development only)' },
  ],
  '0.6.4': [
    { id: 'server', title: 'Server and runtime' },
    { id: 'security', title: 'Security and sessions' },
    { id: 'database', title: 'Database' },
    { id: 'notificationQueue', title: 'Notification queue' },
    { id: 'notifications', title: 'Discord, Apprise and Tautulli' },
    { id: 'seeding', title: 'Sonarr and Radarr seeding (development only)' },
    { id: 'plex', title: 'Plex and TMDB' },
    { id: 'tagging', title: 'User tagging, delete sync and approval notifications' },
    { id: 'newUserDefaults', title: 'New user defaults' },
    { id: 'json', title: 'JSON-valued variables' },
  ],
};

/* ---------- the compose file builder ---------- */

/** Variables the builder's main form sets (every other one is in its Advanced section, as are these when a version's form lacks them). */
export type FormVariable =
  'baseUrl' | 'port' | 'TZ' | 'logLevel' | 'NODE_ARGS' | 'PUID' | 'PGID' | 'authenticationMethod';

/** Database variables the form's database choice sets, in every version. */
export const DATABASE_VARIABLES = [
  'dbType',
  'dbHost',
  'dbPort',
  'dbName',
  'dbUser',
  'dbPassword',
  'dbConnectionString',
] as const;

export interface ImageChoice {
  /** The tag of `lakker/pulsarr`. */
  tag: string;
  /** Shown after the tag: what the image is for. */
  label: string;
  /** Shown while the tag is chosen (Markdown: `code` only). */
  hint?: string;
}

/** What the compose file builder writes for a version's docs. */
export interface ComposeProfile {
  /** The image tags to choose from; the first is the default. */
  imageTags: readonly ImageChoice[];
  /** Form variables written to `.env` every time, in this order. */
  alwaysWritten: readonly FormVariable[];
  /** Form variables written, after those, only when they differ from their default. */
  writtenWhenChanged: readonly FormVariable[];
  /** The variable that sets the port Pulsarr listens on inside the container, which the host port maps to. */
  containerPort: string;
}

const PROFILES: Record<EnvDataVersion, ComposeProfile> = {
  current: {
    imageTags: [
      { tag: 'latest', label: 'the newest release, for most systems' },
      {
        tag: 'node',
        label: 'the newest release on Node.js, for Synology NAS and Linux kernels older than 4.11',
        hint: '`node` runs Pulsarr on Node.js instead of Bun and works the same. Choose it only where the `latest` image fails to start, as on Synology NAS and Linux kernels older than 4.11.',
      },
    ],
    // Everything else has a default or is set in the web interface, which asks for the address and port itself.
    alwaysWritten: ['TZ'],
    writtenWhenChanged: ['PUID', 'PGID', 'authenticationMethod'],
    containerPort: 'listenPort',
  },
  '0.6.4': {
    imageTags: [
      { tag: '0.6.4', label: 'the release these docs describe' },
      {
        tag: 'latest',
        label: 'the newest release',
        hint: '`latest` moves to each new release when you pull: Pulsarr can change under you, and these docs describe 0.6.4.',
      },
    ],
    // Sonarr and Radarr need the address before the web interface is set up, and the log settings are worth choosing.
    alwaysWritten: ['baseUrl', 'port', 'TZ', 'logLevel', 'NODE_ARGS'],
    writtenWhenChanged: ['authenticationMethod'],
    containerPort: 'port',
  },
};

/* ---------- values shared by variables ---------- */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const LOG_MODES = ['--log-terminal', '--log-file', '--log-both'] as const;
export const AUTHENTICATION_METHODS = ['required', 'requiredExceptLocal', 'disabled'] as const;

const bool = { kind: 'boolean' } as const;
const url = { kind: 'url' } as const;
const text = { kind: 'string' } as const;
const count = (min = 0, max?: number) => ({ kind: 'integer', min, max }) as const;
const oneOf = (...values: string[]) => ({ kind: 'enum', values }) as const;
const QUOTA_TYPES = ['daily', 'weekly_rolling', 'monthly'];
const NOTIFY_TARGETS = [
  'all',
  'discord-only',
  'apprise-only',
  'webhook-only',
  'dm-only',
  'discord-webhook',
  'discord-message',
  'discord-both',
];
/** The notification targets Latest offers; it still reads the older values, but no longer offers them. */
const LATEST_NOTIFY_TARGETS = ['none', 'all', 'discord-only', 'apprise-only', 'webhook-only', 'dm-only'];
const TAG_PREFIX = { regex: /^[A-Za-z0-9_:.-]+$/, rule: 'may contain only letters, digits, -, _, : and .' };
const AT_LEAST_16 = { regex: /^.{16,}$/s, rule: 'must be at least 16 characters long' };
const URL_PATH = { regex: /^\/[A-Za-z0-9._~/-]*$/, rule: 'must be a path starting with /, such as /pulsarr' };

/* ---------- keys of the JSON-valued variables ---------- */

const SESSION_MONITORING_KEYS: readonly JsonKey[] = [
  { key: 'enabled', default: 'false', description: 'Turns session monitoring on.' },
  {
    key: 'pollingIntervalMinutes',
    default: '15',
    range: '1–1440',
    description: 'How often active Plex sessions are checked, in minutes.',
  },
  {
    key: 'remainingEpisodes',
    default: '2',
    range: '1–10',
    description: 'How many episodes may be left before Pulsarr searches for the next ones.',
  },
  { key: 'filterUsers', default: '[]', description: 'The users to monitor; an empty list means all users.' },
  { key: 'enableAutoReset', default: 'true', description: 'Reset rolling-monitored shows that nobody watches.' },
  {
    key: 'inactivityResetDays',
    default: '7',
    range: '1–365',
    description: 'Days without viewing after which a show is reset.',
  },
  {
    key: 'autoResetIntervalHours',
    default: '24',
    range: '1–168',
    description: 'How often, in hours, the reset check runs.',
  },
  {
    key: 'enableProgressiveCleanup',
    default: 'false',
    description: 'Clean up earlier seasons progressively as viewers move on.',
  },
];

const QUOTA_KEYS: readonly JsonKey[] = [
  { key: 'cleanup.enabled', default: 'true', description: 'Delete old quota usage records.' },
  {
    key: 'cleanup.retentionDays',
    default: '90',
    range: '1–3650',
    description: 'How many days of usage history are kept.',
  },
  {
    key: 'weeklyRolling.resetDays',
    default: '7',
    range: '1–365',
    description: 'The length of a `weekly_rolling` period, in days.',
  },
  {
    key: 'monthly.resetDay',
    default: '1',
    range: '1–31',
    description: 'The day of the month on which `monthly` quotas reset.',
  },
  {
    key: 'monthly.handleMonthEnd',
    default: 'last-day',
    range: '`last-day`, `skip-month`, `next-month`',
    description: 'What to do in a month that has no such day.',
  },
];

const APPROVAL_EXPIRATION_KEYS: readonly JsonKey[] = [
  { key: 'enabled', default: 'false', description: 'Turns expiry on.' },
  {
    key: 'defaultExpirationHours',
    default: '72',
    range: '1–8760',
    description: 'Hours before a pending request expires.',
  },
  {
    key: 'expirationAction',
    default: 'expire',
    range: '`expire`, `auto_approve`',
    description: 'What happens to an expired request.',
  },
  {
    key: 'quotaExceededExpirationHours',
    default: 'not set',
    range: '1–8760',
    description: 'Optional override for requests caused by an exceeded quota.',
  },
  {
    key: 'routerRuleExpirationHours',
    default: 'not set',
    range: '1–8760',
    description: 'Optional override for requests caused by a router rule.',
  },
  {
    key: 'manualFlagExpirationHours',
    default: 'not set',
    range: '1–8760',
    description: 'Optional override for users flagged to need approval.',
  },
  {
    key: 'contentCriteriaExpirationHours',
    default: 'not set',
    range: '1–8760',
    description: 'Optional override for requests caused by content criteria.',
  },
  {
    key: 'maintenanceCronExpression',
    default: '0 */4 * * *',
    description: 'When the expiry check runs; the default is every 4 hours.',
  },
  {
    key: 'cleanupExpiredDays',
    default: '30',
    range: '1–365',
    description: 'Days after which expired requests are deleted.',
  },
];

const LABEL_SYNC_KEYS: readonly JsonKey[] = [
  { key: 'enabled', default: 'false', description: 'Turns label sync on.' },
  { key: 'labelPrefix', default: 'pulsarr', description: 'The label prefix; labels look like `pulsarr:username`.' },
  {
    key: 'concurrencyLimit',
    default: '5',
    range: '1–20',
    description: 'How many items are labelled at the same time.',
  },
  { key: 'cleanupOrphanedLabels', default: 'false', description: 'Remove labels of users that no longer exist.' },
  {
    key: 'removedLabelMode',
    default: 'remove',
    range: '`remove`, `keep`, `special-label`',
    description: 'What happens to a label when the user removes the title.',
  },
  {
    key: 'removedLabelPrefix',
    default: 'pulsarr:removed',
    description: 'The label prefix used in `special-label` mode.',
  },
  { key: 'scheduleTime', default: 'null', description: 'The time of the scheduled full sync, as an ISO time.' },
  {
    key: 'dayOfWeek',
    default: '*',
    description: 'The day of the scheduled sync, in cron syntax; `*` means every day.',
  },
  { key: 'tagSync.enabled', default: 'false', description: 'Copy Sonarr and Radarr tags to Plex as labels.' },
  { key: 'tagSync.syncRadarrTags', default: 'true', description: 'Turn Radarr tags into movie labels.' },
  { key: 'tagSync.syncSonarrTags', default: 'true', description: 'Turn Sonarr tags into show labels.' },
];

/** Finds a key in a list, so a version's list can reuse the keys that did not change. */
function jsonKey(keys: readonly JsonKey[], name: string): JsonKey {
  const found = keys.find((candidate) => candidate.key === name);
  if (!found) throw new Error(`No JSON key ${name}`);
  return found;
}

/** Latest's settings schema bounds these two from below only. */
const LATEST_SESSION_MONITORING_KEYS: readonly JsonKey[] = SESSION_MONITORING_KEYS.map((key) =>
  key.key === 'pollingIntervalMinutes' || key.key === 'remainingEpisodes' ? { ...key, range: '1 or more' } : key,
);

const LATEST_QUOTA_KEYS: readonly JsonKey[] = [
  jsonKey(QUOTA_KEYS, 'cleanup.enabled'),
  {
    key: 'cleanup.retentionDays',
    default: '90',
    range: '1–365',
    description: 'How many days of usage history are kept; at least the length of the longest quota period.',
  },
  jsonKey(QUOTA_KEYS, 'weeklyRolling.resetDays'),
  jsonKey(QUOTA_KEYS, 'monthly.resetDay'),
  jsonKey(QUOTA_KEYS, 'monthly.handleMonthEnd'),
];

const LATEST_APPROVAL_EXPIRATION_KEYS: readonly JsonKey[] = [
  jsonKey(APPROVAL_EXPIRATION_KEYS, 'enabled'),
  jsonKey(APPROVAL_EXPIRATION_KEYS, 'defaultExpirationHours'),
  jsonKey(APPROVAL_EXPIRATION_KEYS, 'expirationAction'),
  {
    key: 'autoApproveOnQuotaAvailable',
    default: 'false',
    description: 'Approve a request held by an exceeded quota once the user has quota again.',
  },
  jsonKey(APPROVAL_EXPIRATION_KEYS, 'quotaExceededExpirationHours'),
  jsonKey(APPROVAL_EXPIRATION_KEYS, 'routerRuleExpirationHours'),
  jsonKey(APPROVAL_EXPIRATION_KEYS, 'manualFlagExpirationHours'),
  jsonKey(APPROVAL_EXPIRATION_KEYS, 'contentCriteriaExpirationHours'),
  jsonKey(APPROVAL_EXPIRATION_KEYS, 'cleanupExpiredDays'),
];

const LATEST_LABEL_SYNC_KEYS: readonly JsonKey[] = [
  jsonKey(LABEL_SYNC_KEYS, 'enabled'),
  jsonKey(LABEL_SYNC_KEYS, 'labelPrefix'),
  {
    key: 'labelNamingSource',
    default: 'username',
    range: '`username`, `alias`',
    description: "Whether user labels carry the Plex username or the user's alias.",
  },
  jsonKey(LABEL_SYNC_KEYS, 'concurrencyLimit'),
  jsonKey(LABEL_SYNC_KEYS, 'cleanupOrphanedLabels'),
  jsonKey(LABEL_SYNC_KEYS, 'removedLabelMode'),
  jsonKey(LABEL_SYNC_KEYS, 'removedLabelPrefix'),
  {
    key: 'autoResetOnScheduledSync',
    default: 'false',
    description: 'Reset the labels before each scheduled sync, following the removed-label mode.',
  },
  jsonKey(LABEL_SYNC_KEYS, 'tagSync.enabled'),
  jsonKey(LABEL_SYNC_KEYS, 'tagSync.syncRadarrTags'),
  jsonKey(LABEL_SYNC_KEYS, 'tagSync.syncSonarrTags'),
];

const ENTRIES: readonly EnvVarEntry[] = [
  // Server, network, the Docker container and logging
  {
    name: 'TZ',
    group: 'server',
    type: text,
    default: 'UTC',
    secret: false,
    description: 'Time zone of the app and the container, for example `America/Los_Angeles`.',
    versions: latestDiffers({
      containerOnly: true,
      description:
        'Time zone of the container, for example `America/Los_Angeles`. A native install uses the time zone of its system instead.',
    }),
  },
  {
    name: 'PUID',
    group: 'docker',
    type: count(0),
    default: '1000',
    secret: false,
    description:
      'The user ID the container runs Pulsarr as: files it writes to mounted folders belong to this user. Read by the container when it starts, not by Pulsarr.',
    containerOnly: true,
    versions: ONLY_LATEST,
  },
  {
    name: 'PGID',
    group: 'docker',
    type: count(0),
    default: '1000',
    secret: false,
    description: 'The group ID the container runs Pulsarr as, which owns those files with the user.',
    containerOnly: true,
    versions: ONLY_LATEST,
  },
  {
    name: 'NODE_ARGS',
    group: 'server',
    type: oneOf(...LOG_MODES),
    default: '--log-file',
    secret: false,
    description: 'Where the Docker image writes its log: `--log-terminal`, `--log-file` or `--log-both`.',
    versions: ONLY_0_6_4,
  },
  {
    name: 'baseUrl',
    group: 'server',
    type: url,
    default: 'http://localhost',
    secret: false,
    description:
      'The address on your local network at which Sonarr and Radarr reach Pulsarr, for example `http://x.x.x.x`.',
    versions: latestDiffers({
      description:
        'The address at which Sonarr and Radarr reach Pulsarr, used in the webhooks Pulsarr creates in them, for example `http://192.168.1.20`. The web interface asks for it when you test a Sonarr or Radarr connection.',
    }),
  },
  {
    name: 'port',
    group: 'server',
    type: count(1, 65535),
    default: '3003',
    secret: false,
    description: 'The port Pulsarr listens on.',
    versions: latestDiffers({
      description:
        'The port in those webhook addresses: the port Sonarr and Radarr connect to, which is the host port when Docker maps it to another `listenPort`. Set in the web interface, like `baseUrl`.',
    }),
  },
  {
    name: 'listenPort',
    group: 'server',
    type: count(1, 65535),
    default: '3003',
    secret: false,
    description: 'The port Pulsarr listens on, inside the container or on the host of a native install.',
    versions: ONLY_LATEST,
  },
  {
    name: 'basePath',
    group: 'server',
    type: { kind: 'string', pattern: URL_PATH },
    default: '/',
    secret: false,
    description:
      'A path prefix for serving Pulsarr from a subfolder behind a reverse proxy, such as `/pulsarr`. The default `/` serves it at the root.',
    versions: ONLY_LATEST,
  },
  {
    name: 'logLevel',
    group: 'server',
    type: oneOf(...LOG_LEVELS),
    default: 'info',
    secret: false,
    description: 'Log detail: `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`.',
    versions: latestDiffers({ group: 'logging' }),
  },
  {
    name: 'enableConsoleOutput',
    group: 'logging',
    type: bool,
    default: 'true',
    secret: false,
    description: 'Also print the log to the terminal, where `docker compose logs` shows it.',
    versions: ONLY_LATEST,
  },
  {
    name: 'enableRequestLogging',
    group: 'logging',
    type: bool,
    default: 'false',
    secret: false,
    description: 'Log every HTTP request Pulsarr receives, with sensitive parameters redacted.',
    versions: ONLY_LATEST,
  },
  {
    name: 'closeGraceDelay',
    group: 'server',
    type: count(),
    default: '10000',
    secret: false,
    description: 'How long, in milliseconds, Pulsarr waits for work to finish when it shuts down.',
    versions: BOTH,
  },
  {
    name: 'rateLimitMax',
    group: 'server',
    type: count(1),
    default: '500',
    secret: false,
    description: 'The maximum number of requests a client may make in one rate-limit window.',
    versions: BOTH,
  },
  {
    name: 'syncIntervalSeconds',
    group: 'server',
    type: count(1),
    default: '10',
    secret: false,
    description: 'The sync interval, in seconds.',
    versions: ONLY_0_6_4,
  },
  {
    name: 'queueProcessDelaySeconds',
    group: 'server',
    type: count(),
    default: '60',
    secret: false,
    description: 'The delay before the queue is processed, in seconds.',
    versions: ONLY_0_6_4,
  },
  // Security and sessions
  {
    name: 'authenticationMethod',
    group: 'security',
    type: oneOf(...AUTHENTICATION_METHODS),
    default: 'required',
    secret: false,
    description:
      'When a login is needed: `required`, `requiredExceptLocal` or `disabled`. See [authentication configuration details](#authentication-configuration-details).',
    versions: BOTH,
  },
  {
    name: 'cookieSecret',
    group: 'security',
    type: text,
    defaultLabel: 'random, generated at start',
    secret: true,
    description: 'The secret that signs session cookies.',
    versions: latestDiffers({
      type: { kind: 'string', pattern: AT_LEAST_16 },
      defaultLabel: 'random, generated automatically',
      description: 'The secret that signs session cookies, at least 16 characters long.',
    }),
  },
  {
    name: 'cookieName',
    group: 'security',
    type: text,
    default: 'pulsarr',
    secret: false,
    description: 'The name of the session cookie.',
    versions: BOTH,
  },
  {
    name: 'cookieSecured',
    group: 'security',
    type: bool,
    default: 'false',
    secret: false,
    description: 'Send the session cookie over HTTPS only. Set to `true` only when you serve Pulsarr over HTTPS.',
    versions: BOTH,
  },
  {
    name: 'allowIframes',
    group: 'security',
    type: bool,
    default: 'false',
    secret: false,
    description: 'Allow other sites, such as Organizr, to show Pulsarr in an iframe.',
    versions: BOTH,
  },
  {
    name: 'webhookSecret',
    group: 'security',
    type: { kind: 'string', pattern: AT_LEAST_16 },
    defaultLabel: 'random, generated automatically',
    secret: true,
    description:
      'The secret Sonarr and Radarr send in the `X-Pulsarr-Secret` header of their webhooks to Pulsarr, at least 16 characters long. Pulsarr writes it into the webhooks it creates.',
    versions: ONLY_LATEST,
  },
  {
    name: 'maintainerrWebhookSecret',
    group: 'security',
    type: text,
    defaultLabel: 'random, generated automatically',
    secret: true,
    description:
      'The secret Maintainerr sends in the `Authorization` header of its webhooks to Pulsarr. Set it to connect Maintainerr by hand: the generated one is not shown in the web interface.',
    versions: ONLY_LATEST,
  },
  // Database
  {
    name: 'dbType',
    group: 'database',
    type: oneOf('sqlite', 'postgres'),
    default: 'sqlite',
    secret: false,
    description: 'The database: `sqlite` or `postgres`.',
    versions: BOTH,
  },
  {
    name: 'dbPath',
    group: 'database',
    type: text,
    default: './data/db/pulsarr.db',
    secret: false,
    description: 'The SQLite database file. Only used when `dbType` is not `postgres`.',
    versions: BOTH,
  },
  {
    name: 'dbHost',
    group: 'database',
    type: text,
    default: 'localhost',
    secret: false,
    description: 'PostgreSQL host name or IP address.',
    versions: BOTH,
  },
  {
    name: 'dbPort',
    group: 'database',
    type: count(1, 65535),
    default: '5432',
    secret: false,
    description: 'PostgreSQL port.',
    versions: BOTH,
  },
  {
    name: 'dbName',
    group: 'database',
    type: text,
    default: 'pulsarr',
    secret: false,
    description: 'PostgreSQL database name.',
    versions: BOTH,
  },
  {
    name: 'dbUser',
    group: 'database',
    type: text,
    default: 'postgres',
    secret: false,
    description: 'PostgreSQL user name.',
    versions: BOTH,
  },
  {
    name: 'dbPassword',
    group: 'database',
    type: text,
    default: 'pulsarrpostgrespw',
    secret: true,
    description:
      'PostgreSQL password. Change it: Pulsarr warns when the default is kept and rejects an empty password.',
    versions: latestDiffers({
      default: undefined,
      defaultLabel: 'none',
      description: 'PostgreSQL password. There is no default.',
    }),
  },
  {
    name: 'dbConnectionString',
    group: 'database',
    type: { kind: 'url', protocols: ['postgres:', 'postgresql:'] },
    defaultLabel: 'empty',
    secret: true,
    description:
      'A full PostgreSQL connection URL, starting with `postgres://` or `postgresql://`. When set, it overrides the individual fields above.',
    versions: BOTH,
  },
  // Notification queue
  {
    name: 'pendingWebhookRetryInterval',
    group: 'notificationQueue',
    type: count(1),
    default: '20',
    secret: false,
    description: 'How often, in seconds, pending notifications are retried.',
    versions: BOTH,
  },
  {
    name: 'pendingWebhookMaxAge',
    group: 'notificationQueue',
    type: count(1),
    default: '10',
    secret: false,
    description: 'How long, in minutes, a pending notification is kept.',
    versions: BOTH,
  },
  {
    name: 'pendingWebhookCleanupInterval',
    group: 'notificationQueue',
    type: count(1),
    default: '60',
    secret: false,
    description: 'How often, in minutes, old notifications are cleaned up.',
    versions: BOTH,
  },
  {
    name: 'queueWaitTime',
    group: 'notificationQueue',
    type: count(),
    default: '120000',
    secret: false,
    description: 'How long, in milliseconds, the queue waits.',
    versions: latestDiffers({
      type: count(0, 1800000),
      description:
        'How long, in milliseconds, a notification waits in the queue, so that several episodes of a show go out as one. At most `1800000` (30 minutes).',
    }),
  },
  {
    name: 'newEpisodeThreshold',
    group: 'notificationQueue',
    type: count(),
    default: '172800000',
    secret: false,
    description: 'The window, in milliseconds, in which an episode counts as new (48 hours).',
    versions: latestDiffers({
      type: count(0, 2592000000),
      description:
        'Episodes that aired within this window, in milliseconds, are announced at once instead of waiting in the queue (48 hours). At most `2592000000` (30 days).',
    }),
  },
  {
    name: 'upgradeBufferTime',
    group: 'notificationQueue',
    type: count(),
    default: '2000',
    secret: false,
    description: 'The buffer, in milliseconds, between upgrades.',
    versions: ONLY_0_6_4,
  },
  // Discord, Apprise, Tautulli and Plex mobile
  {
    name: 'discordWebhookUrl',
    group: 'notifications',
    type: text,
    defaultLabel: 'empty',
    secret: true,
    description: 'One or more Discord webhook URLs, separated by commas.',
    versions: BOTH,
  },
  {
    name: 'discordBotToken',
    group: 'notifications',
    type: text,
    defaultLabel: 'empty',
    secret: true,
    description: 'The token of your Discord bot.',
    versions: BOTH,
  },
  {
    name: 'discordClientId',
    group: 'notifications',
    type: text,
    defaultLabel: 'empty',
    secret: false,
    description: 'The client ID of your Discord application.',
    versions: BOTH,
  },
  {
    name: 'discordGuildId',
    group: 'notifications',
    type: text,
    defaultLabel: 'empty',
    secret: false,
    description: 'The ID of your Discord server (guild).',
    versions: ONLY_0_6_4,
  },
  {
    name: 'appriseUrl',
    group: 'notifications',
    type: url,
    defaultLabel: 'empty',
    secret: false,
    description: 'The URL of your Apprise server, for example `http://apprise:8000` on a Docker network.',
    versions: BOTH,
  },
  {
    name: 'enableApprise',
    group: 'notifications',
    type: bool,
    default: 'false',
    secret: false,
    description: 'Whether Apprise is used. Pulsarr sets this itself, depending on whether it can reach Apprise.',
    versions: BOTH,
  },
  {
    name: 'systemAppriseUrl',
    group: 'notifications',
    type: text,
    defaultLabel: 'empty',
    secret: true,
    description: 'An Apprise URL used only for system notifications.',
    versions: BOTH,
  },
  {
    name: 'plexMobileEnabled',
    group: 'notifications',
    type: bool,
    default: 'false',
    secret: false,
    description: "Send push notifications to users' Plex mobile apps. Needs Plex Pass.",
    versions: ONLY_LATEST,
  },
  {
    name: 'tautulliEnabled',
    group: 'notifications',
    type: bool,
    default: 'false',
    secret: false,
    description: 'Turns on the Tautulli integration, which needs Plex Pass.',
    versions: ONLY_0_6_4,
  },
  {
    name: 'tautulliUrl',
    group: 'notifications',
    type: url,
    defaultLabel: 'empty',
    secret: false,
    description: 'The URL of Tautulli, for example `http://x.x.x.x:8181`.',
    versions: ONLY_0_6_4,
  },
  {
    name: 'tautulliApiKey',
    group: 'notifications',
    type: text,
    defaultLabel: 'empty',
    secret: true,
    description: 'The Tautulli API key.',
    versions: ONLY_0_6_4,
  },
  // Sonarr and Radarr seeding
  {
    name: 'sonarrBaseUrl',
    group: 'seeding',
    type: url,
    default: 'http://localhost:8989',
    secret: false,
    devOnly: true,
    description: 'The Sonarr URL.',
    versions: LATEST_SEEDING,
  },
  {
    name: 'sonarrApiKey',
    group: 'seeding',
    type: text,
    default: 'placeholder',
    secret: true,
    devOnly: true,
    description: 'The Sonarr API key.',
    versions: LATEST_SEEDING,
  },
  {
    name: 'sonarrQualityProfile',
    group: 'seeding',
    type: text,
    defaultLabel: 'empty (the instance default)',
    secret: false,
    devOnly: true,
    description: 'The quality profile, by name or number.',
    versions: LATEST_SEEDING,
  },
  {
    name: 'sonarrRootFolder',
    group: 'seeding',
    type: text,
    defaultLabel: 'empty (the default folder)',
    secret: false,
    devOnly: true,
    description: 'The root folder path.',
    versions: LATEST_SEEDING,
  },
  {
    name: 'sonarrBypassIgnored',
    group: 'seeding',
    type: bool,
    default: 'false',
    secret: false,
    devOnly: true,
    description: 'Bypass items ignored in Sonarr.',
    versions: LATEST_SEEDING,
  },
  {
    name: 'sonarrSeasonMonitoring',
    group: 'seeding',
    type: text,
    default: 'all',
    secret: false,
    devOnly: true,
    description: 'The season monitoring strategy.',
    versions: LATEST_SEEDING,
  },
  {
    name: 'sonarrMonitorNewItems',
    group: 'seeding',
    type: oneOf('all', 'none'),
    default: 'all',
    secret: false,
    devOnly: true,
    description: 'Monitor new items: `all` or `none`.',
    versions: LATEST_SEEDING,
  },
  {
    name: 'sonarrTags',
    group: 'seeding',
    type: { kind: 'json', shape: 'array' },
    default: '[]',
    secret: false,
    devOnly: true,
    description: 'Tags for new series, as a JSON array.',
    versions: LATEST_SEEDING,
  },
  {
    name: 'sonarrCreateSeasonFolders',
    group: 'seeding',
    type: bool,
    default: 'false',
    secret: false,
    devOnly: true,
    description: 'Create season folders.',
    versions: ONLY_0_6_4,
  },
  {
    name: 'radarrBaseUrl',
    group: 'seeding',
    type: url,
    default: 'http://localhost:7878',
    secret: false,
    devOnly: true,
    description: 'The Radarr URL.',
    versions: LATEST_SEEDING,
  },
  {
    name: 'radarrApiKey',
    group: 'seeding',
    type: text,
    default: 'placeholder',
    secret: true,
    devOnly: true,
    description: 'The Radarr API key.',
    versions: LATEST_SEEDING,
  },
  {
    name: 'radarrQualityProfile',
    group: 'seeding',
    type: text,
    defaultLabel: 'empty',
    secret: false,
    devOnly: true,
    description: 'The quality profile, by name or number.',
    versions: LATEST_SEEDING,
  },
  {
    name: 'radarrRootFolder',
    group: 'seeding',
    type: text,
    defaultLabel: 'empty',
    secret: false,
    devOnly: true,
    description: 'The root folder path.',
    versions: LATEST_SEEDING,
  },
  {
    name: 'radarrBypassIgnored',
    group: 'seeding',
    type: bool,
    default: 'false',
    secret: false,
    devOnly: true,
    description: 'Bypass items ignored in Radarr.',
    versions: LATEST_SEEDING,
  },
  {
    name: 'radarrTags',
    group: 'seeding',
    type: { kind: 'json', shape: 'array' },
    default: '[]',
    secret: false,
    devOnly: true,
    description: 'Tags for new movies, as a JSON array.',
    versions: LATEST_SEEDING,
  },
  // Plex and TMDB
  {
    name: 'plexTokens',
    group: 'plex',
    type: { kind: 'json', shape: 'array' },
    default: '[]',
    secret: true,
    description:
      'Plex tokens as a JSON array, for example `["xxxx"]`. Normally entered in the web interface at first run.',
    versions: latestDiffers({ default: undefined, defaultLabel: 'none' }),
  },
  {
    name: 'skipFriendSync',
    group: 'plex',
    type: bool,
    default: 'false',
    secret: false,
    description: 'Do not sync the watchlists of Plex friends.',
    versions: BOTH,
  },
  {
    name: 'skipIfExistsOnPlex',
    group: 'plex',
    type: bool,
    default: 'false',
    secret: false,
    description: 'Do not send an item to Sonarr or Radarr when it is already on Plex.',
    versions: ONLY_LATEST,
  },
  {
    name: 'enablePlexPlaylistProtection',
    group: 'plex',
    type: bool,
    default: 'false',
    secret: false,
    description: 'Protect items in a Plex playlist from delete sync.',
    versions: BOTH,
  },
  {
    name: 'plexProtectionPlaylistName',
    group: 'plex',
    type: text,
    default: 'Do Not Delete',
    secret: false,
    description: 'The name of the protection playlist.',
    versions: BOTH,
  },
  {
    name: 'plexServerUrl',
    group: 'plex',
    type: url,
    defaultLabel: 'detected automatically (`http://localhost:32400` in examples)',
    secret: false,
    description: 'The URL of your Plex server. Optional.',
    versions: latestDiffers({ defaultLabel: 'detected automatically' }),
  },
  {
    name: 'selfRss',
    group: 'plex',
    type: url,
    defaultLabel: 'none',
    secret: true,
    description: 'The RSS feed URL of your own watchlist. Optional.',
    versions: BOTH,
  },
  {
    name: 'friendsRss',
    group: 'plex',
    type: url,
    defaultLabel: 'none',
    secret: true,
    description: "The RSS feed URL of your friends' watchlists. Optional.",
    versions: BOTH,
  },
  {
    name: 'tmdbApiKey',
    group: 'plex',
    type: text,
    defaultLabel: 'none',
    secret: true,
    description:
      'A TMDB API Read Access Token for metadata. Only read from `.env`, never stored in the database. Source builds need it; see [TMDB API configuration](#tmdb-api-configuration).',
    versions: latestDiffers({
      description:
        'A TMDB API Read Access Token for movie and show metadata. Builds from source need it; see [TMDB API configuration](#tmdb-api-configuration).',
    }),
  },
  // User tagging, delete sync and approval notifications
  {
    name: 'tagUsersInSonarr',
    group: 'tagging',
    type: bool,
    default: 'false',
    secret: false,
    description: 'Tag series in Sonarr with the users who requested them.',
    versions: BOTH,
  },
  {
    name: 'tagUsersInRadarr',
    group: 'tagging',
    type: bool,
    default: 'false',
    secret: false,
    description: 'Tag movies in Radarr with the users who requested them.',
    versions: BOTH,
  },
  {
    name: 'tagPrefix',
    group: 'tagging',
    type: { kind: 'string', pattern: TAG_PREFIX },
    default: 'pulsarr:user',
    secret: false,
    description: 'The prefix of user tags. Only letters, digits, `-`, `_`, `:` and `.` are allowed.',
    versions: latestDiffers({ default: 'pulsarr-user' }),
  },
  {
    name: 'cleanupOrphanedTags',
    group: 'tagging',
    type: bool,
    default: 'true',
    secret: false,
    description: 'Remove the tags of deleted users during sync.',
    versions: BOTH,
  },
  {
    name: 'removedTagMode',
    group: 'tagging',
    type: oneOf('remove', 'keep', 'special-tag'),
    default: 'remove',
    secret: false,
    description: 'What happens to a tag when a user removes the title: `remove`, `keep` or `special-tag`.',
    versions: BOTH,
  },
  {
    name: 'removedTagPrefix',
    group: 'tagging',
    type: { kind: 'string', pattern: TAG_PREFIX },
    default: 'pulsarr:removed',
    secret: false,
    description: 'The tag prefix used in `special-tag` mode.',
    versions: latestDiffers({
      default: 'pulsarr-removed',
      description: 'The tag put on an item in `special-tag` mode: the whole tag, not a prefix.',
    }),
  },
  {
    name: 'deletionMode',
    group: 'tagging',
    type: oneOf('watchlist', 'tag-based'),
    default: 'watchlist',
    secret: false,
    description: 'What delete sync goes by: `watchlist` or `tag-based`.',
    versions: BOTH,
  },
  {
    name: 'deleteMovie',
    group: 'tagging',
    type: bool,
    default: 'false',
    secret: false,
    description: 'Delete movies automatically.',
    versions: BOTH,
  },
  {
    name: 'deleteEndedShow',
    group: 'tagging',
    type: bool,
    default: 'false',
    secret: false,
    description: 'Delete ended shows automatically.',
    versions: BOTH,
  },
  {
    name: 'deleteContinuingShow',
    group: 'tagging',
    type: bool,
    default: 'false',
    secret: false,
    description: 'Delete continuing shows automatically.',
    versions: BOTH,
  },
  {
    name: 'deleteFiles',
    group: 'tagging',
    type: bool,
    default: 'true',
    secret: false,
    description: 'Also delete the files from disk.',
    versions: BOTH,
  },
  {
    name: 'respectUserSyncSetting',
    group: 'tagging',
    type: bool,
    default: 'true',
    secret: false,
    description: 'Only take users with sync enabled into account.',
    versions: BOTH,
  },
  {
    name: 'deleteSyncNotify',
    group: 'tagging',
    type: oneOf('none', 'message', 'webhook', 'both', ...NOTIFY_TARGETS),
    default: 'none',
    secret: false,
    description:
      'Where delete sync reports go: `none`, `message`, `webhook`, `both`, `all`, `discord-only`, `apprise-only`, `webhook-only`, `dm-only`, `discord-webhook`, `discord-message` or `discord-both`.',
    versions: latestDiffers({
      type: oneOf(...LATEST_NOTIFY_TARGETS),
      description:
        'Where delete sync reports go: `none`, `all`, `discord-only`, `apprise-only`, `webhook-only` or `dm-only`.',
    }),
  },
  {
    name: 'deleteSyncNotifyOnlyOnDeletion',
    group: 'tagging',
    type: bool,
    default: 'false',
    secret: false,
    description: 'Only send a report when something was actually deleted.',
    versions: BOTH,
  },
  {
    name: 'deleteSyncTrackedOnly',
    group: 'tagging',
    type: bool,
    default: 'false',
    secret: false,
    description: 'Only delete content that Pulsarr tracks through its approval requests.',
    versions: ONLY_LATEST,
  },
  {
    name: 'deleteSyncCleanupApprovals',
    group: 'tagging',
    type: bool,
    default: 'false',
    secret: false,
    description: 'Remove the approval requests of deleted content as well.',
    versions: ONLY_LATEST,
  },
  {
    name: 'approvalNotify',
    group: 'tagging',
    type: oneOf('none', ...NOTIFY_TARGETS),
    default: 'none',
    secret: false,
    description:
      'Where approval notifications go: `none`, `all`, `discord-only`, `apprise-only`, `webhook-only`, `dm-only`, `discord-webhook`, `discord-message` or `discord-both`.',
    versions: ONLY_0_6_4,
  },
  {
    name: 'maxDeletionPrevention',
    group: 'tagging',
    type: count(0, 100),
    default: '10',
    secret: false,
    description:
      'Safety limit: the largest share of the eligible items (the content types delete sync may remove, minus protected items), in percent, one delete sync run may remove; not a share of the whole library.',
    versions: latestDiffers({ type: count(1, 100) }),
  },
  // New user defaults
  {
    name: 'newUserDefaultCanSync',
    group: 'newUserDefaults',
    type: bool,
    default: 'true',
    secret: false,
    description: "The user's watchlist syncs.",
    versions: BOTH,
  },
  {
    name: 'newUserDefaultRequiresApproval',
    group: 'newUserDefaults',
    type: bool,
    default: 'false',
    secret: false,
    description: 'Every request from the user needs approval.',
    versions: BOTH,
  },
  {
    name: 'newUserDefaultMovieQuotaEnabled',
    group: 'newUserDefaults',
    type: bool,
    default: 'false',
    secret: false,
    description: 'A movie quota applies.',
    versions: BOTH,
  },
  {
    name: 'newUserDefaultMovieQuotaType',
    group: 'newUserDefaults',
    type: oneOf(...QUOTA_TYPES),
    default: 'monthly',
    secret: false,
    description: 'The movie quota period: `daily`, `weekly_rolling` or `monthly`.',
    versions: BOTH,
  },
  {
    name: 'newUserDefaultMovieQuotaLimit',
    group: 'newUserDefaults',
    type: count(1, 1000),
    default: '10',
    secret: false,
    description: 'The movie quota limit, from 1 to 1000.',
    versions: BOTH,
  },
  {
    name: 'newUserDefaultMovieBypassApproval',
    group: 'newUserDefaults',
    type: bool,
    default: 'false',
    secret: false,
    description: 'Approve movies automatically when the quota is exceeded.',
    versions: BOTH,
  },
  {
    name: 'newUserDefaultShowQuotaEnabled',
    group: 'newUserDefaults',
    type: bool,
    default: 'false',
    secret: false,
    description: 'A show quota applies.',
    versions: BOTH,
  },
  {
    name: 'newUserDefaultShowQuotaType',
    group: 'newUserDefaults',
    type: oneOf(...QUOTA_TYPES),
    default: 'monthly',
    secret: false,
    description: 'The show quota period: `daily`, `weekly_rolling` or `monthly`.',
    versions: BOTH,
  },
  {
    name: 'newUserDefaultShowQuotaLimit',
    group: 'newUserDefaults',
    type: count(1, 1000),
    default: '10',
    secret: false,
    description: 'The show quota limit, from 1 to 1000.',
    versions: BOTH,
  },
  {
    name: 'newUserDefaultShowBypassApproval',
    group: 'newUserDefaults',
    type: bool,
    default: 'false',
    secret: false,
    description: 'Approve shows automatically when the quota is exceeded.',
    versions: BOTH,
  },
  // JSON-valued variables
  {
    name: 'plexSessionMonitoring',
    group: 'json',
    type: { kind: 'json', shape: 'object' },
    secret: false,
    description: 'Settings for [Plex session monitoring](/docs/utilities/session-monitoring).',
    keys: SESSION_MONITORING_KEYS,
    versions: latestDiffers({
      description: 'Settings for Plex session monitoring.',
      keys: LATEST_SESSION_MONITORING_KEYS,
    }),
  },
  {
    name: 'publicContentNotifications',
    group: 'json',
    type: { kind: 'json', shape: 'object' },
    secret: true,
    description:
      'Settings for [public content notifications](/docs/utilities/public-content-notifications). Every key is an empty string by default, except `enabled`, which is `false`.',
    keys: [
      { key: 'enabled', default: 'false', description: 'Turns public notifications on.' },
      { key: 'discordWebhookUrls', default: '', description: 'Discord webhooks for all content.' },
      { key: 'discordWebhookUrlsMovies', default: '', description: 'Discord webhooks for movies only.' },
      { key: 'discordWebhookUrlsShows', default: '', description: 'Discord webhooks for shows only.' },
      { key: 'appriseUrls', default: '', description: 'Apprise URLs for all content.' },
      { key: 'appriseUrlsMovies', default: '', description: 'Apprise URLs for movies only.' },
      { key: 'appriseUrlsShows', default: '', description: 'Apprise URLs for shows only.' },
    ],
    versions: latestDiffers({
      description:
        'Settings for public content notifications. Every key is an empty string by default, except `enabled`, which is `false`.',
    }),
  },
  {
    name: 'quotaSettings',
    group: 'json',
    type: { kind: 'json', shape: 'object' },
    secret: false,
    description: 'Global quota settings for the [approval and quota system](/docs/features/approval-and-quota-system).',
    keys: QUOTA_KEYS,
    versions: latestDiffers({
      description: 'Global quota settings for the approval and quota system.',
      keys: LATEST_QUOTA_KEYS,
    }),
  },
  {
    name: 'approvalExpiration',
    group: 'json',
    type: { kind: 'json', shape: 'object' },
    secret: false,
    description: 'Automatic expiry of approval requests.',
    keys: APPROVAL_EXPIRATION_KEYS,
    versions: latestDiffers({ keys: LATEST_APPROVAL_EXPIRATION_KEYS }),
  },
  {
    name: 'plexLabelSync',
    group: 'json',
    type: { kind: 'json', shape: 'object' },
    secret: false,
    description: 'Settings for [Plex label sync](/docs/utilities/plex-label-sync).',
    keys: LABEL_SYNC_KEYS,
    versions: latestDiffers({
      description: 'Settings for Plex label sync.',
      keys: LATEST_LABEL_SYNC_KEYS,
    }),
  },
];

// Stryker restore all

/** One docs version's variables, groups and builder settings. */
export interface VersionEnvData {
  version: EnvDataVersion;
  groups: readonly EnvVarGroupInfo[];
  variables: readonly EnvVar[];
  compose: ComposeProfile;
  /** Variables of the local mock servers of a development checkout, which Pulsarr itself never reads. */
  mockVariables: readonly string[];
}

/** Latest's local mock servers (`bun run dev:mocks`) read these; `.env.example` lists them as development only. */
const MOCK_VARIABLES: Record<EnvDataVersion, readonly string[]> = {
  current: ['MOCK_RADARR_PORT', 'MOCK_SONARR_PORT', 'MOCK_PLEX_PORT', 'MOCK_PLEX_EXISTING_GUIDS'],
  '0.6.4': [],
};

function resolve(version: EnvDataVersion): VersionEnvData {
  const inConfigUpdate = new Set<string>(CONFIG_UPDATE_PROPERTIES[version]);
  const variables = ENTRIES.flatMap(({ versions, ...facts }): EnvVar[] => {
    const differing = versions[version];
    return differing ? [{ ...facts, ...differing, overridesUi: inConfigUpdate.has(facts.name) }] : [];
  });
  return {
    version,
    groups: GROUPS[version],
    variables,
    compose: PROFILES[version],
    mockVariables: MOCK_VARIABLES[version],
  };
}

const DATA = new Map(ENV_DATA_VERSIONS.map((version) => [version as string, resolve(version)]));

/** The data of a docs version (Docusaurus's name); an unknown name stops with the names that have data. */
export function envData(version: string): VersionEnvData {
  const found = DATA.get(version);
  if (!found) {
    throw new Error(
      `No environment variable data for docs version "${version}". Versions with data: ${ENV_DATA_VERSIONS.join(', ')}.`,
    );
  }
  return found;
}

/** The variable called `name` in a docs version; throws for any other name, so no other name can be written. */
export function envVar(version: string, name: string): EnvVar {
  const found = envData(version).variables.find((variable) => variable.name === name);
  if (!found) throw new Error(`${name} is not a Pulsarr environment variable in docs version "${version}"`);
  return found;
}

/* ---------- variables of the other version ---------- */

/** What a reader of one version should know about a variable only the other version has. */
export interface OtherVersionVariable {
  /** True when this version does not read the variable at all, so a line setting it changes nothing. */
  ignored: boolean;
  /** This version's variables that take its place, where there are any. */
  replacedBy?: readonly string[];
  /** One sentence on what became of it (Markdown: `code` and **bold** only). */
  note?: string;
}

interface OtherVersionFacts {
  /** For a variable of the other version with no entry below. */
  fallback: OtherVersionVariable;
  variables: Readonly<Record<string, OtherVersionVariable>>;
}

// Stryker disable all: data, as above.
const TAUTULLI_GONE: OtherVersionVariable = {
  ignored: true,
  replacedBy: ['plexMobileEnabled'],
  note: 'Tautulli is no longer used: Pulsarr sends Plex mobile notifications itself.',
};

/**
 * Keyed by the version being read. Latest dropped some 0.6.4 variables from the
 * product and only moved others into the web interface, so only the dropped ones
 * are known to be ignored. 0.6.4's variable list is its whole env schema, so a
 * later variable does nothing there, except `basePath`, which 0.6.4's code read
 * without its pages loading under the prefix.
 */
const OTHER_VERSION: Record<EnvDataVersion, OtherVersionFacts> = {
  current: {
    fallback: { ignored: false },
    variables: {
      NODE_ARGS: {
        ignored: true,
        replacedBy: ['enableConsoleOutput'],
        note: 'The image no longer reads it: the log goes to the terminal while `enableConsoleOutput` is `true`, its default.',
      },
      tautulliEnabled: TAUTULLI_GONE,
      tautulliUrl: TAUTULLI_GONE,
      tautulliApiKey: TAUTULLI_GONE,
      discordGuildId: { ignored: true, note: 'The Discord bot needs only its bot token and client ID.' },
      upgradeBufferTime: { ignored: true, note: 'The setting is gone.' },
      approvalNotify: {
        ignored: false,
        note: 'Approval notifications are set in the web interface, on **Approvals → Approval Settings**.',
      },
      queueProcessDelaySeconds: {
        ignored: false,
        note: 'The setting lives on in the database, not among the variables.',
      },
    },
  },
  '0.6.4': {
    fallback: { ignored: true },
    variables: {
      basePath: {
        ignored: false,
        note: 'With it set, 0.6.4 redirects to the prefixed login page but requests its scripts without the prefix, so the page stays blank.',
      },
    },
  },
};

// Stryker restore all

/** What a reader of `version` should know about `name`, a variable of the other version only; null when `name` is one of this version's. */
export function otherVersionVariable(version: string, name: string): OtherVersionVariable | null {
  const data = envData(version);
  if (data.variables.some((variable) => variable.name === name)) return null;
  const known = ENTRIES.some((entry) => entry.name === name);
  if (!known) return null;
  const facts = OTHER_VERSION[data.version];
  return facts.variables[name] ?? facts.fallback;
}
