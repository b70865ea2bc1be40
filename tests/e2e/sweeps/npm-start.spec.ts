/**
 * The README's first command, `npm start`, serves what the built site serves for
 * search and for assistants, though it builds no pages: the real dev server answers
 * with the search index made from the docs and with the Markdown twins, so the
 * search modal and "Copy page" work there. It runs here, after the build has
 * generated the API pages the dev server needs; unit tests of the same code paths:
 * tests/unit/search/docs-records.test.ts and tests/unit/llms-txt/dev-twins.test.ts.
 */
import { expect, test } from '../fixtures';

import { EMBEDDED_INDEX_FILE } from '../../../core/search-engine/constants';
import type { EmbeddedIndexFile } from '../../../core/search-engine/embedded-index';
import { EmbeddedSearchEngine } from '../../../core/search-engine/engine';
import { DEV_SERVER_STARTUP_LIMIT_MS, withDevServer } from '../../support/dev-server';

test(`npm start serves ${EMBEDDED_INDEX_FILE} made from the docs, the twin of a guide and llms.txt`, async () => {
  test.setTimeout(DEV_SERVER_STARTUP_LIMIT_MS + 30_000);
  await withDevServer(EMBEDDED_INDEX_FILE, async (response, siteUrl) => {
    const file = (await response.json()) as EmbeddedIndexFile;
    // Both docs versions are in it, each page tagged with its version.
    const engine = EmbeddedSearchEngine.fromIndexFile(file);
    const search = (tag: string) =>
      engine.search({ query: 'delete sync', facetFilters: [`docusaurus_tag:${tag}`] }).hits[0]?.url;
    expect(search('docs-default-0.6.4')).toMatch(/\/Pulsarr\/docs\/utilities\/delete-sync(#|$)/);
    expect(search('docs-default-current')).toMatch(/\/Pulsarr\/docs\/latest\/utilities\/delete-sync(#|$)/);

    const twin = await fetch(`${siteUrl}docs/utilities/delete-sync.md`);
    expect(twin.status).toBe(200);
    expect(await twin.text()).toMatch(/^# Delete Sync\n/);
    const llmsTxt = await fetch(`${siteUrl}llms.txt`);
    expect(llmsTxt.status).toBe(200);
    expect(await llmsTxt.text()).toMatch(/^# Pulsarr\n/);
  });
});
