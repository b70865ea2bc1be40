/**
 * Queries a reader would type, each with the page (relative to /Pulsarr/) it must
 * find among the first three pages the search modal lists. Typos, half-typed words,
 * API summaries, operationIds, paths and methods included.
 */
export const RELEVANCE_QUERIES: readonly { query: string; page: string }[] = [
  { query: 'quick start', page: 'docs/installation/quick-start' },
  { query: 'install with docker compose', page: 'docs/installation/quick-start' },
  { query: 'postgres migration', page: 'docs/installation/postgres-migration' },
  { query: 'postgr', page: 'docs/installation/postgres-migration' },
  { query: 'enviroment variables', page: 'docs/development/environment-variables' },
  { query: 'discord bot', page: 'docs/notifications/discord' },
  { query: 'apprise', page: 'docs/notifications/apprise' },
  { query: 'tautuli', page: 'docs/notifications/tautulli' },
  { query: 'quota', page: 'docs/features/approval-and-quota-system' },
  { query: 'approve request', page: 'docs/api/approve-and-execute-request' },
  { query: 'routing rules', page: 'docs/features/content-routing' },
  { query: 'route by genre', page: 'docs/features/content-routing' },
  { query: 'multiple sonarr instances', page: 'docs/features/multi-instance-support' },
  { query: 'delete sync dry run', page: 'docs/utilities/delete-sync' },
  { query: 'plex labels', page: 'docs/utilities/plex-label-sync' },
  { query: 'user tagging', page: 'docs/utilities/user-tagging' },
  { query: 'api key', page: 'docs/utilities/api-keys' },
  { query: 'session monitoring', page: 'docs/utilities/session-monitoring' },
  { query: 'new user defaults', page: 'docs/utilities/new-user-defaults' },
  { query: 'public content notifications', page: 'docs/utilities/public-content-notifications' },
  { query: 'minimum availability', page: 'docs/installation/radarr-configuration' },
  { query: 'sonarr season monitoring', page: 'docs/installation/sonarr-configuration' },
  { query: 'createUser', page: 'docs/api/create-user' },
  { query: '/v1/approval/requests', page: 'docs/api/get-approval-requests' },
  { query: 'POST /v1/users/login', page: 'docs/api/login-user' },
  { query: 'get current user', page: 'docs/api/get-current-user' },
  { query: 'revoke api key', page: 'docs/api/revoke-api-key' },
  { query: 'pull request', page: 'docs/contributing' },
  { query: 'tmdb api key', page: 'docs/development/environment-variables' },
  { query: 'discord webhook', page: 'docs/notifications/discord' },
];

/**
 * Queries that may miss their page (spec target: none). It is the engine's figure
 * when the stemmer became Porter2, 29 of 30: a ranking change must not lower it.
 */
export const RELEVANCE_MAX_MISSES = 1;

/**
 * The same for a reader of the Latest docs, searching from a Latest page: its new pages,
 * and its API operations by summary, operationId, path and webhook event.
 */
export const LATEST_RELEVANCE_QUERIES: readonly { query: string; page: string }[] = [
  { query: 'native installation', page: 'docs/latest/installation/native-installation' },
  { query: 'synology', page: 'docs/latest/installation/quick-start' },
  { query: 'upgrade from 0.6.4', page: 'docs/latest/installation/upgrading-from-0.6.4' },
  { query: 'plex mobile notifications', page: 'docs/latest/notifications/plex-mobile' },
  { query: 'quiet hours', page: 'docs/latest/notifications/general-settings' },
  { query: 'native webhooks', page: 'docs/latest/notifications/native-webhooks' },
  { query: 'watchlist exclusions', page: 'docs/latest/utilities/watchlist-exclusions' },
  { query: 'maintainerr', page: 'docs/latest/utilities/watchlist-exclusions' },
  { query: 'watchlist diagnostics', page: 'docs/latest/utilities/watchlist-diagnostics' },
  { query: 'mock servers', page: 'docs/latest/development/local-mocks' },
  { query: 'create webhook endpoint', page: 'docs/latest/api/create-webhook-endpoint' },
  { query: 'createWatchlistExclusion', page: 'docs/latest/api/create-watchlist-exclusion' },
  { query: 'GET /v1/config', page: 'docs/latest/api/get-config' },
  { query: 'media.available', page: 'docs/latest/api/webhook-media-available' },
];

/** Latest queries that may miss their page. */
export const LATEST_RELEVANCE_MAX_MISSES = 1;
