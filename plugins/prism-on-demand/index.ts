import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * The classic theme registers Prism's extra languages from a client module,
 * which puts the whole highlighter (prism-react-renderer and its grammars,
 * about 100 KB of JavaScript) into the code every page runs first, code
 * blocks or not. This plugin swaps that client module for an empty one; the
 * registration moves to src/prism/register-languages.ts, which the code block
 * components import, so the highlighter arrives with the first code block.
 * In the client build it also empties the server-only code block module.
 */
export const THEME_PRISM_CLIENT_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(?:\.js)?$/;

export const EMPTY_CLIENT_MODULE = join(__dirname, 'empty-client-module.js');

/** The code block the server renders in place (see src/prism/ServerHighlightedCodeBlock.ts). */
export const SERVER_CODE_BLOCK = /[\\/]src[\\/]prism[\\/]ServerHighlightedCodeBlock(?:\.ts)?$/;

export const CLIENT_SERVER_CODE_BLOCK = join(__dirname, 'client-server-code-block.js');

export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'prism-on-demand',
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
