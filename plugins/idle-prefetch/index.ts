import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Docusaurus's own helper, called once for every chunk of every page whose
 * link comes into view. It adds a <link rel="prefetch"> at once, in the task
 * that noticed the link: on the home page about forty of them in one go, each
 * costing the main thread about a millisecond, and again for chunks that other
 * links already asked for or that the page itself has run.
 */
export const CORE_PREFETCH_HELPER = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch(?:\.js)?$/;

export const IDLE_PREFETCH_HELPER = join(__dirname, 'prefetch.ts');

/**
 * Swaps that helper for ours (prefetch.ts), which fetches each chunk once and
 * only when the main thread is idle. What is prefetched, and when it is
 * skipped (2g, data-saver), is still decided by Docusaurus.
 */
export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(CORE_PREFETCH_HELPER, IDLE_PREFETCH_HELPER),
        ],
      };
    },
  };
}
