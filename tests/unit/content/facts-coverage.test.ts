// Key facts (exact names, defaults, commands) each page must state verbatim, listed per group in
// tests/content/key-facts/*.yaml as `doc-id: [fact, …]`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { findDocFile, REPO_ROOT } from './doc-sources';

const KEY_FACTS_DIR = join(REPO_ROOT, 'tests', 'content', 'key-facts');

interface FactList {
  file: string;
  docId: string;
  facts: string[];
}

function loadFactLists(): FactList[] {
  const files = readdirSync(KEY_FACTS_DIR)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort();
  return files.flatMap((file) => {
    const data: unknown = parse(readFileSync(join(KEY_FACTS_DIR, file), 'utf8'));
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      throw new Error(`${file}: expected a map of doc ids to lists of facts`);
    }
    return Object.entries(data).map(([docId, facts]) => {
      if (!Array.isArray(facts) || !facts.every((fact) => typeof fact === 'string')) {
        throw new Error(`${file}: the facts of ${docId} must be a list of strings`);
      }
      return { file, docId, facts };
    });
  });
}

const factLists = loadFactLists();
const sources = new Map(factLists.map(({ docId }) => [docId, findDocFile(docId)?.source]));

const listed = factLists.reduce((sum, { facts }) => sum + facts.length, 0);
const found = factLists.reduce(
  (sum, { docId, facts }) => sum + facts.filter((fact) => sources.get(docId)?.includes(fact)).length,
  0,
);
const percent = listed === 0 ? 100 : (100 * found) / listed;
console.log(`Key-facts coverage: ${found}/${listed} facts found (${percent.toFixed(1)}%) in ${factLists.length} pages`);

describe('key facts appear verbatim in their pages', () => {
  it('lists some facts', () => {
    expect(listed).toBeGreaterThan(0);
  });

  for (const { file, docId, facts } of factLists) {
    describe(`${docId} (${file})`, () => {
      it('has a page under docs/', () => {
        expect(sources.get(docId), `no docs/${docId}.md or .mdx`).toBeDefined();
      });

      for (const fact of facts) {
        it(`states ${JSON.stringify(fact)}`, () => {
          expect(sources.get(docId) ?? '', `docs/${docId} lacks ${JSON.stringify(fact)}`).toContain(fact);
        });
      }
    });
  }
});
