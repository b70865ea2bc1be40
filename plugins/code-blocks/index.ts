import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Code blocks (Markdown's, the home page's, the API reference's) and Mermaid
 * diagrams, as a theme: theme/CodeBlock keeps the server's highlighted HTML and
 * loads the highlighter (prism/) only when a block comes near the screen;
 * theme/Mermaid likewise loads Mermaid near the screen. Registered in `themes`
 * after @docusaurus/theme-mermaid, whose Mermaid it wraps.
 *
 * The classic theme registers Prism's extra languages from a client module that
 * every page runs first; that module is swapped for an empty one here, and
 * prism/register-languages.ts, imported by the highlighter, does the work instead.
 */
export const THEME_PRISM_CLIENT_MODULE =
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(?:\.js)?$/;

export const EMPTY_CLIENT_MODULE = join(__dirname, 'empty-client-module.js');

/** The code block the server renders in place (prism/ServerHighlightedCodeBlock.ts). */
export const SERVER_CODE_BLOCK = /[\\/]code-blocks[\\/]prism[\\/]ServerHighlightedCodeBlock(?:\.ts)?$/;

export const CLIENT_SERVER_CODE_BLOCK = join(__dirname, 'client-server-code-block.js');

export default function codeBlocksTheme(): Plugin {
  return {
    name: 'code-blocks',
    getThemePath: () => join(__dirname, 'theme'),
    configureWebpack(_config, isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(THEME_PRISM_CLIENT_MODULE, EMPTY_CLIENT_MODULE),
          // The browser never renders the server's code block: keep the highlighter out of its first code.
          ...(isServer ? [] : [new NormalModuleReplacementPlugin(SERVER_CODE_BLOCK, CLIENT_SERVER_CODE_BLOCK)]),
        ],
      };
    },
  };
}
