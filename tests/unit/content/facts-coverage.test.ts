// Key facts (exact names, defaults, commands) each page must state verbatim, listed per docs version
// and group in tests/content/key-facts/<version>/*.yaml as `doc-id: [fact, …]` (`0.6.4/`, `latest/`).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { DOCS_VERSIONS, docsVersion, type DocsVersionName } from '../../../core/docs-site/versions';
import { findDocFile, REPO_ROOT } from './doc-sources';

const KEY_FACTS_DIR = join(REPO_ROOT, 'tests', 'content', 'key-facts');

interface FactList {
  version: DocsVersionName;
  file: string;
  docId: string;
  facts: string[];
}

function loadFactLists(version: DocsVersionName): FactList[] {
  const dir = join(KEY_FACTS_DIR, docsVersion(version).slug);
  const files = readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort();
  return files.flatMap((file) => {
    const data: unknown = parse(readFileSync(join(dir, file), 'utf8'));
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      throw new Error(`${file}: expected a map of doc ids to lists of facts`);
    }
    return Object.entries(data).map(([docId, facts]) => {
      if (!Array.isArray(facts) || !facts.every((fact) => typeof fact === 'string')) {
        throw new Error(`${file}: the facts of ${docId} must be a list of strings`);
      }
      return { version, file, docId, facts };
    });
  });
}

for (const { name: version, slug, docsDir } of DOCS_VERSIONS) {
  const factLists = loadFactLists(version);
  const sources = new Map(factLists.map(({ docId }) => [docId, findDocFile(docId, version)?.source]));

  const listed = factLists.reduce((sum, { facts }) => sum + facts.length, 0);
  const found = factLists.reduce(
    (sum, { docId, facts }) => sum + facts.filter((fact) => sources.get(docId)?.includes(fact)).length,
    0,
  );
  const percent = listed === 0 ? 100 : (100 * found) / listed;
  console.log(
    `Key-facts coverage (${slug}): ${found}/${listed} facts found (${percent.toFixed(1)}%) in ${factLists.length} pages`,
  );

  describe(`key facts appear verbatim in their ${slug} pages`, () => {
    it('lists some facts', () => {
      expect(listed).toBeGreaterThan(0);
    });

    for (const { file, docId, facts } of factLists) {
      describe(`${docId} (${slug}/${file})`, () => {
        it(`has a page under ${docsDir}/`, () => {
          expect(sources.get(docId), `no ${docsDir}/${docId}.md or .mdx`).toBeDefined();
        });

        for (const fact of facts) {
          it(`states ${JSON.stringify(fact)}`, () => {
            expect(sources.get(docId) ?? '', `${docsDir}/${docId} lacks ${JSON.stringify(fact)}`).toContain(fact);
          });
        }
      });
    }
  });
}
