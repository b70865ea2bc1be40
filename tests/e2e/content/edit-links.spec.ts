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

/** Pages written for this site, with no file in the Pulsarr repository to edit. */
const SITE_ONLY = new Set(['installation/compose-builder', 'installation/finding-your-way']);

// One visit per guide checks both links at the foot of the page, "Edit this page" and "Next".
test.describe('the links at the foot of a guide', () => {
  GUIDES.forEach((doc, index) => {
    // After the last guide, the reading order goes on into the API reference.
    const next = GUIDES[index + 1] ?? API_REFERENCE_CATEGORY.link;
    const edits = SITE_ONLY.has(doc)
      ? 'has no "Edit this page"'
      : '"Edit this page" opens its file in the Pulsarr repository';
    test(`on docs/${doc}: ${edits}, "Next" leads to docs/${next}`, async ({ page }) => {
      await page.goto(`docs/${doc}`, { waitUntil: 'domcontentloaded' });
      const edit = page.getByRole('link', { name: 'Edit this page' });
      if (SITE_ONLY.has(doc)) {
        await expect(page.locator('article')).toBeVisible();
        await expect(edit).toHaveCount(0);
      } else {
        await expect(edit).toBeVisible();
        await expect(edit).toHaveAttribute('href', `${PULSARR_DOCS_EDIT}/${NUMBERED_FILES[doc] ?? doc}.md`);
      }
      await expect(page.locator('a.pagination-nav__link--next')).toHaveAttribute('href', `/Pulsarr/docs/${next}`);
    });
  });

  test('a Latest guide opens its unnumbered file on the default branch, master', async ({ page }) => {
    await page.goto('docs/latest/utilities/delete-sync', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      'https://github.com/jamcalli/pulsarr/edit/master/docs/docs/utilities/delete-sync.md',
    );
  });

  test('the generated API reference has no "Edit this page", having no file to edit', async ({ page }) => {
    await page.goto(`docs/${API_REFERENCE_CATEGORY.link}`, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('article')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
  });
});
