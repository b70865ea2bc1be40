import type { PluginConfig } from '@docusaurus/types';

import type { RootContent } from 'mdast';

import { composeBuilderTwin } from '../plugins/compose-builder';
import llmsTxtPlugin, { type LlmsTxtOptions } from '../plugins/llms-txt';
import { callMapTwin } from '../plugins/troubleshooting/call-map';

import { docsRemarkPlugins } from './markdown';
import { DOCS_VERSIONS, docsVersion as docsVersionInfo } from '../core/docs-site/versions';

/** What llms.txt says about the site, and how it groups the sidebar into sections. */
export const llmsTxtOptions: LlmsTxtOptions = {
  title: 'Pulsarr',
  summary:
    'Pulsarr is a self-hosted tool that watches the Plex watchlists of you and your Plex friends in real time and ' +
    'sends each movie to Radarr and each show to Sonarr, with content routing, approvals, quotas, user tags, Plex ' +
    'labels and notifications.',
  details:
    `The docs come in ${DOCS_VERSIONS.length} versions: ${DOCS_VERSIONS.map((version) => version.label).join(' and ')}. ` +
    'Latest describes the release people install today; use the version of the Pulsarr you run. Every page below is ' +
    'a Markdown copy of a page of the documentation website.',
  sidebarId: 'docs',
  versionFileWords: Object.fromEntries(DOCS_VERSIONS.map((version) => [version.name, version.slug])),
  apiCategoryLabel: 'API Reference',
  topLevelSectionTitles: ['Start here', 'Project'],
  remarkPlugins: docsRemarkPlugins,
  componentTwins: {
    ComposeBuilder: (docsVersion) => composeBuilderTwin(docsVersion) as RootContent[],
    CallMap: callMapTwin,
    // The checker needs a browser: the twin keeps the page's heading and says where it runs.
    SetupChecker: (docsVersion) => [
      {
        type: 'heading',
        depth: 2,
        children: [{ type: 'text', value: `Findings for ${docsVersionInfo(docsVersion).label}` }],
      },
      {
        type: 'paragraph',
        children: [
          {
            type: 'text',
            value:
              'The checker runs on the web page of this file, in the browser, and lists its findings there. In a clone of the docs repository, npm run check-setup -- .env docker-compose.yml prints the same findings.',
          },
        ],
      },
    ],
  },
};

export const llmsTxtTheme: PluginConfig = [llmsTxtPlugin, llmsTxtOptions];
