/**
 * Search constants of the site specification (§2 Search modal, §5, §7, §8, §9).
 * The DocSearch modal has most of them built in; they are named here so the
 * embedded engine, the search page and the tests agree with it and with the spec.
 */

/** §9: hits per page, in the modal and on the search page. */
export const SEARCH_HITS_PER_PAGE = 20;
/** §9: words in a snippet on wide screens. */
export const SNIPPET_WORDS = 10;
/** §9: words in a snippet on screens up to SNIPPET_NARROW_MAX_WIDTH_PX. */
export const SNIPPET_WORDS_NARROW = 5;
/** §9: the widest screen that gets narrow snippets, in CSS pixels. */
export const SNIPPET_NARROW_MAX_WIDTH_PX = 768;
/** §9: hits shown per group in the modal. */
export const MAX_HITS_PER_GROUP = 5;
/** §9: recent searches kept when there are no favorites. */
export const RECENT_SEARCHES_LIMIT = 7;
/** §9: recent searches kept once a favorite exists. */
export const RECENT_SEARCHES_LIMIT_WITH_FAVORITES = 4;
/** §9: favorite searches kept. */
export const FAVORITE_SEARCHES_LIMIT = 10;
/** §9: "Try searching for" suggestions shown when nothing matches. */
export const MAX_SUGGESTIONS = 3;
/** §5, §9: characters the search input accepts. */
export const SEARCH_INPUT_MAX_LENGTH = 64;
/** §9: a search slower than this shows the stalled state, in milliseconds. */
export const SEARCH_STALL_THRESHOLD_MS = 300;
/** §9: search client connect timeout, in milliseconds. */
export const SEARCH_CONNECT_TIMEOUT_MS = 1_000;
/** §9: search client read timeout, in milliseconds. */
export const SEARCH_READ_TIMEOUT_MS = 2_000;
/** §9: search client write timeout, in milliseconds. */
export const SEARCH_WRITE_TIMEOUT_MS = 30_000;
/** §9: how long a failed search host is left out, in milliseconds. */
export const SEARCH_HOST_DOWN_MS = 2 * 60 * 1_000;

/**
 * How long the page waits for the search worker to answer one request, in
 * milliseconds; past it the search fails as if no host answered (§8), and the
 * next search starts a fresh worker. Not in the specification: our own bound.
 */
export const SEARCH_WORKER_TIMEOUT_MS = 5_000;

/** §2: the modal's input placeholder. */
export const SEARCH_PLACEHOLDER = 'Search docs';
/** §2: the navbar button's label. */
export const SEARCH_BUTTON_LABEL = 'Search';
/** §2: the modal footer link; `{count}` is the number of hits. */
export const SEE_ALL_RESULTS_TEXT = 'See all {count} results';
/** §8: start screen without history. */
export const NO_RECENT_SEARCHES_TEXT = 'No recent searches';
/** §8: no hits; the modal shows it as `No results for "{query}"`. */
export const NO_RESULTS_TEXT = 'No results for';
/** §8: heading of the suggestions list. */
export const TRY_SEARCHING_FOR_TEXT = 'Try searching for';
/** §8: question above the link to report missing results. */
export const MISSING_RESULTS_TEXT = 'Believe this query should return results?';
/** §8: the link to report missing results. */
export const MISSING_RESULTS_LINK_TEXT = 'Let us know.';
/** §8: all search hosts unreachable. */
export const SEARCH_ERROR_TITLE = 'Unable to fetch results';
/** §8: the hint under SEARCH_ERROR_TITLE. */
export const SEARCH_ERROR_HELP = 'You might want to check your network connection.';

/** The search page route, relative to the base URL (§2: /search). */
export const SEARCH_PAGE_PATH = 'search';
/** The embedded index, written by plugins/search at the root of the build. */
export const EMBEDDED_INDEX_FILE = 'search-index.json';
/** The index name the records carry, in the embedded index and by default on Algolia. */
export const DEFAULT_INDEX_NAME = 'pulsarr-docs';
