/**
 * Every variable Pulsarr 0.6.4 reads from its `.env` file: the one source for the
 * reference tables of the Environment Variables page, the compose file builder and
 * their tests. Descriptions are short Markdown: `code` and [links](#anchor) only.
 */

export type EnvVarGroup =
  | 'server'
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
  /** Also a setting of the web interface: a value in `.env` replaces it at every restart. */
  overridesUi: boolean;
  /** For local development only, not for production. */
  devOnly?: boolean;
  /** What changes after 0.6.4. */
  laterVersions?: string;
  /** The keys of a JSON-valued variable. */
  keys?: readonly JsonKey[];
}

export interface EnvVarGroupInfo {
  id: EnvVarGroup;
  title: string;
}

/** The groups, in the order the reference page and the builder's Advanced section show them. */
export const ENV_VAR_GROUPS: readonly EnvVarGroupInfo[] = [
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
];

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
const TAG_PREFIX = { regex: /^[A-Za-z0-9_:.-]+$/, rule: 'may contain only letters, digits, -, _, : and .' };

export const ENV_VARS: readonly EnvVar[] = [
  // Server and runtime
  {
    name: 'TZ',
    group: 'server',
    type: text,
    default: 'UTC',
    secret: false,
    overridesUi: false,
    description: 'Time zone of the app and the container, for example `America/Los_Angeles`.',
  },
  {
    name: 'NODE_ARGS',
    group: 'server',
    type: oneOf(...LOG_MODES),
    default: '--log-file',
    secret: false,
    overridesUi: false,
    description: 'Where the Docker image writes its log: `--log-terminal`, `--log-file` or `--log-both`.',
    laterVersions: 'Replaced by `enableConsoleOutput` and `enableRequestLogging`.',
  },
  {
    name: 'baseUrl',
    group: 'server',
    type: url,
    default: 'http://localhost',
    secret: false,
    overridesUi: true,
    description:
      'The address on your local network at which Sonarr and Radarr reach Pulsarr, for example `http://x.x.x.x`.',
  },
  {
    name: 'port',
    group: 'server',
    type: count(1, 65535),
    default: '3003',
    secret: false,
    overridesUi: true,
    description: 'The port Pulsarr listens on.',
    laterVersions: 'The port used in webhook addresses; the port Pulsarr binds to becomes `listenPort`.',
  },
  {
    name: 'logLevel',
    group: 'server',
    type: oneOf(...LOG_LEVELS),
    default: 'info',
    secret: false,
    overridesUi: true,
    description: 'Log detail: `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`.',
  },
  {
    name: 'closeGraceDelay',
    group: 'server',
    type: count(),
    default: '10000',
    secret: false,
    overridesUi: false,
    description: 'How long, in milliseconds, Pulsarr waits for work to finish when it shuts down.',
  },
  {
    name: 'rateLimitMax',
    group: 'server',
    type: count(1),
    default: '500',
    secret: false,
    overridesUi: false,
    description: 'The maximum number of requests a client may make in one rate-limit window.',
  },
  {
    name: 'syncIntervalSeconds',
    group: 'server',
    type: count(1),
    default: '10',
    secret: false,
    overridesUi: true,
    description: 'The sync interval, in seconds.',
  },
  {
    name: 'queueProcessDelaySeconds',
    group: 'server',
    type: count(),
    default: '60',
    secret: false,
    overridesUi: true,
    description: 'The delay before the queue is processed, in seconds.',
  },
  // Security and sessions
  {
    name: 'authenticationMethod',
    group: 'security',
    type: oneOf(...AUTHENTICATION_METHODS),
    default: 'required',
    secret: false,
    overridesUi: true,
    description:
      'When a login is needed: `required`, `requiredExceptLocal` or `disabled`. See [authentication configuration details](#authentication-configuration-details).',
  },
  {
    name: 'cookieSecret',
    group: 'security',
    type: text,
    defaultLabel: 'random, generated at start',
    secret: true,
    overridesUi: false,
    description: 'The secret that signs session cookies.',
    laterVersions: 'Must be at least 16 characters long.',
  },
  {
    name: 'cookieName',
    group: 'security',
    type: text,
    default: 'pulsarr',
    secret: false,
    overridesUi: false,
    description: 'The name of the session cookie.',
  },
  {
    name: 'cookieSecured',
    group: 'security',
    type: bool,
    default: 'false',
    secret: false,
    overridesUi: false,
    description: 'Send the session cookie over HTTPS only. Set to `true` only when you serve Pulsarr over HTTPS.',
  },
  {
    name: 'allowIframes',
    group: 'security',
    type: bool,
    default: 'false',
    secret: false,
    overridesUi: false,
    description: 'Allow other sites, such as Organizr, to show Pulsarr in an iframe.',
  },
  // Database
  {
    name: 'dbType',
    group: 'database',
    type: oneOf('sqlite', 'postgres'),
    default: 'sqlite',
    secret: false,
    overridesUi: false,
    description: 'The database: `sqlite` or `postgres`.',
  },
  {
    name: 'dbPath',
    group: 'database',
    type: text,
    default: './data/db/pulsarr.db',
    secret: false,
    overridesUi: false,
    description: 'The SQLite database file. Only used when `dbType` is not `postgres`.',
  },
  {
    name: 'dbHost',
    group: 'database',
    type: text,
    default: 'localhost',
    secret: false,
    overridesUi: false,
    description: 'PostgreSQL host name or IP address.',
  },
  {
    name: 'dbPort',
    group: 'database',
    type: count(1, 65535),
    default: '5432',
    secret: false,
    overridesUi: false,
    description: 'PostgreSQL port.',
  },
  {
    name: 'dbName',
    group: 'database',
    type: text,
    default: 'pulsarr',
    secret: false,
    overridesUi: false,
    description: 'PostgreSQL database name.',
  },
  {
    name: 'dbUser',
    group: 'database',
    type: text,
    default: 'postgres',
    secret: false,
    overridesUi: false,
    description: 'PostgreSQL user name.',
  },
  {
    name: 'dbPassword',
    group: 'database',
    type: text,
    default: 'pulsarrpostgrespw',
    secret: true,
    overridesUi: false,
    description:
      'PostgreSQL password. Change it: Pulsarr warns when the default is kept and rejects an empty password.',
    laterVersions: 'No default.',
  },
  {
    name: 'dbConnectionString',
    group: 'database',
    type: { kind: 'url', protocols: ['postgres:', 'postgresql:'] },
    defaultLabel: 'empty',
    secret: true,
    overridesUi: false,
    description:
      'A full PostgreSQL connection URL, starting with `postgres://` or `postgresql://`. When set, it overrides the individual fields above.',
  },
  // Notification queue
  {
    name: 'pendingWebhookRetryInterval',
    group: 'notificationQueue',
    type: count(1),
    default: '20',
    secret: false,
    overridesUi: true,
    description: 'How often, in seconds, pending notifications are retried.',
  },
  {
    name: 'pendingWebhookMaxAge',
    group: 'notificationQueue',
    type: count(1),
    default: '10',
    secret: false,
    overridesUi: true,
    description: 'How long, in minutes, a pending notification is kept.',
  },
  {
    name: 'pendingWebhookCleanupInterval',
    group: 'notificationQueue',
    type: count(1),
    default: '60',
    secret: false,
    overridesUi: true,
    description: 'How often, in minutes, old notifications are cleaned up.',
  },
  {
    name: 'queueWaitTime',
    group: 'notificationQueue',
    type: count(),
    default: '120000',
    secret: false,
    overridesUi: true,
    description: 'How long, in milliseconds, the queue waits.',
  },
  {
    name: 'newEpisodeThreshold',
    group: 'notificationQueue',
    type: count(),
    default: '172800000',
    secret: false,
    overridesUi: true,
    description: 'The window, in milliseconds, in which an episode counts as new (48 hours).',
  },
  {
    name: 'upgradeBufferTime',
    group: 'notificationQueue',
    type: count(),
    default: '2000',
    secret: false,
    overridesUi: true,
    description: 'The buffer, in milliseconds, between upgrades.',
  },
  // Discord, Apprise and Tautulli
  {
    name: 'discordWebhookUrl',
    group: 'notifications',
    type: text,
    defaultLabel: 'empty',
    secret: true,
    overridesUi: true,
    description: 'One or more Discord webhook URLs, separated by commas.',
  },
  {
    name: 'discordBotToken',
    group: 'notifications',
    type: text,
    defaultLabel: 'empty',
    secret: true,
    overridesUi: true,
    description: 'The token of your Discord bot.',
  },
  {
    name: 'discordClientId',
    group: 'notifications',
    type: text,
    defaultLabel: 'empty',
    secret: false,
    overridesUi: true,
    description: 'The client ID of your Discord application.',
  },
  {
    name: 'discordGuildId',
    group: 'notifications',
    type: text,
    defaultLabel: 'empty',
    secret: false,
    overridesUi: true,
    description: 'The ID of your Discord server (guild).',
  },
  {
    name: 'appriseUrl',
    group: 'notifications',
    type: url,
    defaultLabel: 'empty',
    secret: false,
    overridesUi: true,
    description: 'The URL of your Apprise server, for example `http://apprise:8000` on a Docker network.',
  },
  {
    name: 'enableApprise',
    group: 'notifications',
    type: bool,
    default: 'false',
    secret: false,
    overridesUi: true,
    description: 'Whether Apprise is used. Pulsarr sets this itself, depending on whether it can reach Apprise.',
  },
  {
    name: 'systemAppriseUrl',
    group: 'notifications',
    type: text,
    defaultLabel: 'empty',
    secret: true,
    overridesUi: true,
    description: 'An Apprise URL used only for system notifications.',
  },
  {
    name: 'tautulliEnabled',
    group: 'notifications',
    type: bool,
    default: 'false',
    secret: false,
    overridesUi: true,
    description: 'Turns on the Tautulli integration, which needs Plex Pass.',
    laterVersions: 'Removed, with the other Tautulli variables.',
  },
  {
    name: 'tautulliUrl',
    group: 'notifications',
    type: url,
    defaultLabel: 'empty',
    secret: false,
    overridesUi: true,
    description: 'The URL of Tautulli, for example `http://x.x.x.x:8181`.',
  },
  {
    name: 'tautulliApiKey',
    group: 'notifications',
    type: text,
    defaultLabel: 'empty',
    secret: true,
    overridesUi: true,
    description: 'The Tautulli API key.',
  },
  // Sonarr and Radarr seeding
  {
    name: 'sonarrBaseUrl',
    group: 'seeding',
    type: url,
    default: 'http://localhost:8989',
    secret: false,
    overridesUi: false,
    devOnly: true,
    description: 'The Sonarr URL.',
  },
  {
    name: 'sonarrApiKey',
    group: 'seeding',
    type: text,
    default: 'placeholder',
    secret: true,
    overridesUi: false,
    devOnly: true,
    description: 'The Sonarr API key.',
  },
  {
    name: 'sonarrQualityProfile',
    group: 'seeding',
    type: text,
    defaultLabel: 'empty (the instance default)',
    secret: false,
    overridesUi: false,
    devOnly: true,
    description: 'The quality profile, by name or number.',
  },
  {
    name: 'sonarrRootFolder',
    group: 'seeding',
    type: text,
    defaultLabel: 'empty (the default folder)',
    secret: false,
    overridesUi: false,
    devOnly: true,
    description: 'The root folder path.',
  },
  {
    name: 'sonarrBypassIgnored',
    group: 'seeding',
    type: bool,
    default: 'false',
    secret: false,
    overridesUi: false,
    devOnly: true,
    description: 'Bypass items ignored in Sonarr.',
  },
  {
    name: 'sonarrSeasonMonitoring',
    group: 'seeding',
    type: text,
    default: 'all',
    secret: false,
    overridesUi: false,
    devOnly: true,
    description: 'The season monitoring strategy.',
  },
  {
    name: 'sonarrMonitorNewItems',
    group: 'seeding',
    type: oneOf('all', 'none'),
    default: 'all',
    secret: false,
    overridesUi: false,
    devOnly: true,
    description: 'Monitor new items: `all` or `none`.',
  },
  {
    name: 'sonarrTags',
    group: 'seeding',
    type: { kind: 'json', shape: 'array' },
    default: '[]',
    secret: false,
    overridesUi: false,
    devOnly: true,
    description: 'Tags for new series, as a JSON array.',
  },
  {
    name: 'sonarrCreateSeasonFolders',
    group: 'seeding',
    type: bool,
    default: 'false',
    secret: false,
    overridesUi: false,
    devOnly: true,
    description: 'Create season folders.',
  },
  {
    name: 'radarrBaseUrl',
    group: 'seeding',
    type: url,
    default: 'http://localhost:7878',
    secret: false,
    overridesUi: false,
    devOnly: true,
    description: 'The Radarr URL.',
  },
  {
    name: 'radarrApiKey',
    group: 'seeding',
    type: text,
    default: 'placeholder',
    secret: true,
    overridesUi: false,
    devOnly: true,
    description: 'The Radarr API key.',
  },
  {
    name: 'radarrQualityProfile',
    group: 'seeding',
    type: text,
    defaultLabel: 'empty',
    secret: false,
    overridesUi: false,
    devOnly: true,
    description: 'The quality profile, by name or number.',
  },
  {
    name: 'radarrRootFolder',
    group: 'seeding',
    type: text,
    defaultLabel: 'empty',
    secret: false,
    overridesUi: false,
    devOnly: true,
    description: 'The root folder path.',
  },
  {
    name: 'radarrBypassIgnored',
    group: 'seeding',
    type: bool,
    default: 'false',
    secret: false,
    overridesUi: false,
    devOnly: true,
    description: 'Bypass items ignored in Radarr.',
  },
  {
    name: 'radarrTags',
    group: 'seeding',
    type: { kind: 'json', shape: 'array' },
    default: '[]',
    secret: false,
    overridesUi: false,
    devOnly: true,
    description: 'Tags for new movies, as a JSON array.',
  },
  // Plex and TMDB
  {
    name: 'plexTokens',
    group: 'plex',
    type: { kind: 'json', shape: 'array' },
    default: '[]',
    secret: true,
    overridesUi: true,
    description:
      'Plex tokens as a JSON array, for example `["xxxx"]`. Normally entered in the web interface at first run.',
  },
  {
    name: 'skipFriendSync',
    group: 'plex',
    type: bool,
    default: 'false',
    secret: false,
    overridesUi: true,
    description: 'Do not sync the watchlists of Plex friends.',
  },
  {
    name: 'enablePlexPlaylistProtection',
    group: 'plex',
    type: bool,
    default: 'false',
    secret: false,
    overridesUi: true,
    description: 'Protect items in a Plex playlist from delete sync.',
  },
  {
    name: 'plexProtectionPlaylistName',
    group: 'plex',
    type: text,
    default: 'Do Not Delete',
    secret: false,
    overridesUi: true,
    description: 'The name of the protection playlist.',
  },
  {
    name: 'plexServerUrl',
    group: 'plex',
    type: url,
    defaultLabel: 'detected automatically (`http://localhost:32400` in examples)',
    secret: false,
    overridesUi: true,
    description: 'The URL of your Plex server. Optional.',
  },
  {
    name: 'selfRss',
    group: 'plex',
    type: url,
    defaultLabel: 'none',
    secret: true,
    overridesUi: true,
    description: 'The RSS feed URL of your own watchlist. Optional.',
  },
  {
    name: 'friendsRss',
    group: 'plex',
    type: url,
    defaultLabel: 'none',
    secret: true,
    overridesUi: true,
    description: "The RSS feed URL of your friends' watchlists. Optional.",
  },
  {
    name: 'tmdbApiKey',
    group: 'plex',
    type: text,
    defaultLabel: 'none',
    secret: true,
    overridesUi: false,
    description:
      'A TMDB API Read Access Token for metadata. Only read from `.env`, never stored in the database. Source builds need it; see [TMDB API configuration](#tmdb-api-configuration).',
  },
  // User tagging, delete sync and approval notifications
  {
    name: 'tagUsersInSonarr',
    group: 'tagging',
    type: bool,
    default: 'false',
    secret: false,
    overridesUi: true,
    description: 'Tag series in Sonarr with the users who requested them.',
  },
  {
    name: 'tagUsersInRadarr',
    group: 'tagging',
    type: bool,
    default: 'false',
    secret: false,
    overridesUi: true,
    description: 'Tag movies in Radarr with the users who requested them.',
  },
  {
    name: 'tagPrefix',
    group: 'tagging',
    type: { kind: 'string', pattern: TAG_PREFIX },
    default: 'pulsarr:user',
    secret: false,
    overridesUi: true,
    description: 'The prefix of user tags. Only letters, digits, `-`, `_`, `:` and `.` are allowed.',
    laterVersions: 'Shown as `pulsarr-user`.',
  },
  {
    name: 'cleanupOrphanedTags',
    group: 'tagging',
    type: bool,
    default: 'true',
    secret: false,
    overridesUi: true,
    description: 'Remove the tags of deleted users during sync.',
  },
  {
    name: 'removedTagMode',
    group: 'tagging',
    type: oneOf('remove', 'keep', 'special-tag'),
    default: 'remove',
    secret: false,
    overridesUi: true,
    description: 'What happens to a tag when a user removes the title: `remove`, `keep` or `special-tag`.',
  },
  {
    name: 'removedTagPrefix',
    group: 'tagging',
    type: { kind: 'string', pattern: TAG_PREFIX },
    default: 'pulsarr:removed',
    secret: false,
    overridesUi: true,
    description: 'The tag prefix used in `special-tag` mode.',
    laterVersions: 'Shown as `pulsarr-removed`.',
  },
  {
    name: 'deletionMode',
    group: 'tagging',
    type: oneOf('watchlist', 'tag-based'),
    default: 'watchlist',
    secret: false,
    overridesUi: true,
    description: 'What delete sync goes by: `watchlist` or `tag-based`.',
  },
  {
    name: 'deleteMovie',
    group: 'tagging',
    type: bool,
    default: 'false',
    secret: false,
    overridesUi: true,
    description: 'Delete movies automatically.',
  },
  {
    name: 'deleteEndedShow',
    group: 'tagging',
    type: bool,
    default: 'false',
    secret: false,
    overridesUi: true,
    description: 'Delete ended shows automatically.',
  },
  {
    name: 'deleteContinuingShow',
    group: 'tagging',
    type: bool,
    default: 'false',
    secret: false,
    overridesUi: true,
    description: 'Delete continuing shows automatically.',
  },
  {
    name: 'deleteFiles',
    group: 'tagging',
    type: bool,
    default: 'true',
    secret: false,
    overridesUi: true,
    description: 'Also delete the files from disk.',
  },
  {
    name: 'respectUserSyncSetting',
    group: 'tagging',
    type: bool,
    default: 'true',
    secret: false,
    overridesUi: true,
    description: 'Only take users with sync enabled into account.',
  },
  {
    name: 'deleteSyncNotify',
    group: 'tagging',
    type: oneOf('none', 'message', 'webhook', 'both', ...NOTIFY_TARGETS),
    default: 'none',
    secret: false,
    overridesUi: true,
    description:
      'Where delete sync reports go: `none`, `message`, `webhook`, `both`, `all`, `discord-only`, `apprise-only`, `webhook-only`, `dm-only`, `discord-webhook`, `discord-message` or `discord-both`.',
  },
  {
    name: 'deleteSyncNotifyOnlyOnDeletion',
    group: 'tagging',
    type: bool,
    default: 'false',
    secret: false,
    overridesUi: true,
    description: 'Only send a report when something was actually deleted.',
  },
  {
    name: 'approvalNotify',
    group: 'tagging',
    type: oneOf('none', ...NOTIFY_TARGETS),
    default: 'none',
    secret: false,
    overridesUi: true,
    description:
      'Where approval notifications go: `none`, `all`, `discord-only`, `apprise-only`, `webhook-only`, `dm-only`, `discord-webhook`, `discord-message` or `discord-both`.',
  },
  {
    name: 'maxDeletionPrevention',
    group: 'tagging',
    type: count(0, 100),
    default: '10',
    secret: false,
    overridesUi: true,
    description: 'Safety limit: the largest share of the library, in percent, one delete sync run may remove.',
  },
  // New user defaults
  {
    name: 'newUserDefaultCanSync',
    group: 'newUserDefaults',
    type: bool,
    default: 'true',
    secret: false,
    overridesUi: true,
    description: "The user's watchlist syncs.",
  },
  {
    name: 'newUserDefaultRequiresApproval',
    group: 'newUserDefaults',
    type: bool,
    default: 'false',
    secret: false,
    overridesUi: true,
    description: 'Every request from the user needs approval.',
  },
  {
    name: 'newUserDefaultMovieQuotaEnabled',
    group: 'newUserDefaults',
    type: bool,
    default: 'false',
    secret: false,
    overridesUi: true,
    description: 'A movie quota applies.',
  },
  {
    name: 'newUserDefaultMovieQuotaType',
    group: 'newUserDefaults',
    type: oneOf(...QUOTA_TYPES),
    default: 'monthly',
    secret: false,
    overridesUi: true,
    description: 'The movie quota period: `daily`, `weekly_rolling` or `monthly`.',
  },
  {
    name: 'newUserDefaultMovieQuotaLimit',
    group: 'newUserDefaults',
    type: count(1, 1000),
    default: '10',
    secret: false,
    overridesUi: true,
    description: 'The movie quota limit, from 1 to 1000.',
  },
  {
    name: 'newUserDefaultMovieBypassApproval',
    group: 'newUserDefaults',
    type: bool,
    default: 'false',
    secret: false,
    overridesUi: true,
    description: 'Approve movies automatically when the quota is exceeded.',
  },
  {
    name: 'newUserDefaultShowQuotaEnabled',
    group: 'newUserDefaults',
    type: bool,
    default: 'false',
    secret: false,
    overridesUi: true,
    description: 'A show quota applies.',
  },
  {
    name: 'newUserDefaultShowQuotaType',
    group: 'newUserDefaults',
    type: oneOf(...QUOTA_TYPES),
    default: 'monthly',
    secret: false,
    overridesUi: true,
    description: 'The show quota period: `daily`, `weekly_rolling` or `monthly`.',
  },
  {
    name: 'newUserDefaultShowQuotaLimit',
    group: 'newUserDefaults',
    type: count(1, 1000),
    default: '10',
    secret: false,
    overridesUi: true,
    description: 'The show quota limit, from 1 to 1000.',
  },
  {
    name: 'newUserDefaultShowBypassApproval',
    group: 'newUserDefaults',
    type: bool,
    default: 'false',
    secret: false,
    overridesUi: true,
    description: 'Approve shows automatically when the quota is exceeded.',
  },
  // JSON-valued variables
  {
    name: 'plexSessionMonitoring',
    group: 'json',
    type: { kind: 'json', shape: 'object' },
    secret: false,
    overridesUi: true,
    description: 'Settings for [Plex session monitoring](/docs/utilities/session-monitoring).',
    keys: [
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
    ],
  },
  {
    name: 'publicContentNotifications',
    group: 'json',
    type: { kind: 'json', shape: 'object' },
    secret: true,
    overridesUi: true,
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
  },
  {
    name: 'quotaSettings',
    group: 'json',
    type: { kind: 'json', shape: 'object' },
    secret: false,
    overridesUi: true,
    description: 'Global quota settings for the [approval and quota system](/docs/features/approval-and-quota-system).',
    keys: [
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
    ],
  },
  {
    name: 'approvalExpiration',
    group: 'json',
    type: { kind: 'json', shape: 'object' },
    secret: false,
    overridesUi: true,
    description: 'Automatic expiry of approval requests.',
    keys: [
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
    ],
  },
  {
    name: 'plexLabelSync',
    group: 'json',
    type: { kind: 'json', shape: 'object' },
    secret: false,
    overridesUi: true,
    description: 'Settings for [Plex label sync](/docs/utilities/plex-label-sync).',
    keys: [
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
    ],
  },
];

const BY_NAME = new Map(ENV_VARS.map((envVar) => [envVar.name, envVar]));

/** The variable called `name`; throws for a name that is not in the data, so no other name can be written. */
export function envVar(name: string): EnvVar {
  const found = BY_NAME.get(name);
  if (!found) throw new Error(`${name} is not a Pulsarr environment variable`);
  return found;
}
