import { describe, expect, it } from 'vitest';

import {
  EMBEDDED_API_KEY,
  EMBEDDED_APP_ID,
  SEARCH_ENV,
  readSearchBackend,
  searchConfig,
  searchOptions,
} from '../../../config/search';
import { GITHUB_REPO_URL } from '../../../core/docs-site/site';
import { DEFAULT_INDEX_NAME } from '../../../core/search-engine/constants';
import { PAGE_RANKS } from '../../../core/search-engine/records';
import { pageRankOf } from '../../../plugins/search/records/site-records';

describe('search configuration', () => {
  it('searches with the embedded engine when nothing is set, needing no credentials', () => {
    expect(searchConfig({})).toEqual({
      backend: 'embedded',
      appId: EMBEDDED_APP_ID,
      apiKey: EMBEDDED_API_KEY,
      indexName: DEFAULT_INDEX_NAME,
      contextualSearch: true,
      searchPagePath: 'search',
      missingResultsIssueUrl: `${GITHUB_REPO_URL}/issues/new`,
    });
    expect(searchOptions({}).writeEmbeddedIndex).toBe(true);
  });

  it('switches to Algolia by environment variables alone', () => {
    const env = {
      [SEARCH_ENV.backend]: 'Algolia',
      [SEARCH_ENV.appId]: 'APPID',
      [SEARCH_ENV.searchApiKey]: 'key',
      [SEARCH_ENV.indexName]: 'docs',
    };
    expect(searchConfig(env)).toMatchObject({
      backend: 'algolia',
      appId: 'APPID',
      apiKey: 'key',
      indexName: 'docs',
      contextualSearch: true,
    });
    expect(searchConfig({ ...env, [SEARCH_ENV.indexName]: ' ' }).indexName).toBe(DEFAULT_INDEX_NAME);
    expect(searchOptions(env).writeEmbeddedIndex).toBe(false);
  });

  it('leaves a missing app id or key undefined, for the theme to name it', () => {
    const config = searchConfig({ [SEARCH_ENV.backend]: 'algolia' });
    expect(config.appId).toBeUndefined();
    expect(config.apiKey).toBeUndefined();
  });

  it('refuses an unknown backend', () => {
    expect(() => readSearchBackend({ [SEARCH_ENV.backend]: 'solr' })).toThrow(
      'SEARCH_BACKEND must be "embedded" or "algolia"; got "solr".',
    );
  });

  it("ranks guides first, then the API reference's own pages, then its operations and webhook payloads", () => {
    const rules = searchOptions({}).pageRanks ?? [];
    const rank = (route: string, apiOperation = false) => pageRankOf(rules, route, apiOperation);
    for (const guide of ['docs/utilities/delete-sync', 'docs/latest/features/approval-and-quota-system']) {
      expect(rank(guide), guide).toBe(PAGE_RANKS.guide);
    }
    for (const page of ['docs/api/users', 'docs/latest/api/quota', 'docs/latest/api/changes-since-0-6-4']) {
      expect(rank(page), page).toBe(PAGE_RANKS.apiPage);
    }
    for (const operation of [
      'docs/api/create-user',
      'docs/latest/api/update-config',
      'docs/latest/api/webhook-media-available',
    ]) {
      expect(rank(operation, true), operation).toBe(PAGE_RANKS.apiOperation);
    }
    expect(PAGE_RANKS.guide).toBeGreaterThan(PAGE_RANKS.apiPage);
    expect(PAGE_RANKS.apiPage).toBeGreaterThan(PAGE_RANKS.apiOperation);
  });
});
