// The embedded engine's answer to each part of an Algolia request at its edges, as the modal, the search
// page and the MCP server send them: typo allowance by word length, legacy params, facet filters, paging
// limits, distinct, which attributes come back, snippet windows and ellipses, and the order of records
// when the query has no word to rank by.
import { describe, expect, it } from 'vitest';

import { packIndex, type EmbeddedIndexFile } from '../../../core/search-engine/embedded-index';
import { compileFacetFilters, EmbeddedSearchEngine, parseParams } from '../../../core/search-engine/engine';
import { allowedTypos } from '../../../core/search-engine/query';
import { LEVEL_WEIGHT, type DocSearchRecord, type RecordType } from '../../../core/search-engine/records';

const ORIGIN = 'https://docs.example.org';

function record(
  path: string,
  content: string | null,
  {
    type = 'content',
    position = 0,
    pageRank = 0,
    lvl1 = path,
    lvl2 = null,
    anchor = null,
    tag = 'docs-default-current',
  }: {
    type?: RecordType;
    position?: number;
    pageRank?: number;
    lvl1?: string;
    lvl2?: string | null;
    anchor?: string | null;
    tag?: string;
  } = {},
): DocSearchRecord {
  const page = `${ORIGIN}/Pulsarr/${path}`;
  return {
    objectID: `/Pulsarr/${path}-${position}`,
    url: anchor ? `${page}#${anchor}` : page,
    url_without_anchor: page,
    anchor,
    type,
    content,
    language: 'en',
    docusaurus_tag: tag,
    weight: { pageRank, level: LEVEL_WEIGHT[type], position },
    hierarchy: { lvl0: 'Docs', lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  };
}

function engineFor(records: DocSearchRecord[]): EmbeddedSearchEngine {
  return EmbeddedSearchEngine.fromIndexFile(
    JSON.parse(JSON.stringify(packIndex(records, ORIGIN))) as EmbeddedIndexFile,
  );
}

describe('typos allowed in a word', () => {
  it.each([
    ['abc', 0],
    ['abcd', 1],
    ['abcdefg', 1],
    ['abcdefgh', 2],
    ['notifications', 2],
    ['12345678', 0],
    ['/v1/users', 0],
    ['v1', 0],
  ])('%s: %i', (term, typos) => {
    expect(allowedTypos(term)).toBe(typos);
  });

  it('finds a number only as written', () => {
    const engine = engineFor([record('docs/c', 'Port 3003 is used')]);
    expect(engine.search({ query: '3003' }).nbHits).toBe(1);
    expect(engine.search({ query: '3004' }).nbHits).toBe(0);
    expect(engine.search({ query: '300' }).nbHits).toBe(1);
  });
});

describe('a long word before the last', () => {
  const engine = engineFor([
    record('docs/a', 'Notifications arrive by Discord'),
    record('docs/b', 'Notify the reader by Discord'),
  ]);

  it('also finds the words that start with its first five letters, ranked after the word itself', () => {
    const hits = engine.search({ query: 'notification discord' }).hits.map((hit) => hit.url);
    expect(hits[0]).toBe(`${ORIGIN}/Pulsarr/docs/a`);
  });

  it('being typed (the last word), is a prefix instead', () => {
    expect(engine.search({ query: 'discord notif' }).hits.map((hit) => hit.url)).toEqual([
      `${ORIGIN}/Pulsarr/docs/a`,
      `${ORIGIN}/Pulsarr/docs/b`,
    ]);
  });
});

describe('the legacy params string', () => {
  it('reads JSON values, keeps other text, and makes the query a string', () => {
    expect(parseParams('query=12&hitsPerPage=3&x=abc&facetFilters=%5B%22a%22%5D')).toEqual({
      query: '12',
      hitsPerPage: 3,
      x: 'abc',
      facetFilters: ['a'],
    });
    expect(parseParams('query=true')).toEqual({ query: 'true' });
    expect(parseParams('query=%22quoted%22')).toEqual({ query: 'quoted' });
    expect(parseParams('')).toEqual({});
  });

  it('gives way to the request’s own fields', () => {
    const engine = engineFor([record('docs/a', 'Quota rules'), record('docs/b', 'Quota limits')]);
    const response = engine.search({ params: 'query=rules&hitsPerPage=5', query: 'quota', hitsPerPage: 1 });
    expect([response.query, response.hitsPerPage, response.hits.length]).toEqual(['quota', 1, 1]);
  });
});

describe('facet filters', () => {
  const test = (filters: Parameters<typeof compileFacetFilters>[0], value: DocSearchRecord) =>
    compileFacetFilters(filters)(value);
  const english = record('docs/a', 'x');

  it('let every record through when there are none, or an empty alternative', () => {
    expect(test(undefined, english)).toBe(true);
    expect(test([], english)).toBe(true);
    expect(test([[]], english)).toBe(true);
    expect(test('', english)).toBe(true);
  });

  it('read a filter without a colon as no filter, and trim around the colon', () => {
    expect(test(['language'], english)).toBe(true);
    expect(test([' language : en '], english)).toBe(true);
    expect(test(['language:fr'], english)).toBe(false);
  });

  it('need every entry, and one filter of an alternative', () => {
    expect(test(['language:en', 'docusaurus_tag:default'], english)).toBe(false);
    expect(test(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']], english)).toBe(
      true,
    );
    expect(test([['language:fr', 'language:de']], english)).toBe(false);
  });

  it('compare a nested attribute, a missing one as empty, and a negated value', () => {
    expect(test(['hierarchy.lvl0:Docs'], english)).toBe(true);
    expect(test(['hierarchy.lvl2:'], english)).toBe(true);
    expect(test(['nothing.here:x'], english)).toBe(false);
    expect(test(['language:-fr'], english)).toBe(true);
    expect(test(['language:-en'], english)).toBe(false);
  });
});

describe('paging and distinct', () => {
  const engine = engineFor([
    record('docs/a', 'Quota one', { position: 0 }),
    record('docs/a', 'Quota two', { position: 1 }),
    record('docs/b', 'Quota three', { position: 0 }),
  ]);

  it('gives one hit per address unless distinct is off', () => {
    expect(engine.search({ query: 'quota' }).nbHits).toBe(2);
    expect(engine.search({ query: 'quota', distinct: false }).nbHits).toBe(3);
    expect(engine.search({ query: 'quota', distinct: 0 }).nbHits).toBe(3);
    expect(engine.search({ query: 'quota', distinct: 1 }).nbHits).toBe(2);
  });

  it('holds hitsPerPage to at least one and page to at least the first', () => {
    const response = engine.search({ query: 'quota', hitsPerPage: 0, page: -2 });
    expect([response.hitsPerPage, response.page, response.hits.length, response.nbPages]).toEqual([1, 0, 1, 2]);
    expect(response.params).toBe('query=quota&hitsPerPage=1&page=0');
  });

  it('gives no hits past the last page, and names the index only when asked with one', () => {
    const response = engine.search({ query: 'quota', page: 5 });
    expect(response.hits).toEqual([]);
    expect(response.index).toBeUndefined();
    expect(engine.search({ query: 'quota', indexName: 'pulsarr-docs' }).index).toBe('pulsarr-docs');
  });
});

describe('a query with no word to rank by', () => {
  const engine = engineFor([
    record('docs/p', 'Text', { position: 0 }),
    record('docs/p', null, { type: 'lvl2', position: 1, lvl2: 'Heading', anchor: 'h' }),
    record('docs/p', 'Text under it', { position: 2, lvl2: 'Heading', anchor: 'h' }),
    record('docs/q', 'Text', { position: 0 }),
    record('docs/high', 'Text', { pageRank: 2 }),
  ]);

  it('lists the records by page rank, then headings before text, then page order, two of a page on the first page', () => {
    for (const query of ['', '   ', 'the', 'how do I']) {
      expect(
        engine
          .search({ query, distinct: false })
          .hits.map((hit) => `${hit.url!.replace(`${ORIGIN}/Pulsarr/`, '')} ${hit.type}`),
        query,
      ).toEqual(['docs/high content', 'docs/p#h lvl2', 'docs/p content', 'docs/q content']);
    }
  });

  it('still applies the facet filters', () => {
    const filtered = engineFor([record('docs/a', 'x'), record('docs/b', 'x', { tag: 'default' })]);
    expect(filtered.search({ query: '', facetFilters: ['docusaurus_tag:default'] }).hits.map((hit) => hit.url)).toEqual(
      [`${ORIGIN}/Pulsarr/docs/b`],
    );
  });
});

describe('the attributes of a hit', () => {
  const engine = engineFor([record('docs/a', 'Quota rules for users', { lvl2: 'Quota', type: 'content' })]);

  it('are the whole record by default or with *', () => {
    for (const attributesToRetrieve of [undefined, ['*']]) {
      const [hit] = engine.search({ query: 'quota', attributesToRetrieve }).hits;
      expect(hit).toMatchObject({ url: `${ORIGIN}/Pulsarr/docs/a`, content: 'Quota rules for users', language: 'en' });
      expect(hit!.hierarchy?.lvl2).toBe('Quota');
    }
  });

  it('are those named, nested ones by their parts, with the objectID always', () => {
    const [hit] = engine.search({
      query: 'quota',
      attributesToRetrieve: ['url', 'hierarchy.lvl1', 'hierarchy.lvl2', 'nothing'],
    }).hits;
    const { _highlightResult, _snippetResult, ...rest } = hit!;
    expect(_highlightResult).toBeDefined();
    expect(_snippetResult).toBeDefined();
    expect(rest).toEqual({
      objectID: '/Pulsarr/docs/a-0',
      url: `${ORIGIN}/Pulsarr/docs/a`,
      hierarchy: { lvl1: 'docs/a', lvl2: 'Quota' },
    });
  });

  it('are highlighted where asked, with the levels under hierarchy', () => {
    const [hit] = engine.search({ query: 'quota', attributesToHighlight: ['hierarchy.lvl2'] }).hits;
    expect(Object.keys(hit!._highlightResult)).toEqual(['hierarchy']);
    expect(Object.keys(hit!._highlightResult.hierarchy!)).toEqual(['lvl2']);
    expect(hit!._highlightResult.hierarchy!.lvl2).toEqual({
      value: '<em>Quota</em>',
      matchLevel: 'full',
      matchedWords: ['quota'],
      fullyHighlighted: true,
    });
    const [all] = engine.search({ query: 'quota users', attributesToHighlight: ['*'] }).hits;
    expect(all!._highlightResult.content).toEqual({
      value: '<em>Quota</em> rules for <em>users</em>',
      matchLevel: 'full',
      matchedWords: ['quota', 'users'],
      fullyHighlighted: false,
    });
    const [partial] = engine.search({ query: 'quota nothing', attributesToHighlight: ['content'] }).hits;
    expect(partial!._highlightResult.content?.matchLevel).toBe('partial');
  });
});

describe('snippets', () => {
  const words = Array.from({ length: 30 }, (_, i) => `w${i}`);
  const text = (at: number, word: string) => words.map((w, i) => (i === at ? word : w)).join(' ');
  const snippet = (content: string, query: string, attributesToSnippet = ['content:7']) =>
    engineFor([record('docs/a', content)]).search({
      query,
      attributesToSnippet,
      snippetEllipsisText: '…',
      highlightPreTag: '[',
      highlightPostTag: ']',
    }).hits[0]!._snippetResult;

  it('show the words around the match, a third of the window before it, with ellipses where text is cut', () => {
    expect(snippet(text(15, 'quota'), 'quota').content).toEqual({
      value: '…w13 w14 [quota] w16 w17 w18 w19…',
      matchLevel: 'full',
    });
  });

  it('start at the text’s start when the match is near it, and end at its end when near that', () => {
    expect(snippet(text(1, 'quota'), 'quota').content?.value).toBe('w0 [quota] w2 w3 w4 w5 w6…');
    expect(snippet(text(29, 'quota'), 'quota').content?.value).toBe('…w23 w24 w25 w26 w27 w28 [quota]');
  });

  it('take the window with the most matches', () => {
    const content = 'quota a b c d e f g h i j rule limit quota k';
    expect(snippet(content, 'quota rule limit').content?.value).toBe('…g h i j [rule] [limit] [quota]…');
  });

  it('without a match, start at the text’s start', () => {
    expect(snippet(`${words.join(' ')}`, 'docs', ['content:3']).content).toEqual({
      value: 'w0 w1 w2…',
      matchLevel: 'none',
    });
  });

  it('cover the whole text when it is shorter than the window, and take the default length without one', () => {
    expect(snippet('short quota text', 'quota').content?.value).toBe('short [quota] text');
    expect(snippet(text(15, 'quota'), 'quota', ['content']).content?.value).toBe(
      '…w12 w13 w14 [quota] w16 w17 w18 w19 w20 w21…',
    );
  });

  it('of hierarchy cover every level that has text; attributes that are not text are left out', () => {
    const result = snippet('quota', 'quota', ['hierarchy:5', 'url:3', 'nothing']);
    expect(Object.keys(result.hierarchy ?? {})).toEqual(['lvl0', 'lvl1']);
    expect(result.content).toBeUndefined();
    expect(snippet('quota', 'quota', ['hierarchy.lvl1']).hierarchy?.lvl1?.value).toBe('docs/a');
  });
});
