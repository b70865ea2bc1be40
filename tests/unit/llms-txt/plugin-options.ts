import type { LlmsTxtOptions } from '../../../plugins/llms-txt';

/** The llms-txt plugin's options for a site of one docs version (Docusaurus's `current`) and one sidebar. */
export const ONE_VERSION_OPTIONS: LlmsTxtOptions = {
  title: 'Pulsarr',
  summary: 'Pulsarr sends Plex watchlists to Sonarr and Radarr.',
  sidebarId: 'docs',
  apiCategoryLabel: 'API Reference',
  topLevelSectionTitles: ['Start here'],
  versionFileWords: { current: 'latest' },
};
