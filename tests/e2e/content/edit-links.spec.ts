import { load } from 'cheerio';

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
const SITE_ONLY = new Set([
  'installation/compose-builder',
  'installation/check-setup',
  'installation/finding-your-way',
  'troubleshooting',
  'ai-assistants',
]);

/** The two links at the foot of a page, as its server HTML has them (the page needs no script for them). */
async function footLinks(request: import('@playwright/test').APIRequestContext, route: string) {
  const response = await request.get(route);
  expect(response.status(), route).toBe(200);
  const $ = load(await response.text());
  expect($('article h1').length, `${route} has its article`).toBe(1);
  const edit = $('article a').filter((_, a) => $(a).text().trim() === 'Edit this page');
  return { edit: edit.length ? edit.attr('href') : undefined, next: $('a.pagination-nav__link--next').attr('href') };
}

// One fetch per guide checks both links at the foot of the page, "Edit this page" and "Next".
test.describe('the links at the foot of a guide', () => {
  GUIDES.forEach((doc, index) => {
    // After the last guide, the reading order goes on into the API reference.
    const next = GUIDES[index + 1] ?? API_REFERENCE_CATEGORY.link;
    const edits = SITE_ONLY.has(doc)
      ? 'has no "Edit this page"'
      : '"Edit this page" opens its file in the Pulsarr repository';
    test(`on docs/${doc}: ${edits}, "Next" leads to docs/${next}`, async ({ request }) => {
      const links = await footLinks(request, `docs/${doc}`);
      expect(links.edit).toBe(SITE_ONLY.has(doc) ? undefined : `${PULSARR_DOCS_EDIT}/${NUMBERED_FILES[doc] ?? doc}.md`);
      expect(links.next).toBe(`/Pulsarr/docs/${next}`);
    });
  });

  test('a Latest guide opens its unnumbered file on the default branch, master', async ({ request }) => {
    expect((await footLinks(request, 'docs/latest/utilities/delete-sync')).edit).toBe(
      'https://github.com/jamcalli/pulsarr/edit/master/docs/docs/utilities/delete-sync.md',
    );
  });

  test('the generated API reference has no "Edit this page", having no file to edit', async ({ request }) => {
    expect((await footLinks(request, `docs/${API_REFERENCE_CATEGORY.link}`)).edit).toBeUndefined();
  });
});
