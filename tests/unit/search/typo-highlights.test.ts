// Which words of a query a hit counts as found, as Algolia's matchedWords and matchLevel say: a word
// with one typo in a word of four to seven letters, or two in a longer one, is found; one more typo
// is not, and the word is neither highlighted nor counted; the word being typed is found by its start.
import { describe, expect, it } from 'vitest';

import { packIndex, type EmbeddedIndexFile } from '../../../core/search-engine/embedded-index';
import { EmbeddedSearchEngine } from '../../../core/search-engine/engine';
import { LEVEL_WEIGHT } from '../../../core/search-engine/records';

const URL = 'https://docs.example.org/Pulsarr/docs/quotas';
const engine = EmbeddedSearchEngine.fromIndexFile(
  JSON.parse(
    JSON.stringify(
      packIndex(
        [
          {
            objectID: '/Pulsarr/docs/quotas-0',
            url: URL,
            url_without_anchor: URL,
            anchor: null,
            type: 'content',
            content: 'Quota limits for approvals and notifications of watchlists',
            language: 'en',
            docusaurus_tag: 'docs-default-current',
            weight: { pageRank: 0, level: LEVEL_WEIGHT.content, position: 0 },
            hierarchy: { lvl0: 'Docs', lvl1: 'Quotas', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
          },
        ],
        'https://docs.example.org',
      ),
    ),
  ) as EmbeddedIndexFile,
);

const content = (query: string) =>
  engine.search({ query, attributesToHighlight: ['content'] }).hits[0]!._highlightResult.content!;

describe('a word with typos', () => {
  it.each([
    ['limts quota', 'a letter left out'],
    ['limat quota', 'a letter changed'],
    ['lismit quota', 'a letter added'],
    ['approvels quota', 'a letter changed in a long word'],
    ['aprovals quota', 'a letter left out of a long word'],
    ['watchlsts quota', 'a letter left out of the longest word'],
  ])('%j, with %s, is found and highlighted', (query) => {
    const found = content(query);
    expect(found.matchedWords).toEqual(query.split(' '));
    expect(found.matchLevel).toBe('full');
  });

  it.each([
    ['lxmxt quota', 'limits'],
    ['wtchlsts quota', 'watchlists'],
  ])('%j, one typo too many, is not found: the hit matches by its other word only', (query, word) => {
    const found = content(query);
    expect(found.matchedWords).toEqual(['quota']);
    expect(found.matchLevel).toBe('partial');
    expect(found.value).not.toContain(`<em>${word}</em>`);
  });
});

describe('a word found by its start', () => {
  it.each([['quota limi'], ['quota lim'], ['quot limits'], ['appro quota']])('%j finds every word', (query) => {
    expect(content(query)).toMatchObject({ matchedWords: query.split(' '), matchLevel: 'full' });
  });

  it('a long word that is not the last counts only by its own letters, though its start finds the page', () => {
    const found = content('notifcatoins quota');
    expect(found.value).toContain('<em>notifications</em>');
    expect(found.matchedWords).toEqual(['quota']);
  });
});
