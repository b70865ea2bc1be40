import type { Page } from '@playwright/test';

import { holdNewChunks, recordChunkRequests } from '../chunks';
import { expect, hydratedInStoppedTime, stopTimeBeforeLoad, test } from '../fixtures';
import { PROGRESS_BAR_DELAY_MS } from '../framework-constants';

/** Docusaurus's progress bar (theme-classic's nprogress client module). */
const progressBar = (page: Page) => page.locator('#nprogress .bar');

/** A history entry the router follows, as the browser's back and forward buttons make. */
function historyMove(page: Page, url: string): Promise<void> {
  return page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

async function openIntroWithNewChunksHeld(page: Page) {
  const chunks = recordChunkRequests(page);
  await stopTimeBeforeLoad(page);
  await page.goto('docs/intro');
  await hydratedInStoppedTime(page);
  // Pointing at a link loads the code every route change needs (the bar, the head manager: the
  // chunk our patches name "navigation"), as a reader's pointer does before the first click.
  const routeChangeCode = page.waitForResponse((response) => /\/navigation\.[0-9a-f]+\.js$/.test(response.url()));
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Introduction to Pulsarr' }).hover();
  await routeChangeCode;
  // The next page's chunks wait until the test lets them through, so the route change stays pending.
  return holdNewChunks(page, chunks);
}

test.describe('progress bar (Docusaurus behaviour the specification relies on)', () => {
  test(`starts ${PROGRESS_BAR_DELAY_MS} ms after a route change to another path and finishes when the route updates`, async ({
    page,
  }) => {
    const chunks = await openIntroWithNewChunksHeld(page);
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Architecture', exact: true }).click();
    await expect.poll(chunks.held).toBeGreaterThan(0);
    await expect(page.locator('h1')).toHaveText('Introduction to Pulsarr');

    await page.clock.runFor(PROGRESS_BAR_DELAY_MS - 1);
    await expect(progressBar(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(progressBar(page)).toBeAttached();

    chunks.release();
    await expect(page.locator('h1')).toHaveText('Architecture');
    // nprogress.done() fills the bar, then fades it out and removes it.
    await page.clock.runFor(1000);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('never starts when the route updates within the delay', async ({ page }) => {
    const chunks = await openIntroWithNewChunksHeld(page);
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Architecture', exact: true }).click();
    await expect.poll(chunks.held).toBeGreaterThan(0);
    await page.clock.runFor(PROGRESS_BAR_DELAY_MS - 1);
    chunks.release();
    await expect(page.locator('h1')).toHaveText('Architecture');
    await page.clock.runFor(1000);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('does not start on a hash-only change', async ({ page }) => {
    await openIntroWithNewChunksHeld(page);
    const tocLink = page.locator('.table-of-contents a').first();
    const hash = (await tocLink.getAttribute('href'))!;
    await tocLink.click();
    await expect(page).toHaveURL(new RegExp(`docs/intro${hash}$`));
    await historyMove(page, '/Pulsarr/docs/intro#another-anchor');
    await page.clock.runFor(PROGRESS_BAR_DELAY_MS * 5);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('does not start on a query-only change, but does when the path changes the same way', async ({ page }) => {
    const chunks = await openIntroWithNewChunksHeld(page);
    await historyMove(page, '/Pulsarr/docs/intro?tab=docker');
    await page.clock.runFor(PROGRESS_BAR_DELAY_MS * 5);
    await expect(page.locator('#nprogress')).toHaveCount(0);

    // The same kind of move to another path does start it.
    await historyMove(page, '/Pulsarr/docs/architecture?tab=docker');
    await expect.poll(chunks.held).toBeGreaterThan(0);
    await page.clock.runFor(PROGRESS_BAR_DELAY_MS);
    await expect(progressBar(page)).toBeAttached();
    chunks.release();
    await expect(page.locator('h1')).toHaveText('Architecture');
  });
});
