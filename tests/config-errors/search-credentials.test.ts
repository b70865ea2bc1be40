import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { SEARCH_ENV } from '../../config/search';

/**
 * Spec §5: search needs an app id and an API key, and says which is missing. With
 * Algolia selected, the site's own build stops with the search theme's validation
 * message; it fails while loading the configuration, before anything is bundled.
 */
const siteDir = path.resolve(__dirname, '../..');
const docusaurusBin = path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
/** A build that fails while loading its configuration still starts Node and loads every plugin. */
const BUILD_TIMEOUT_MS = 120_000;

function buildSite(searchEnv: Record<string, string>): { status: number | null; output: string } {
  const outDir = mkdtempSync(path.join(tmpdir(), 'search-credentials-'));
  const env: NodeJS.ProcessEnv = { ...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0' };
  for (const name of Object.values(SEARCH_ENV)) delete env[name];
  try {
    const result = spawnSync(process.execPath, [docusaurusBin, 'build', siteDir, '--out-dir', outDir], {
      env: { ...env, ...searchEnv },
      encoding: 'utf8',
      timeout: BUILD_TIMEOUT_MS,
    });
    return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

describe.sequential('with Algolia selected, missing credentials stop the build', () => {
  it('names the app id when ALGOLIA_APP_ID is missing', () => {
    const { status, output } = buildSite({ [SEARCH_ENV.backend]: 'algolia', [SEARCH_ENV.searchApiKey]: 'search-only-key' });
    expect(status).not.toBe(0);
    expect(output).toContain('"algolia.appId" is required.');
    expect(output).not.toContain('"algolia.apiKey" is required');
  }, BUILD_TIMEOUT_MS);

  it('names the API key when ALGOLIA_SEARCH_API_KEY is missing', () => {
    const { status, output } = buildSite({ [SEARCH_ENV.backend]: 'algolia', [SEARCH_ENV.appId]: 'TESTAPP' });
    expect(status).not.toBe(0);
    expect(output).toContain('"algolia.apiKey" is required');
    expect(output).not.toContain('"algolia.appId" is required');
  }, BUILD_TIMEOUT_MS);

  it('refuses an unknown backend by name', () => {
    const { status, output } = buildSite({ [SEARCH_ENV.backend]: 'elastic' });
    expect(status).not.toBe(0);
    expect(output).toContain('SEARCH_BACKEND must be "embedded" or "algolia"; got "elastic".');
  }, BUILD_TIMEOUT_MS);
});
