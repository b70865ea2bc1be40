import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import announcementDismissalPlugin from './plugins/announcement-dismissal';
import colorModeDefaultPlugin from './plugins/color-mode-default';
import hydrateInPlacePlugin from './plugins/hydrate-in-place';
import idlePrefetchPlugin from './plugins/idle-prefetch';
import openApiBrowserSupportPlugin from './plugins/openapi-browser-support';
import prismOnDemandPlugin from './plugins/prism-on-demand';
import robotsTxtPlugin from './plugins/robots-txt';
import searchRecordsPlugin, { DEV_INDEX_DIR } from './plugins/search-records';
import { announcementBar } from './config/announcement';
import { footer } from './config/footer';
import { navbar } from './config/navbar';
import { defaultApiServerUrl, openApiPlugin, openApiThemeConfig } from './config/openapi';
import { darkCodeTheme, lightCodeTheme } from './config/prism-themes';
import { searchConfig } from './config/search';
import { BASE_URL, PULSARR_VERSION, readSiteUrl } from './config/site';
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

  // The second folder holds the search index the dev server serves (plugins/search-records).
  staticDirectories: ['static', DEV_INDEX_DIR],

  customFields: {
    /** The Pulsarr release these docs describe; read it with useDocusaurusContext(). */
    pulsarrVersion: PULSARR_VERSION,
    /** The API reference's default server address, written into operation pages by the server build. */
    apiServerUrl: defaultApiServerUrl(),
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

  themes: ['@docusaurus/theme-mermaid', 'docusaurus-theme-openapi-docs'],

  plugins: [
    colorModeDefaultPlugin,
    announcementDismissalPlugin,
    robotsTxtPlugin,
    openApiPlugin,
    openApiBrowserSupportPlugin,
    prismOnDemandPlugin,
    idlePrefetchPlugin,
    hydrateInPlacePlugin,
    searchRecordsPlugin,
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          showLastUpdateTime: false,
        },
        blog: false,
        theme: {
          customCss: ['./src/css/custom.css', './src/css/api-reference.css'],
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
