import type { Page } from '@playwright/test';

import { TEST_SECOND_LOCALE } from '../../../config/test-hooks';
import { expect, hydrated, test } from '../fixtures';

/**
 * The test build has a second locale in its config but builds English only, to
 * stay small; the French page a switch lands on is answered here. What is under
 * test is the address the switch goes to.
 */
async function answerSecondLocale(page: Page): Promise<void> {
  await page.route(`**/Pulsarr/${TEST_SECOND_LOCALE}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Pulsarr (fr)</title><h1>fr</h1>' }),
  );
}

const frenchItem = (page: Page) => page.locator('nav.navbar .dropdown__menu a', { hasText: 'Français' });

test.describe('locale dropdown', () => {
  test('keeps the current query string and hash when switching language, from the first page load', async ({
    page,
  }) => {
    await answerSecondLocale(page);
    await page.goto('docs/intro?tab=docker#how-it-works');
    await hydrated(page);
    const dropdown = page.locator('nav.navbar .dropdown', { hasText: 'English' });
    await dropdown.hover();
    await expect(frenchItem(page)).toHaveAttribute(
      'href',
      `/Pulsarr/${TEST_SECOND_LOCALE}/docs/intro?tab=docker#how-it-works`,
    );
    await frenchItem(page).click();
    await expect(page).toHaveURL(/\/Pulsarr\/fr\/docs\/intro\?tab=docker#how-it-works$/);
  });

  test('follows the query string and hash as they change on the page', async ({ page }) => {
    await page.goto('docs/intro');
    await hydrated(page);
    await expect(frenchItem(page)).toHaveAttribute('href', `/Pulsarr/${TEST_SECOND_LOCALE}/docs/intro`);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/Pulsarr/docs/architecture?q=sonarr#overview');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    await expect(page.locator('h1')).toHaveText('Architecture');
    await expect(frenchItem(page)).toHaveAttribute(
      'href',
      `/Pulsarr/${TEST_SECOND_LOCALE}/docs/architecture?q=sonarr#overview`,
    );
  });
});
