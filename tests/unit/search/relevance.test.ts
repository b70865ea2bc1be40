/**
 * Search relevance over the index of the last production build: every query set,
 * reader questions included, searched with the engine as the modal asks and lists
 * (tests/support/search-relevance.ts), must score its floor (tests/e2e/search-relevance-sets.ts).
 * A quick loop for tuning ranking; the browser tests run the same check on the build
 * `npm test` makes (tests/e2e/sweeps/search-relevance.spec.ts), so it is skipped here
 * when there is no build yet, as on a fresh checkout.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { EMBEDDED_INDEX_FILE } from '../../../core/search-engine/constants';
import type { EmbeddedIndexFile } from '../../../core/search-engine/embedded-index';
import { EmbeddedSearchEngine } from '../../../core/search-engine/engine';
import { RELEVANCE_SETS } from '../../e2e/search-relevance-sets';
import {
  describeMisses,
  describeOutcome,
  engineTime,
  measureSet,
  QUERY_BUDGET_MS,
  STRESS_QUERIES,
} from '../../support/search-relevance';
import { modalRequestFor } from '../../support/modal-request';

const indexFile = path.resolve(__dirname, '../../../build', EMBEDDED_INDEX_FILE);
const built = fs.existsSync(indexFile);
if (!built)
  console.warn(
    `No ${path.relative(process.cwd(), indexFile)}: relevance over the built index is skipped (npm run build first).`,
  );

describe.skipIf(!built)('relevance over the built index', () => {
  const engine = built
    ? EmbeddedSearchEngine.fromIndexFile(JSON.parse(fs.readFileSync(indexFile, 'utf8')) as EmbeddedIndexFile)
    : null;

  for (const set of RELEVANCE_SETS) {
    it(`${set.name}: at least ${set.minHits} of ${set.queries.length} find their page, each within ${QUERY_BUDGET_MS} ms`, () => {
      const outcome = measureSet(engine as EmbeddedSearchEngine, set);
      const misses = describeMisses(outcome);
      console.log(`${describeOutcome(outcome)}${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`);
      expect(outcome.hits, misses.join('\n')).toBeGreaterThanOrEqual(set.minHits);
      const slow = outcome.outcomes
        .filter(({ ms }) => ms > QUERY_BUDGET_MS)
        .map(({ query, ms }) => `${query.query}: ${ms} ms`);
      expect(slow).toEqual([]);
    });
  }

  it(`answers the hardest queries of each version within ${QUERY_BUDGET_MS} ms`, () => {
    const slow = [...new Set(RELEVANCE_SETS.map((set) => set.tag))]
      .flatMap((tag) =>
        STRESS_QUERIES.map((query) => ({
          query: `${tag}: ${query}`,
          ms: engineTime(engine as EmbeddedSearchEngine, modalRequestFor(tag, query)),
        })),
      )
      .filter(({ ms }) => ms > QUERY_BUDGET_MS);
    expect(slow).toEqual([]);
  });
});
