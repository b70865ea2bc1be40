import type { ThemeConfig } from '@docusaurus/preset-classic';

type AlgoliaConfig = NonNullable<ThemeConfig['algolia']>;

/** Search settings. The search backend is chosen here. */
export function searchConfig(): AlgoliaConfig {
  return {
    appId: 'EMBEDDED',
    apiKey: 'embedded-search',
    indexName: 'pulsarr-docs',
    contextualSearch: true,
    searchPagePath: 'search',
  };
}
