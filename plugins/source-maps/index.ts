import type { Plugin } from '@docusaurus/types';

/**
 * PULSARR_SOURCE_MAPS=1 makes the browser bundle write a source map beside every
 * script, for `scripts/trace-load.mjs`, which maps a performance trace back to
 * the modules that did the work. Never set it for a build that is published.
 */
export const SOURCE_MAPS_ENABLED = process.env.PULSARR_SOURCE_MAPS === '1';

/**
 * Hidden maps: the scripts carry no comment pointing at them. Modules are not
 * concatenated, so that each module's own code (its evaluation above all) keeps a
 * function of its own for the profile to name; the scripts come out a little
 * larger than a published build's.
 */
export default function sourceMapsPlugin(): Plugin {
  return {
    name: 'source-maps',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      // Rspack's persistent cache does not key on devtool: without a cache of its own, a build
      // with maps reuses the chunks of the last build without them, and writes almost no maps.
      const cache = (config.experiments as { cache?: { version?: string } } | undefined)?.cache;
      return {
        devtool: 'hidden-source-map',
        optimization: { concatenateModules: false },
        ...(typeof cache === 'object'
          ? { experiments: { cache: { ...cache, version: `${cache.version}-source-maps` } } }
          : {}),
      };
    },
  };
}
