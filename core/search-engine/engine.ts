/**
 * The embedded search engine: answers an Algolia search request over the site's
 * DocSearch records with MiniSearch, and shapes the answer as Algolia does
 * (hits with `_highlightResult` and `_snippetResult`, `nbHits`, paging), so the
 * DocSearch modal and the search page read it as they read Algolia.
 */
import type MiniSearch from 'minisearch';
import type { SearchOptions } from 'minisearch';

import { SEARCH_HITS_PER_PAGE, SNIPPET_WORDS } from './constants';
import {
  definedName,
  loadSearchIndex,
  unpackRecords,
  type EmbeddedIndexFile,
  type SearchableDocument,
} from './embedded-index';
import {
  MAX_COUNTED_WORDS,
  allowedTypos,
  anyWordQuery,
  apiNamesOf,
  bitCount,
  editDistanceWithin,
  namesApiItem,
  readQuery,
  wordMatcher,
  type ApiNames,
  type QueryWord,
  type WordMatch,
} from './query';
import { HIERARCHY_LEVELS, PAGE_RANKS, type DocSearchRecord, type RecordType } from './records';
import { escapeHtml, limitQuery, processTerm, splitWords, wordTerms, type TextPiece } from './text';

/** A facet filter as Algolia takes it: strings are ANDed, inner arrays ORed. */
export type FacetFilters = string | readonly (string | readonly string[])[];

/** The search parameters the engine understands, named as in Algolia's API. */
export interface SearchRequest {
  indexName?: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  attributesToRetrieve?: readonly string[];
  attributesToHighlight?: readonly string[];
  attributesToSnippet?: readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics?: boolean;
  distinct?: boolean | number;
  /** Parameters as a URL query string, the form of Algolia's legacy requests. */
  params?: string;
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

type LevelResults<T> = Partial<Record<(typeof HIERARCHY_LEVELS)[number], T>>;

export interface SearchHit extends Partial<DocSearchRecord> {
  objectID: string;
  _highlightResult: { hierarchy?: LevelResults<HighlightResult>; content?: HighlightResult };
  _snippetResult: { hierarchy?: LevelResults<SnippetResult>; content?: SnippetResult };
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index?: string;
  processingTimeMS: number;
  queryID?: string;
}

/** Ranking: a heading that matches outranks text that mentions the word. */
const TYPE_BOOST: Record<RecordType, number> = {
  lvl1: 1.3,
  lvl2: 1.15,
  lvl3: 1.1,
  lvl4: 1.05,
  lvl5: 1.05,
  lvl6: 1.05,
  content: 1,
};
/** Field weights: the record's own heading, the headings above it, its text. */
// A group name alone finds its pages, but weighs less than any word of their text.
// A row that defines the name typed (a variable's row in a settings table) weighs as a heading.
const FIELD_BOOST = { title: 4, parents: 2, group: 0.25, defines: 4, content: 1 };
/**
 * For a query in plain words, each step of weight.pageRank multiplies a record's score
 * by this: guides (PAGE_RANKS.guide) before the API reference's own pages, and those
 * before its operations and webhook payloads, as DocSearch ranks pages. A query that
 * names an API item (query.ts, namesApiItem) ranks every kind of page alike, and an
 * operation whose title has every word of the query ranks as one of the reference's own pages.
 */
const PAGE_RANK_BOOST = 2;
/**
 * How much a record's share of the query's words weighs: its score is multiplied by
 * the share to this power, so a record that has every word comes first unless one
 * that lacks a word is much the better match (a guide's heading against a schema
 * field). A section's heading (or, when the heading has none of the words, its best
 * paragraph) counts the words of the whole section, where a reader's words are spread
 * over a few sentences: its paragraphs and list items, not its table rows, which are
 * separate items. Other records count their own. A word had only through a typo or a
 * cut-off start counts TYPO_SHARE of a word.
 */
const COVERAGE_EXPONENT = 3;
const TYPO_SHARE = 0.5;
/**
 * Each query word that a record's headings contain as typed, not only through
 * its stem or a typo, multiplies the record's score by 1 + this share of the
 * query's words, as Algolia's "exact" criterion: `approve` prefers "Approve …"
 * to "Get approval …", which the stemmer makes the same word.
 */
const EXACT_WORD_BOOST = 0.5;
/**
 * The query's words side by side and in order in a record, as Algolia's "proximity":
 * the longest such run, as a share of the query, multiplies the score by 1 + this
 * share of PHRASE_BOOST. A pasted message is found where it is written. Worked out
 * for the PHRASE_CANDIDATES best records only.
 */
const PHRASE_BOOST = 0.5;
const PHRASE_CANDIDATES = 100;
/**
 * The modal lists hits by sidebar group (lvl0), each group where its first hit ranks,
 * and a page's hits together under its first. So that its first places go to the
 * best pages, the first page of hits holds at most FIRST_HITS_PER_PAGE hits of a page,
 * and a hit that joins a group already listed only when it scores at least GROUP_FLOOR
 * of the best hit of the groups listed after it: a weaker one would be listed above
 * better hits. The others follow on the next pages, in rank order.
 */
const FIRST_HITS_PER_PAGE = 2;
const GROUP_FLOOR = 0.7;

const DEFAULT_HIGHLIGHT = ['hierarchy', 'content'];
const DEFAULT_SNIPPET = [`content:${SNIPPET_WORDS}`];
const SNIPPET_ATTRIBUTES = new Set(['content', ...HIERARCHY_LEVELS.map((level) => `hierarchy.${level}`)]);

/** Reads Algolia's legacy `params` query string into request fields. */
export function parseParams(params: string): Partial<SearchRequest> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of new URLSearchParams(params)) {
    try {
      out[key] = JSON.parse(raw);
    } catch {
      out[key] = raw;
    }
  }
  if (typeof out.query !== 'string' && out.query !== undefined) out.query = String(out.query);
  return out as Partial<SearchRequest>;
}

function valueAt(record: DocSearchRecord, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      record,
    );
}

type RecordTest = (record: DocSearchRecord) => boolean;

function compileFilter(filter: string): RecordTest {
  const colon = filter.indexOf(':');
  if (colon < 0) return () => true;
  const attribute = filter.slice(0, colon).trim();
  let value = filter.slice(colon + 1).trim();
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  value = value.replace(/^"(.*)"$/, '$1');
  return (record) => {
    const actual = valueAt(record, attribute);
    const matches = Array.isArray(actual) ? actual.map(String).includes(value) : String(actual ?? '') === value;
    return negated ? !matches : matches;
  };
}

/** Algolia's facetFilters as a test: every entry must hold; an array entry holds when one of its filters does. */
export function compileFacetFilters(facetFilters: FacetFilters | undefined): RecordTest {
  if (!facetFilters) return () => true;
  const entries = typeof facetFilters === 'string' ? [facetFilters] : facetFilters;
  const tests = entries.map((entry): RecordTest => {
    if (typeof entry === 'string') return compileFilter(entry);
    if (entry.length === 0) return () => true;
    const any = entry.map(compileFilter);
    return (record) => any.some((test) => test(record));
  });
  return (record) => tests.every((test) => test(record));
}

interface Highlighted {
  pieces: TextPiece[];
  marked: boolean[];
  matchedWords: string[];
}

function highlightPieces(text: string, matchedTerms: ReadonlySet<string>, words: QueryWord[]): Highlighted {
  const pieces = splitWords(text);
  const marked = pieces.map((piece) => piece.isWord && wordTerms(piece.text).some((term) => matchedTerms.has(term)));
  const markedTerms = pieces.flatMap((piece, i) => (marked[i] ? wordTerms(piece.text) : []));
  const matchedWords = words
    .filter((word) =>
      word.terms.some((queryTerm) =>
        markedTerms.some(
          (term) =>
            term === queryTerm ||
            (word.prefix && term.startsWith(queryTerm)) ||
            editDistanceWithin(term, queryTerm, allowedTypos(queryTerm)),
        ),
      ),
    )
    // Escaped like the highlighted values: whatever reads a hit as HTML finds no markup in it.
    .map((word) => escapeHtml(word.word));
  return { pieces, marked, matchedWords };
}

function render(pieces: TextPiece[], marked: boolean[], pre: string, post: string): string {
  let html = '';
  for (let i = 0; i < pieces.length; i += 1) {
    html += marked[i] ? `${pre}${escapeHtml(pieces[i].text)}${post}` : escapeHtml(pieces[i].text);
  }
  return html;
}

function matchLevel(matched: number, total: number): 'none' | 'partial' | 'full' {
  if (matched === 0) return 'none';
  return matched >= total ? 'full' : 'partial';
}

interface Tags {
  pre: string;
  post: string;
  ellipsis: string;
}

function highlightResult(
  { pieces, marked, matchedWords }: Highlighted,
  words: QueryWord[],
  tags: Tags,
): HighlightResult {
  const wordCount = pieces.filter((piece) => piece.isWord).length;
  const markedCount = marked.filter(Boolean).length;
  return {
    value: render(pieces, marked, tags.pre, tags.post),
    matchLevel: matchLevel(matchedWords.length, words.length),
    matchedWords,
    fullyHighlighted: wordCount > 0 && markedCount === wordCount,
  };
}

/** The `length` words of the text with the most highlighted words, as Algolia's snippets. */
function snippetResult(
  { pieces, marked, matchedWords }: Highlighted,
  length: number,
  words: QueryWord[],
  tags: Tags,
): SnippetResult {
  const wordIndexes = pieces.flatMap((piece, i) => (piece.isWord ? [i] : []));
  let start = 0;
  if (wordIndexes.length > length) {
    // The window with the most highlighted words; among equals, the one that shows
    // a little context before the first of them.
    const firstMarked = wordIndexes.findIndex((i) => marked[i]);
    const target = firstMarked < 0 ? 0 : firstMarked - Math.floor((length - 1) / 3);
    let count = 0;
    // Stryker disable next-line all: a wrong first count is carried to every window alike, and only which counts more matters
    for (let k = 0; k < length; k += 1) if (marked[wordIndexes[k]]) count += 1;
    let best = count;
    for (let first = 1; first + length <= wordIndexes.length; first += 1) {
      if (marked[wordIndexes[first - 1]]) count -= 1;
      if (marked[wordIndexes[first + length - 1]]) count += 1;
      if (count > best || (count === best && Math.abs(first - target) < Math.abs(start - target))) {
        best = count;
        start = first;
      }
    }
  }
  const end = Math.min(wordIndexes.length, start + length);
  const from = start === 0 ? 0 : wordIndexes[start];
  const to = end === wordIndexes.length ? pieces.length : wordIndexes[end - 1] + 1;
  const value =
    (from > 0 ? tags.ellipsis : '') +
    render(pieces.slice(from, to), marked.slice(from, to), tags.pre, tags.post) +
    (to < pieces.length ? tags.ellipsis : '');
  return { value, matchLevel: matchLevel(matchedWords.length, words.length) };
}

function attributeText(record: DocSearchRecord, attribute: string): string | null {
  const value = valueAt(record, attribute);
  return typeof value === 'string' ? value : null;
}

function wantsAttribute(list: readonly string[], attribute: string): boolean {
  return list.some((entry) => entry === '*' || entry === attribute || attribute.startsWith(`${entry}.`));
}

function retrieve(
  record: DocSearchRecord,
  attributes: readonly string[] | undefined,
): Partial<DocSearchRecord> & { objectID: string } {
  if (!attributes || attributes.includes('*')) return { ...record, hierarchy: { ...record.hierarchy } };
  const out: Record<string, unknown> = { objectID: record.objectID };
  for (const attribute of attributes) {
    const [head, child] = attribute.split('.');
    const value = (record as unknown as Record<string, unknown>)[head];
    if (value === undefined) continue;
    if (child && value && typeof value === 'object') {
      out[head] = { ...((out[head] as object) ?? {}), [child]: (value as Record<string, unknown>)[child] };
    } else {
      out[head] = value && typeof value === 'object' ? { ...value } : value;
    }
  }
  return out as Partial<DocSearchRecord> & { objectID: string };
}

function randomQueryId(): string {
  let id = '';
  for (let i = 0; i < 32; i += 1) id += Math.floor(Math.random() * 16).toString(16);
  return id;
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

interface RankedRecord {
  id: number;
  terms: readonly string[];
  /** The record's final score, comparable within one query's results. */
  score: number;
}

/** Cells of a table row, as the records join them (records/extract.ts). */
const CELL_SEPARATOR = ' — ';

/**
 * Whether a text record is one item of a table or schema: a row whose first cell is a
 * name, or a row of three cells or more. Its words say nothing about its neighbours'.
 */
function isListItem(content: string | null): boolean {
  return !!definedName(content) || (content?.split(CELL_SEPARATOR).length ?? 0) > 2;
}

export class EmbeddedSearchEngine {
  readonly records: readonly DocSearchRecord[];
  private readonly index: MiniSearch<SearchableDocument>;

  /** Each record's weight for its type (headings before text) and page kind (weight.pageRank). */
  private readonly typeBoosts: Float64Array;
  private readonly kindBoosts: Float64Array;
  /** 1 for a row of a table or a schema's property: one item of a list, not prose about its section. */
  private readonly listItems: Uint8Array;
  /** The API reference's paths and operationIds, which a query may name. */
  private readonly apiNames: ApiNames;
  /** Lowercased words of each record's headings, worked out when the record first ranks. */
  private readonly headingWords = new Map<number, ReadonlySet<string>>();
  /** Index terms, stop words left out, of a record's own heading and of its text, in order. */
  private readonly recordTerms = new Map<number, readonly (readonly string[])[]>();
  private readonly filterMasks = new Map<string, Uint8Array>();

  constructor(records: readonly DocSearchRecord[], index: MiniSearch<SearchableDocument>) {
    this.records = records;
    this.index = index;
    this.typeBoosts = Float64Array.from(records, ({ type }) => TYPE_BOOST[type]);
    this.kindBoosts = Float64Array.from(records, ({ weight }) => PAGE_RANK_BOOST ** weight.pageRank);
    this.listItems = Uint8Array.from(records, ({ type, content }) =>
      type === 'content' && isListItem(content) ? 1 : 0,
    );
    this.apiNames = apiNamesOf(records.filter(({ type }) => type === 'lvl1').map(({ content }) => content));
  }

  /** Which records pass the facet filters, worked out once per distinct set of filters. */
  private filterMask(facetFilters: FacetFilters | undefined): Uint8Array {
    const key = JSON.stringify(facetFilters ?? null);
    let mask = this.filterMasks.get(key);
    // Stryker disable next-line ConditionalExpression: a cache; working the mask out again gives the same mask
    if (!mask) {
      const test = compileFacetFilters(facetFilters);
      mask = Uint8Array.from(this.records, (record) => (test(record) ? 1 : 0));
      // Stryker disable next-line CallExpression: a cache; without it each search works the mask out again, the same
      this.filterMasks.set(key, mask);
    }
    return mask;
  }

  static fromIndexFile(file: EmbeddedIndexFile): EmbeddedSearchEngine {
    return new EmbeddedSearchEngine(unpackRecords(file), loadSearchIndex(file));
  }

  /** Answers one Algolia search request. */
  search(input: SearchRequest): SearchResponse {
    const started = now();
    const request: SearchRequest = { ...(input.params ? parseParams(input.params) : {}), ...input };
    const query = limitQuery(String(request.query ?? '')).trim();
    const hitsPerPage = Math.max(1, request.hitsPerPage ?? SEARCH_HITS_PER_PAGE);
    const page = Math.max(0, request.page ?? 0);
    const words = readQuery(query);
    const ranked = this.rank(words, this.filterMask(request.facetFilters), namesApiItem(query, words, this.apiNames));

    const distinct = Boolean(request.distinct ?? true);
    const { firstPage, rest } = this.firstPageOf(ranked, hitsPerPage, distinct);

    const tags: Tags = {
      pre: request.highlightPreTag ?? '<em>',
      post: request.highlightPostTag ?? '</em>',
      ellipsis: request.snippetEllipsisText ?? '',
    };
    const toHighlight = request.attributesToHighlight ?? DEFAULT_HIGHLIGHT;
    const toSnippet = (request.attributesToSnippet ?? DEFAULT_SNIPPET)
      .map((entry) => {
        const [attribute, count] = entry.split(':');
        return { attribute, words: Number(count) || SNIPPET_WORDS };
      })
      .filter(({ attribute }) => SNIPPET_ATTRIBUTES.has(attribute) || attribute === 'hierarchy');

    // The first page holds the hits firstPageOf admits; the rest follow, page by page.
    const pageHits = page === 0 ? firstPage : rest.slice((page - 1) * hitsPerPage, page * hitsPerPage);
    // As Algolia, every attribute highlights the query's words wherever they appear,
    // whichever attribute made the record match.
    const terms = new Set(pageHits.flatMap((ranked) => ranked.terms));
    const highlighted = new Map<string, Highlighted>();
    const highlightOf = (text: string): Highlighted => {
      let found = highlighted.get(text);
      // Stryker disable next-line ConditionalExpression: a cache; highlighting the text again gives the same pieces
      if (!found) {
        found = highlightPieces(text, terms, words);
        // Stryker disable next-line CallExpression: a cache; without it the same text is highlighted again, the same
        highlighted.set(text, found);
      }
      return found;
    };
    const hits = pageHits.map((ranked) => {
      const record = this.records[ranked.id];
      const hit: SearchHit = {
        ...retrieve(record, request.attributesToRetrieve),
        _highlightResult: {},
        _snippetResult: {},
      };
      for (const level of HIERARCHY_LEVELS) {
        const text = record.hierarchy[level];
        if (text === null || !wantsAttribute(toHighlight, `hierarchy.${level}`)) continue;
        (hit._highlightResult.hierarchy ??= {})[level] = highlightResult(highlightOf(text), words, tags);
      }
      if (record.content !== null && wantsAttribute(toHighlight, 'content')) {
        hit._highlightResult.content = highlightResult(highlightOf(record.content), words, tags);
      }
      for (const { attribute, words: length } of toSnippet) {
        const attributes =
          attribute === 'hierarchy' ? HIERARCHY_LEVELS.map((level) => `hierarchy.${level}`) : [attribute];
        for (const name of attributes) {
          const text = attributeText(record, name);
          if (text === null) continue;
          const snippet = snippetResult(highlightOf(text), length, words, tags);
          if (name === 'content') hit._snippetResult.content = snippet;
          else
            (hit._snippetResult.hierarchy ??= {})[
              name.slice('hierarchy.'.length) as (typeof HIERARCHY_LEVELS)[number]
            ] = snippet;
        }
      }
      return hit;
    });

    const response: SearchResponse = {
      hits,
      nbHits: firstPage.length + rest.length,
      page,
      nbPages: (firstPage.length > 0 ? 1 : 0) + Math.ceil(rest.length / hitsPerPage),
      hitsPerPage,
      exhaustiveNbHits: true,
      query,
      params: new URLSearchParams({ query, hitsPerPage: String(hitsPerPage), page: String(page) }).toString(),
      processingTimeMS: Math.round(now() - started),
    };
    if (request.indexName) response.index = request.indexName;
    if (request.clickAnalytics) response.queryID = randomQueryId();
    return response;
  }

  /**
   * The first page of hits, one per URL (`distinct`), as the modal will list them: by
   * sidebar group, each where its first hit ranks, a page's hits together. A page gives
   * it at most FIRST_HITS_PER_PAGE hits, and a hit that joins a group already listed
   * comes in only if it scores at least GROUP_FLOOR of the best hit of the groups it
   * would be listed above. The hits left out follow, in rank order.
   */
  private firstPageOf(
    ranked: readonly RankedRecord[],
    hitsPerPage: number,
    distinct: boolean,
  ): { firstPage: RankedRecord[]; rest: RankedRecord[] } {
    const firstPage: RankedRecord[] = [];
    const rest: RankedRecord[] = [];
    const seenUrls = new Set<string>();
    const hitsOfPage = new Map<string, number>();
    // Each listed group's place, and the best score of the groups listed after it.
    const groups = new Map<string, number>();
    const groupBest: number[] = [];
    for (const result of ranked) {
      const { url, url_without_anchor: page, hierarchy } = this.records[result.id];
      if (distinct && seenUrls.has(url)) continue;
      seenUrls.add(url);
      const count = hitsOfPage.get(page) ?? 0;
      const place = groups.get(hierarchy.lvl0);
      // Groups are listed in rank order: the best of those after this one is the next.
      const above = place === undefined ? 0 : (groupBest[place + 1] ?? 0);
      if (firstPage.length < hitsPerPage && count < FIRST_HITS_PER_PAGE && result.score >= GROUP_FLOOR * above) {
        hitsOfPage.set(page, count + 1);
        if (place === undefined) {
          groups.set(hierarchy.lvl0, groupBest.length);
          groupBest.push(result.score);
        }
        firstPage.push(result);
      } else rest.push(result);
    }
    return { firstPage, rest };
  }

  /**
   * Records in rank order, with the index terms each matched. Every record with any
   * of the words is a candidate: its MiniSearch score (field weights, headings before
   * text) is weighed by the share of the query's words it has (COVERAGE_EXPONENT), the
   * words its headings have as typed (EXACT_WORD_BOOST), its page's kind
   * (PAGE_RANK_BOOST) and, for the best, the words it has side by side (PHRASE_BOOST).
   */
  private rank(words: QueryWord[], inFilters: Uint8Array, namesApi: boolean): RankedRecord[] {
    if (words.length === 0) {
      return this.records
        .map((_, id) => id)
        .filter((id) => inFilters[id] === 1)
        .sort((a, b) => this.tieBreak(a, b))
        .map((id) => ({ id, terms: [], score: 0 }));
    }
    const options: SearchOptions = {
      boost: FIELD_BOOST,
      tokenize: (text) => [text],
      processTerm: (term) => term,
      // A zero boost drops a record before it is scored, which is cheaper than a filter.
      boostDocument: (id: number) => inFilters[id] * this.typeBoosts[id],
    };
    const results = this.index.search(anyWordQuery(words), options);
    const matchOf = wordMatcher(words);
    const matches = results.map((result) => matchOf(result.terms));
    // The words said in each section's prose (its heading's and its paragraphs', not its
    // table rows'), credited to the record that stands for the section: its heading, or
    // when the heading has none of the words, its best paragraph.
    const counted = Math.min(words.length, MAX_COUNTED_WORDS);
    const shareOf = ({ any, exact }: WordMatch) => {
      const asTyped = bitCount(exact);
      return (asTyped + TYPO_SHARE * (bitCount(any) - asTyped)) / counted;
    };
    const sections = new Map<string, { match: WordMatch; standsFor: number; score: number }>();
    results.forEach((result, i) => {
      const id = result.id as number;
      if (this.listItems[id]) return;
      const { url, type } = this.records[id];
      const score = type === 'content' ? result.score * shareOf(matches[i]) ** COVERAGE_EXPONENT : Infinity;
      const section = sections.get(url);
      if (!section) {
        sections.set(url, { match: { ...matches[i] }, standsFor: i, score });
        return;
      }
      section.match.any |= matches[i].any;
      section.match.exact |= matches[i].exact;
      if (score > section.score) {
        section.standsFor = i;
        section.score = score;
      }
    });
    // Whether each page title has every word of the query, worked out once per title.
    const titlesWithAll = new Map<string, boolean>();
    const ranked = results.map((result, i) => {
      const id = result.id as number;
      const section = sections.get(this.records[id].url);
      const match = section?.standsFor === i ? section.match : matches[i];
      return {
        id,
        terms: result.terms,
        score:
          result.score *
          shareOf(match) ** COVERAGE_EXPONENT *
          this.exactBoost(id, words) *
          this.kindBoost(id, words, namesApi, titlesWithAll),
      };
    });
    if (words.length > 1) {
      ranked.sort((a, b) => b.score - a.score);
      for (const candidate of ranked.slice(0, PHRASE_CANDIDATES)) {
        candidate.score *= 1 + PHRASE_BOOST * this.phraseShare(candidate.id, words);
      }
    }
    return ranked.sort((a, b) => b.score - a.score || this.tieBreak(a.id, b.id));
  }

  /**
   * The weight of a record's page kind. A query that names an API item weighs every
   * kind alike; an operation whose title has every word of the query, as typed, weighs
   * as one of the reference's own pages.
   */
  private kindBoost(id: number, words: QueryWord[], namesApi: boolean, titlesWithAll: Map<string, boolean>): number {
    if (namesApi) return 1;
    const { hierarchy, weight } = this.records[id];
    if (weight.pageRank >= PAGE_RANKS.apiPage) return this.kindBoosts[id];
    let hasAll = titlesWithAll.get(hierarchy.lvl1);
    // Stryker disable next-line ConditionalExpression: a cache; reading the title again gives the same answer
    if (hasAll === undefined) {
      const title = splitWords(hierarchy.lvl1).flatMap((piece) => (piece.isWord ? wordTerms(piece.text) : []));
      hasAll = words.every((word) =>
        word.terms.every((term) => title.some((known) => known === term || (word.prefix && known.startsWith(term)))),
      );
      // Stryker disable next-line CallExpression: a cache; without it the title is read again, with the same answer
      titlesWithAll.set(hierarchy.lvl1, hasAll);
    }
    return hasAll ? PAGE_RANK_BOOST ** PAGE_RANKS.apiPage : this.kindBoosts[id];
  }

  /** The longest run of the query's words, side by side and in order, in the record's heading or text, as a share of the query. */
  private phraseShare(id: number, words: QueryWord[]): number {
    let texts = this.recordTerms.get(id);
    // Stryker disable next-line ConditionalExpression: a cache; the record's terms worked out again are the same
    if (!texts) {
      const { hierarchy, content, type } = this.records[id];
      texts = [type === 'content' ? null : hierarchy[type], content].map((text) =>
        splitWords(text ?? '').flatMap((piece) => {
          const term = piece.isWord ? processTerm(piece.text) : null;
          return term ? [term] : [];
        }),
      );
      // Stryker disable next-line CallExpression: a cache; without it the record's terms are worked out again, the same
      this.recordTerms.set(id, texts);
    }
    const has = (word: QueryWord, term: string) =>
      word.terms.includes(term) || (word.prefix && word.terms.some((typed) => term.startsWith(typed)));
    let longest = 0;
    for (const terms of texts) {
      for (let start = 0; start + longest < terms.length; start += 1) {
        let run = 0;
        while (run < words.length && start + run < terms.length && has(words[run], terms[start + run])) run += 1;
        longest = Math.max(longest, run);
      }
    }
    return longest < 2 ? 0 : (longest - 1) / (words.length - 1);
  }

  private exactBoost(id: number, words: QueryWord[]): number {
    let heading = this.headingWords.get(id);
    // Stryker disable next-line ConditionalExpression: a cache; the heading's words read again are the same
    if (!heading) {
      const { hierarchy } = this.records[id];
      const text = HIERARCHY_LEVELS.map((level) => hierarchy[level] ?? '').join(' ');
      heading = new Set(splitWords(text).flatMap((piece) => (piece.isWord ? [piece.text.toLowerCase()] : [])));
      // Stryker disable next-line CallExpression: a cache; without it the heading's words are read again, the same
      this.headingWords.set(id, heading);
    }
    // The word being typed counts once it is whole.
    let exact = 0;
    for (const word of words) if (heading.has(word.word)) exact += 1;
    return 1 + (EXACT_WORD_BOOST * exact) / words.length;
  }

  /** DocSearch's custom ranking: page rank, then headings before text, then page order. */
  private tieBreak(a: number, b: number): number {
    const wa = this.records[a].weight;
    const wb = this.records[b].weight;
    return wb.pageRank - wa.pageRank || wb.level - wa.level || wa.position - wb.position;
  }
}
