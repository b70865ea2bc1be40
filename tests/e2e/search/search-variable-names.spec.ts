/**
 * Every environment variable of each docs version, typed into the search as its
 * name, finds a page that explains it among the first three pages the modal lists.
 * The real engine searches the index the build wrote, in Node: no page is loaded,
 * so a couple of hundred queries take a second (the modal itself is covered by
 * search-relevance.spec.ts, which orders hits the same way).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

import { envData } from '../../../core/settings/env-vars';
import { EMBEDDED_INDEX_FILE } from '../../../core/search-engine/constants';
import type { EmbeddedIndexFile } from '../../../core/search-engine/embedded-index';
import { EmbeddedSearchEngine } from '../../../core/search-engine/engine';
import { modalLinks, modalRequestFor } from '../../support/modal-request';
import { searchTest as test } from '../search-support';

const VERSIONS = [
  { name: 'current', tag: 'docs-default-current', reference: 'docs/latest/development/environment-variables' },
  { name: '0.6.4', tag: 'docs-default-0.6.4', reference: 'docs/development/environment-variables' },
];

/** Cells of a table row, as the records join them (plugins/search/records/extract.ts). */
const CELL_SEPARATOR = ' — ';

test.describe('a variable name finds the page that explains it', () => {
  /** Pages of the version with a table row for `name` (its first cell) or a heading that is `name`. */
  function explainingPages(engine: EmbeddedSearchEngine, name: string, tag: string): Set<string> {
    const pages = new Set<string>();
    for (const record of engine.records) {
      if (record.docusaurus_tag !== tag) continue;
      const heading = record.type === 'content' ? null : record.hierarchy[record.type];
      if (record.content?.startsWith(`${name}${CELL_SEPARATOR}`) || heading === name) {
        pages.add(new URL(record.url_without_anchor).pathname.replace(/^\/Pulsarr\//, ''));
      }
    }
    return pages;
  }

  for (const { name: version, tag, reference } of VERSIONS) {
    test(`${version}: each variable, as written and in lower case, among the first three pages`, ({ buildDir }) => {
      const file = path.join(buildDir, EMBEDDED_INDEX_FILE);
      const engine = EmbeddedSearchEngine.fromIndexFile(JSON.parse(fs.readFileSync(file, 'utf8')) as EmbeddedIndexFile);
      const variables = envData(version).variables;
      expect(variables.length).toBeGreaterThan(50);
      const misses: string[] = [];
      for (const { name } of variables) {
        const explaining = explainingPages(engine, name, tag);
        // The reference page lists every variable: a variable it lacks is a miss of its own.
        if (!explaining.has(reference)) misses.push(`${name}: no row on ${reference}`);
        for (const query of [name, name.toLowerCase()]) {
          const pages = [
            ...new Set(modalLinks(engine.search(modalRequestFor(tag, query)).hits).map((l) => l.split('#')[0])),
          ];
          const firstThree = pages.slice(0, 3);
          if (!firstThree.some((page) => explaining.has(page))) {
            misses.push(`${query} → ${firstThree.join(', ')} (explained on ${[...explaining].join(', ')})`);
          }
        }
      }
      console.log(`variable names (${version}): ${variables.length * 2 - misses.length}/${variables.length * 2}`);
      expect(misses, misses.join('\n')).toEqual([]);
    });
  }
});
