/**
 * The navbar's Search button, in DocSearch's markup and classes, with its keyboard
 * shortcut written as text ("Ctrl K", "⌘ K") instead of an icon. Its accessible
 * name is the text it shows, so a reader who names the button by what they see
 * reaches it (WCAG 2.5.3, Label in Name); DocSearch's own button is named
 * "Search (Ctrl+K)" while it shows an icon and "K".
 */
import React, { forwardRef, useSyncExternalStore, type ButtonHTMLAttributes, type ReactNode } from 'react';

import { SEARCH_BUTTON_LABEL } from '../../../../core/search-engine/constants';

function SearchIcon(): ReactNode {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The shortcut's modifier on this device; null until the page knows it (the server cannot). */
const neverChanges = () => () => {};
const modifierOfThisDevice = (): 'Ctrl' | '⌘' => (/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');
const unknownOnTheServer = (): null => null;

function useModifierKey(): 'Ctrl' | '⌘' | null {
  return useSyncExternalStore(neverChanges, modifierOfThisDevice, unknownOnTheServer);
}

type SearchButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { buttonText?: string };

export const SearchButton = forwardRef<HTMLButtonElement, SearchButtonProps>(function SearchButton(
  { buttonText, ...props },
  ref,
) {
  const modifier = useModifierKey();
  const label = buttonText ?? SEARCH_BUTTON_LABEL;
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      // The text, written out: on narrow screens the text is hidden and only the icon shows.
      aria-label={modifier ? `${label} ${modifier} K` : label}
      aria-keyshortcuts={modifier === '⌘' ? 'Meta+K' : 'Control+K'}
      {...props}
      ref={ref}
    >
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>{' '}
      <span className="DocSearch-Button-Keys">
        {modifier && (
          <>
            <kbd className="DocSearch-Button-Key pulsarr-search-key">{modifier}</kbd>{' '}
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});
