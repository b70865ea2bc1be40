import { DEFAULT_INDEX_NAME, SEARCH_PAGE_PATH } from '../core/search-engine/constants';
import { PAGE_RANKS } from '../core/search-engine/records';
import type { SearchBackend, SearchOptions, SearchThemeConfig } from '../plugins/search/options';

import { API_REFERENCES } from '../core/docs-site/api-references';
import { GITHUB_REPO_URL } from '../core/docs-site/site';

/**
 * Search settings. The DocSearch modal and the /search page are answered by the
 * embedded engine (an index built with the site, no service, no credentials) unless
 * the build is told to use Algolia with these environment variables:
 *
 * | variable                 | default        | meaning                                        |
 * | ------------------------ | -------------- | ---------------------------------------------- |
 * | `SEARCH_BACKEND`         | `embedded`     | `embedded` or `algolia`                        |
 * | `ALGOLIA_APP_ID`         | (none)         | Algolia application id; required for algolia  |
 * | `ALGOLIA_SEARCH_API_KEY` | (none)         | search-only API key; required for algolia      |
 * | `ALGOLIA_INDEX_NAME`     | `pulsarr-docs` | the index to search (and to push records to)   |
 *
 * With `SEARCH_BACKEND=algolia` and no app id or key, the build stops with the search
 * theme's own message naming the missing setting. `npm run search:push` also needs
 * `ALGOLIA_WRITE_API_KEY` (never given to the site).
 */
export const SEARCH_ENV = {
  backend: 'SEARCH_BACKEND',
  appId: 'ALGOLIA_APP_ID',
  searchApiKey: 'ALGOLIA_SEARCH_API_KEY',
  indexName: 'ALGOLIA_INDEX_NAME',
  writeApiKey: 'ALGOLIA_WRITE_API_KEY',
} as const;

/**
 * The theme validates `appId` and `apiKey` whenever it loads, and the DocSearch modal
 * refuses to open without them, so the embedded mode names itself in both.
 * Nothing is ever sent with them: the embedded client answers every search.
 */
export const EMBEDDED_APP_ID = 'embedded';
export const EMBEDDED_API_KEY = 'embedded';

export function readSearchBackend(env: NodeJS.ProcessEnv = process.env): SearchBackend {
  const raw = env[SEARCH_ENV.backend]?.trim().toLowerCase() || 'embedded';
  if (raw !== 'embedded' && raw !== 'algolia') {
    throw new Error(`${SEARCH_ENV.backend} must be "embedded" or "algolia"; got "${env[SEARCH_ENV.backend]}".`);
  }
  return raw;
}

function optional(env: NodeJS.ProcessEnv, name: string): string | undefined {
  return env[name]?.trim() || undefined;
}

/** `themeConfig.algolia` for the chosen backend. */
export function searchConfig(env: NodeJS.ProcessEnv = process.env): SearchThemeConfig {
  const common = {
    contextualSearch: true,
    searchPagePath: SEARCH_PAGE_PATH,
    missingResultsIssueUrl: `${GITHUB_REPO_URL}/issues/new`,
  };
  if (readSearchBackend(env) === 'embedded') {
    return {
      ...common,
      backend: 'embedded',
      appId: EMBEDDED_APP_ID,
      apiKey: EMBEDDED_API_KEY,
      indexName: DEFAULT_INDEX_NAME,
    };
  }
  // Missing values stay undefined on purpose: the theme's validation then names them.
  return {
    ...common,
    backend: 'algolia',
    appId: optional(env, SEARCH_ENV.appId) as string,
    apiKey: optional(env, SEARCH_ENV.searchApiKey) as string,
    indexName: optional(env, SEARCH_ENV.indexName) ?? DEFAULT_INDEX_NAME,
  };
}

/** Options of plugins/search: whether to write the embedded index, which records rank first, where operationIds come from. */
export function searchOptions(env: NodeJS.ProcessEnv = process.env): SearchOptions {
  return {
    writeEmbeddedIndex: readSearchBackend(env) === 'embedded',
    openapiDocuments: API_REFERENCES.map((reference) => reference.specPath),
    // By page kind, as DocSearch ranks pages: guides answer most questions, then the API
    // reference's own pages (its introduction, tag pages, changes since 0.6.4), then its
    // operations and webhook payloads, which come first only when a query names them
    // (core/search-engine/engine.ts).
    pageRanks: [
      ...API_REFERENCES.flatMap((reference) => [
        { pathPrefix: `${reference.routePath}/`, apiOperation: true, pageRank: PAGE_RANKS.apiOperation },
        { pathPrefix: `${reference.routePath}/`, pageRank: PAGE_RANKS.apiPage },
      ]),
      { pathPrefix: 'docs/', pageRank: PAGE_RANKS.guide },
    ],
  };
}
