import type { Config } from '@docusaurus/types';
import type { ThemeConfig } from '@docusaurus/preset-classic';

import llmsTxtPlugin from '../plugins/llms-txt';
import testHooksPlugin from '../plugins/test-hooks';

import { llmsTxtOptions, llmsTxtTheme } from './llms-txt';

/**
 * PULSARR_TEST_HOOKS=1 builds the site for the browser tests that need more than
 * readers get (`npm run build:test-hooks`, into build-test/). Never set it for a
 * build that is published.
 */
export const TEST_HOOKS_ENABLED = process.env.PULSARR_TEST_HOOKS === '1';

/** The second locale of the test build: it proves the locale dropdown, the site itself ships English only. */
export const TEST_SECOND_LOCALE = 'fr';

type NavbarItem = NonNullable<NonNullable<ThemeConfig['navbar']>['items']>[number];

/** A dropdown whose items are doc pages, for the dropdown behaviours of spec §4. */
export const TEST_DROPDOWN: NavbarItem = {
  type: 'dropdown',
  label: 'Guides',
  position: 'left',
  items: [
    { label: 'Quick start', to: '/docs/installation/quick-start' },
    { label: 'Configuration', to: '/docs/installation/configuration' },
  ],
};

/**
 * The test build: a second locale with the locale dropdown, a dropdown of doc
 * pages, and the crash test route of plugins/test-hooks. Its pages stay
 * indexable: the browser tests of the Algolia backend search its records. It
 * writes no Markdown twins or llms files, which none of its tests reads and
 * which take a large part of a build's time; the production build's tests read them.
 */
export function withTestHooks(config: Config): Config {
  const themeConfig = config.themeConfig as ThemeConfig;
  const navbar = themeConfig.navbar ?? {};
  const defaultLocale = config.i18n?.defaultLocale ?? 'en';
  return {
    ...config,
    i18n: { ...config.i18n, defaultLocale, locales: [defaultLocale, TEST_SECOND_LOCALE] },
    plugins: [...(config.plugins ?? []), testHooksPlugin],
    themes: (config.themes ?? []).map((theme) =>
      theme === llmsTxtTheme ? [llmsTxtPlugin, { ...llmsTxtOptions, writeFiles: false }] : theme,
    ),
    themeConfig: {
      ...themeConfig,
      navbar: {
        ...navbar,
        items: [...(navbar.items ?? []), TEST_DROPDOWN, { type: 'localeDropdown', position: 'right' }],
      },
    },
  };
}
