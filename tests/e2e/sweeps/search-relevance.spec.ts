/**
 * Search relevance, two ways. Round 4's query sets are typed into the real modal of
 * the built site, so the order DocSearch lists hits in is the one a reader sees. Every
 * set, reader questions included, is then searched in Node with the engine over the
 * index the build wrote, with the modal's request and its order (tests/support/search-relevance.ts):
 * each set must score at least its floor (search-relevance-sets.ts), and no query may
 * take the engine more than QUERY_BUDGET_MS. The same Node check runs as a unit test
 * when a build is there (tests/unit/search/relevance.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect } from '@playwright/test';

import { EMBEDDED_INDEX_FILE } from '../../../core/search-engine/constants';
import type { EmbeddedIndexFile } from '../../../core/search-engine/embedded-index';
import { EmbeddedSearchEngine } from '../../../core/search-engine/engine';
import { QUERY_SETS, RELEVANCE_SETS } from '../search-relevance-sets';
import {
  describeMisses,
  describeOutcome,
  engineTime,
  found,
  measureSets,
  QUERY_BUDGET_MS,
  STRESS_QUERIES,
} from '../../support/search-relevance';
import { modalRequestFor } from '../../support/modal-request';
import { hydrated, searchTest as test } from '../search-support';

/** The first search loads the modal's code and the index; a busy machine needs more than 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

for (const { name: set, from, queries, minHits } of QUERY_SETS) {
  const maxMisses = queries.length - minHits;
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

test('every query set and the reader questions score their floor in the engine, each query within its time budget', ({
  buildDir,
}, testInfo) => {
  const file = path.join(buildDir, EMBEDDED_INDEX_FILE);
  test.skip(!fs.existsSync(file), `${file} is missing: an Algolia build has no embedded index`);
  const engine = EmbeddedSearchEngine.fromIndexFile(JSON.parse(fs.readFileSync(file, 'utf8')) as EmbeddedIndexFile);
  const outcomes = measureSets(engine, RELEVANCE_SETS);
  const failures: string[] = [];
  for (const outcome of outcomes) {
    const line = describeOutcome(outcome);
    testInfo.annotations.push({ type: 'relevance', description: line });
    const misses = describeMisses(outcome);
    console.log(`search relevance, ${line}${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`);
    if (outcome.hits < outcome.set.minHits) failures.push(`${line}\n  ${misses.join('\n  ')}`);
    for (const { query, ms } of outcome.outcomes) {
      if (ms > QUERY_BUDGET_MS) failures.push(`${outcome.set.name}: "${query.query}" took ${ms.toFixed(1)} ms`);
    }
  }
  for (const tag of new Set(RELEVANCE_SETS.map((set) => set.tag))) {
    for (const query of STRESS_QUERIES) {
      const ms = engineTime(engine, modalRequestFor(tag, query));
      if (ms > QUERY_BUDGET_MS) failures.push(`${tag}: "${query}" took ${ms.toFixed(1)} ms`);
    }
  }
  expect(failures, failures.join('\n')).toEqual([]);
});
