import {
  CRASH_CAUSE_MESSAGE,
  CRASH_MESSAGE,
  CRASH_SWITCH_KEY,
  RECOVERED_TEXT,
} from '../../../plugins/test-hooks/crash-switch';
import { CRASH_TEST_ROUTE } from '../../../plugins/test-hooks';
import { expect, hydrated, test } from '../fixtures';

test.describe('crash fallback', () => {
  test("a component error shows 'This page crashed.' with Try again and the error message chain; Try again restores the page once the cause is gone", async ({
    page,
  }) => {
    await page.addInitScript((key) => window.sessionStorage.setItem(key, 'on'), CRASH_SWITCH_KEY);
    await page.goto(CRASH_TEST_ROUTE);
    await hydrated(page);

    await expect(page.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeVisible();
    // The message of the error, then of each cause, as the theme joins them.
    await expect(page.getByText(CRASH_MESSAGE)).toHaveText(`${CRASH_MESSAGE}\n\nCause:\n${CRASH_CAUSE_MESSAGE}`, {
      useInnerText: true,
    });
    // Only the main area crashed: the site's navbar and footer are still there.
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('footer.footer')).toBeVisible();

    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await tryAgain.click();
    await expect(page.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeVisible();

    await page.evaluate((key) => window.sessionStorage.setItem(key, 'off'), CRASH_SWITCH_KEY);
    await tryAgain.click();
    await expect(page.getByText(RECOVERED_TEXT)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Crash test' })).toBeVisible();
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
  });

  test('the crash test page renders normally unless a test switches the crash on', async ({ page }) => {
    await page.goto(CRASH_TEST_ROUTE);
    await hydrated(page);
    await expect(page.getByText(RECOVERED_TEXT)).toBeVisible();
  });
});
