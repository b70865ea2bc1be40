import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

import { CORE_PREFETCH_HELPER, IDLE_PREFETCH_HELPER } from '../../../plugins/idle-prefetch/index';
import { createPrefetcher, SLICE_BUDGET_MS } from '../../../plugins/idle-prefetch/prefetcher';

/** A prefetcher on a fake clock: each download it starts costs `costMs`; slices run only when the test says so. */
function harness({ costMs = 1, loaded = [] as string[] } = {}) {
  let clock = 0;
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const pending: (() => void)[] = [];
  const prefetch = createPrefetcher({
    start(url, done) {
      started.push(url);
      finishers.set(url, done);
      clock += costMs;
    },
    alreadyLoaded: (url) => loaded.includes(url),
    later: (slice) => pending.push(slice),
    now: () => clock,
  });
  return {
    prefetch,
    started,
    slicesWaiting: () => pending.length,
    runSlice: () => pending.shift()!(),
    finish: (url: string) => finishers.get(url)!(),
  };
}

const settled = async (promise: Promise<void>): Promise<boolean> => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('idle prefetching', () => {
  it('replaces the helper Docusaurus resolves for its client', () => {
    const require = createRequire(import.meta.url);
    expect(require.resolve('@docusaurus/core/lib/client/prefetch.js')).toMatch(CORE_PREFETCH_HELPER);
    expect(IDLE_PREFETCH_HELPER).toMatch(/[\\/]plugins[\\/]idle-prefetch[\\/]prefetch\.ts$/);
  });

  it('starts nothing in the caller’s task, and everything queued once the main thread is free', () => {
    const h = harness();
    void h.prefetch('/Pulsarr/assets/js/a.js');
    void h.prefetch('/Pulsarr/assets/js/b.js');
    expect(h.started).toEqual([]);
    expect(h.slicesWaiting()).toBe(1);
    h.runSlice();
    expect(h.started).toEqual(['/Pulsarr/assets/js/a.js', '/Pulsarr/assets/js/b.js']);
    expect(h.slicesWaiting()).toBe(0);
  });

  it('asks for a file once, however many pages share it', async () => {
    const h = harness();
    const first = h.prefetch('/Pulsarr/assets/js/shared.js');
    const second = h.prefetch('/Pulsarr/assets/js/shared.js');
    expect(second).toBe(first);
    h.runSlice();
    void h.prefetch('/Pulsarr/assets/js/shared.js');
    expect(h.slicesWaiting()).toBe(0);
    expect(h.started).toEqual(['/Pulsarr/assets/js/shared.js']);
    expect(await settled(first)).toBe(false);
    h.finish('/Pulsarr/assets/js/shared.js');
    expect(await settled(first)).toBe(true);
  });

  it('settles without a download for a file the page has already run', async () => {
    const h = harness({ loaded: ['/Pulsarr/assets/js/main.js'] });
    const promise = h.prefetch('/Pulsarr/assets/js/main.js');
    h.runSlice();
    expect(h.started).toEqual([]);
    expect(await settled(promise)).toBe(true);
  });

  it(`hands the main thread back after ${SLICE_BUDGET_MS} ms and carries on in the next slice`, () => {
    const h = harness({ costMs: 1 });
    const urls = Array.from({ length: 10 }, (_, i) => `/Pulsarr/assets/js/${i}.js`);
    urls.forEach((url) => void h.prefetch(url));
    h.runSlice();
    expect(h.started).toEqual(urls.slice(0, SLICE_BUDGET_MS));
    expect(h.slicesWaiting()).toBe(1);
    h.runSlice();
    h.runSlice();
    expect(h.started).toEqual(urls);
    expect(h.slicesWaiting()).toBe(0);
  });

  it('settles, never rejects, when a download fails', async () => {
    const h = harness();
    const promise = h.prefetch('/Pulsarr/assets/js/gone.js');
    h.runSlice();
    h.finish('/Pulsarr/assets/js/gone.js');
    await expect(promise).resolves.toBeUndefined();
  });
});
