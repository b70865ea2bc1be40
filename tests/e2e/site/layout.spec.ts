import type { Page } from '@playwright/test';

import { expect, test } from '../fixtures';
import { API_REFERENCE_CATEGORY, SIDEBAR_ORDER } from '../site-map';

const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';

async function theme(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('data-theme');
}

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
}

test.describe('colour mode', () => {
  test('is dark by default: the server-rendered page is the dark variant', async ({ request }) => {
    const html = await (await request.get('docs/intro')).text();
    expect(html).toMatch(/aria-label="?Switch to light mode/);
  });

  test('a browser that states no colour preference gets dark', async ({ page }) => {
    // Chromium always answers light or dark, so stand in for a browser that answers neither.
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) => {
        const list = original(query);
        if (!query.includes('prefers-color-scheme')) return list;
        return new Proxy(list, {
          get: (target, key) => {
            if (key === 'matches') return false;
            const value = Reflect.get(target, key);
            return typeof value === 'function' ? value.bind(target) : value;
          },
        });
      };
    });
    await page.goto('');
    expect(await theme(page)).toBe('dark');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  });

  test('a visitor whose system prefers dark gets dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('docs/intro');
    expect(await theme(page)).toBe('dark');
  });

  test('a visitor whose system prefers light gets light, without a stored choice', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('docs/intro');
    expect(await theme(page)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('the toggle is a 2.5rem square, switches the mode and the choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('docs/intro');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Switch to light mode' });
    const box = await toggle.boundingBox();
    const rootFontSize = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    expect(box?.width).toBeCloseTo(2.5 * rootFontSize, 0);
    expect(box?.height).toBeCloseTo(2.5 * rootFontSize, 0);

    await toggle.click();
    expect(await theme(page)).toBe('light');
    await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();

    await page.reload();
    expect(await theme(page)).toBe('light');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await theme(page)).toBe('dark');
    await page.reload();
    expect(await theme(page)).toBe('dark');
  });
});

test('the skip link is the first tab stop and moves focus to the main content', async ({ page }) => {
  await page.goto('docs/intro');
  await hydrated(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // The theme focuses the page's <main>, which holds the article and its title.
  await expect(page.locator('main').first()).toBeFocused();
  await expect(page.locator('main').first().locator('h1')).toHaveText('Introduction to Pulsarr');
});

test.describe('announcement bar', () => {
  test('closes, stays closed after a reload, and comes back when its id changes', async ({ page }) => {
    await page.goto('');
    await hydrated(page);
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Pulsarr 0.6.4');

    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.theme-announcement-bar')).toBeHidden();

    // A dismissal recorded for an older announcement id must not hide the current one.
    await page.evaluate(
      ([dismissKey, idKey]) => {
        localStorage.setItem(dismissKey, 'true');
        localStorage.setItem(idKey, 'an-older-announcement');
      },
      [ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY],
    );
    await page.reload();
    await expect(page.locator('.theme-announcement-bar')).toBeVisible();
  });
});

test.describe('navbar', () => {
  test('holds the brand link, Documentation, the colour toggle, Search and the GitHub button', async ({ page }) => {
    await page.goto('docs/intro');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.locator('a.navbar__brand')).toHaveAttribute('href', '/Pulsarr/');
    await expect(navbar.getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', '/Pulsarr/docs/intro');
    await expect(navbar.getByRole('button', { name: /Switch to (light|dark) mode/ })).toBeVisible();
    await expect(navbar.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(navbar.locator('#github-stats-button a')).toHaveAttribute(
      'href',
      'https://github.com/jamcalli/pulsarr',
    );
    expect(await navbar.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
  });
});

test.describe('docs sidebar', () => {
  test('lists every doc in the groups of the specification, each group in the 0.6.4 reading order', async ({
    page,
  }) => {
    await page.goto('docs/intro');
    await hydrated(page);
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    // Categories render their items when first expanded: open them all, except the
    // generated API reference (tests/e2e/api-pages.spec.ts covers it).
    const handWritten = sidebar.locator(':scope > li').filter({ hasNotText: API_REFERENCE_CATEGORY.group });
    for (let guard = 0; guard < 20; guard++) {
      const collapsed = handWritten.locator('[aria-expanded="false"]');
      if ((await collapsed.count()) === 0) break;
      await collapsed.first().click();
    }
    const topLevel = sidebar.locator(':scope > li');
    const expectedTopLevel = [
      ...SIDEBAR_ORDER.flatMap((entry) => (entry.group ? [entry.group] : entry.docs.map(() => null))),
      API_REFERENCE_CATEGORY.group,
    ];
    await expect(topLevel).toHaveCount(expectedTopLevel.length);
    for (const [index, group] of expectedTopLevel.entries()) {
      if (group) await expect(topLevel.nth(index).locator('> div a, > div button').first()).toContainText(group);
    }
    const hrefs = await sidebar
      .locator('a.menu__link[href^="/Pulsarr/docs/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const expected = [
      ...SIDEBAR_ORDER.flatMap((entry) => entry.docs.map((doc) => `/Pulsarr/docs/${doc}`)),
      `/Pulsarr/docs/${API_REFERENCE_CATEGORY.link}`,
    ];
    expect([...new Set(hrefs)]).toEqual(expected);
  });
});

test('the table of contents lists h2 and h3 headings but not h4', async ({ page }) => {
  await page.goto('markdown-page');
  const toc = page.locator('.table-of-contents');
  await expect(toc.getByRole('link', { name: 'When to use one' })).toBeVisible();
  await expect(toc.getByRole('link', { name: 'Moving a page into the docs' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 4, name: 'Links between pages' })).toBeVisible();
  await expect(toc.getByRole('link', { name: 'Links between pages' })).toHaveCount(0);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu opens the docs sidebar and 'Back to main menu' returns to the main menu", async ({ page }) => {
    await page.goto('docs/intro');
    await hydrated(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    const back = sidebar.getByRole('button', { name: 'Back to main menu' });
    await expect(back).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Introduction to Pulsarr' })).toBeVisible();

    await back.click();
    // The two menus slide sideways: the main menu comes into view, the docs menu leaves it.
    await expect(sidebar).not.toHaveClass(/navbar-sidebar--show-secondary/);
    await expect(sidebar.getByRole('link', { name: 'Documentation', exact: true })).toBeInViewport();
    await expect(back).not.toBeInViewport();
  });

  test('nothing overflows the viewport horizontally', async ({ page }) => {
    for (const route of ['', 'docs/intro', 'docs/installation/configuration']) {
      await page.goto(route);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, route || 'home').toBeLessThanOrEqual(0);
    }
  });
});
