/**
 * Search constants of the site specification (§2, §5, §8, §9) that the DocSearch
 * modal implements itself: the site's code has nothing to pass them to, so they live
 * here, where the browser tests check the modal and the search page against them.
 * (The modal's "See all {count} results" stays a literal in the SearchBar, because
 * Docusaurus extracts translatable text only from literal strings.)
 */

/** §9: words in a snippet on screens up to SNIPPET_NARROW_MAX_WIDTH_PX. */
export const SNIPPET_WORDS_NARROW = 5;
/** §9: the widest screen that gets narrow snippets, in CSS pixels. */
export const SNIPPET_NARROW_MAX_WIDTH_PX = 768;
/** §9: recent searches kept when there are no favorites. */
export const RECENT_SEARCHES_LIMIT = 7;
/** §9: recent searches kept once a favorite exists. */
export const RECENT_SEARCHES_LIMIT_WITH_FAVORITES = 4;
/** §9: favorite searches kept. */
export const FAVORITE_SEARCHES_LIMIT = 10;
/** §9: "Try searching for" suggestions shown when nothing matches. */
export const MAX_SUGGESTIONS = 3;
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
/** §2: the modal's input placeholder. */
export const SEARCH_PLACEHOLDER = 'Search docs';
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
