import type { Page } from '@playwright/test';

import { expect, hydrated, test } from '../fixtures';

/**
 * Every page loads the shared stylesheet; the API reference's, the home page's,
 * the compose builder's, the search page's and the search modal's come only with
 * what they style (plugins/page-styles). A page that needs one has it from its
 * first paint (linked in its HTML) and on a client-side navigation before it
 * shows.
 */

/** The stylesheets a page has loaded, by file name without the hash: `styles`, `styles-api-reference`, … */
const stylesheets = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
      .map((link) =>
        new URL(link.href).pathname
          .split('/')
          .pop()!
          .replace(/\.[0-9a-f]+\.css$/, ''),
      )
      .sort(),
  );

/** The stylesheets a page's HTML links, as the server sent it. */
async function linkedInHtml(page: Page, route: string): Promise<string[]> {
  const html = await (await page.request.get(route)).text();
  return [...html.matchAll(/<link rel="?stylesheet"? href="?[^">]*\/assets\/css\/([\w-]+)\.[0-9a-f]+\.css/g)]
    .map((match) => match[1]!)
    .sort();
}

test('a guide’s HTML links the shared stylesheet only, and the guide loads no other', async ({ page }) => {
  expect(await linkedInHtml(page, 'docs/installation/quick-start')).toEqual(['styles']);
  await page.goto('docs/installation/quick-start');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(await stylesheets(page)).toEqual(['styles']);
});

for (const [route, own] of [
  ['', 'styles-home'],
  ['docs/api/approve-and-execute-request', 'styles-api-reference'],
  ['docs/latest/api/pulsarr-api', 'styles-api-reference'],
  ['docs/installation/compose-builder', 'styles-compose-builder'],
  ['docs/latest/troubleshooting', 'styles-call-map'],
  ['docs/installation/configuration', 'styles-call-map'],
  ['docs/latest/installation/check-setup', 'styles-setup-checker'],
  ['search', 'styles-search-page'],
] as const) {
  test(`/${route} links its own stylesheet in its HTML, after the shared one`, async ({ page }) => {
    expect(await linkedInHtml(page, route)).toEqual(['styles', own]);
  });
}

test('an operation page reached from a guide is styled when it shows', async ({ page }) => {
  await page.goto('docs/installation/quick-start');
  await hydrated(page);
  // A move in the browser's history, which the router follows without loading a new document.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/Pulsarr/docs/api/approve-and-execute-request');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  });
  // The API reference's stylesheet writes the method badge in capitals; the shared one does not.
  const badge = page.locator('.openapi__method-endpoint .badge').first();
  await expect(badge).toBeVisible();
  expect(await badge.evaluate((element) => getComputedStyle(element).textTransform)).toBe('uppercase');
  expect(await stylesheets(page)).toEqual(['styles', 'styles-api-reference']);
});

test('the search modal is styled when it opens, and its stylesheet comes with it', async ({ page }) => {
  await page.goto('docs/installation/quick-start');
  await hydrated(page);
  expect(await stylesheets(page)).toEqual(['styles']);
  await page.keyboard.press('Control+k');
  const modal = page.locator('.DocSearch-Modal');
  await expect(modal).toBeVisible();
  expect(await modal.evaluate((element) => getComputedStyle(element).position)).not.toBe('static');
  expect(await stylesheets(page)).toContain('styles-search-modal');
});
