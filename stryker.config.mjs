/**
 * Mutation testing (`npm run test:mutation`, not part of `npm test`): Stryker plants small bugs in the
 * shared modules one at a time and runs the unit tests that reach each; a bug no test notices is a
 * survivor. `scripts/mutation-test.mjs` runs it and prints the score of each module below.
 */
export const MUTATION_MODULES = [
  // Pulsarr's variables per version (its helpers; the data itself is held to ../shared/ by env-vars-facts.test.ts) and the compose/.env generator.
  { name: 'settings', files: ['core/settings/env-vars.ts', 'core/settings/generator.ts'] },
  { name: 'setup-checker', files: ['core/setup-checker/*.ts'] },
  { name: 'search-engine', files: ['core/search-engine/*.ts'] },
  // The MCP server's tool handlers, the index they read and the page guard of read_doc and --site.
  { name: 'mcp', files: ['mcp/src/server.ts', 'mcp/src/site.ts', 'mcp/src/docs-index.ts'] },
  {
    name: 'api-reference',
    files: [
      'plugins/api-reference/openapi-compare.ts',
      'plugins/api-reference/api-changes.ts',
      'plugins/api-reference/api-check.ts',
    ],
  },
  {
    name: 'llms-txt',
    files: [
      'plugins/llms-txt/mdx-to-markdown.ts',
      'plugins/llms-txt/operation-to-markdown.ts',
      'plugins/llms-txt/llms-files.ts',
    ],
  },
];

const config = {
  testRunner: 'vitest',
  // Each mutant runs only the tests that reached its code in the first, unmutated run.
  coverageAnalysis: 'perTest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  // A mutant that does not type-check is no bug a reader could meet: it is dropped before any test runs.
  checkers: ['typescript'],
  // The mutated modules and what they import, not the whole site: each mutant is type-checked in less time.
  tsconfigFile: 'tsconfig.mutation.json',
  mutate: MUTATION_MODULES.flatMap((module) => module.files),
  // Results are kept in reports/ (not committed), so a run after a small change tests only the mutants it touches.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  // The machine is shared: one test runner, and room for a loaded one to be slow without a false timeout.
  concurrency: 1,
  timeoutMS: 10_000,
  // A mutant that makes a loop allocate without end fills the test runner's heap: capped, it fails in seconds
  // instead of taking the machine's memory.
  testRunnerNodeArgs: ['--max-old-space-size=2048'],
  dryRunTimeoutMinutes: 20,
  reporters: ['html', 'json', 'clear-text', 'progress'],
  clearTextReporter: { reportMutants: false, reportTests: false },
  // Never fails the command on a score: the score table says where tests are missing.
  thresholds: { high: 85, low: 70, break: null },
  ignorePatterns: [
    'build',
    'build-test',
    'build-trace',
    '.docusaurus',
    'bench-results',
    'trace-results',
    'test-results',
    'playwright-report',
  ],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};

export default config;
