/**
 * The search modal: DocSearch's modal with the site's search client, hit rendering
 * and error screen. It is its own chunk, loaded by SearchBar on the reader's first
 * interest in searching, with DocSearch's module and stylesheet.
 */
import React, { useCallback, useMemo, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchModal } from '@docsearch/react';
import type {
  DocSearchHit,
  DocSearchModalProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import '@docsearch/react/style/modal';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { isRegexpStringMatch, useSearchLinkCreator } from '@docusaurus/theme-common';
import { useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';

import {
  MAX_HITS_PER_GROUP,
  MODAL_ATTRIBUTES_TO_RETRIEVE,
  SEARCH_PAGE_VERSION_PARAM,
} from '../../../../core/search-engine/constants';
import type { EmbeddedSearchClient } from '../../client/embedded-client';
import { sanitizeHit } from '../../client/sanitize';
import { missingResultsUrl, useSearchParameters, useSiteSearch } from '../../client/site-search';
import { useContextualVersion, useSearchableVersions, versionOfHit } from '../../client/versions';

import { SearchErrorScreen, useSearchFailure } from './SearchErrorScreen';
import './modal.css';

export interface SearchModalProps {
  /** The element the modal renders into (see SearchBar). */
  container: HTMLElement;
  /** A character the reader typed on the Search button, to start the query with. */
  initialQuery: string | undefined;
  onClose(): void;
}

/**
 * A hit, named with its docs version when that is not the version being searched:
 * a recent search can come from the other version.
 */
function Hit({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode }) {
  const versions = useSearchableVersions();
  const searched = useContextualVersion();
  const version = versionOfHit(hit as { docusaurus_tag?: unknown }, versions);
  const other = version && searched && version.name !== searched.name ? version : undefined;
  return (
    <Link to={hit.url} className={other ? 'pulsarr-search-hit--other-version' : undefined}>
      {children}
      {other && <span className="pulsarr-search-hit-version">{other.label}</span>}
    </Link>
  );
}

function ResultsFooter({ query, nbHits, onClose }: { query: string; nbHits: number; onClose: () => void }) {
  const createSearchLink = useSearchLinkCreator();
  const version = useContextualVersion();
  // The search page opens on the version the reader was searching.
  const versionParam = version ? `&${SEARCH_PAGE_VERSION_PARAM}=${encodeURIComponent(version.name)}` : '';
  return (
    <Link to={`${createSearchLink(query)}${versionParam}`} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{ count: nbHits }}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useTransformSearchClient(
  embeddedClient: EmbeddedSearchClient | null,
  watch: <T>(search: Promise<T>) => Promise<T>,
) {
  const {
    siteMetadata: { docusaurusVersion },
  } = useDocusaurusContext();
  return useCallback(
    (searchClient: DocSearchTransformClient): DocSearchTransformClient => {
      // With the embedded engine, the modal's own Algolia client is never asked.
      const client = embeddedClient ? (embeddedClient as unknown as DocSearchTransformClient) : searchClient;
      if (!embeddedClient) searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return {
        addAlgoliaAgent: client.addAlgoliaAgent.bind(client),
        transporter: client.transporter,
        search: ((...args: Parameters<DocSearchTransformClient['search']>) =>
          watch(client.search(...args))) as DocSearchTransformClient['search'],
      };
    },
    [docusaurusVersion, embeddedClient, watch],
  );
}

export default function SearchModal({ container, initialQuery, onClose }: SearchModalProps): ReactNode {
  const { config, embeddedClient } = useSiteSearch();
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const searchParameters = useSearchParameters(config);
  const { failure, watch } = useSearchFailure(container);
  const transformSearchClient = useTransformSearchClient(embeddedClient, watch);

  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        if (isRegexpStringMatch(config.externalUrlRegex, itemUrl)) window.location.href = itemUrl;
        else history.push(itemUrl);
      },
    }),
    [config.externalUrlRegex, history],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => sanitizeHit({ ...item, url: processSearchResultUrl(item.url) })),
    [processSearchResultUrl],
  );

  const resultsFooterComponent = useMemo(
    () =>
      function SeeAllResults({ state }: { state: { query: string; context: Record<string, unknown> } }) {
        return <ResultsFooter query={state.query} nbHits={Number(state.context.nbHits ?? 0)} onClose={onClose} />;
      },
    [onClose],
  );

  return (
    <>
      {createPortal(
        <DocSearchModal
          appId={config.appId}
          apiKey={config.apiKey}
          indexName={config.indexName}
          placeholder={translations.placeholder}
          searchParameters={
            {
              ...searchParameters,
              attributesToRetrieve: MODAL_ATTRIBUTES_TO_RETRIEVE,
            } as DocSearchModalProps['searchParameters']
          }
          maxResultsPerGroup={MAX_HITS_PER_GROUP}
          onClose={onClose}
          initialScrollY={window.scrollY}
          initialQuery={initialQuery}
          navigator={navigator}
          transformItems={transformItems}
          hitComponent={Hit}
          transformSearchClient={transformSearchClient}
          resultsFooterComponent={
            config.searchPagePath
              ? (resultsFooterComponent as DocSearchModalProps['resultsFooterComponent'])
              : undefined
          }
          translations={translations.modal}
          getMissingResultsUrl={({ query }) => missingResultsUrl(config, query)}
        />,
        container,
      )}
      <SearchErrorScreen failure={failure} translations={translations.modal?.errorScreen} />
    </>
  );
}
