import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * The classic theme registers Prism's extra languages from a client module,
 * which puts the whole highlighter (prism-react-renderer and its grammars,
 * about 100 KB of JavaScript) into the code every page runs first, code
 * blocks or not. This plugin swaps that client module for an empty one; the
 * registration moves to src/prism/register-languages.ts, which the code block
 * components import, so the highlighter arrives with the first code block.
 */
export const THEME_PRISM_CLIENT_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(?:\.js)?$/;

export const EMPTY_CLIENT_MODULE = join(__dirname, 'empty-client-module.js');

export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(THEME_PRISM_CLIENT_MODULE, EMPTY_CLIENT_MODULE)],
      };
    },
  };
}
