import { SEARCH_HITS_PER_PAGE, SNIPPET_WORDS } from '../../../../core/search-engine/constants';
import type { SearchRequest } from '../../../../core/search-engine/engine';
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from '../../client/sanitize';

/**
 * What the /search page asks of either backend besides the index, the query and the
 * page: whole hierarchies for the breadcrumbs, one content snippet, `<mark>` highlights.
 */
export const SEARCH_PAGE_PARAMETERS = {
  hitsPerPage: SEARCH_HITS_PER_PAGE,
  attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'],
  attributesToSnippet: [`content:${SNIPPET_WORDS}`],
  highlightPreTag: HIGHLIGHT_PRE_TAG,
  highlightPostTag: HIGHLIGHT_POST_TAG,
  snippetEllipsisText: '…',
} satisfies SearchRequest;
