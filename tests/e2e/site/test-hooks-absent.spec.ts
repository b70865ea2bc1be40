import { CRASH_TEST_ROUTE } from '../../../plugins/test-hooks';
import { expect, test } from '../fixtures';

test('the production build ships no test hooks: no crash test page, no second locale', async ({ page, request }) => {
  expect((await request.get(CRASH_TEST_ROUTE)).status()).toBe(404);
  expect((await request.get('fr/docs/intro')).status()).toBe(404);
  await page.goto('docs/intro');
  // The docs version dropdown is the navbar's only dropdown: no test dropdown, no locale dropdown.
  await expect(page.locator('nav.navbar .dropdown')).toHaveCount(1);
  await expect(page.locator('nav.navbar .dropdown .dropdown__link')).toHaveText(['Latest (late 2026)', '0.6.4']);
});
