import type { Page } from '@playwright/test';

import { recordChunkRequests } from '../chunks';
import { expect, hydrated, test } from '../fixtures';

/**
 * The head a page's own HTML gives it, against the head it gets when a reader
 * reaches it by a link: @docusaurus/Head loads react-helmet-async only when the
 * head has to change (our core patch), so a route change is the first time it runs.
 */

/** The document head's managed part: the title, the tags react-helmet-async owns and the `<html>` attributes it sets. */
interface ManagedHead {
  title: string;
  tags: string[];
  htmlAttributes: Record<string, string>;
}

// Runs in the page, on the live document or on a parsed copy of a page's HTML.
function managedHead(doc: Document): ManagedHead {
  // Structured data compared as data: the server writes its keys in another order.
  const sortedKeys = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sortedKeys)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([key, item]) => [key, sortedKeys(item)]),
          )
        : value;
  const text = (element: Element) =>
    element.getAttribute('type') === 'application/ld+json'
      ? JSON.stringify(sortedKeys(JSON.parse(element.textContent ?? 'null')))
      : (element.textContent ?? '');
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()} ${element
      .getAttributeNames()
      .filter((name) => name !== 'data-rh')
      .sort()
      .map((name) => `${name}=${JSON.stringify(element.getAttribute(name))}`)
      .join(' ')}>${text(element)}`;
  const html = doc.documentElement;
  return {
    title: doc.title,
    tags: Array.from(doc.head.querySelectorAll('[data-rh]:not(title)'), describe).sort(),
    htmlAttributes: {
      lang: html.lang,
      dir: html.dir,
      class: html.className.split(/\s+/).filter(Boolean).sort().join(' '),
    },
  };
}

/** The managed head of the page now on screen. */
const headOnScreen = (page: Page) => page.evaluate(`(${managedHead.toString()})(document)`) as Promise<ManagedHead>;

/** The managed head the server wrote into the page at `path`. */
async function headInHtml(page: Page, path: string): Promise<ManagedHead> {
  const html = await (await page.request.get(path)).text();
  return page.evaluate(
    `(${managedHead.toString()})(new DOMParser().parseFromString(${JSON.stringify(html)}, 'text/html'))`,
  ) as Promise<ManagedHead>;
}

/** A link from one page kind to another: home to a guide, guide to guide, API tag page to operation. */
const JOURNEYS = [
  {
    from: '',
    link: (page: Page) => page.getByRole('link', { name: 'Install Pulsarr' }),
    to: 'docs/latest/installation/quick-start',
  },
  {
    from: 'docs/installation/quick-start',
    link: (page: Page) =>
      page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Architecture', exact: true }),
    to: 'docs/architecture',
  },
  {
    from: 'docs/api/approval',
    link: (page: Page) => page.locator('article a[href$="/docs/api/approve-and-execute-request"]').first(),
    to: 'docs/api/approve-and-execute-request',
  },
];

test.describe('the head after a route change', () => {
  for (const { from, link, to } of JOURNEYS) {
    test(`/${to} reached by a link from /${from} has the head its own HTML has`, async ({ page }) => {
      await page.goto(from);
      await hydrated(page);
      // A mark that only survives a route change made by the router, not a page load.
      await page.evaluate(() => Object.assign(window, { beforeRouteChange: true }));
      await link(page).click();
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      expect(await page.evaluate(() => 'beforeRouteChange' in window)).toBe(true);
      const expected = await headInHtml(page, to);
      await expect.poll(() => headOnScreen(page)).toEqual(expected);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    });
  }

  test('a first visit does not download the head manager; pointing at a link does', async ({ page }) => {
    const chunks = recordChunkRequests(page, { prefetches: true });
    await page.goto('docs/installation/quick-start');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const firstVisit = [...chunks];
    expect(firstVisit.length).toBeGreaterThan(1);

    const helmetChunk = page.waitForResponse(
      async (response) =>
        /\/assets\/js\/[^/]+\.js$/.test(response.url()) && (await response.text()).includes('data-rh'),
    );
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Architecture', exact: true }).hover();
    const loaded = await helmetChunk;
    expect(firstVisit).not.toContain(loaded.url());
  });
});
