/**
 * The search's keyboard shortcuts, as DocSearch's own hook has them: Ctrl+K (⌘K)
 * opens the modal or closes it, "/" opens it unless the reader is typing in a field,
 * Escape closes it, and a letter or digit typed while the Search button has focus
 * opens it with that character. Written here, so that every page's bundle carries
 * these few lines instead of DocSearch's whole module.
 */
import { useEffect, type RefObject } from 'react';

/** The class DocSearch puts on the body while one of its modals is open. */
const OPEN_MODAL_CLASS = 'DocSearch--active';

export interface SearchShortcutHandlers {
  isOpen: boolean;
  onOpen(): void;
  onClose(): void;
  /** A letter or digit typed on the focused Search button. */
  onInput(event: KeyboardEvent): void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
}

/** Whether the key goes into something the reader is typing in. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/** Letters and digits by key code, as DocSearch tells them apart (whatever the layout prints). */
function isLetterOrDigit(event: KeyboardEvent): boolean {
  return /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode));
}

export function useSearchShortcuts({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: SearchShortcutHandlers): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const toggles =
        (event.code === 'Escape' && isOpen) ||
        (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
        (event.key === '/' && !isOpen && !isTyping(event.target));
      if (toggles) {
        event.preventDefault();
        if (isOpen) onClose();
        // Another DocSearch modal is open: leave it alone.
        else if (!document.body.classList.contains(OPEN_MODAL_CLASS)) onOpen();
        return;
      }
      if (searchButtonRef.current === document.activeElement && isLetterOrDigit(event)) onInput(event);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
