import type { ConfigureWebpackUtils, Plugin } from '@docusaurus/types';

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment):
 * a script that starts with this line has all its functions compiled eagerly when
 * it loads, on a background thread when the script is streamed, instead of one by
 * one on the main thread the first time each is called.
 * https://v8.dev/blog/explicit-compile-hints
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * What every page's first scripts are made of.
 *
 * The compile hint marks the scripts of the chunks every page starts with (the
 * runtime and `main`): nearly every function in them runs while the page starts
 * and hydrates, so compiling them lazily put that work in the main thread's tasks
 * that delay a reader's first input. Route chunks stay lazy: many hold code a page
 * may never call (the API explorer, the search modal).
 *
 * Modules and chunks are numbered in the order the bundler meets them instead of
 * by hashes of their paths: `main` names a module or chunk a few thousand times
 * (the registry of route chunks, the runtime's file-name maps, every import), so
 * short numbers, with the short chunk names of our core patch, shrink the
 * scripts every page downloads first. The price: adding a module renumbers the ones after
 * it, so a new release changes more chunk files than hashed ids would, and a
 * returning reader downloads them again; `main`, which holds the route table,
 * changes with nearly every release either way.
 */
export default function startupScriptsPlugin(): Plugin {
  return {
    name: 'startup-scripts',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: { moduleIds: 'natural', chunkIds: 'natural' },
        plugins: [{ apply: addCompileHints }],
      };
    },
  };
}

type Compiler = InstanceType<ConfigureWebpackUtils['currentBundler']['instance']['Compiler']>;

function addCompileHints(compiler: Compiler): void {
  const { Compilation, sources } = compiler.webpack;
  compiler.hooks.thisCompilation.tap('compile-hints', (compilation) => {
    compilation.hooks.processAssets.tap(
      // After minification, which drops comments; before file names get their content hash.
      { name: 'compile-hints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 50 },
      () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.canBeInitial()) continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js'))
              compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        }
      },
    );
  });
}
