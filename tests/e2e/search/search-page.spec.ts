import { expect as baseExpect } from '@playwright/test';

import { SEARCH_HITS_PER_PAGE } from '../../../core/search-engine/constants';
import { hydrated, searchTest as test } from '../search-support';

/** The first search loads the modal's code and the index; a busy machine needs more than 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe('the /search page', () => {
  test('shows the results of a shared link, in the Latest docs unless the link names a version', async ({
    searchPage: page,
  }) => {
    await page.goto('search?q=delete%20sync');
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for "delete sync"' })).toBeVisible();
    await expect(page.locator('article').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('delete sync');
    await expect(page.getByLabel('Docs version')).toHaveValue('current');
    await expect(page.getByText(/^\d+ documents found$/)).toBeVisible();
    const first = page.locator('article h2 a').first();
    await expect(first).toHaveAttribute('href', /\/Pulsarr\/docs\/latest\/utilities\/delete-sync/);
    await expect(page.locator('article mark').first()).toBeVisible();
  });

  test('searches the docs version the reader chooses, and keeps it in the address', async ({ searchPage: page }) => {
    await page.goto('search?q=delete%20sync&version=0.6.4');
    await expect(page.getByLabel('Docs version')).toHaveValue('0.6.4');
    await expect(page.locator('article h2 a').first()).toHaveAttribute(
      'href',
      /\/Pulsarr\/docs\/utilities\/delete-sync/,
      {
        timeout: 15_000,
      },
    );
    const hrefs = () => page.locator('article h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect((await hrefs()).filter((href) => href?.includes('/docs/latest/'))).toEqual([]);

    await page.getByLabel('Docs version').selectOption({ label: 'Latest (late 2026)' });
    await expect(page).toHaveURL(/\/Pulsarr\/search\?q=delete\+sync&version=current$/);
    await expect(page.locator('article h2 a').first()).toHaveAttribute(
      'href',
      /\/docs\/latest\/utilities\/delete-sync/,
      {
        timeout: 15_000,
      },
    );
    expect((await hrefs()).filter((href) => /\/docs\/(?!latest\/)/.test(href ?? ''))).toEqual([]);
  });

  test('opens on the version the reader was searching: the modal’s "See all" link names it', async ({
    searchPage: page,
  }) => {
    await page.goto('docs/utilities/delete-sync');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('delete sync');
    await page.getByRole('link', { name: /^See all \d+ results$/ }).click();
    await expect(page).toHaveURL(/\/Pulsarr\/search\?q=delete%20sync&version=0\.6\.4$/);
    await expect(page.getByLabel('Docs version')).toHaveValue('0.6.4');
  });

  test(`pages through results ${SEARCH_HITS_PER_PAGE} at a time, and a page link can be shared`, async ({
    searchPage: page,
  }) => {
    await page.goto('search?q=sonarr');
    // The first search loads the index.
    await expect(page.locator('article').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('article')).toHaveCount(SEARCH_HITS_PER_PAGE);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    const firstPage = await page.locator('article h2 a').allInnerTexts();

    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/Pulsarr\/search\?q=sonarr&version=current&page=2$/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible({ timeout: 15_000 });
    const secondPage = await page.locator('article h2 a').allInnerTexts();
    expect(secondPage.filter((title) => firstPage.includes(title)).length).toBeLessThan(secondPage.length);

    await page.goto('search?q=sonarr&page=2');
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/Pulsarr/search?q=sonarr&version=current',
    );
  });

  test('searches as the reader types, and says when nothing matches', async ({ searchPage: page }) => {
    await page.goto('search');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Search the documentation' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('tautulli');
    await expect(page).toHaveURL(/\/Pulsarr\/search\?q=tautulli&version=current$/);
    // The first search loads the index.
    await expect(page.locator('article').first()).toBeVisible({ timeout: 15_000 });
    await page.getByRole('searchbox', { name: 'Search' }).fill('zqxjkvw');
    await expect(page.getByText('No results were found')).toBeVisible({ timeout: 15_000 });
  });

  test('shows page text containing markup as text', async ({ searchPage: page }) => {
    await page.goto('search?q=%3Cscript%3E%20quota');
    await expect(page.locator('article').first()).toBeVisible({ timeout: 15_000 });
    expect(await page.locator('article script, article img, article iframe').count()).toBe(0);
    expect(await page.locator('article').first().innerHTML()).not.toMatch(/<(?!\/?(mark|a|h2|nav|ul|li|p|span)\b)/);
  });
});
