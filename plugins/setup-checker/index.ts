import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * "Check your setup": the page's component (`@theme/SetupChecker`) lives in
 * theme/, so its code is only in the chunk of the page that uses it, and the
 * checks run in a worker it starts (theme/SetupChecker/check-worker.ts). The
 * rules are core/setup-checker/, which the check-setup command runs too.
 */
export default function setupCheckerPlugin(): Plugin {
  return {
    name: 'setup-checker',
    getThemePath() {
      return join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return join(__dirname, 'theme');
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // dotenv's module also loads files, for which it requires Node's fs, os and url;
      // the worker only calls its parser, so in the browser they are empty modules.
      return { resolve: { fallback: { fs: false, os: false, url: false } } };
    },
  };
}
