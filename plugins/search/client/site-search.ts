/**
 * Which backend answers the site's searches, and the client for it, shared by the
 * navbar's modal (theme/SearchBar) and the search page (theme/SearchPage).
 */
import { useMemo } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAlgoliaContextualFacetFilters, useAlgoliaThemeConfig } from '@docusaurus/theme-search-algolia/client';

import type { SearchThemeConfig } from '../options';
import { EMBEDDED_INDEX_FILE } from '../../../core/search-engine/constants';
import { createEmbeddedSearchClient, type EmbeddedSearchClient, type SearchMethodParams } from './embedded-client';
import type { FacetFilters, SearchResponse } from '../../../core/search-engine/engine';
import { versionFacetFilters, type SearchableVersion } from './versions';

export interface SiteSearchClient {
  search(params: SearchMethodParams): Promise<{ results: SearchResponse[] }>;
}

export interface SiteSearch {
  config: SearchThemeConfig;
  /** The embedded client, when the embedded engine answers; null with Algolia. */
  embeddedClient: EmbeddedSearchClient | null;
}

const embeddedClients = new Map<string, EmbeddedSearchClient>();

/** One embedded client per index URL, so the modal and the search page share the loaded index. */
export function embeddedClientFor(indexUrl: string): EmbeddedSearchClient {
  let client = embeddedClients.get(indexUrl);
  if (!client) {
    client = createEmbeddedSearchClient(indexUrl);
    embeddedClients.set(indexUrl, client);
  }
  return client;
}

export function useSiteSearch(): SiteSearch {
  const config = useAlgoliaThemeConfig().algolia as SearchThemeConfig;
  const indexUrl = useBaseUrl(`/${EMBEDDED_INDEX_FILE}`);
  const embedded = config.backend !== 'algolia';
  return useMemo(
    () => ({ config, embeddedClient: embedded ? embeddedClientFor(indexUrl) : null }),
    [config, embedded, indexUrl],
  );
}

/** A client for the search page: the embedded one, or Algolia's lite client loaded on demand. */
export async function loadPageSearchClient(
  { config, embeddedClient }: SiteSearch,
  docusaurusVersion: string,
): Promise<SiteSearchClient> {
  if (embeddedClient) return embeddedClient;
  const { liteClient } = await import(/* webpackChunkName: "algolia-lite" */ 'algoliasearch/lite');
  const client = liteClient(config.appId, config.apiKey);
  client.addAlgoliaAgent('docusaurus', docusaurusVersion);
  return client as unknown as SiteSearchClient;
}

/** Where a reader reports a query that should have found something: a new issue on the project. */
export function missingResultsUrl(config: Pick<SearchThemeConfig, 'missingResultsIssueUrl'>, query: string): string {
  const title = `Search: no results for "${query}"`;
  return `${config.missingResultsIssueUrl}?title=${encodeURIComponent(title)}`;
}

/**
 * The configured search parameters plus, with contextual search, the filters for the
 * current language and docs version, as the theme's SearchBar merges them. A version
 * given here (the search page's choice) replaces the one the reader is on.
 */
export function useSearchParameters(
  config: SearchThemeConfig,
  version?: SearchableVersion,
): Record<string, unknown> & { facetFilters: FacetFilters } {
  const contextual = useAlgoliaContextualFacetFilters();
  const {
    i18n: { currentLocale },
  } = useDocusaurusContext();
  const configured = config.searchParameters as
    (Record<string, unknown> & { facetFilters?: string | (string | string[])[] }) | undefined;
  return useMemo(() => {
    const configuredFilters = configured?.facetFilters ?? [];
    const asList = typeof configuredFilters === 'string' ? [configuredFilters] : configuredFilters;
    const context = version ? versionFacetFilters(currentLocale, version) : contextual;
    const facetFilters = config.contextualSearch ? [...context, ...asList] : asList;
    return { ...configured, facetFilters };
  }, [config.contextualSearch, configured, contextual, currentLocale, version]);
}
