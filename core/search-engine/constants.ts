/**
 * Search constants of the site specification (§2, §5, §9) that the site's own code
 * uses. Those the DocSearch modal implements by itself are in
 * tests/support/search-spec-strings.ts, where the tests check them.
 */

/** §9: hits per page, in the modal and on the search page. */
export const SEARCH_HITS_PER_PAGE = 20;
/** §9: words in a snippet on wide screens. */
export const SNIPPET_WORDS = 10;
/** §9: hits shown per group in the modal. */
export const MAX_HITS_PER_GROUP = 5;
/** §5, §9: characters the search input accepts. */
export const SEARCH_INPUT_MAX_LENGTH = 64;

/**
 * How long the page waits for the search worker to answer one request, in
 * milliseconds; past it the search fails as if no host answered (§8), and the
 * next search starts a fresh worker. Not in the specification: our own bound.
 */
export const SEARCH_WORKER_TIMEOUT_MS = 5_000;

/** §2: the navbar button's label. */
export const SEARCH_BUTTON_LABEL = 'Search';

/** The search page route, relative to the base URL (§2: /search). */
export const SEARCH_PAGE_PATH = 'search';
/** The embedded index, written by plugins/search at the root of the build. */
export const EMBEDDED_INDEX_FILE = 'search-index.json';
/** The index name the records carry, in the embedded index and by default on Algolia. */
export const DEFAULT_INDEX_NAME = 'pulsarr-docs';

/**
 * What the modal retrieves of each hit: DocSearch's own list, plus the docs version
 * tag, so a hit from the other version can say which it is.
 */
export const MODAL_ATTRIBUTES_TO_RETRIEVE = [
  'hierarchy.lvl0',
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'content',
  'type',
  'url',
  'docusaurus_tag',
];

/** The search page's query parameter naming the docs version to search (Docusaurus's version name). */
export const SEARCH_PAGE_VERSION_PARAM = 'version';
