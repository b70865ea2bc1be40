import { load } from 'cheerio';

import { expect, test } from '../fixtures';

import { DOC_ROUTES, STANDALONE_ROUTES } from '../site-map';

test.describe('every route of the specification renders', () => {
  // Standalone pages are opened in the browser; the docs routes, which share one layout, are fetched:
  // their server HTML is what readers and crawlers first get.
  for (const route of STANDALONE_ROUTES) {
    test(`/Pulsarr/${route} answers 200 with a heading and the site chrome`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('nav.navbar')).toBeVisible();
      await expect(page.locator('footer.footer')).toBeVisible();
      await expect(page.locator('body')).not.toContainText('Page Not Found');
    });
  }

  test('every docs route of the specification answers 200 with its heading, the site chrome and its 0.6.4 content', async ({
    request,
  }) => {
    const wrong: string[] = [];
    for (const route of DOC_ROUTES) {
      const response = await request.get(route);
      const $ = load(await response.text());
      const problems = [
        response.status() !== 200 && `status ${response.status()}`,
        $('article h1').length !== 1 && 'no heading',
        $('nav.navbar').length !== 1 && 'no navbar',
        $('footer.footer').length !== 1 && 'no footer',
        $('body').text().includes('Page Not Found') && 'the not-found page',
        $('meta[name="docsearch:docusaurus_tag"]').attr('content') !== 'docs-default-0.6.4' && 'not a 0.6.4 page',
      ].filter(Boolean);
      if (problems.length) wrong.push(`${route}: ${problems.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('docs/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.locator('nav.navbar')).toBeVisible();
  });

  test('the home page is server-rendered, not a loading placeholder', async ({ request }) => {
    const html = await (await request.get('')).text();
    expect(html).toContain('What Pulsarr does');
    expect(html).toContain('Feature areas');
    expect(html).toMatch(/href="?\/Pulsarr\/docs\/latest\/installation\/quick-start[" >]/);
    // Readers of the older release find their docs from the first screen.
    expect(html).toMatch(/href="?\/Pulsarr\/docs\/intro[" >]/);
    expect(html).not.toMatch(/Loading Pulsarr/i);
  });

  test('the home page links every feature area to its page', async ({ page }) => {
    await page.goto('');
    const cards = page.locator('section[aria-labelledby="feature-areas"] a');
    await expect(cards).toHaveCount(8);
    for (const href of await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      const response = await page.request.get(href!.replace('/Pulsarr/', ''));
      expect(response.status(), href!).toBe(200);
    }
  });

  test('the product version from the site config is shown to readers', async ({ page }) => {
    await page.goto('docs/intro');
    // The docs version dropdown names the version of the page.
    await expect(page.locator('nav.navbar .navbar__items--right .dropdown > .navbar__link')).toHaveText('0.6.4');
    await expect(page.getByRole('contentinfo')).toContainText('Pulsarr 0.6.4');
  });

  test('/markdown-page is a standalone Markdown page without the docs sidebar', async ({ page }) => {
    await page.goto('markdown-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Writing a standalone page');
    await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
    await expect(page.locator('pre code').first()).toContainText('lakker/pulsarr:latest');
  });
});
