import { existsSync } from 'node:fs';
import { defineConfig, devices, type Project } from '@playwright/test';

import { browserTestLaunchOptions, HEADLESS_SHELL_PATH } from './scripts/lib/chromium.mjs';

/** Where the production build is served for browser tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

/** The production build to serve (`npm run build` writes ./build). */
const buildDir = process.env.E2E_BUILD_DIR ?? 'build';

/**
 * The test build (`npm run build:test-hooks` writes ./build-test): the site plus
 * what some behaviours need to be provable (a second locale, dropdowns, a page
 * that crashes on demand), searching with Algolia (a test app whose requests the
 * tests send to a fake Algolia on 127.0.0.1). Its tests live in tests/e2e/test-build/,
 * and the search tests run on it a second time (project `algolia-search`), against
 * its own server. Without that build they are left out locally; CI (`npm test`)
 * always makes it first.
 */
const testBuildDir = process.env.E2E_TEST_BUILD_DIR ?? 'build-test';
export const E2E_TEST_BUILD_PORT = Number(process.env.E2E_TEST_BUILD_PORT ?? E2E_PORT + 100);
const testBuildOrigin = `http://127.0.0.1:${E2E_TEST_BUILD_PORT}`;
const withTestBuild = !!process.env.CI || existsSync(testBuildDir);
if (!withTestBuild) {
  console.warn(`No ${testBuildDir}/: skipping tests/e2e/test-build (run npm run build:test-hooks to include them).`);
}

/** Debian's headless shell when installed (`.ci/run` installs it), else the full Chromium: see scripts/lib/chromium.mjs. */
const launchOptions = browserTestLaunchOptions();
if (!process.env.CHROMIUM_PATH && launchOptions.executablePath !== HEADLESS_SHELL_PATH) {
  console.warn(
    `No ${HEADLESS_SHELL_PATH}: the browser tests run in ${launchOptions.executablePath}, more slowly ` +
      '(sudo apt-get install chromium-headless-shell).',
  );
}

const chromium: Project['use'] = {
  ...devices['Desktop Chrome'],
  colorScheme: 'no-preference',
  launchOptions,
};

const serve = (dir: string, port: number, origin: string) => ({
  command: `npx docusaurus serve --dir ${dir} --port ${port} --host 127.0.0.1 --no-open`,
  url: `${origin}/Pulsarr/`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
});

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // The HTML report (playwright-report/) is written on CI too: the Checks workflow keeps it when a run fails.
  reporter: [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: `${E2E_ORIGIN}/Pulsarr/`,
    // Recording a trace slows every test; CI retries a failure once, with a trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // A browser without a stated colour preference, like the site's "dark by default" reader.
    colorScheme: 'no-preference',
  },
  projects: [
    // The slow whole-site sweeps (axe on every page kind, every twin and llms file, npm start, search
    // relevance) live in tests/e2e/sweeps/ and are queued first, so that no long test starts last.
    {
      name: 'sweeps',
      testDir: './tests/e2e/sweeps',
      use: chromium,
      metadata: { buildDir },
    },
    // The Algolia-only search tests need an Algolia build: they run in `algolia-search`.
    {
      name: 'chromium',
      testIgnore: ['sweeps/**', 'test-build/**', 'search/search-algolia.spec.ts'],
      use: chromium,
      metadata: { buildDir },
    },
    ...(withTestBuild
      ? [
          {
            name: 'test-build',
            testDir: './tests/e2e/test-build',
            use: { ...chromium, baseURL: `${testBuildOrigin}/Pulsarr/` },
          },
          {
            name: 'algolia-search',
            testMatch: /search\/[^/]*\.spec\.ts$/,
            // The variable names are searched in the embedded index, which an Algolia build lacks (relevance,
            // in sweeps/, is not run on it either: the fake Algolia ranks with the embedded engine).
            testIgnore: /search-variable-names\.spec\.ts$/,
            // Only what the backend can change: see ANY_BACKEND and EMBEDDED_ONLY in tests/e2e/search-support.ts.
            grepInvert: /@any-backend|@embedded-only/,
            use: { ...chromium, baseURL: `${testBuildOrigin}/Pulsarr/` },
            metadata: { buildDir: testBuildDir },
          },
        ]
      : []),
  ],
  webServer: [
    serve(buildDir, E2E_PORT, E2E_ORIGIN),
    ...(withTestBuild ? [serve(testBuildDir, E2E_TEST_BUILD_PORT, testBuildOrigin)] : []),
  ],
});
