/**
 * Hostile input through the real engine: thousands of generated queries made of
 * markup, regular-expression metacharacters, lone surrogates, direction
 * overrides, emoji sequences, prototype names and enormous words, searched over
 * the index the build writes from real page markup. None may throw, hang, or
 * put markup other than the highlight tags into what the site renders.
 */
import { describe, expect, it } from 'vitest';

import { extractPageRecords } from '../../../plugins/search/records/extract';
import { SEARCH_INPUT_MAX_LENGTH } from '../../../core/search-engine/constants';
import { packIndex, type EmbeddedIndexFile } from '../../../core/search-engine/embedded-index';
import { EmbeddedSearchEngine, type SearchRequest, type SearchResponse } from '../../../core/search-engine/engine';
import type { DocSearchRecord } from '../../../core/search-engine/records';
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG, sanitizeHit } from '../../../plugins/search/client/sanitize';
import { limitQuery, splitWords, tokenize } from '../../../core/search-engine/text';
import { API_PAGE, API_PAGE_WITH_PARAMETER, DOC_PAGE, HOME_PAGE, SITE_URL } from './fixtures';
import { MODAL_REQUEST } from '../../support/modal-request';
import { SEARCH_PAGE_PARAMETERS } from '../../../plugins/search/theme/SearchPage/request';

/** How many generated queries the fuzz run sends. */
const FUZZ_QUERIES = 3_000;
/**
 * A hang guard, far above what any query costs: a query that takes longer is
 * stuck in work that grows faster than its input.
 */
const QUERY_BUDGET_MS = 1_000;
const HUGE = 100_000;

function engineFor(records: DocSearchRecord[]): EmbeddedSearchEngine {
  const file = JSON.parse(JSON.stringify(packIndex(records, SITE_URL))) as EmbeddedIndexFile;
  return EmbeddedSearchEngine.fromIndexFile(file);
}

const OPERATION_IDS = new Map([
  ['POST /v1/users/users', 'createUser'],
  ['GET /v1/users/users/{id}', 'getUser'],
]);
const site = engineFor([
  ...extractPageRecords({ html: DOC_PAGE, url: `${SITE_URL}/Pulsarr/docs/utilities/delete-sync`, pageRank: 1 }),
  ...extractPageRecords({
    html: API_PAGE,
    url: `${SITE_URL}/Pulsarr/docs/api/create-user`,
    operationIds: OPERATION_IDS,
  }),
  ...extractPageRecords({
    html: API_PAGE_WITH_PARAMETER,
    url: `${SITE_URL}/Pulsarr/docs/api/get-user`,
    operationIds: OPERATION_IDS,
  }),
  ...extractPageRecords({ html: HOME_PAGE, url: `${SITE_URL}/Pulsarr/` }),
]);

/** The request the /search page sends. */
const PAGE_REQUEST: SearchRequest = { indexName: 'pulsarr-docs', ...SEARCH_PAGE_PARAMETERS };

const FRAGMENTS: readonly string[] = [
  // Markup and attempts to close or forge the highlight tags.
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  '<mark>',
  '</mark><b>x</b>',
  '&lt;script&gt;',
  '<!--',
  ']]>',
  '<iframe src=javascript:alert(1)>',
  // Regular-expression metacharacters and catastrophic patterns.
  '.*',
  '(a+)+$',
  '[^]',
  '\\',
  '$&',
  '$1',
  '^',
  '|',
  '?',
  '+',
  '{1,}',
  '(?=',
  '\\p{L}',
  '(((((',
  ')))))',
  '[[[',
  '*',
  '.+?',
  // Lone surrogates, direction overrides, zero-width and control characters.
  '\uD800',
  '\uDFFF',
  'a\uD83D',
  '\uDE00b',
  '\u202E',
  '\u202Dgnirts',
  '\u2066x\u2069',
  '\u200B',
  '\u200D',
  '\uFEFF',
  '\u0000',
  '\u0007',
  '\u001B[31m',
  // Emoji sequences: families, flags, skin tones, keycaps.
  '👨‍👩‍👧‍👦',
  '🏳️‍🌈',
  '🇺🇸🇫🇷',
  '👍🏽',
  '1️⃣',
  '🧑🏿‍💻',
  '❤️‍🔥',
  // Names that break code treating input as object keys.
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  '__defineGetter__',
  'valueOf',
  // Words the index holds, with underscores, paths and camelCase.
  'delete',
  'sync',
  'dry',
  'run',
  'createUser',
  'PLEX_TOKEN',
  '/v1/users/users',
  'watchlist',
  'sonarr',
  'quota',
  'user',
  'a',
  'the',
  // Pieces of messages a reader pastes: quotes, brackets, addresses, template holes, dotted names.
  '"Pulsarr (10.8.15.2:3003)"',
  "'150'",
  '[503:ServiceUnavailable]',
  '(localhost:3003)',
  'http://10.8.15.2:3003/v1/notifications/webhook?instanceId=…',
  'https://app.plex.tv/desktop/#!/settings/account',
  '${n}',
  '${total}',
  '${…}',
  '`${max}%`',
  '{{baseUrl}}',
  'System.Net.Http.HttpRequestException:',
  'media.available',
  'a.b.c.d.e.f.g',
  '....',
  'a..b',
  '._._.',
  '_.',
  'deleteSyncNotify',
  'WARN: [WATCHLIST_WORKFLOW]',
  // Combining marks and other scripts.
  'e\u0301\u0301\u0301',
  'Z̸̢̛͇̈́a̴l̷g̶o̵',
  'שלום',
  'مرحبا',
  '日本語',
  'ß',
  'İ',
];

const HUGE_WORDS: readonly (() => string)[] = [
  () => 'a'.repeat(HUGE),
  () => 'é'.repeat(HUGE),
  () => '_'.repeat(HUGE),
  () => 'a_'.repeat(HUGE / 2),
  () => 'a.'.repeat(HUGE / 2),
  () => 'a._'.repeat(HUGE / 3),
  () => '${'.repeat(HUGE / 2),
  () => `/${'a'.repeat(HUGE)}`,
  () => `/x${'.'.repeat(HUGE)}`,
  () => 'aB'.repeat(HUGE / 2),
  () => '😀'.repeat(HUGE / 2),
  () => '\uD800'.repeat(HUGE),
  () => '<'.repeat(HUGE),
];

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function hostileQueries(count: number, seed: number): string[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const queries: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const parts: string[] = [];
    const length = 1 + Math.floor(next() * 5);
    for (let k = 0; k < length; k += 1) {
      // One query in about fifty carries an enormous word.
      parts.push(next() < 0.02 ? pick(HUGE_WORDS)() : pick(FRAGMENTS));
    }
    queries.push(parts.join(pick([' ', '', '  ', '\t', '_', '/', '\u00A0'])));
  }
  return queries;
}

/** Every string value in a search answer's hits, as the site renders them. */
function renderedStrings(response: SearchResponse): string[] {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') out.push(node);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  for (const hit of response.hits) {
    // What the engine writes as HTML, and every field once the site has made the hit safe to render.
    walk([hit._highlightResult, hit._snippetResult]);
    walk(sanitizeHit(hit));
  }
  return out;
}

/** Markup other than the highlight tags. */
const FOREIGN_MARKUP = /<(?!\/?mark>)/;

function timed<T>(run: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = run();
  return { value, ms: performance.now() - started };
}

describe('hostile queries', () => {
  it(`${FUZZ_QUERIES} generated queries: no exception, no markup but <mark>, each within the hang guard`, () => {
    const queries = hostileQueries(FUZZ_QUERIES, 17);
    let worst = { ms: 0, query: '' };
    let exceptions = 0;
    for (const [i, query] of queries.entries()) {
      const request =
        i % 10 === 9
          ? {
              indexName: 'pulsarr-docs',
              params: new URLSearchParams({
                query,
                highlightPreTag: HIGHLIGHT_PRE_TAG,
                highlightPostTag: HIGHLIGHT_POST_TAG,
              }).toString(),
            }
          : { ...(i % 2 === 0 ? MODAL_REQUEST : PAGE_REQUEST), query };
      let answer: { value: SearchResponse; ms: number };
      try {
        answer = timed(() => site.search(request));
      } catch (error) {
        exceptions += 1;
        throw new Error(`query #${i} (${JSON.stringify(query.slice(0, 80))}…) threw: ${String(error)}`);
      }
      if (answer.ms > worst.ms) worst = { ms: answer.ms, query };
      expect(answer.ms, `query #${i} ${JSON.stringify(query.slice(0, 80))}`).toBeLessThan(QUERY_BUDGET_MS);
      expect(answer.value.query.length).toBeLessThanOrEqual(SEARCH_INPUT_MAX_LENGTH);
      for (const text of renderedStrings(answer.value)) expect(text, `query #${i}`).not.toMatch(FOREIGN_MARKUP);
    }
    expect(exceptions).toBe(0);
    console.info(
      `hostile queries: ${queries.length} sent, ${exceptions} exceptions, worst ${worst.ms.toFixed(1)} ms for ${JSON.stringify(worst.query.slice(0, 40))}`,
    );
  });

  it('finds the words of a query that carries a 100,000-character word after them, cut to the input length', () => {
    const response = site.search({ ...MODAL_REQUEST, query: `delete sync ${'x'.repeat(HUGE)}` });
    expect(response.query).toBe(`delete sync ${'x'.repeat(SEARCH_INPUT_MAX_LENGTH - 'delete sync '.length)}`);
    expect(site.search({ ...MODAL_REQUEST, query: `delete sync ${'x'.repeat(HUGE)}` }).nbHits).toBeGreaterThan(0);
  });
});

/** Characters a pasted message is made of: every printable ASCII character, and a few beyond. */
const PASTED_CHARACTERS = [
  ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
  '…',
  '—',
  '’',
  '\u00A0',
  '\t',
  'é',
  '😀',
];

describe('pasted messages', () => {
  it(`${FUZZ_QUERIES} strings of ${SEARCH_INPUT_MAX_LENGTH} characters of anything, and whole messages: text, never an error`, () => {
    const next = random(41);
    const queries = Array.from({ length: FUZZ_QUERIES }, () =>
      Array.from(
        { length: SEARCH_INPUT_MAX_LENGTH },
        () => PASTED_CHARACTERS[Math.floor(next() * PASTED_CHARACTERS.length)],
      ).join(''),
    );
    queries.push(
      'Failed to create webhook: Unable to send test message: Unable to post to webhook: HTTP request failed: [503:ServiceUnavailable] [POST] at [http://10.8.15.2:3003/v1/notifications/webhook?instanceId=…]',
      'Safety check failed: Would delete ${n} out of ${total} eligible items (${pct}%), which exceeds maximum allowed percentage of ${max}%.',
      'Invalid maxDeletionPrevention value: "${value}". Please set a percentage between 0 and 100 inclusive.',
    );
    for (const [i, query] of queries.entries()) {
      const { value, ms } = timed(() => site.search({ ...MODAL_REQUEST, query }));
      expect(ms, `query #${i} ${JSON.stringify(query)}`).toBeLessThan(QUERY_BUDGET_MS);
      expect(value.query).toBe(limitQuery(query).trim());
      for (const text of renderedStrings(value)) expect(text, `query #${i}`).not.toMatch(FOREIGN_MARKUP);
    }
  });

  it('finds a dotted name, a camelCase name and a name with underscores as written and by their parts', () => {
    expect(tokenize('media.available')).toEqual(['media.available', 'media', 'available']);
    expect(tokenize('deleteSyncNotify')).toEqual(['deleteSyncNotify', 'delete', 'Sync', 'Notify']);
    expect(tokenize('PLEX_TOKEN')).toEqual(['PLEX_TOKEN', 'PLEX', 'TOKEN']);
    // A sentence's full stop joins nothing.
    expect(tokenize('Pulsarr. Then')).toEqual(['Pulsarr', 'Then']);
  });
});

describe('text processing grows with the length of the text, not faster', () => {
  const hugeWords = HUGE_WORDS.map((make) => make());

  it.each(hugeWords.map((word) => [JSON.stringify(word.slice(0, 6)), word]))(
    'tokenizes a 100,000-character word %s within the hang guard',
    (_name, word) => {
      const { value, ms } = timed(() => tokenize(word));
      expect(ms).toBeLessThan(QUERY_BUDGET_MS);
      expect(Array.isArray(value)).toBe(true);
    },
  );

  it('indexes and highlights a page holding 100,000-character words', () => {
    const content = `quota ${'q'.repeat(HUGE)} <script>x</script> ${'aB_'.repeat(HUGE / 3)} quota`;
    const { value: engine, ms: indexMs } = timed(() =>
      engineFor([
        {
          objectID: 'huge-0',
          url: `${SITE_URL}/Pulsarr/docs/huge`,
          url_without_anchor: `${SITE_URL}/Pulsarr/docs/huge`,
          anchor: null,
          type: 'content',
          hierarchy: {
            lvl0: 'Documentation',
            lvl1: 'Huge',
            lvl2: null,
            lvl3: null,
            lvl4: null,
            lvl5: null,
            lvl6: null,
          },
          content,
          language: 'en',
          docusaurus_tag: 'docs-default-current',
          weight: { pageRank: 0, level: 0, position: 0 },
        },
      ]),
    );
    expect(indexMs).toBeLessThan(QUERY_BUDGET_MS * 5);
    const { value: response, ms } = timed(() =>
      engine.search({ ...MODAL_REQUEST, facetFilters: undefined, query: 'quota' }),
    );
    expect(ms).toBeLessThan(QUERY_BUDGET_MS);
    expect(response.hits[0]._snippetResult.content?.value).toContain('<mark>quota</mark>');
    for (const text of renderedStrings(response)) expect(text).not.toMatch(FOREIGN_MARKUP);
    // quota, the q… word, script, x, script, the aB_… word, quota.
    expect(splitWords(content).filter((piece) => piece.isWord)).toHaveLength(7);
  });
});

describe('limitQuery', () => {
  it(`keeps the first ${SEARCH_INPUT_MAX_LENGTH} characters and never half of a surrogate pair`, () => {
    expect(limitQuery('short')).toBe('short');
    expect(limitQuery('x'.repeat(HUGE))).toHaveLength(SEARCH_INPUT_MAX_LENGTH);
    const emoji = `${'x'.repeat(SEARCH_INPUT_MAX_LENGTH - 1)}😀`;
    expect(limitQuery(emoji)).toBe('x'.repeat(SEARCH_INPUT_MAX_LENGTH - 1));
  });
});
