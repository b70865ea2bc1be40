import { expect, test } from '../fixtures';
import { API_REFERENCE_CATEGORY, SIDEBAR_ORDER } from '../site-map';

/** Where the Pulsarr repository keeps the guides: "Edit this page" on the 0.6.4 site opens them here. */
const PULSARR_DOCS_EDIT = 'https://github.com/jamcalli/pulsarr/edit/main/docs/docs';

/** Utilities whose file in the Pulsarr repository carries a number prefix, as the 0.6.4 site's edit links show. */
const NUMBERED_FILES: Record<string, string> = {
  'utilities/api-keys': 'utilities/01-api-keys',
  'utilities/delete-sync': 'utilities/02-delete-sync',
  'utilities/new-user-defaults': 'utilities/03-new-user-defaults',
  'utilities/plex-notifications': 'utilities/04-plex-notifications',
  'utilities/session-monitoring': 'utilities/06-session-monitoring',
  'utilities/user-tagging': 'utilities/07-user-tagging',
};

const GUIDES = SIDEBAR_ORDER.flatMap((entry) => entry.docs);

test.describe('"Edit this page"', () => {
  for (const doc of GUIDES) {
    test(`on docs/${doc} opens the guide's file in the Pulsarr repository`, async ({ page }) => {
      await page.goto(`docs/${doc}`, { waitUntil: 'domcontentloaded' });
      const edit = page.getByRole('link', { name: 'Edit this page' });
      await expect(edit).toBeVisible();
      await expect(edit).toHaveAttribute('href', `${PULSARR_DOCS_EDIT}/${NUMBERED_FILES[doc] ?? doc}.md`);
    });
  }

  test('is absent from the generated API reference, which has no file to edit', async ({ page }) => {
    await page.goto(`docs/${API_REFERENCE_CATEGORY.link}`, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('article')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
  });
});

test.describe('"Next" follows the reading order', () => {
  const pairs = GUIDES.slice(0, -1).map((doc, index) => [doc, GUIDES[index + 1]] as const);
  for (const [doc, next] of pairs) {
    test(`docs/${doc} leads to docs/${next}`, async ({ page }) => {
      await page.goto(`docs/${doc}`, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('a.pagination-nav__link--next')).toHaveAttribute('href', `/Pulsarr/docs/${next}`);
    });
  }
});
