import { defineConfig, devices } from '@playwright/test';

/** Where the production build is served for browser tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

/** The production build to serve (`npm run build` writes ./build). */
const buildDir = process.env.E2E_BUILD_DIR ?? 'build';

/** Debian's Chromium; Playwright never downloads a browser here. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: `${E2E_ORIGIN}/Pulsarr/`,
    trace: 'retain-on-failure',
    // A browser without a stated colour preference, like the site's "dark by default" reader.
    colorScheme: 'no-preference',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        colorScheme: 'no-preference',
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `npx docusaurus serve --dir ${buildDir} --port ${E2E_PORT} --host 127.0.0.1 --no-open`,
    url: `${E2E_ORIGIN}/Pulsarr/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
