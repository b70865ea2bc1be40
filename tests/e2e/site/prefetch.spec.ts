import type { Page } from '@playwright/test';

import { chunksOfFreshLoad, recordChunkRequests } from '../chunks';
import { expect, hydrated, test } from '../fixtures';

/** What Docusaurus's links asked of window.docusaurus, and whether it went ahead (false = skipped). */
type LoaderCall = { kind: 'preload' | 'prefetch'; path: string; went: boolean };

declare global {
  interface Window {
    loaderCalls?: LoaderCall[];
  }
}

/**
 * Watches the calls Docusaurus's <Link> makes on hover, touch and visibility.
 * window.docusaurus is frozen, so the spy stands in for the whole object.
 */
async function spyOnRouteLoader(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.loaderCalls = [];
    let spy: unknown;
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => spy,
      set(real: Record<'preload' | 'prefetch', (path: string) => unknown>) {
        const wrap = (kind: 'preload' | 'prefetch') => (path: string) => {
          const result = real[kind](path);
          window.loaderCalls!.push({ kind, path, went: result !== false });
          return result;
        };
        spy = { preload: wrap('preload'), prefetch: wrap('prefetch') };
      },
    });
  });
}

/** Pretends to be on a connection the Network Information API describes this way. */
async function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => value });
  }, connection);
}

const calls = (page: Page) => page.evaluate(() => window.loaderCalls ?? []);
const sidebarLink = (page: Page, name: string) =>
  page.locator('.theme-doc-sidebar-menu').getByRole('link', { name, exact: true });

/** A doc linked from the sidebar of docs/intro. */
const IN_SIDEBAR = { name: 'Contributing', path: '/Pulsarr/docs/contributing' };
/** A doc linked from the footer only, far below the fold of a short window. */
const BELOW_THE_FOLD = { name: 'Configuration', path: '/Pulsarr/docs/latest/installation/configuration' };

/**
 * The chunks only the given pages need: those a fresh load of them asks for
 * and a fresh load of docs/intro does not, nor of the Latest introduction,
 * whose chunks (those every Latest page shares) docs/intro prefetches through
 * its version banner. (Other chunks, such as the diagram renderer's, may load
 * on docs/intro at any time and prove nothing.)
 */
async function chunksOnlyFor(page: Page, ...paths: string[]): Promise<Set<string>> {
  const intro = await chunksOfFreshLoad(page, 'docs/intro');
  const latestIntro = await chunksOfFreshLoad(page, 'docs/latest/intro');
  const only = new Set<string>();
  for (const path of paths) {
    for (const url of await chunksOfFreshLoad(page, path.replace('/Pulsarr/', '')))
      if (!intro.has(url) && !latestIntro.has(url)) only.add(url);
  }
  expect(only.size).toBeGreaterThan(0);
  return only;
}

async function openIntro(page: Page): Promise<{ executed: string[]; fetched: string[] }> {
  await page.setViewportSize({ width: 1280, height: 500 });
  await spyOnRouteLoader(page);
  await page.goto('docs/intro');
  await hydrated(page);
  return { executed: recordChunkRequests(page), fetched: recordChunkRequests(page, { prefetches: true }) };
}

const someOf = (urls: string[], wanted: Set<string>) => urls.filter((url) => wanted.has(url));

test.describe('prefetching', () => {
  test('preloads a linked page when the pointer hovers its link', async ({ page }) => {
    const target = await chunksOnlyFor(page, IN_SIDEBAR.path);
    const chunks = await openIntro(page);
    await sidebarLink(page, IN_SIDEBAR.name).hover();
    await expect.poll(() => calls(page)).toContainEqual({ kind: 'preload', path: IN_SIDEBAR.path, went: true });
    // Preloading runs the page's code, which prefetching alone never does.
    await expect.poll(() => someOf(chunks.executed, target)).not.toEqual([]);
    await expect(page).toHaveURL(/docs\/intro$/);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test('preloads a linked page when a finger touches its link', async ({ page }) => {
      const target = await chunksOnlyFor(page, IN_SIDEBAR.path);
      const chunks = await openIntro(page);
      await sidebarLink(page, IN_SIDEBAR.name).dispatchEvent('touchstart');
      await expect.poll(() => calls(page)).toContainEqual({ kind: 'preload', path: IN_SIDEBAR.path, went: true });
      await expect.poll(() => someOf(chunks.executed, target)).not.toEqual([]);
      await expect(page).toHaveURL(/docs\/intro$/);
    });
  });

  test('prefetches a linked page when its link scrolls into view', async ({ page }) => {
    const target = await chunksOnlyFor(page, BELOW_THE_FOLD.path);
    const chunks = await openIntro(page);
    const footerLink = page.locator('footer').getByRole('link', { name: BELOW_THE_FOLD.name, exact: true });
    await expect(footerLink).not.toBeInViewport();
    expect((await calls(page)).filter((call) => call.path === BELOW_THE_FOLD.path)).toEqual([]);
    expect(someOf(chunks.fetched, target)).toEqual([]);

    await footerLink.scrollIntoViewIfNeeded();
    await expect.poll(() => calls(page)).toContainEqual({ kind: 'prefetch', path: BELOW_THE_FOLD.path, went: true });
    await expect.poll(() => someOf(chunks.fetched, target)).not.toEqual([]);
    const prefetchLinks = await page
      .locator('link[rel="prefetch"]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(someOf(prefetchLinks, target)).not.toEqual([]);
  });

  test('fetches each chunk once, and none the page has already run', async ({ page }) => {
    await openIntro(page);
    // Every link in view asks for its page's chunks; many of them are shared, or are the ones docs/intro ran.
    const prefetched = () =>
      page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    let seen = -1;
    await expect
      .poll(
        async () => {
          const settled = seen === (await prefetched()).length;
          seen = (await prefetched()).length;
          return settled && seen > 0;
        },
        { intervals: [500] },
      )
      .toBe(true);
    const urls = await prefetched();
    expect(urls.length).toBe(new Set(urls).size);
    const ran = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => entry.name),
    );
    expect(ran.length).toBeGreaterThan(0);
    expect(urls.filter((url) => ran.includes(url))).toEqual([]);
  });

  const slowConnections = [
    { name: 'on a 2g connection', connection: { effectiveType: '2g', saveData: false } },
    { name: 'on a slow-2g connection', connection: { effectiveType: 'slow-2g', saveData: false } },
    { name: 'with data-saver on', connection: { effectiveType: '4g', saveData: true } },
  ];
  for (const { name, connection } of slowConnections) {
    test(`neither prefetches nor preloads ${name}, yet links still work`, async ({ page }) => {
      const target = await chunksOnlyFor(page, IN_SIDEBAR.path, BELOW_THE_FOLD.path);
      await emulateConnection(page, connection);
      const chunks = await openIntro(page);
      await sidebarLink(page, IN_SIDEBAR.name).hover();
      await page
        .locator('footer')
        .getByRole('link', { name: BELOW_THE_FOLD.name, exact: true })
        .scrollIntoViewIfNeeded();
      await expect.poll(() => calls(page)).toContainEqual({ kind: 'prefetch', path: BELOW_THE_FOLD.path, went: false });
      const made = await calls(page);
      expect(made).toContainEqual({ kind: 'preload', path: IN_SIDEBAR.path, went: false });
      expect(made.filter((call) => call.went)).toEqual([]);
      expect(someOf(chunks.fetched, target)).toEqual([]);
      expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);

      await page.locator('footer').getByRole('link', { name: BELOW_THE_FOLD.name, exact: true }).click();
      await expect(page).toHaveURL(/docs\/latest\/installation\/configuration$/);
      await expect(page.locator('h1')).toContainText('Configuration');
    });
  }
});
