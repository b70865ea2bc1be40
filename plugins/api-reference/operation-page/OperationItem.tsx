import React, { useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { DocProvider } from '@docusaurus/plugin-content-docs/client';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { createPersistenceMiddleware } from '@theme/ApiExplorer/persistenceMiddleware';
import Layout from '@theme/ApiItem/Layout';
import { createStoreWithoutState, type ApiPanelStore, type ApiThemeOptions } from '@theme/ApiItem/store';
import type { Props } from '@theme/DocItem';
import Metadata from '@theme/DocItem/Metadata';
import SkeletonLoader from '@theme/SkeletonLoader';
import { onceNearViewport } from '@site/src/lib/near-viewport';

import type { OperationDocument } from './requestPanel';

/** How far below the screen the request panel starts loading: a little ahead of the reader. */
export const REQUEST_PANEL_LOAD_MARGIN = '200px 0px';

interface LoadedPanel {
  Panel: ComponentType<{ operation: OperationDocument; infoPath?: string }>;
  operation: OperationDocument;
  store: ApiPanelStore;
}

type PanelState =
  | { status: 'waiting' }
  | { status: 'loading' }
  | { status: 'failed'; error: Error }
  | ({ status: 'ready' } & LoadedPanel);

/**
 * One operation of the API reference, laid out as the OpenAPI theme's API item
 * lays it out (the article on the left, the "Send API Request" panel on the
 * right, below it on a phone), with two differences:
 *
 * - The panel's code (request builder, code-sample generators, highlighting:
 *   most of the reference's JavaScript) loads only when the panel comes
 *   within 200 px of the viewport. On a wide screen that is at once; on a
 *   phone, where the panel follows the whole article, only if the reader
 *   scrolls towards it. Until then the theme's skeleton holds its place.
 * - The article renders once. The theme's item built a new state store on
 *   every render and re-rendered the whole article when the page hydrated;
 *   here the article is a memoised element, and only the parts that read the
 *   panel's state (media-type tabs, the address line) follow the store.
 */
export default function OperationItem(props: Props): ReactNode {
  const MDXComponent = props.content;
  const { frontMatter, metadata } = MDXComponent;
  const { siteConfig } = useDocusaurusContext();
  const options = (siteConfig.themeConfig as { api?: ApiThemeOptions }).api;
  // Until the panel loads, the article's tabs share an empty store, as in the server's render.
  const [pageStore] = useState(() => createStoreWithoutState({}, [createPersistenceMiddleware(options)]));
  const [panel, setPanel] = useState<PanelState>({ status: 'waiting' });
  const panelSlot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const slot = panelSlot.current;
    if (!slot || panel.status !== 'waiting') return undefined;
    return onceNearViewport(slot, REQUEST_PANEL_LOAD_MARGIN, () => setPanel({ status: 'loading' }));
  }, [panel.status]);

  useEffect(() => {
    if (panel.status !== 'loading') return undefined;
    let current = true;
    (async () => {
      const module = await import('./requestPanel');
      const operation = module.readOperation((frontMatter as { api?: unknown }).api);
      return {
        Panel: module.default,
        operation,
        store: module.createPanelStore(operation, options, pageStore.getState()),
      };
    })().then(
      (loaded) => current && setPanel({ status: 'ready', ...loaded }),
      (error: unknown) =>
        current && setPanel({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [panel.status, frontMatter, options, pageStore]);

  // The article never re-renders because the panel loaded: React keeps an element it is handed again.
  const article = useMemo(() => <MDXComponent />, [MDXComponent]);

  return (
    <DocProvider content={props.content}>
      <HtmlClassNameProvider className={`docs-doc-id-${metadata.id}`}>
        <Metadata />
        <Layout>
          <Provider store={panel.status === 'ready' ? panel.store : pageStore}>
            <div className="row theme-api-markdown">
              <div className="col col--7 openapi-left-panel__container">{article}</div>
              <div className="col col--5 openapi-right-panel__container" ref={panelSlot}>
                {panel.status === 'ready' ? (
                  <panel.Panel
                    operation={panel.operation}
                    infoPath={(frontMatter as { info_path?: string }).info_path}
                  />
                ) : panel.status === 'failed' ? (
                  <div className="alert alert--danger api-request-panel__error" role="alert">
                    <p>
                      <Translate id="apiReference.requestPanel.loadFailed">
                        The request panel could not be loaded.
                      </Translate>{' '}
                      <code>{panel.error.message}</code>
                    </p>
                    <button
                      type="button"
                      className="button button--danger button--sm"
                      onClick={() => setPanel({ status: 'loading' })}
                    >
                      <Translate id="apiReference.requestPanel.retry">Retry</Translate>
                    </button>
                  </div>
                ) : (
                  <SkeletonLoader size="lg" />
                )}
              </div>
            </div>
          </Provider>
        </Layout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
