import { chunksOfFreshLoad, interceptNewChunks, recordChunkRequests } from '../chunks';
import { expect, hydrated, test } from '../fixtures';

declare global {
  interface Window {
    beforeReload?: boolean;
  }
}

test.describe('when loading a route fails (Docusaurus behaviour the specification relies on)', () => {
  test('a route whose chunk fails to load makes the page reload', async ({ page }) => {
    const chunks = recordChunkRequests(page);
    await page.goto('docs/intro');
    await hydrated(page);
    // Every chunk the page does not have yet fails, as after a deployment removed them.
    await interceptNewChunks(page, chunks, (route) => route.abort('failed'));
    await page.evaluate(() => (window.beforeReload = true));

    const reload = page.waitForRequest((request) => request.isNavigationRequest());
    const reloaded = page.waitForEvent('load');
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Architecture', exact: true }).click();
    expect((await reload).url()).toMatch(/\/Pulsarr\/docs\/architecture$/);
    await reloaded;
    expect(await page.evaluate(() => window.beforeReload)).toBeUndefined();
    // The server-rendered page of the new route is there to read.
    await expect(page.locator('h1')).toHaveText('Architecture');
  });

  test('a page loader failure shows an error box with a Retry button, and Retry loads the page', async ({ page }) => {
    // The chunks only docs/intro needs: the ones another doc page does not load.
    const [intro, other] = await Promise.all([
      chunksOfFreshLoad(page, 'docs/intro'),
      chunksOfFreshLoad(page, 'docs/architecture'),
    ]);
    const introOnly = new Set([...intro].filter((url) => !other.has(url)));
    expect(introOnly.size).toBeGreaterThan(0);

    // Hosts such as GitHub Pages also answer /docs/intro.html. Docusaurus preloads
    // that path before rendering (it matches no doc), then renders /docs/intro,
    // whose page loader runs while the page shows: the one place where a loader
    // failure reaches the reader instead of a reload.
    await page.route('**/Pulsarr/docs/intro.html', async (route) => {
      const response = await route.fetch({
        url: route
          .request()
          .url()
          .replace(/\.html$/, ''),
      });
      await route.fulfill({ response });
    });
    let failing = true;
    await page.route('**/assets/js/**', (route) =>
      failing && introOnly.has(route.request().url()) ? route.abort('failed') : route.continue(),
    );
    await page.goto('docs/intro.html');

    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();
    await expect(retry.locator('xpath=../..')).toContainText(/Loading chunk .* failed|ChunkLoadError/);
    await expect(page.locator('h1')).toHaveCount(0);

    failing = false;
    await retry.click();
    await expect(page.locator('h1')).toHaveText('Introduction to Pulsarr');
    await expect(retry).toHaveCount(0);
  });
});
