/**
 * The embedded search engine: answers an Algolia search request over the site's
 * DocSearch records with MiniSearch, and shapes the answer as Algolia does
 * (hits with `_highlightResult` and `_snippetResult`, `nbHits`, paging), so the
 * DocSearch modal and the search page read it as they read Algolia.
 */
import type MiniSearch from 'minisearch';
import type { Query, SearchOptions, SearchResult } from 'minisearch';

import { SEARCH_HITS_PER_PAGE, SEARCH_INPUT_MAX_LENGTH, SNIPPET_WORDS } from './constants';
import { loadSearchIndex, unpackRecords, type EmbeddedIndexFile, type SearchableDocument } from './embedded-index';
import { HIERARCHY_LEVELS, type DocSearchRecord, type RecordType } from './records';
import { escapeHtml, limitQuery, processTerm, splitWords, tokenize, wordTerms, type TextPiece } from './text';

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
/** Each step of weight.pageRank multiplies a record's score by 1 + this. */
const PAGE_RANK_BOOST = 0.5;
/**
 * Each query word that a record's headings contain as typed, not only through
 * its stem or a typo, multiplies the record's score by 1 + this share of the
 * query's words, as Algolia's "exact" criterion: `approve` prefers "Approve …"
 * to "Get approval …", which the stemmer makes the same word.
 */
const EXACT_WORD_BOOST = 0.5;
/** Non-final words this long also match words that start with their first TRUNCATED_PREFIX_LENGTH letters. */
const TRUNCATE_FROM_LENGTH = 7;
const TRUNCATED_PREFIX_LENGTH = 5;
const TRUNCATED_WEIGHT = 0.5;

/**
 * The longest term the engine looks up. Queries are already cut to the input's
 * length; this keeps any caller from handing MiniSearch's fuzzy matching a term
 * whose edit-distance tables would not fit in memory.
 */
const MAX_QUERY_TERM_LENGTH = SEARCH_INPUT_MAX_LENGTH;

const DEFAULT_HIGHLIGHT = ['hierarchy', 'content'];
const DEFAULT_SNIPPET = [`content:${SNIPPET_WORDS}`];
const SNIPPET_ATTRIBUTES = new Set(['content', ...HIERARCHY_LEVELS.map((level) => `hierarchy.${level}`)]);

/** Typo tolerance as Algolia's defaults: one typo from 4 letters, two from 8. */
export function allowedTypos(term: string): number {
  if (term.startsWith('/') || /^\d+$/.test(term)) return 0;
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

function editDistanceWithin(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > max) return false;
    previous = current;
  }
  return previous[b.length] <= max;
}

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

/** One word of the query, with the index terms it stands for. */
interface QueryWord {
  word: string;
  terms: string[];
  prefix: boolean;
}

function readQuery(query: string): QueryWord[] {
  const chunks = query.split(/\s+/).filter(Boolean);
  return chunks
    .map((word, i) => {
      const terms = [
        ...new Set(
          tokenize(word)
            .map(processTerm)
            .filter(
              (term): term is string =>
                typeof term === 'string' && term.length > 0 && term.length <= MAX_QUERY_TERM_LENGTH,
            ),
        ),
      ];
      return { word: word.toLowerCase(), terms, prefix: i === chunks.length - 1 };
    })
    .filter((word) => word.terms.length > 0);
}

function termQuery(term: string, prefix: boolean): Query {
  const exact: Query = { queries: [term], prefix: prefix || term.startsWith('/'), fuzzy: allowedTypos(term) };
  if (prefix || term.length < TRUNCATE_FROM_LENGTH || term.startsWith('/') || /\d/.test(term)) return exact;
  const truncated: Query = {
    queries: [term.slice(0, TRUNCATED_PREFIX_LENGTH)],
    prefix: true,
    fuzzy: false,
    boostTerm: () => TRUNCATED_WEIGHT,
  };
  return { combineWith: 'OR', queries: [exact, truncated] };
}

/**
 * How many of the query's words a record has as typed (the word being typed as a
 * prefix), not only through a typo or a cut-off start: as Algolia's "typo" criterion,
 * fewer typos rank first, so `etag` finds ETag before the `tag` it is one letter from.
 */
function exactWordCount(words: QueryWord[], matchedTerms: readonly string[]): number {
  return words.filter((word) =>
    word.terms.some((term) =>
      matchedTerms.some((matched) => matched === term || (word.prefix && matched.startsWith(term))),
    ),
  ).length;
}

function buildQuery(words: QueryWord[], combineWith: 'AND' | 'OR'): Query {
  return {
    combineWith,
    queries: words.map((word) => {
      const terms = word.terms.map((term) => termQuery(term, word.prefix));
      return terms.length === 1 ? terms[0] : { combineWith: 'AND', queries: terms };
    }),
  };
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
}

export class EmbeddedSearchEngine {
  readonly records: readonly DocSearchRecord[];
  private readonly index: MiniSearch<SearchableDocument>;

  private readonly boosts: Float64Array;
  /** Lowercased words of each record's headings, worked out when the record first ranks. */
  private readonly headingWords = new Map<number, ReadonlySet<string>>();
  private readonly filterMasks = new Map<string, Uint8Array>();

  constructor(records: readonly DocSearchRecord[], index: MiniSearch<SearchableDocument>) {
    this.records = records;
    this.index = index;
    this.boosts = Float64Array.from(
      records,
      ({ type, weight }) => TYPE_BOOST[type] * (1 + PAGE_RANK_BOOST * weight.pageRank),
    );
  }

  /** Which records pass the facet filters, worked out once per distinct set of filters. */
  private filterMask(facetFilters: FacetFilters | undefined): Uint8Array {
    const key = JSON.stringify(facetFilters ?? null);
    let mask = this.filterMasks.get(key);
    if (!mask) {
      const test = compileFacetFilters(facetFilters);
      mask = Uint8Array.from(this.records, (record) => (test(record) ? 1 : 0));
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
    const ranked = this.rank(words, this.filterMask(request.facetFilters));

    const distinct = request.distinct ?? true;
    const kept: RankedRecord[] = [];
    const seenUrls = new Set<string>();
    for (const result of ranked) {
      const { url } = this.records[result.id];
      if (distinct && seenUrls.has(url)) continue;
      seenUrls.add(url);
      kept.push(result);
    }

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

    const pageHits = kept.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    // As Algolia, every attribute highlights the query's words wherever they appear,
    // whichever attribute made the record match.
    const terms = new Set(pageHits.flatMap((ranked) => ranked.terms));
    const highlighted = new Map<string, Highlighted>();
    const highlightOf = (_attribute: string, text: string): Highlighted => {
      let found = highlighted.get(text);
      if (!found) {
        found = highlightPieces(text, terms, words);
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
        (hit._highlightResult.hierarchy ??= {})[level] = highlightResult(
          highlightOf(`hierarchy.${level}`, text),
          words,
          tags,
        );
      }
      if (record.content !== null && wantsAttribute(toHighlight, 'content')) {
        hit._highlightResult.content = highlightResult(highlightOf('content', record.content), words, tags);
      }
      for (const { attribute, words: length } of toSnippet) {
        const attributes =
          attribute === 'hierarchy' ? HIERARCHY_LEVELS.map((level) => `hierarchy.${level}`) : [attribute];
        for (const name of attributes) {
          const text = attributeText(record, name);
          if (text === null) continue;
          const snippet = snippetResult(highlightOf(name, text), length, words, tags);
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
      nbHits: kept.length,
      page,
      nbPages: Math.ceil(kept.length / hitsPerPage),
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

  /** Records in rank order, with the index terms each matched. */
  private rank(words: QueryWord[], inFilters: Uint8Array): RankedRecord[] {
    if (words.length === 0) {
      return this.records
        .map((_, id) => id)
        .filter((id) => inFilters[id] === 1)
        .sort((a, b) => this.tieBreak(a, b))
        .map((id) => ({ id, terms: [] }));
    }
    const options: SearchOptions = {
      boost: FIELD_BOOST,
      tokenize: (text) => [text],
      processTerm: (term) => term,
      // A zero boost drops a record before it is scored, which is cheaper than a filter.
      boostDocument: (id: number) => inFilters[id] * this.boosts[id],
    };
    let results: SearchResult[] = this.index.search(buildQuery(words, 'AND'), options);
    // As Algolia's removeWordsIfNoResults: when no record has every word, any word will do.
    // A pasted message carries numbers, addresses and ids of the reader's own that no page
    // has; MiniSearch's score then puts the record with most of its other words first.
    if (results.length === 0 && words.length > 1) results = this.index.search(buildQuery(words, 'OR'), options);
    const ranked = results.map((result) => {
      const id = result.id as number;
      return {
        id,
        terms: result.terms,
        exact: exactWordCount(words, result.terms),
        score: result.score * this.exactBoost(id, words),
      };
    });
    return ranked
      .sort((a, b) => b.exact - a.exact || b.score - a.score || this.tieBreak(a.id, b.id))
      .map(({ id, terms }) => ({ id, terms }));
  }

  private exactBoost(id: number, words: QueryWord[]): number {
    let heading = this.headingWords.get(id);
    if (!heading) {
      const { hierarchy } = this.records[id];
      const text = HIERARCHY_LEVELS.map((level) => hierarchy[level] ?? '').join(' ');
      heading = new Set(splitWords(text).flatMap((piece) => (piece.isWord ? [piece.text.toLowerCase()] : [])));
      this.headingWords.set(id, heading);
    }
    const exact = words.filter((word) => !word.prefix && heading.has(word.word)).length;
    return 1 + (EXACT_WORD_BOOST * exact) / words.length;
  }

  /** DocSearch's custom ranking: page rank, then headings before text, then page order. */
  private tieBreak(a: number, b: number): number {
    const wa = this.records[a].weight;
    const wb = this.records[b].weight;
    return wb.pageRank - wa.pageRank || wb.level - wa.level || wa.position - wb.position;
  }
}
