import {
  MAX_HITS_PER_GROUP,
  MODAL_ATTRIBUTES_TO_RETRIEVE,
  SEARCH_HITS_PER_PAGE,
} from '../../core/search-engine/constants';
import type { SearchRequest } from '../../core/search-engine/engine';
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from '../../plugins/search/client/sanitize';

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

/** The request the modal sends from a page of the docs version tagged `tag` (Docusaurus's docs-default-<name>). */
export function modalRequestFor(tag: string, query: string): SearchRequest {
  return {
    ...MODAL_REQUEST,
    query,
    facetFilters: ['language:en', ['docusaurus_tag:default', `docusaurus_tag:${tag}`]],
  };
}

/**
 * The hits' addresses in the order the modal lists them, relative to /Pulsarr/ and
 * with their anchors, as @docsearch/react 3.9 orders them: hits grouped by lvl0 (a
 * group where its first hit ranks), at most MAX_HITS_PER_GROUP in each, and within a
 * group the hits of one page (one lvl1) together, under the page's first hit.
 */
export function modalLinks(
  hits: readonly { url?: string; hierarchy?: { lvl0?: string; lvl1?: string | null } }[],
): string[] {
  const groups = new Map<string, (typeof hits)[number][]>();
  for (const hit of hits) {
    const group = hit.hierarchy?.lvl0 ?? '';
    const members = groups.get(group) ?? [];
    groups.set(group, members);
    if (members.length < MAX_HITS_PER_GROUP) members.push(hit);
  }
  return [...groups.values()].flatMap((members) => {
    const pages = new Map<string, string[]>();
    for (const hit of members) {
      if (!hit.url) continue;
      const page = hit.hierarchy?.lvl1 ?? '';
      const links = pages.get(page) ?? [];
      pages.set(page, links);
      const url = new URL(hit.url);
      links.push(`${url.pathname.replace(/^\/Pulsarr\//, '')}${url.hash}`);
    }
    return [...pages.values()].flat();
  });
}
