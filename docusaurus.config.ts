import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import announcementDismissalPlugin from './plugins/announcement-dismissal';
import apiReferenceTheme from './plugins/api-reference';
import codeBlocksTheme from './plugins/code-blocks';
import colorModeDefaultPlugin from './plugins/color-mode-default';
import startupScriptsPlugin from './plugins/startup-scripts';
import troubleshootingTheme from './plugins/troubleshooting';
import composeBuilderPlugin from './plugins/compose-builder';
import setupCheckerPlugin from './plugins/setup-checker';
import idlePrefetchPlugin from './plugins/idle-prefetch';
import pageStylesPlugin from './plugins/page-styles';
import { DEV_TWINS_DIR } from './plugins/llms-txt';
import reportProblemTheme from './plugins/report-problem';
import robotsTxtPlugin from './plugins/robots-txt';
import searchTheme, { DEV_INDEX_DIR } from './plugins/search';
import sourceMapsPlugin, { SOURCE_MAPS_ENABLED } from './plugins/source-maps';
import { announcementBar } from './config/announcement';
import { docsOptions } from './config/docs';
import { footer } from './config/footer';
import { llmsTxtTheme } from './config/llms-txt';
import { mcpPackageSitePlugin } from './config/mcp-package';
import { navbar } from './config/navbar';
import { pluginWithOptions } from './config/plugin-with-options';
import { defaultApiServerUrls, openApiPlugin, openApiThemeConfig } from './config/openapi';
import { darkCodeTheme, lightCodeTheme } from './config/prism-themes';
import { searchConfig, searchOptions } from './config/search';
import { shortLinksPlugin } from './config/short-links';
import { BASE_URL, PULSARR_VERSION, readSiteUrl } from './core/docs-site/site';
import { TEST_HOOKS_ENABLED, withTestHooks } from './config/test-hooks';

const config: Config = {
  title: 'Pulsarr',
  tagline: 'Add it to your Plex watchlist. Pulsarr does the rest.',
  favicon: 'img/favicon.svg',

  url: readSiteUrl(),
  baseUrl: BASE_URL,
  trailingSlash: false,
  organizationName: 'jamcalli',
  projectName: 'Pulsarr',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onDuplicateRoutes: 'throw',

  // Folders the dev server serves that `npm start` writes: the search index (plugins/search)
  // and the Markdown twins with the llms files (plugins/llms-txt).
  staticDirectories: ['static', DEV_INDEX_DIR, DEV_TWINS_DIR],

  customFields: {
    /** The Pulsarr release these docs describe; read it with useDocusaurusContext(). */
    pulsarrVersion: PULSARR_VERSION,
    /** Each docs version's default API server address, written into operation pages by the server build. */
    apiServerUrls: defaultApiServerUrls(),
  },

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      // Off: its polyfill for older browsers raises the theme's selectors above
      // ours, so src/css/custom.css could no longer set the palette.
      useCssCascadeLayers: false,
    },
    experimental_faster: true,
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
  },

  markdown: {
    mermaid: true,
  },

  // Later themes win where two provide the same component: the site's feature
  // folders come after the packages whose components they replace or wrap.
  themes: [
    '@docusaurus/theme-mermaid',
    'docusaurus-theme-openapi-docs',
    codeBlocksTheme,
    apiReferenceTheme,
    pluginWithOptions(searchTheme, searchOptions()),
    llmsTxtTheme,
    composeBuilderPlugin,
    troubleshootingTheme,
    reportProblemTheme,
    setupCheckerPlugin,
  ],

  plugins: [
    colorModeDefaultPlugin,
    announcementDismissalPlugin,
    robotsTxtPlugin,
    openApiPlugin,
    idlePrefetchPlugin,
    pageStylesPlugin,
    startupScriptsPlugin,
    // /go/<entry>: short links to the troubleshooting entries, checked against the page.
    shortLinksPlugin,
    // The docs MCP server's tarball, published under /mcp/ for the configurations on the AI assistants page.
    mcpPackageSitePlugin,
    // Source maps for scripts/trace-load.mjs, only when PULSARR_SOURCE_MAPS=1.
    ...(SOURCE_MAPS_ENABLED ? [sourceMapsPlugin] : []),
  ],

  presets: [
    [
      'classic',
      {
        docs: docsOptions(),
        blog: false,
        theme: {
          customCss: ['./src/css/custom.css'],
        },
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.jpg',
    metadata: [{ name: 'twitter:card', content: 'summary_large_image' }],
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    docs: {
      sidebar: {
        hideable: true,
        autoCollapseCategories: false,
      },
    },
    announcementBar,
    navbar,
    footer,
    algolia: searchConfig(),
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['bash', 'ini', 'json', 'yaml', 'docker'],
    },
    mermaid: {
      theme: { light: 'neutral', dark: 'dark' },
    },
    ...openApiThemeConfig,
  } satisfies Preset.ThemeConfig,
};

export default TEST_HOOKS_ENABLED ? withTestHooks(config) : config;
