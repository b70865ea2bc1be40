import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect } from '@playwright/test';

import {
  LATEST_RELEVANCE_MAX_MISSES,
  LATEST_RELEVANCE_QUERIES,
  RELEVANCE_MAX_MISSES,
  RELEVANCE_QUERIES,
} from '../search-relevance-queries';
import { hydrated, searchTest as test } from '../search-support';

/** The first search loads the modal's code and the index; a busy machine needs more than 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** The first three pages the modal lists for a query, in the order a reader sees them. */
for (const { version, from, queries, maxMisses } of [
  { version: '0.6.4', from: 'docs/intro', queries: RELEVANCE_QUERIES, maxMisses: RELEVANCE_MAX_MISSES },
  {
    version: 'Latest',
    from: 'docs/latest/intro',
    queries: LATEST_RELEVANCE_QUERIES,
    maxMisses: LATEST_RELEVANCE_MAX_MISSES,
  },
]) {
  test(`from a ${version} page, the modal finds the expected page in its first three for all but ${maxMisses} of ${queries.length} reader queries`, async ({
    searchPage: page,
    buildDir,
  }, testInfo) => {
    test.setTimeout(120_000);
    // API operation pages exist once the API reference is built; queries for pages this build lacks are left out.
    const runnable = queries.filter(({ page: expected }) => fs.existsSync(path.join(buildDir, `${expected}.html`)));
    await page.goto(from);
    await hydrated(page);

    const misses: string[] = [];
    for (const { query, page: expected } of runnable) {
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill(query);
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      const hrefs = await page
        .locator('.DocSearch-Hit a')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
      const pages = [...new Set(hrefs.map((href) => href.replace(/^\/Pulsarr\//, '')))].slice(0, 3);
      if (!pages.includes(expected)) misses.push(`${query} → ${pages.join(', ')} (wanted ${expected})`);
      await page.keyboard.press('Escape');
    }

    const hits = runnable.length - misses.length;
    testInfo.annotations.push({
      type: 'relevance',
      description: `${hits}/${runnable.length} (${queries.length - runnable.length} left out: page not built)`,
    });
    for (const miss of misses) testInfo.annotations.push({ type: 'miss', description: miss });
    console.log(
      `search relevance (${version}): ${hits}/${runnable.length}${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`,
    );
    expect(misses.length, misses.join('\n')).toBeLessThanOrEqual(maxMisses);
  });
}
