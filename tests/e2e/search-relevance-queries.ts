/**
 * A query a reader would type and where it must lead, relative to /Pulsarr/: a page
 * (`docs/intro`), found among the first three pages the search modal lists, or an
 * entry of a page (`docs/troubleshooting#friend-missing`), found among the first
 * three hits the modal lists. With `first`, it must be the modal's first hit.
 */
export interface RelevanceQuery {
  query: string;
  page: string;
  first?: true;
  /** A reader question's id (search-questions.json). */
  id?: string;
  /** For a reader question: whether the page answers it (false: a content gap). */
  answered?: boolean;
}

/**
 * Queries a reader would type, each with the page it must find among the first
 * three pages the search modal lists. Typos, half-typed words, API summaries,
 * operationIds, paths and methods included.
 */
export const RELEVANCE_QUERIES: readonly RelevanceQuery[] = [
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
 * Queries that may miss their page (spec target: none): the engine's figure since it
 * ranks guides first and reads questions by their share of words (issue 39), 30 of 30.
 * A ranking change must not lower it.
 */
export const RELEVANCE_MAX_MISSES = 0;

/**
 * The same for a reader of the Latest docs, searching from a Latest page: its new pages,
 * and its API operations by summary, operationId, path and webhook event.
 */
export const LATEST_RELEVANCE_QUERIES: readonly RelevanceQuery[] = [
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

const LATEST_ENTRY = 'docs/latest/troubleshooting#';

/**
 * What a Latest reader in trouble types: a message from the screen or the log,
 * pasted (cut to the input's 64 characters, as the modal cuts it; numbers, addresses
 * and ids as a reader's own would be), which must find its troubleshooting entry
 * first, and the symptom in their own words, which must find it in the first three
 * hits. Messages are Pulsarr's own, from ../shared/product-latest/troubleshooting.facts.md.
 */
export const LATEST_TROUBLESHOOTING_QUERIES: readonly RelevanceQuery[] = [
  // Messages, pasted.
  {
    query: 'Failed to create webhook: Unable to send test message: Unable to',
    page: `${LATEST_ENTRY}webhook-callback`,
    first: true,
  },
  {
    query: 'Unable to post to webhook: HTTP request failed: [503:ServiceUnav',
    page: `${LATEST_ENTRY}webhook-callback`,
    first: true,
  },
  {
    query: 'Sonarr API error: Connection refused (localhost:3003)',
    page: `${LATEST_ENTRY}webhook-callback`,
    first: true,
  },
  {
    query: 'System.Net.Http.HttpRequestException: Connection refused (localh',
    page: `${LATEST_ENTRY}webhook-callback`,
    first: true,
  },
  { query: 'Missing RSS URL. Are you an active Plex Pass user?', page: `${LATEST_ENTRY}plex-pass-rss`, first: true },
  { query: 'Real-time RSS sync disabled', page: `${LATEST_ENTRY}plex-pass-rss`, first: true },
  { query: 'Unable to generate an RSS feed: Unauthorized', page: `${LATEST_ENTRY}plex-pass-rss`, first: true },
  { query: 'WARN: [WATCHLIST_WORKFLOW] RSS feed not found', page: `${LATEST_ENTRY}slow-sync`, first: true },
  { query: 'RSS feed auth error - user may lack RSS access', page: `${LATEST_ENTRY}slow-sync`, first: true },
  { query: 'RSS CDN cache too aggressive, switching to ETag mode', page: `${LATEST_ENTRY}slow-sync`, first: true },
  {
    query: 'Safety check failed: Would delete 57 out of 212 eligible items (',
    page: `${LATEST_ENTRY}delete-sync-safety`,
    first: true,
  },
  {
    query: 'Safety check failed: Would delete 12 out of 40 items (30%), which',
    page: `${LATEST_ENTRY}delete-sync-safety`,
    first: true,
  },
  {
    query: 'Invalid maxDeletionPrevention value: "150". Please set a percenta',
    page: `${LATEST_ENTRY}delete-sync-safety`,
    first: true,
  },
  { query: 'Running database migrations...', page: `${LATEST_ENTRY}synology-restart`, first: true },
  // Symptoms, in a reader's words.
  { query: 'sonarr cannot reach pulsarr webhook', page: `${LATEST_ENTRY}webhook-callback` },
  { query: 'radarr connection refused localhost', page: `${LATEST_ENTRY}webhook-callback` },
  { query: 'webhook test fails behind gluetun vpn', page: `${LATEST_ENTRY}webhook-callback` },
  { query: 'rss feed plex pass', page: `${LATEST_ENTRY}plex-pass-rss` },
  { query: 'watchlist sync slow', page: `${LATEST_ENTRY}slow-sync` },
  { query: 'etag mode', page: `${LATEST_ENTRY}slow-sync` },
  { query: 'friends missing from users', page: `${LATEST_ENTRY}friend-missing` },
  { query: 'friend watchlist not syncing', page: `${LATEST_ENTRY}friend-missing` },
  { query: 'plex account visibility', page: `${LATEST_ENTRY}friend-missing` },
  { query: 'reverse proxy subfolder', page: `${LATEST_ENTRY}reverse-proxy` },
  { query: 'blank page behind reverse proxy', page: `${LATEST_ENTRY}reverse-proxy` },
  { query: 'redirects to /login', page: `${LATEST_ENTRY}reverse-proxy` },
  { query: 'delete sync safety check failed', page: `${LATEST_ENTRY}delete-sync-safety` },
  { query: 'discord no message for pending approval', page: `${LATEST_ENTRY}discord-notifications` },
  { query: 'users not getting discord DMs', page: `${LATEST_ENTRY}discord-notifications` },
  { query: '4k instance not used', page: `${LATEST_ENTRY}4k-instance` },
  { query: 'movie already in 1080p not added to 4k', page: `${LATEST_ENTRY}4k-instance` },
  { query: 'held requests approved after upgrade', page: `${LATEST_ENTRY}quota` },
  { query: 'synology keeps restarting', page: `${LATEST_ENTRY}synology-restart` },
  { query: 'container restart loop', page: `${LATEST_ENTRY}synology-restart` },
  { query: 'user tags not in sonarr', page: `${LATEST_ENTRY}user-tags` },
  { query: 'change admin password', page: `${LATEST_ENTRY}admin-password` },
];

/** Latest troubleshooting queries that may miss their entry. */
export const LATEST_TROUBLESHOOTING_MAX_MISSES = 0;

const ENTRY = 'docs/troubleshooting#';

/** The same for a 0.6.4 reader, for the entries 0.6.4 has. */
export const TROUBLESHOOTING_QUERIES: readonly RelevanceQuery[] = [
  { query: 'Error creating webhook for Sonarr', page: `${ENTRY}webhook-callback`, first: true },
  { query: 'Sonarr API error: Connection refused (localhost:3003)', page: `${ENTRY}webhook-callback`, first: true },
  {
    query: 'System.Net.Http.HttpRequestException: Connection refused (localh',
    page: `${ENTRY}webhook-callback`,
    first: true,
  },
  { query: 'Missing RSS URL. Are you an active Plex Pass user?', page: `${ENTRY}plex-pass-rss`, first: true },
  { query: 'Unable to generate an RSS feed: Unauthorized', page: `${ENTRY}plex-pass-rss`, first: true },
  {
    query: 'Safety check failed: Would delete 57 out of 212 eligible items (',
    page: `${ENTRY}delete-sync-safety`,
    first: true,
  },
  { query: 'sonarr cannot reach pulsarr webhook', page: `${ENTRY}webhook-callback` },
  { query: 'radarr connection refused localhost', page: `${ENTRY}webhook-callback` },
  { query: 'friends missing from users', page: `${ENTRY}friend-missing` },
  { query: 'plex account visibility', page: `${ENTRY}friend-missing` },
  { query: 'delete sync safety check failed', page: `${ENTRY}delete-sync-safety` },
  { query: 'change admin password', page: `${ENTRY}admin-password` },
];

/** 0.6.4 troubleshooting queries that may miss their entry. */
export const TROUBLESHOOTING_MAX_MISSES = 0;
