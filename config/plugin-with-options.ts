import type { LoadContext, Plugin, PluginConfig, PluginModule, PluginOptions } from '@docusaurus/types';

/**
 * `[plugin, options]` for a local plugin whose options are typed: Docusaurus types
 * every plugin's options as `unknown`, so this is the one place that bridges the two.
 */
export function pluginWithOptions<Options extends object>(
  plugin: (context: LoadContext, options: Options) => Plugin,
  options: Options,
): PluginConfig {
  return [plugin as PluginModule, options as PluginOptions];
}
