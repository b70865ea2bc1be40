import { MODAL_ATTRIBUTES_TO_RETRIEVE, SEARCH_HITS_PER_PAGE } from '../../plugins/search/engine/constants';
import type { SearchRequest } from '../../plugins/search/engine/engine';
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from '../../plugins/search/engine/sanitize';

/**
 * The request the DocSearch modal sends (see @docsearch/react's DocSearchModal, with the
 * site's searchParameters: the version tag retrieved too), for tests of the engine.
 */
export const MODAL_REQUEST: SearchRequest = {
  indexName: 'pulsarr-docs',
  attributesToRetrieve: MODAL_ATTRIBUTES_TO_RETRIEVE,
  attributesToSnippet: [
    'hierarchy.lvl1:10',
    'hierarchy.lvl2:10',
    'hierarchy.lvl3:10',
    'hierarchy.lvl4:10',
    'hierarchy.lvl5:10',
    'hierarchy.lvl6:10',
    'content:10',
  ],
  snippetEllipsisText: '…',
  highlightPreTag: HIGHLIGHT_PRE_TAG,
  highlightPostTag: HIGHLIGHT_POST_TAG,
  hitsPerPage: SEARCH_HITS_PER_PAGE,
  clickAnalytics: false,
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
};
