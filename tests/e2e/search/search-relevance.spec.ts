import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect } from '@playwright/test';

import { RELEVANCE_MAX_MISSES, RELEVANCE_QUERIES } from '../search-relevance-queries';
import { hydrated, searchTest as test } from '../search-support';

/** The first search loads the modal's code and the index; a busy machine needs more than 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** The first three pages the modal lists for a query, in the order a reader sees them. */
test(`the modal finds the expected page in its first three for all but ${RELEVANCE_MAX_MISSES} of ${RELEVANCE_QUERIES.length} reader queries`, async ({
  searchPage: page,
  buildDir,
}, testInfo) => {
  test.setTimeout(120_000);
  // API operation pages exist once the API reference is built; queries for pages this build lacks are left out.
  const runnable = RELEVANCE_QUERIES.filter(({ page: expected }) =>
    fs.existsSync(path.join(buildDir, `${expected}.html`)),
  );
  await page.goto('docs/intro');
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
    description: `${hits}/${runnable.length} (${RELEVANCE_QUERIES.length - runnable.length} left out: page not built)`,
  });
  for (const miss of misses) testInfo.annotations.push({ type: 'miss', description: miss });
  console.log(`search relevance: ${hits}/${runnable.length}${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`);
  expect(misses.length, misses.join('\n')).toBeLessThanOrEqual(RELEVANCE_MAX_MISSES);
});
