import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect } from '@playwright/test';

import {
  LATEST_RELEVANCE_MAX_MISSES,
  LATEST_RELEVANCE_QUERIES,
  LATEST_TROUBLESHOOTING_MAX_MISSES,
  LATEST_TROUBLESHOOTING_QUERIES,
  RELEVANCE_MAX_MISSES,
  RELEVANCE_QUERIES,
  TROUBLESHOOTING_MAX_MISSES,
  TROUBLESHOOTING_QUERIES,
  type RelevanceQuery,
} from '../search-relevance-queries';
import { hydrated, searchTest as test } from '../search-support';

/** The first search loads the modal's code and the index; a busy machine needs more than 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Whether the modal's hits, in the order a reader sees them (relative to /Pulsarr/,
 * with their anchors), lead where the query must: its page among the first three
 * pages, its entry among the first three hits, or either as the first hit.
 */
function found({ page: expected, first }: RelevanceQuery, links: readonly string[]): boolean {
  const pathOf = (link: string) => link.split('#')[0];
  const entry = expected.includes('#');
  if (first) return entry ? links[0] === expected : pathOf(links[0] ?? '') === expected;
  if (entry) return links.slice(0, 3).includes(expected);
  return [...new Set(links.map(pathOf))].slice(0, 3).includes(expected);
}

for (const { set, from, queries, maxMisses } of [
  { set: '0.6.4', from: 'docs/intro', queries: RELEVANCE_QUERIES, maxMisses: RELEVANCE_MAX_MISSES },
  {
    set: 'Latest',
    from: 'docs/latest/intro',
    queries: LATEST_RELEVANCE_QUERIES,
    maxMisses: LATEST_RELEVANCE_MAX_MISSES,
  },
  {
    set: '0.6.4 troubleshooting',
    from: 'docs/intro',
    queries: TROUBLESHOOTING_QUERIES,
    maxMisses: TROUBLESHOOTING_MAX_MISSES,
  },
  {
    set: 'Latest troubleshooting',
    from: 'docs/latest/intro',
    queries: LATEST_TROUBLESHOOTING_QUERIES,
    maxMisses: LATEST_TROUBLESHOOTING_MAX_MISSES,
  },
]) {
  test(`${set}: the modal leads to the expected page or entry for all but ${maxMisses} of ${queries.length} reader queries`, async ({
    searchPage: page,
    buildDir,
  }, testInfo) => {
    test.setTimeout(120_000);
    // API operation pages exist once the API reference is built; queries for pages this build lacks are left out.
    const runnable = queries.filter(({ page: expected }) =>
      fs.existsSync(path.join(buildDir, `${expected.split('#')[0]}.html`)),
    );
    test.skip(runnable.length === 0, `${set}: none of the pages these queries look for is built`);
    await page.goto(from);
    await hydrated(page);

    const misses: string[] = [];
    for (const query of runnable) {
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill(query.query);
      // The footer (or the no-results screen) comes with this query's answer, not with the recent searches the modal opens on.
      await expect(page.locator('.DocSearch-HitsFooter, .DocSearch-NoResults')).toBeVisible();
      const links = await page.locator('.DocSearch-Hit a').evaluateAll((anchors) =>
        anchors.map((anchor) => {
          const url = new URL((anchor as HTMLAnchorElement).href);
          return `${url.pathname.replace(/^\/Pulsarr\//, '')}${url.hash}`;
        }),
      );
      if (!found(query, links)) {
        misses.push(
          `${query.query} → ${links.slice(0, 3).join(', ')} (wanted ${query.first ? 'first ' : ''}${query.page})`,
        );
      }
      await page.keyboard.press('Escape');
    }

    const hits = runnable.length - misses.length;
    testInfo.annotations.push({
      type: 'relevance',
      description: `${hits}/${runnable.length} (${queries.length - runnable.length} left out: page not built)`,
    });
    for (const miss of misses) testInfo.annotations.push({ type: 'miss', description: miss });
    console.log(
      `search relevance (${set}): ${hits}/${runnable.length}${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`,
    );
    expect(misses.length, misses.join('\n')).toBeLessThanOrEqual(maxMisses);
  });
}
