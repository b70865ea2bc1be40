/**
 * The docs versions as Docusaurus reads them from this site (versions.json and our docs
 * options): both exist, Latest is the last version, and a version named in the options
 * that does not exist stops the build with the names that do (the framework's behaviour,
 * kept: the site's own lookup says the same).
 */
import path from 'node:path';

import type { PluginOptions } from '@docusaurus/plugin-content-docs';
import { DEFAULT_OPTIONS } from '@docusaurus/plugin-content-docs/lib/options.js';
import { readVersionNames } from '@docusaurus/plugin-content-docs/lib/versions/files.js';
import { validateVersionsOptions } from '@docusaurus/plugin-content-docs/lib/versions/validation.js';
import { describe, expect, it } from 'vitest';

import { docsOptions } from '../../../config/docs';
import { docsVersion, DOCS_VERSIONS, LATEST_VERSION } from '../../../core/docs-site/versions';

const SITE_DIR = path.resolve(__dirname, '../../..');

async function siteOptionsWith(extra: Record<string, unknown> = {}) {
  // The plugin fills in its id and defaults when it validates the options a site gives.
  const options = { ...DEFAULT_OPTIONS, id: 'default', ...docsOptions(false), ...extra } as PluginOptions;
  return { options, names: await readVersionNames(SITE_DIR, options) };
}

describe('the docs versions Docusaurus finds', () => {
  it('are the ones config/versions.ts describes, with Latest as the last version', async () => {
    const { options, names } = await siteOptionsWith();
    expect(names).toEqual(DOCS_VERSIONS.map((version) => version.name));
    expect(options.lastVersion).toBe(LATEST_VERSION);
    expect(() => validateVersionsOptions(names, options)).not.toThrow();
  });

  it('stop the build on a version the options name that does not exist, listing the names that do', async () => {
    const { options, names } = await siteOptionsWith();
    const withUnknown = { ...options, versions: { ...options.versions, '9.9': { label: '9.9' } } };
    expect(() => validateVersionsOptions(names, withUnknown)).toThrow(
      'Invalid docs option "versions": unknown versions (9.9) found. Available version names are: current, 0.6.4',
    );
    expect(() => validateVersionsOptions(names, { ...options, lastVersion: '9.9' })).toThrow(
      'Docs option lastVersion: 9.9 is invalid. Available version names are: current, 0.6.4',
    );
    expect(() => docsVersion('9.9')).toThrow('Unknown docs version "9.9". Available versions: current, 0.6.4.');
  });
});
