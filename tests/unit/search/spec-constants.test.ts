// The search's constants are the specification's values (../shared/spec/site-specification.md) and the
// ones the README promises readers, and the modal's request gets back every level of a hit's headings.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  MAX_HITS_PER_GROUP,
  SEARCH_BUTTON_LABEL,
  SEARCH_HITS_PER_PAGE,
  SEARCH_INPUT_MAX_LENGTH,
  SEARCH_PAGE_PATH,
  SEARCH_PAGE_VERSION_PARAM,
  SNIPPET_WORDS,
} from '../../../core/search-engine/constants';
import { packIndex, type EmbeddedIndexFile } from '../../../core/search-engine/embedded-index';
import { EmbeddedSearchEngine } from '../../../core/search-engine/engine';
import { LEVEL_WEIGHT, type DocSearchRecord } from '../../../core/search-engine/records';
import { MODAL_REQUEST } from '../../support/modal-request';

const ROOT = path.resolve(__dirname, '../../..');
const SPEC = readFileSync(path.resolve(ROOT, '../shared/spec/site-specification.md'), 'utf8');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

describe('the search constants', () => {
  it('are the values the site specification gives', () => {
    expect(SPEC).toContain(`a search button labelled '${SEARCH_BUTTON_LABEL}'`);
    expect(SPEC).toContain(`- /${SEARCH_PAGE_PATH} (site search page)`);
    expect(SPEC).toContain(`Search input is limited to ${SEARCH_INPUT_MAX_LENGTH} characters`);
    expect(SPEC).toContain(
      `Search: ${SEARCH_HITS_PER_PAGE} hits per page; ${SNIPPET_WORDS} snippet words (5 on screens up to 768 px); max ${MAX_HITS_PER_GROUP} hits per group`,
    );
  });

  it('name the search page’s version parameter as the README shows its addresses', () => {
    expect(README).toContain(`(\`?q=…&${SEARCH_PAGE_VERSION_PARAM}=0.6.4\`)`);
  });
});

describe('the modal’s request', () => {
  it('gets back the group, the page title and every heading level of a hit, its text, type and address', () => {
    const url = 'https://docs.example.org/Pulsarr/docs/a#deep';
    const record: DocSearchRecord = {
      objectID: '/Pulsarr/docs/a-0',
      url,
      url_without_anchor: 'https://docs.example.org/Pulsarr/docs/a',
      anchor: 'deep',
      type: 'content',
      content: 'Quota text',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      weight: { pageRank: 0, level: LEVEL_WEIGHT.content, position: 0 },
      hierarchy: { lvl0: 'G', lvl1: 'P', lvl2: 'H2', lvl3: 'H3', lvl4: 'H4', lvl5: 'H5', lvl6: 'H6' },
    };
    const file = JSON.parse(JSON.stringify(packIndex([record], 'https://docs.example.org'))) as EmbeddedIndexFile;
    const [hit] = EmbeddedSearchEngine.fromIndexFile(file).search({ ...MODAL_REQUEST, query: 'quota' }).hits;
    expect(hit).toMatchObject({
      objectID: '/Pulsarr/docs/a-0',
      hierarchy: record.hierarchy,
      content: 'Quota text',
      type: 'content',
      url,
      docusaurus_tag: 'docs-default-current',
    });
  });
});
