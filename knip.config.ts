/**
 * The dependency check in `npm run lint`: a package the code imports without
 * declaring it, a declared package nothing uses, or a file or export nothing
 * imports fails it. Entry points are what Docusaurus and the tools load by name.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    'docusaurus.config.ts',
    'sidebars.ts',
    'plugins/*/index.ts',
    'src/pages/**/*.{ts,tsx}',
    // Theme components, found by name through @theme/ (the site's and each feature folder's).
    'src/theme/**/*.{ts,tsx}',
    'plugins/*/theme/**/*.{ts,tsx}',
    'scripts/**/*.{mjs,ts}',
    // The docs MCP server's command line, which mcp/build.mjs bundles (a package of its own: mcp/package.json).
    'mcp/src/cli.ts',
    // Loaded with jiti, which knip does not follow, by check-setup/main.mjs (the check-setup command).
    'check-setup/cli.ts',
    'tests/**/*.{ts,mjs}',
    // Files the plugins hand to the bundler by path (aliases, client modules, routes).
    'plugins/**/*.{cjs,js}',
    'plugins/idle-prefetch/prefetch.ts',
    'plugins/api-reference/stand-ins/**/*.ts',
    'plugins/test-hooks/CrashTestPage.tsx',
    // Imported by the generated API operation and tag pages (written by npm run api:generate).
    'plugins/api-reference/operation-page/load.ts',
    'plugins/api-reference/tag-page/ApiTagCards.tsx',
    // Loaded with jiti, which knip does not follow, by scripts/api-check.mjs and plugins/api-reference/generate.mjs.
    'plugins/api-reference/api-check.ts',
    'plugins/api-reference/api-changes-page.ts',
    // The unit config Stryker reads by name (stryker.config.mjs).
    'vitest.mutation.config.ts',
    // A deliberately broken site the config-error tests build.
    'tests/unit/config/fixture/**/*.{ts,tsx}',
  ],
  project: ['**/*.{ts,tsx,mjs,cjs,js}'],
  // Docusaurus's plugin for knip evaluates the config without the context Docusaurus passes it; the entries above say the same.
  docusaurus: false,
  ignoreDependencies: [
    // Modules Docusaurus provides at build time (its client API, theme components), not packages.
    /^@docusaurus\/([A-Z]|use|router$)/,
    /^@theme(-original|-init)?\//,
    // Loaded by Docusaurus from docusaurus.config.ts by name (`themes`, `plugins`, `future.experimental_faster`).
    '@docusaurus/theme-mermaid',
    '@docusaurus/plugin-client-redirects',
    '@docusaurus/faster',
    'docusaurus-theme-openapi-docs',
    // The webpack fallback for `path` that plugins/api-reference names in its config.
    'path-browserify',
    // Its types are named only inside the ambient `declare module` blocks of theme-openapi-docs.d.ts, which knip does not read.
    '@reduxjs/toolkit',
  ],
  // An export its own file uses is part of that module's interface, not dead code.
  ignoreExportsUsedInFile: true,
};

export default config;
