import { normalizeThemeConfig } from '@docusaurus/utils-validation';
import * as algoliaTheme from '@docusaurus/theme-search-algolia';
import { describe, expect, it } from 'vitest';

import { SEARCH_ENV, searchConfig } from '../../../config/search';

/**
 * Spec §5: search needs an app id and an API key, and says which is missing. The
 * build runs the search theme's validation on themeConfig.algolia while it loads
 * the configuration, before anything is bundled, and stops with its message; these
 * tests run that same framework validation on what config/search.ts produces.
 */
// The theme's package types omit the validation function it exports at run time.
const { validateThemeConfig } = algoliaTheme as unknown as {
  validateThemeConfig(args: { validate: typeof normalizeThemeConfig; themeConfig: Record<string, unknown> }): unknown;
};

function validateSearchConfig(env: Record<string, string>): () => unknown {
  return () => validateThemeConfig({ validate: normalizeThemeConfig, themeConfig: { algolia: searchConfig(env) } });
}

describe('with Algolia selected, missing credentials stop the build (the search theme’s own validation)', () => {
  it('names the app id when ALGOLIA_APP_ID is missing', () => {
    const validate = validateSearchConfig({
      [SEARCH_ENV.backend]: 'algolia',
      [SEARCH_ENV.searchApiKey]: 'search-only-key',
    });
    expect(validate).toThrow('"algolia.appId" is required.');
    expect(validate).not.toThrow('"algolia.apiKey" is required');
  });

  it('names the API key when ALGOLIA_SEARCH_API_KEY is missing', () => {
    const validate = validateSearchConfig({ [SEARCH_ENV.backend]: 'algolia', [SEARCH_ENV.appId]: 'TESTAPP' });
    expect(validate).toThrow('"algolia.apiKey" is required');
    expect(validate).not.toThrow('"algolia.appId" is required');
  });

  it('accepts the embedded engine with no credentials at all', () => {
    expect(validateSearchConfig({})).not.toThrow();
  });

  it('refuses an unknown backend by name', () => {
    expect(() => searchConfig({ [SEARCH_ENV.backend]: 'elastic' })).toThrow(
      'SEARCH_BACKEND must be "embedded" or "algolia"; got "elastic".',
    );
  });
});
