import { docsVersion, LATEST_VERSION, SPEC_VERSION } from '../../../core/docs-site/versions';
import { BASE_URL, DEFAULT_SITE_URL } from '../../../core/docs-site/site';
import { expect, hydrated, test } from '../fixtures';

const NEW_ISSUE = 'https://github.com/jamcalli/Pulsarr/issues/new';
const LINK_TEXT = 'Report a problem with this page';

/** One guide of each docs version: the link beside its edit link proposes an issue about that page and version. */
for (const { route, version } of [
  { route: 'docs/latest/installation/quick-start', version: LATEST_VERSION },
  { route: 'docs/utilities/delete-sync', version: SPEC_VERSION },
]) {
  test(`/${route}: "${LINK_TEXT}" opens a new Pulsarr issue naming the page, its address and ${version}`, async ({
    page,
  }) => {
    await page.goto(route);
    await hydrated(page);
    const link = page.getByRole('link', { name: LINK_TEXT });
    await expect(link).toBeVisible();
    // Beside the edit link, in the same row.
    await expect(link.locator('xpath=..').getByRole('link', { name: 'Edit this page' })).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');

    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe(NEW_ISSUE);
    const title = href.searchParams.get('title') ?? '';
    const body = href.searchParams.get('body') ?? '';
    const pageTitle = (await page.locator('article h1').first().textContent())?.trim() ?? '';
    const label = docsVersion(version).label;
    expect(pageTitle).not.toBe('');
    expect(title).toContain(pageTitle);
    expect(title).toContain(label);
    expect(body).toContain(`${DEFAULT_SITE_URL}${BASE_URL}${route}`);
    expect(body).toContain(label);
  });
}

test('a generated API page, which has no edit link, has no report link either', async ({ page }) => {
  await page.goto('docs/latest/api/get-config');
  await hydrated(page);
  await expect(page.locator('article h1').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: LINK_TEXT })).toHaveCount(0);
});
