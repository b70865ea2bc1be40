/**
 * The navbar's search: the Search button and its keyboard shortcuts. Everything else
 * (DocSearch's modal, the site's search client, the embedded index and its worker)
 * loads on the reader's first interest: hover, focus or touch of the button, a
 * shortcut, a click. Every page's bundle carries only this file, the button and the
 * shortcuts.
 */
import React, { useCallback, useRef, useState, type ComponentType, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { translate } from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import { EMBEDDED_INDEX_FILE } from '../../../../core/search-engine/constants';
import type { SearchThemeConfig } from '../../options';

import { SearchButton } from './SearchButton';
import type { SearchModalProps } from './SearchModal';
import { useSearchShortcuts } from './useSearchShortcuts';
// DocSearch's own rules for the button; the modal's come with the modal.
import '@docsearch/react/style/variables';
import '@docsearch/react/style/button';
import './styles.css';

type SearchModalComponent = ComponentType<SearchModalProps>;

let modalLoading: Promise<SearchModalComponent> | null = null;

function loadModal(): Promise<SearchModalComponent> {
  modalLoading ??= import(/* webpackChunkName: "search-modal" */ './SearchModal').then((module) => module.default);
  return modalLoading;
}

/** Starts loading the embedded index into its worker, beside the modal's code. */
function preloadIndex(indexUrl: string): void {
  void import('../../client/site-search').then(({ embeddedClientFor }) => embeddedClientFor(indexUrl).preload());
}

export default function SearchBar(): ReactNode {
  const config = useDocusaurusContext().siteConfig.themeConfig.algolia as SearchThemeConfig;
  const embedded = config.backend !== 'algolia';
  const indexUrl = useBaseUrl(`/${EMBEDDED_INDEX_FILE}`);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [Modal, setModal] = useState<SearchModalComponent | null>(null);
  const containerRef = useRef<HTMLElement | null>(null);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const preload = useCallback(() => {
    if (embedded) preloadIndex(indexUrl);
    return loadModal();
  }, [embedded, indexUrl]);

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
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

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

  useSearchShortcuts({ isOpen, onOpen: openModal, onClose: closeModal, onInput: handleInput, searchButtonRef });

  return (
    <>
      {!embedded && (
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
        buttonText={translate({
          id: 'theme.SearchBar.label',
          message: 'Search',
          description: 'The ARIA label and placeholder for search button',
        })}
      />

      {isOpen && Modal && container && <Modal container={container} initialQuery={initialQuery} onClose={closeModal} />}
    </>
  );
}
