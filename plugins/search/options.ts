import type { ThemeConfig } from '@docusaurus/preset-classic';

import type { PageRankRule } from './records/site-records';

export type SearchBackend = 'embedded' | 'algolia';

type AlgoliaThemeConfig = NonNullable<ThemeConfig['algolia']>;

/** `themeConfig.algolia` plus which backend answers (the theme passes unknown keys through). */
export type SearchThemeConfig = AlgoliaThemeConfig & {
  backend: SearchBackend;
  appId: string;
  apiKey: string;
  indexName: string;
  /** Where "Let us know." opens a new issue; the query goes in its title. */
  missingResultsIssueUrl: string;
};

/** The search plugin's options (config/search.ts, searchOptions). */
export interface SearchOptions {
  /** Roots of the OpenAPI documents (one per docs version), relative to the site, for the operationIds of API pages. */
  openapiDocuments?: readonly string[];
  pageRanks?: readonly PageRankRule[];
  /** Write the embedded index; off when Algolia answers searches. */
  writeEmbeddedIndex: boolean;
}
