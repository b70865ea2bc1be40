/**
 * How the engine reads a query: its words with the index terms each stands for (and
 * the words the docs use for it, synonyms.ts), the MiniSearch query that finds them,
 * which words a matched record has, and whether the query names an item of the API
 * reference rather than asking in plain words.
 */
import type { Query } from 'minisearch';

import { SEARCH_INPUT_MAX_LENGTH } from './constants';
import { SYNONYMS } from './synonyms';
import { processTerm, tokenize } from './text';

/** One word of the query, with the index terms it stands for. */
export interface QueryWord {
  /** The word as typed, lowercased. */
  word: string;
  /** Its index terms; a record has the word when it has them all. */
  terms: string[];
  /** Other terms that stand for it in the docs' words (synonyms.ts), each list had as a whole. */
  synonyms: string[][];
  /** The word being typed: the last one, matched as the start of a longer word too. */
  prefix: boolean;
}

/**
 * The longest term the engine looks up. Queries are already cut to the input's
 * length; this keeps any caller from handing MiniSearch's fuzzy matching a term
 * whose edit-distance tables would not fit in memory.
 */
const MAX_QUERY_TERM_LENGTH = SEARCH_INPUT_MAX_LENGTH;
/** Words past this many take part in the search but not in the word count (a bit mask). */
export const MAX_COUNTED_WORDS = 30;
/** Non-final words this long also match words that start with their first TRUNCATED_PREFIX_LENGTH letters. */
const TRUNCATE_FROM_LENGTH = 7;
const TRUNCATED_PREFIX_LENGTH = 5;
const TRUNCATED_WEIGHT = 0.5;
/** A synonym weighs this much of the word the reader typed. */
const SYNONYM_WEIGHT = 0.5;

/** Typo tolerance as Algolia's defaults: one typo from 4 letters, two from 8. */
export function allowedTypos(term: string): number {
  if (term.startsWith('/') || /^\d+$/.test(term)) return 0;
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

export function editDistanceWithin(a: string, b: string, max: number): boolean {
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

function termsOf(text: string): string[] {
  return [
    ...new Set(
      tokenize(text)
        .map(processTerm)
        .filter(
          (term): term is string => typeof term === 'string' && term.length > 0 && term.length <= MAX_QUERY_TERM_LENGTH,
        ),
    ),
  ];
}

/** The synonym table keyed by index terms, so `requests` and `Request` find the entry of `request`. */
const SYNONYMS_BY_TERMS = new Map([...SYNONYMS].map(([word, others]) => [termsOf(word).join(' '), others]));

export function readQuery(query: string): QueryWord[] {
  const chunks = query.split(/\s+/).filter(Boolean);
  const words = chunks
    .map((chunk, i) => {
      const word = chunk.toLowerCase();
      const terms = termsOf(chunk);
      // Looked up by the lowercased word's terms: `4K` splits into `4` and `K` where `4k` does not.
      const synonyms = (SYNONYMS_BY_TERMS.get(termsOf(word).join(' ')) ?? []).map(termsOf);
      // The word being typed also stands for longer words it starts; a single letter after
      // other words not yet, as it would stand for most of the index.
      const prefix = i === chunks.length - 1 && (chunks.length === 1 || terms.some((term) => term.length > 1));
      return { word, terms, synonyms, prefix };
    })
    .filter((word) => word.terms.length > 0);
  // A word typed twice is one word of the query.
  return words.filter(
    (word, i) => !words.some((other, j) => j > i && other.word === word.word && other.prefix === word.prefix),
  );
}

function termQuery(term: string, prefix: boolean, weight = 1): Query {
  const boostTerm = weight === 1 ? undefined : () => weight;
  const exact: Query = {
    queries: [term],
    prefix: prefix || term.startsWith('/'),
    fuzzy: allowedTypos(term),
    ...(boostTerm && { boostTerm }),
  };
  if (prefix || term.length < TRUNCATE_FROM_LENGTH || term.startsWith('/') || /\d/.test(term)) return exact;
  const truncated: Query = {
    queries: [term.slice(0, TRUNCATED_PREFIX_LENGTH)],
    prefix: true,
    fuzzy: false,
    boostTerm: () => TRUNCATED_WEIGHT * weight,
  };
  return { combineWith: 'OR', queries: [exact, truncated] };
}

function allOf(terms: readonly string[], prefix: boolean, weight = 1): Query {
  const queries = terms.map((term) => termQuery(term, prefix, weight));
  return queries.length === 1 ? queries[0] : { combineWith: 'AND', queries };
}

/** Records with any of the words (each word: its terms, or one of its synonyms). */
export function anyWordQuery(words: readonly QueryWord[]): Query {
  return {
    combineWith: 'OR',
    queries: words.map((word) => {
      const own = allOf(word.terms, word.prefix);
      if (word.synonyms.length === 0) return own;
      return {
        combineWith: 'OR',
        queries: [own, ...word.synonyms.map((terms) => allOf(terms, false, SYNONYM_WEIGHT))],
      };
    }),
  };
}

/** Which query words a record's matched index terms stand for: all of them, and those as typed. */
export interface WordMatch {
  /** Bit i: the record has word i, as typed, through a typo, a cut-off start or a synonym. */
  any: number;
  /** Bit i: the record has word i as typed (or its start, for the word being typed). */
  exact: number;
}

/**
 * Reads, for one query, which words the index terms of a match stand for. Terms repeat
 * across the records of an answer, so each is worked out once.
 */
export function wordMatcher(words: readonly QueryWord[]): (matchedTerms: readonly string[]) => WordMatch {
  const byTerm = new Map<string, WordMatch>();
  const termMatch = (matched: string): WordMatch => {
    let found = byTerm.get(matched);
    if (found) return found;
    found = { any: 0, exact: 0 };
    words.forEach((word, i) => {
      if (i >= MAX_COUNTED_WORDS) return;
      const bit = 1 << i;
      const asTyped = (term: string) =>
        matched === term || ((word.prefix || term.startsWith('/')) && matched.startsWith(term));
      if (word.terms.some(asTyped)) {
        found!.exact |= bit;
        found!.any |= bit;
      } else if (
        word.terms.some(
          (term) =>
            (term.length >= TRUNCATE_FROM_LENGTH && matched.startsWith(term.slice(0, TRUNCATED_PREFIX_LENGTH))) ||
            editDistanceWithin(matched, term, allowedTypos(term)),
        ) ||
        word.synonyms.some((terms) =>
          terms.some((term) => matched === term || editDistanceWithin(matched, term, allowedTypos(term))),
        )
      ) {
        found!.any |= bit;
      }
    });
    byTerm.set(matched, found);
    return found;
  };
  return (matchedTerms) => {
    let any = 0;
    let exact = 0;
    for (const term of matchedTerms) {
      const match = termMatch(term);
      any |= match.any;
      exact |= match.exact;
    }
    return { any, exact };
  };
}

export function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest; rest &= rest - 1) count += 1;
  return count;
}

/** An API operation's title record: `PUT /v1/config · updateConfig`, or a webhook's `EVENT media.available`. */
const ENDPOINT = /^[A-Z]+ (\S+)(?: · (\S+))?$/;

/** The paths and operationIds of an API reference, from its operations' title records. */
export interface ApiNames {
  paths: string[];
  operationIds: Set<string>;
}

export function apiNamesOf(titleRecordContents: Iterable<string | null>): ApiNames {
  const names: ApiNames = { paths: [], operationIds: new Set() };
  for (const content of titleRecordContents) {
    const endpoint = ENDPOINT.exec(content ?? '');
    if (!endpoint) continue;
    if (endpoint[1].startsWith('/')) names.paths.push(endpoint[1].toLowerCase());
    if (endpoint[2]) names.operationIds.add(endpoint[2].toLowerCase());
  }
  return names;
}

/**
 * Whether a query names an item of the API reference rather than asking in plain
 * words: a path of one of its operations (`PUT /v1/config`), an operationId or field
 * as written (`updateConfig`, `authenticationMethod`) or typed as words (`get current
 * user`), or a name joined by dots or underscores (`media.available`, `PLEX_TOKEN`).
 */
export function namesApiItem(query: string, words: readonly QueryWord[], api: ApiNames): boolean {
  const chunks = query.split(/\s+/).filter(Boolean);
  if (chunks.some((chunk) => /\p{Ll}\p{Lu}|\p{L}[._]\p{L}/u.test(chunk))) return true;
  const isApiPath = (chunk: string) => {
    const path = chunk.length > 1 && chunk.endsWith('/') ? chunk.slice(0, -1) : chunk;
    return path.length > 1 && path.startsWith('/') && api.paths.some((known) => known.startsWith(path));
  };
  if (chunks.some((chunk) => isApiPath(chunk.toLowerCase()))) return true;
  return api.operationIds.has(words.map((word) => word.word.replace(/[^\p{L}\p{N}]/gu, '')).join(''));
}
