/**
 * The navbar's search: DocSearch's button and modal, as the theme's own SearchBar
 * uses them, with the search client chosen by configuration. The embedded engine
 * answers through the modal's `transformSearchClient`; with Algolia the modal keeps
 * its own client. The modal's code (and the embedded index) load on first interest:
 * hover, focus or touch of the button, a shortcut, a click.
 */
import React, { useCallback, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDocSearchKeyboardEvents } from '@docsearch/react';
import type {
  DocSearchHit,
  DocSearchModalProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { isRegexpStringMatch, useSearchLinkCreator } from '@docusaurus/theme-common';
import { useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';

import { MAX_HITS_PER_GROUP, MODAL_ATTRIBUTES_TO_RETRIEVE, SEARCH_PAGE_VERSION_PARAM } from '../../engine/constants';
import type { EmbeddedSearchClient } from '../../engine/embedded-client';
import { sanitizeHit } from '../../engine/sanitize';
import { missingResultsUrl, useSearchParameters, useSiteSearch } from '../../engine/site-search';
import { useContextualVersion, useSearchableVersions, versionOfHit } from '../../engine/versions';

import { SearchButton } from './SearchButton';
import { SearchErrorScreen, useSearchFailure } from './SearchErrorScreen';
import './styles.css';

type DocSearchModalComponent = ComponentType<DocSearchModalProps>;

let modalLoading: Promise<DocSearchModalComponent> | null = null;

/**
 * The `?modal` query makes the bundler load the modal from a second copy of the
 * DocSearch module, in its own chunk; otherwise the whole module, modal and Algolia
 * client included, would ride along with the button in every page's main bundle.
 */
function loadModal(): Promise<DocSearchModalComponent> {
  modalLoading ??= Promise.all([
    import('@docsearch/react/dist/esm/index.js?modal'),
    import('@docsearch/react/style'),
  ]).then(([{ DocSearchModal }]) => DocSearchModal as DocSearchModalComponent);
  return modalLoading;
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

export default function SearchBar(): ReactNode {
  const { config, embeddedClient } = useSiteSearch();
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const searchParameters = useSearchParameters(config);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [Modal, setModal] = useState<DocSearchModalComponent | null>(null);
  const containerRef = useRef<HTMLElement | null>(null);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const { failure, watch, reset: resetFailure } = useSearchFailure(container);
  const transformSearchClient = useTransformSearchClient(embeddedClient, watch);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const preload = useCallback(() => {
    embeddedClient?.preload();
    return loadModal();
  }, [embeddedClient]);

  const openModal = useCallback(() => {
    if (!containerRef.current) {
      const element = document.createElement('div');
      element.dataset.searchBackend = config.backend;
      document.body.insertBefore(element, document.body.firstChild);
      containerRef.current = element;
    }
    setContainer(containerRef.current);
    preload().then((component) => {
      setModal(() => component);
      setIsOpen(true);
    });
  }, [config.backend, preload]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    resetFailure();
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, [resetFailure]);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      // Ctrl/Cmd+F stays the browser's find.
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      // The modal's input receives the character; keep it from being typed twice.
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useDocSearchKeyboardEvents({ isOpen, onOpen: openModal, onClose: closeModal, onInput: handleInput, searchButtonRef });

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
        return <ResultsFooter query={state.query} nbHits={Number(state.context.nbHits ?? 0)} onClose={closeModal} />;
      },
    [closeModal],
  );

  return (
    <>
      {!embeddedClient && (
        <Head>
          {/* Lets the browser connect to Algolia early; the embedded engine needs no connection. */}
          <link rel="preconnect" href={`https://${config.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}

      <SearchButton
        onTouchStart={preload}
        onFocus={preload}
        onMouseOver={preload}
        onClick={openModal}
        ref={searchButtonRef}
        buttonText={translations.button?.buttonText}
      />

      {isOpen &&
        Modal &&
        container &&
        createPortal(
          <Modal
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
            onClose={closeModal}
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
      {isOpen && <SearchErrorScreen failure={failure} translations={translations.modal?.errorScreen} />}
    </>
  );
}
