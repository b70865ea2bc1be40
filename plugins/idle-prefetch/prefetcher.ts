/**
 * The queue behind the site's route prefetching (see index.ts), kept free of
 * browser globals so that it can be tested on its own.
 */

/** Longest stretch, in ms, one slice of prefetching may take before it hands the main thread back. */
export const SLICE_BUDGET_MS = 4;

export interface PrefetcherOptions {
  /** Starts downloading one file; calls `done` once it has arrived or failed. */
  start(url: string, done: () => void): void;
  /** Whether the page has already run this file: nothing to fetch. */
  alreadyLoaded(url: string): boolean;
  /** Runs `slice` later, when the main thread has nothing more urgent to do. */
  later(slice: () => void): void;
  now(): number;
}

/**
 * Returns a prefetch function with the interface of @docusaurus/core's helper
 * (one chunk URL in, a promise that settles once it is fetched, never
 * rejected), which:
 * - asks for each URL once, however many links lead to pages that share it;
 * - skips chunks the page has already run;
 * - never starts a download in the caller's task: it queues the URL, then
 *   works through the queue in slices of at most SLICE_BUDGET_MS.
 */
export function createPrefetcher({
  start,
  alreadyLoaded,
  later,
  now,
}: PrefetcherOptions): (url: string) => Promise<void> {
  const requested = new Map<string, Promise<void>>();
  const queue: { url: string; done: () => void }[] = [];
  let scheduled = false;

  const runSlice = (): void => {
    scheduled = false;
    const sliceStart = now();
    while (queue.length > 0 && now() - sliceStart < SLICE_BUDGET_MS) {
      const { url, done } = queue.shift()!;
      if (alreadyLoaded(url)) done();
      else start(url, done);
    }
    if (queue.length > 0) schedule();
  };

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    later(runSlice);
  }

  return (url) => {
    const known = requested.get(url);
    if (known) return known;
    const promise = new Promise<void>((resolve) => queue.push({ url, done: resolve }));
    requested.set(url, promise);
    schedule();
    return promise;
  };
}
