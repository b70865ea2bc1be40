import type { LoadContext, Plugin } from '@docusaurus/types';

import { linkPageStylesheets } from './link-stylesheets';

/**
 * Stylesheets that only some pages need, each kept out of the one stylesheet
 * every page loads. Docusaurus puts all CSS into that one file (facebook/docusaurus#2006:
 * stylesheets of code-split chunks arrive in an order that depends on how the
 * reader got there). These are safe to split: each styles its own elements
 * only, and always comes after the shared stylesheet: in the <head> of the
 * pages that need it (linked after the build, link-stylesheets.ts), and on a
 * client-side navigation with its chunk, before the chunk renders.
 */
export const PAGE_STYLESHEETS: readonly { name: string; files: RegExp }[] = [
  // The API reference's pages: the OpenAPI theme's stylesheet and the site's (plugins/api-reference/page-styles.ts).
  {
    name: 'api-reference',
    files:
      /[\\/](docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/].*\.s?css|plugins[\\/]api-reference[\\/]api-reference\.css)$/,
  },
  // The search modal, loaded on the reader's first interest in it (plugins/search/theme/SearchBar).
  {
    name: 'search-modal',
    files:
      /[\\/](@docsearch[\\/]css[\\/]dist[\\/]modal\.css|plugins[\\/]search[\\/]theme[\\/]SearchBar[\\/]modal\.css)$/,
  },
  { name: 'search-page', files: /[\\/]plugins[\\/]search[\\/]theme[\\/]SearchPage[\\/][^\\/]+\.css$/ },
  { name: 'compose-builder', files: /[\\/]plugins[\\/]compose-builder[\\/]theme[\\/][^\\/]+[\\/][^\\/]+\.css$/ },
  // The call map of Configuration and the troubleshooting pages (plugins/troubleshooting/theme/CallMap).
  { name: 'call-map', files: /[\\/]plugins[\\/]troubleshooting[\\/]theme[\\/][^\\/]+[\\/][^\\/]+\.css$/ },
  { name: 'setup-checker', files: /[\\/]plugins[\\/]setup-checker[\\/]theme[\\/][^\\/]+[\\/][^\\/]+\.css$/ },
  { name: 'home', files: /[\\/]src[\\/](components[\\/](home|PulsarBackground)|pages)[\\/][^\\/]+\.css$/ },
];

/** Splits the client bundle's CSS as PAGE_STYLESHEETS says; above Docusaurus's one `styles` group (priority 50). */
export default function pageStylesPlugin(context: LoadContext): Plugin {
  return {
    name: 'page-styles',
    async postBuild({ outDir }) {
      const counts = linkPageStylesheets(
        outDir,
        context.baseUrl,
        PAGE_STYLESHEETS.map(({ name }) => name),
      );
      console.log(
        `[page-styles] pages linking each page stylesheet: ${Object.entries(counts)
          .map(([name, pages]) => `${name} ${pages}`)
          .join(', ')}`,
      );
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: Object.fromEntries(
              PAGE_STYLESHEETS.map(({ name, files }) => [
                `${name}-styles`,
                {
                  name: `styles-${name}`,
                  type: 'css/mini-extract',
                  test: files,
                  chunks: 'async',
                  enforce: true,
                  priority: 60,
                },
              ]),
            ),
          },
        },
      };
    },
  };
}
