import type { Page, Request, Route } from '@playwright/test';

import { hydrated } from './fixtures';

/** The site's JavaScript chunks. */
export const CHUNKS = '**/assets/js/**';

const isChunk = (request: Request) => /\/assets\/js\/[^/]+\.js$/.test(new URL(request.url()).pathname);

/**
 * Records the URL of every JavaScript chunk the page asks for from now on: to
 * run it (`script`) or, with `{ prefetches: true }`, also to prefetch it.
 */
export function recordChunkRequests(page: Page, { prefetches = false } = {}): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (isChunk(request) && (prefetches || request.resourceType() === 'script')) urls.push(request.url());
  });
  return urls;
}

/**
 * From now on, lets the chunks in `known` load and hands every other chunk
 * request to `handle` (fail it, hold it...): the chunks a page needs beyond
 * those it already has are exactly the ones a new route brings.
 */
export async function interceptNewChunks(
  page: Page,
  known: Iterable<string>,
  handle: (route: Route) => unknown,
): Promise<void> {
  const loaded = new Set(known);
  await page.route(CHUNKS, (route) => (loaded.has(route.request().url()) ? route.continue() : handle(route)));
}

/** Holds new chunks until release() is called. */
export async function holdNewChunks(
  page: Page,
  known: Iterable<string>,
): Promise<{ held: () => number; release: () => void }> {
  const routes: Route[] = [];
  let released = false;
  await interceptNewChunks(page, known, (route) => (released ? route.continue() : routes.push(route)));
  return {
    held: () => routes.length,
    release: () => {
      released = true;
      routes.splice(0).forEach((route) => void route.continue().catch(() => {}));
    },
  };
}

/** The chunks a fresh browser tab loads for `path` until the page has hydrated. */
export async function chunksOfFreshLoad(page: Page, path: string): Promise<Set<string>> {
  const tab = await page.context().newPage();
  const urls = recordChunkRequests(tab);
  await tab.goto(path);
  await tab.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  await tab.close();
  return new Set(urls);
}

/** A script a page downloaded to run. */
export interface LoadedScript {
  url: string;
  body: Buffer;
}

/** Loads a page and returns every script it downloads until it is hydrated and the network is quiet. */
export async function scriptsLoadedBy(page: Page, route: string): Promise<LoadedScript[]> {
  const responses: Promise<LoadedScript>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      responses.push(response.body().then((body) => ({ url: response.url(), body })));
    }
  });
  await page.goto(route);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  return Promise.all(responses);
}
