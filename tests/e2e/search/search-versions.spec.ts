import { expect as baseExpect, type Page } from '@playwright/test';

import { docsVersion, SPEC_VERSION } from '../../../core/docs-site/versions';
import { hydrated, searchTest as test } from '../search-support';

/** The first search loads the modal's code and the index; a busy machine needs more than 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

const hitLinks = (page: Page) => page.locator('.DocSearch-Hit a');

async function searchFrom(page: Page, path: string, query: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
}

test.describe('the search modal searches the docs version of the page', () => {
  test('on a Latest page "native installation" finds the Native Installation guide', async ({ searchPage: page }) => {
    await searchFrom(page, 'docs/latest/intro', 'native installation');
    await expect(hitLinks(page).first()).toHaveAttribute(
      'href',
      /\/Pulsarr\/docs\/latest\/installation\/native-installation/,
    );
    const hrefs = await hitLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => /\/docs\/(?!latest\/)/.test(href))).toEqual([]);
  });

  test('on a 0.6.4 page it does not: 0.6.4 has no native installers, and no Latest page is offered', async ({
    searchPage: page,
  }) => {
    await searchFrom(page, 'docs/intro', 'native installation');
    await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
    const hrefs = await hitLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => href.includes('native-installation') || href.includes('/docs/latest/'))).toEqual([]);
  });

  test('a recent search from the other version names that version', async ({ searchPage: page }) => {
    await searchFrom(page, 'docs/intro', 'delete sync');
    await hitLinks(page).first().click();
    await expect(page).toHaveURL(/\/Pulsarr\/docs\/utilities\/delete-sync/);
    await page.goto('docs/latest/intro');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const recent = page.locator('.DocSearch-Hit').first();
    await expect(recent).toContainText('Delete Sync');
    await expect(recent.locator('.pulsarr-search-hit-version')).toHaveText(docsVersion(SPEC_VERSION).label);
  });
});
