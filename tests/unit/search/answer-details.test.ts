// The parts of an answer a client reads besides the hits' order: how long the search took, a queryID of its
// own for each search, the highlight of a level with no words (the home page's empty group), snippet
// lengths given as something other than a positive number, and facet filters on values a page may hold.
import { describe, expect, it } from 'vitest';

import { packIndex, type EmbeddedIndexFile } from '../../../core/search-engine/embedded-index';
import { compileFacetFilters, EmbeddedSearchEngine } from '../../../core/search-engine/engine';
import { LEVEL_WEIGHT, type DocSearchRecord, type RecordType } from '../../../core/search-engine/records';
import { SEARCH_INPUT_MAX_LENGTH, SNIPPET_WORDS } from '../../../core/search-engine/constants';

const ORIGIN = 'https://docs.example.org';

function record(
  path: string,
  content: string | null,
  { type = 'content', lvl0 = 'Docs', lvl1 = path }: { type?: RecordType; lvl0?: string; lvl1?: string } = {},
): DocSearchRecord {
  const page = `${ORIGIN}/Pulsarr/${path}`;
  return {
    objectID: `/Pulsarr/${path}-0`,
    url: page,
    url_without_anchor: page,
    anchor: null,
    type,
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    weight: { pageRank: 2, level: LEVEL_WEIGHT[type], position: 0 },
    hierarchy: { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  };
}

function engineFor(records: DocSearchRecord[]): EmbeddedSearchEngine {
  return EmbeddedSearchEngine.fromIndexFile(
    JSON.parse(JSON.stringify(packIndex(records, ORIGIN))) as EmbeddedIndexFile,
  );
}

const engine = engineFor([
  record('docs/quotas', 'Quota rules apply to every user', { lvl1: 'Quotas' }),
  record('', 'Quota rules on the home page', { type: 'lvl1', lvl0: '', lvl1: 'Pulsarr' }),
]);

describe('the time an answer took', () => {
  it('is the time the search itself took, in whole milliseconds', () => {
    const before = performance.now();
    const { processingTimeMS } = engine.search({ query: 'quota rules' });
    const took = performance.now() - before;
    expect(processingTimeMS).toBeGreaterThanOrEqual(0);
    expect(processingTimeMS).toBeLessThanOrEqual(Math.ceil(took));
    expect(Number.isInteger(processingTimeMS)).toBe(true);
  });
});

describe('the query an answer gives back', () => {
  it('is the query searched: without the spaces around it, cut at the input limit', () => {
    expect(engine.search({ query: '  quota rules \n' }).query).toBe('quota rules');
    expect(engine.search({ query: `quota ${'x'.repeat(100)}` }).query).toHaveLength(SEARCH_INPUT_MAX_LENGTH);
    expect(engine.search({}).query).toBe('');
  });
});

describe('the queryID of a search with click analytics', () => {
  it('is new for each search: 32 hexadecimal digits, not all alike', () => {
    const ids = Array.from({ length: 5 }, () => engine.search({ query: 'quota', clickAnalytics: true }).queryID!);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(new Set(id).size).toBeGreaterThan(1);
    }
  });
});

describe('a highlighted level', () => {
  it('with no words at all (the home page has no group) is neither matched nor fully highlighted', () => {
    const home = engine.search({ query: 'quota' }).hits.find((hit) => hit.hierarchy?.lvl0 === '')!;
    expect(home._highlightResult.hierarchy?.lvl0).toEqual({
      value: '',
      matchLevel: 'none',
      matchedWords: [],
      fullyHighlighted: false,
    });
  });

  it('where no word of the query is, says none, and where every word is highlighted, says so', () => {
    const [hit] = engine.search({ query: 'quotas' }).hits;
    expect(hit!._highlightResult.hierarchy?.lvl0).toEqual({
      value: 'Docs',
      matchLevel: 'none',
      matchedWords: [],
      fullyHighlighted: false,
    });
    expect(hit!._highlightResult.hierarchy?.lvl1).toEqual({
      value: '<em>Quotas</em>',
      matchLevel: 'full',
      matchedWords: ['quotas'],
      fullyHighlighted: true,
    });
  });
});

describe('a snippet length', () => {
  const long = engineFor([
    record(
      'docs/long',
      'one two three four five six seven eight nine ten eleven twelve thirteen fourteen quota fifteen sixteen',
    ),
  ]);
  const snippetWords = (attributesToSnippet: string[]) => {
    const value = long.search({ query: 'quota', attributesToSnippet }).hits[0]!._snippetResult.content!.value;
    return value.split(' ').length;
  };

  it('shows, among windows with as many matches, the one at the first match', () => {
    const twice = engineFor([record('docs/two', 'quota one two three four five six limit')]);
    const value = twice.search({
      query: 'quota limit',
      attributesToSnippet: ['content:3'],
      snippetEllipsisText: '…',
    }).hits[0]!._snippetResult.content!.value;
    expect(value).toBe('<em>quota</em> one two…');
  });

  it('that is no positive number gives the default length', () => {
    for (const entry of ['content', 'content:', 'content:0', 'content:many']) {
      expect(snippetWords([entry]), entry).toBe(SNIPPET_WORDS);
    }
    expect(snippetWords(['content:4'])).toBe(4);
  });
});

describe('a facet filter', () => {
  const page = { ...record('docs/a', 'x', { lvl1: 'Say "hi" to Plex' }) };
  const passes = (filter: string) => compileFacetFilters([filter])(page);

  it('compares a value quoted only in part as written, and a wholly quoted one without its quotes', () => {
    expect(passes('hierarchy.lvl1:Say "hi" to Plex')).toBe(true);
    expect(passes('hierarchy.lvl1:"Say "hi" to Plex"')).toBe(true);
    expect(passes('hierarchy.lvl1:Say hi to Plex')).toBe(false);
    const titled = (lvl1: string) => compileFacetFilters([`hierarchy.lvl1:${lvl1}`])(record('docs/b', 'x', { lvl1 }));
    expect(titled('Say "hi"')).toBe(true);
    expect(titled('"Hi" to Plex')).toBe(true);
  });

  it('on a path through a level the record lacks, or below a text, passes nothing and throws nothing', () => {
    expect(passes('hierarchy.lvl2.text:x')).toBe(false);
    expect(passes('language.length:2')).toBe(false);
    expect(passes('language:en')).toBe(true);
  });

  it('with nothing before its colon names no attribute, and passes nothing', () => {
    expect(passes(':en')).toBe(false);
  });
});

describe('the attributes retrieved', () => {
  it('give a whole object when it is named, and leave out what the record lacks', () => {
    const [hit] = engine.search({
      query: 'quota rules',
      attributesToRetrieve: ['hierarchy', 'nothing'],
    }).hits;
    const { _highlightResult, _snippetResult, ...rest } = hit!;
    expect(_highlightResult).toBeDefined();
    expect(_snippetResult).toBeDefined();
    expect(Object.keys(rest).sort()).toEqual(['hierarchy', 'objectID']);
    expect(rest.hierarchy).toEqual({
      lvl0: 'Docs',
      lvl1: 'Quotas',
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
  });
});
