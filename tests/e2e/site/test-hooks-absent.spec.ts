import { CRASH_TEST_ROUTE } from '../../../plugins/test-hooks';
import { expect, test } from '../fixtures';

test('the production build ships no test hooks: no crash test page, no second locale', async ({ page, request }) => {
  expect((await request.get(CRASH_TEST_ROUTE)).status()).toBe(404);
  expect((await request.get('fr/docs/intro')).status()).toBe(404);
  await page.goto('docs/intro');
  await expect(page.locator('nav.navbar .dropdown')).toHaveCount(0);
});
