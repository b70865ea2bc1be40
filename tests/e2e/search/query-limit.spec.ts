/** One maximum query length for the modal, the /search page's input and its ?q= link (spec §5, §9). */
import { expect as baseExpect } from '@playwright/test';

import { SEARCH_INPUT_MAX_LENGTH } from '../../../core/search-engine/constants';
import { ANY_BACKEND, hydrated, searchTest as test } from '../search-support';

const expect = baseExpect.configure({ timeout: 15_000 });

const SHORTENED = `Your search was longer than ${SEARCH_INPUT_MAX_LENGTH} characters, so it was shortened to its first ${SEARCH_INPUT_MAX_LENGTH} characters.`;

test.describe(`queries longer than ${SEARCH_INPUT_MAX_LENGTH} characters`, ANY_BACKEND, () => {
  test('a ?q= link is cut to the limit, searched, and the page says it was shortened', async ({ searchPage: page }) => {
    const long = `quota ${'x'.repeat(10_000)}`;
    await page.goto(`search?q=${encodeURIComponent(long)}`);
    await hydrated(page);
    const input = page.getByRole('searchbox', { name: 'Search' });
    await expect(input).toHaveValue(long.slice(0, SEARCH_INPUT_MAX_LENGTH));
    await expect(page.getByText(SHORTENED)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Search results for "${long.slice(0, SEARCH_INPUT_MAX_LENGTH)}"`,
    );
    // The search ran with the cut query: it settles on an answer rather than hanging.
    await expect(page.getByText(/No results were found|documents? found/)).toBeVisible();
  });

  test(`the page's input takes at most ${SEARCH_INPUT_MAX_LENGTH} characters`, async ({ searchPage: page }) => {
    await page.goto('search');
    await hydrated(page);
    const input = page.getByRole('searchbox', { name: 'Search' });
    await expect(input).toHaveAttribute('maxlength', String(SEARCH_INPUT_MAX_LENGTH));
    await input.fill('y'.repeat(SEARCH_INPUT_MAX_LENGTH - 1));
    await input.pressSequentially('yyyy');
    await expect(input).toHaveValue('y'.repeat(SEARCH_INPUT_MAX_LENGTH));
    await expect(page).toHaveURL(new RegExp(`\\?q=y{${SEARCH_INPUT_MAX_LENGTH}}&version=current$`));
    await expect(page.getByText(SHORTENED)).toHaveCount(0);
  });

  test('a query within the limit is not said to be shortened', async ({ searchPage: page }) => {
    await page.goto('search?q=quota');
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page.getByText(SHORTENED)).toHaveCount(0);
  });
});
