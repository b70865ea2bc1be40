/**
 * Which way imports run (npm run lint:layers): docusaurus.config.ts → config/ (wiring) → plugins/ (the
 * site's adapters) → core/ (shared modules). Programs (mcp/, check-setup/) import core/ only. Each rule's
 * comment is what the lint prints when an import breaks it.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'feature-into-feature',
      comment: "A plugin imports another plugin's folder: move what both need into core/.",
      severity: 'error',
      from: { path: '^plugins/([^/]+)/' },
      to: { path: '^plugins/', pathNot: '^plugins/$1/' },
    },
    {
      name: 'wiring-from-below',
      comment: 'config/ is the wiring on top: plugins, core modules, programs and pages never import it.',
      severity: 'error',
      from: { path: '^(plugins|core|mcp|check-setup|src)/' },
      to: { path: '^config/' },
    },
    {
      name: 'program-into-site',
      comment: "A program (mcp/, check-setup/) imports core/ only, never the site's plugins, pages or config.",
      severity: 'error',
      from: { path: '^(mcp|check-setup)/' },
      to: { path: '^(plugins|src|config)/' },
    },
    {
      name: 'core-depends-on-a-face',
      comment: 'core/ serves the site, the command and the MCP server alike: it imports none of them.',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(plugins|src|config|mcp|check-setup|scripts)/' },
    },
    {
      name: 'core-uses-the-framework',
      comment: 'core/ is free of Docusaurus and React, so the programs can bundle it.',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: 'node_modules/(@docusaurus/|react/|react-dom/|@theme|@mdx-js/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(tests|build|build-test|\\.docusaurus|mcp/dist)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'] },
  },
};
