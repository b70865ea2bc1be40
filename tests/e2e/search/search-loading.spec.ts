import { expect as baseExpect, type Page, type Response } from '@playwright/test';

import { EMBEDDED_INDEX_FILE } from '../../../core/search-engine/constants';
import { EMBEDDED_ONLY, hydrated, searchButton, searchTest as test } from '../search-support';

/** The first search loads the modal's code and the index; a busy machine needs more than 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** Records which search assets the page has fetched: the modal's code and the embedded index. */
function watchSearchAssets(page: Page) {
  const loaded = { modal: false, index: false };
  page.on('response', async (response: Response) => {
    const url = response.url();
    if (url.endsWith(`/${EMBEDDED_INDEX_FILE}`)) loaded.index = true;
    if (url.endsWith('.js')) {
      const body = await response.text().catch(() => '');
      if (body.includes('DocSearch-Modal')) loaded.modal = true;
    }
  });
  return loaded;
}

const interests: { name: string; act: (page: Page) => Promise<void> }[] = [
  { name: 'hovering the Search button', act: (page) => searchButton(page).hover() },
  { name: 'focusing the Search button', act: (page) => searchButton(page).focus() },
  { name: 'touching the Search button', act: (page) => searchButton(page).dispatchEvent('touchstart') },
  { name: 'pressing Ctrl+K', act: (page) => page.keyboard.press('Control+k') },
];

test.describe('the modal and the index load on first interest, not with the page', () => {
  for (const { name, act } of interests) {
    test(name, async ({ searchPage: page, backend }) => {
      const loaded = watchSearchAssets(page);
      await page.goto('docs/intro');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(loaded).toEqual({ modal: false, index: false });

      await act(page);
      await expect.poll(() => loaded.modal).toBe(true);
      if (backend.kind === 'embedded') await expect.poll(() => loaded.index).toBe(true);
    });
  }
});

test(
  'the embedded index is read and searched in a worker, off the page’s main thread',
  EMBEDDED_ONLY,
  async ({ searchPage: page, backend }) => {
    test.skip(backend.kind !== 'embedded', 'Algolia answers from its servers');
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('docs/intro');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(workers).toEqual([]);

    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('quota');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    // One worker, from the site's own scripts, started by the first interest.
    expect(workers).toHaveLength(1);
    expect(new URL(workers[0]).pathname).toMatch(/^\/Pulsarr\/assets\/js\/pulsarr-search\.[0-9a-f]+\.js$/);
  },
);
