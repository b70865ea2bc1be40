import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';

import announcementDismissalPlugin from './plugins/announcement-dismissal';
import colorModeDefaultPlugin from './plugins/color-mode-default';
import robotsTxtPlugin from './plugins/robots-txt';
import { announcementBar } from './config/announcement';
import { footer } from './config/footer';
import { navbar } from './config/navbar';
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

  customFields: {
    /** The Pulsarr release these docs describe; read it with useDocusaurusContext(). */
    pulsarrVersion: PULSARR_VERSION,
  },

  future: {
    v4: true,
    experimental_faster: true,
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
  },

  markdown: {
    mermaid: true,
  },

  themes: ['@docusaurus/theme-mermaid'],

  plugins: [colorModeDefaultPlugin, announcementDismissalPlugin, robotsTxtPlugin],

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
          customCss: './src/css/custom.css',
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
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      additionalLanguages: ['bash', 'ini', 'json', 'yaml', 'docker'],
    },
    mermaid: {
      theme: { light: 'neutral', dark: 'dark' },
    },
  } satisfies Preset.ThemeConfig,
};

export default TEST_HOOKS_ENABLED ? withTestHooks(config) : config;
