import { STAR_BUTTON_REINJECT_RETRY_DELAYS_MS } from './constants';

export interface KeepInNavbarOptions {
  /** When to try putting the element back, in ms after it went missing. */
  retryDelaysMs?: readonly number[];
  /** Where to put it when its own parent has gone too. */
  findFallbackParent?: () => Element | null;
}

const defaultFallbackParent = (): Element | null => document.querySelector('.navbar__items--right');

/**
 * The safety net behind the navbar item: if something other than React (a
 * browser extension, a script rewriting the navbar) takes the element out of the
 * page, put the very same element back where it was, so React keeps owning it.
 * Tries at each retry delay until it succeeds, then gives up without a sound.
 *
 * Returns a function that stops watching; call it when React unmounts the item,
 * so that an intended removal is never undone.
 */
export function keepInNavbar(element: HTMLElement, options: KeepInNavbarOptions = {}): () => void {
  const { retryDelaysMs = STAR_BUTTON_REINJECT_RETRY_DELAYS_MS, findFallbackParent = defaultFallbackParent } = options;
  let parent: Node | null = element.parentNode;
  let nextSibling: Node | null = element.nextSibling;
  let state: 'watching' | 'retrying' | 'gave-up' = 'watching';
  let timers: number[] = [];

  const stopRetrying = (): void => {
    timers.forEach((timer) => window.clearTimeout(timer));
    timers = [];
    state = 'watching';
  };

  const tryToReinject = (isLastTry: boolean): void => {
    if (!element.isConnected) {
      const target = parent?.isConnected ? parent : findFallbackParent();
      if (!target) {
        if (isLastTry) state = 'gave-up';
        return;
      }
      target.insertBefore(element, nextSibling?.parentNode === target ? nextSibling : target.firstChild);
    }
    stopRetrying();
  };

  const observer = new MutationObserver(() => {
    if (element.isConnected) {
      parent = element.parentNode;
      nextSibling = element.nextSibling;
      if (state === 'gave-up') state = 'watching';
    } else if (state === 'watching') {
      state = 'retrying';
      timers = retryDelaysMs.map((delay, index) =>
        window.setTimeout(() => tryToReinject(index === retryDelaysMs.length - 1), delay),
      );
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });

  return () => {
    observer.disconnect();
    stopRetrying();
  };
}
