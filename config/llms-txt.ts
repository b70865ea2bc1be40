import type { PluginConfig } from '@docusaurus/types';

import type { RootContent } from 'mdast';

import { composeBuilderTwin } from '../plugins/compose-builder';
import llmsTxtPlugin, { type LlmsTxtOptions } from '../plugins/llms-txt';

import { docsRemarkPlugins } from './markdown';
import { PULSARR_VERSION } from './site';

/** What llms.txt says about the site, and how it groups the sidebar into sections. */
export const llmsTxtOptions: LlmsTxtOptions = {
  title: 'Pulsarr',
  summary:
    'Pulsarr is a self-hosted tool that watches the Plex watchlists of you and your Plex friends in real time and ' +
    'sends each movie to Radarr and each show to Sonarr, with content routing, approvals, quotas, user tags, Plex ' +
    `labels and notifications. These docs describe Pulsarr ${PULSARR_VERSION}.`,
  details:
    'Every page below is a Markdown copy of a page of the documentation website. llms-full.txt holds every guide in ' +
    'one file and llms-api.txt the whole API reference.',
  sidebarId: 'docs',
  apiCategoryLabel: 'API Reference',
  topLevelSectionTitles: ['Start here', 'Project'],
  remarkPlugins: docsRemarkPlugins,
  componentTwins: { ComposeBuilder: composeBuilderTwin(PULSARR_VERSION) as RootContent[] },
};

export const llmsTxtTheme: PluginConfig = [llmsTxtPlugin, llmsTxtOptions];
