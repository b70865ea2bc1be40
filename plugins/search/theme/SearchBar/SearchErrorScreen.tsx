/**
 * DocSearch 3.9.0 marks a search whose hosts all failed as "error", but its
 * autocomplete core then resets the status to "idle" as the request settles, so the
 * modal shows "No results for …" instead of its error screen; and a search that
 * fails any other way is shown as "no results" too. Until that is fixed
 * upstream, this shows the modal's own error screen (same markup and texts) in its
 * results area while the last search failed, and hides what DocSearch put there.
 * It is the only place that reaches into the modal's DOM.
 */
import React, { useCallback, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

import type { ModalTranslations } from '@docsearch/react';

export interface SearchFailure {
  /** The modal's results area, where the screen goes. */
  target: Element;
}

/** Remembers whether the modal's last search failed; call `watch` on every search. */
export function useSearchFailure(container: HTMLElement | null) {
  const [failure, setFailure] = useState<SearchFailure | null>(null);
  const watch = useCallback(
    <T,>(search: Promise<T>): Promise<T> =>
      search.then(
        (result) => {
          setFailure(null);
          return result;
        },
        (error: unknown) => {
          // Any failed search gets the error screen: Algolia's hosts, the embedded
          // index, its worker or its engine; none of them means "no results".
          const target = container?.querySelector('.DocSearch-Dropdown');
          if (target) setFailure({ target });
          throw error;
        },
      ),
    [container],
  );
  const reset = useCallback(() => setFailure(null), []);
  return { failure, watch, reset };
}

function ErrorIcon() {
  return (
    <svg
      width="40"
      height="40"
      viewBox="0 0 20 20"
      fill="none"
      fillRule="evenodd"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
    </svg>
  );
}

export function SearchErrorScreen({
  failure,
  translations,
}: {
  failure: SearchFailure | null;
  translations: ModalTranslations['errorScreen'];
}): ReactNode {
  if (!failure) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen pulsarr-search-error" role="alert">
      <div className="DocSearch-Screen-Icon">
        <ErrorIcon />
      </div>
      <p className="DocSearch-Title">{translations?.titleText}</p>
      <p className="DocSearch-Help">{translations?.helpText}</p>
    </div>,
    failure.target,
  );
}
