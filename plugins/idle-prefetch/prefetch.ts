/**
 * Stands in for @docusaurus/core's lib/client/prefetch.js (see index.ts): the
 * browser side of createPrefetcher.
 */
import { createPrefetcher } from './prefetcher';

let linkPrefetch: boolean | undefined;

function supportsLinkPrefetch(): boolean {
  if (linkPrefetch === undefined) {
    try {
      linkPrefetch = document.createElement('link').relList.supports('prefetch');
    } catch {
      linkPrefetch = false;
    }
  }
  return linkPrefetch;
}

function start(url: string, done: () => void): void {
  if (!supportsLinkPrefetch()) {
    // Browsers without <link rel="prefetch"> (Safari) fill their HTTP cache with a plain request.
    fetch(url, { credentials: 'include' }).then(done, done);
    return;
  }
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  link.onload = done;
  link.onerror = done;
  document.head.appendChild(link);
}

/** Whether the page has run this chunk already (webpack removes its script elements once they have run). */
function alreadyLoaded(url: string): boolean {
  const absolute = new URL(url, document.baseURI).href;
  return performance
    .getEntriesByName(absolute, 'resource')
    .some((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script');
}

function later(slice: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(slice, { timeout: 2000 });
  else window.setTimeout(slice, 50);
}

const prefetch: (url: string) => Promise<void> =
  typeof document === 'undefined'
    ? () => Promise.resolve()
    : createPrefetcher({ start, alreadyLoaded, later, now: () => performance.now() });

export default prefetch;
