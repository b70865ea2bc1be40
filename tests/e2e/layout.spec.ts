import { expect, test, type Page } from '@playwright/test';

import { SIDEBAR_ORDER } from './site-map';

const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';

async function theme(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('data-theme');
}

test.describe('colour mode', () => {
  test('is dark by default for a browser with no stated preference', async ({ page }) => {
    await page.goto('');
    expect(await theme(page)).toBe('dark');
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  });

  test('a visitor whose system prefers light gets light, without a stored choice', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('docs/intro');
    expect(await theme(page)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('the toggle is a 2.5rem square, switches the mode and the choice survives a reload', async ({ page }) => {
    await page.goto('docs/intro');
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
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  const focusedId = await page.evaluate(() => document.activeElement?.id);
  expect(focusedId).toBe('__docusaurus_skipToContent_fallback');
  await expect(page.locator('#__docusaurus_skipToContent_fallback h1')).toBeVisible();
});

test.describe('announcement bar', () => {
  test('closes, stays closed after a reload, and comes back when its id changes', async ({ page }) => {
    await page.goto('');
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
    await expect(navbar.locator('#github-stats-button a')).toHaveAttribute('href', 'https://github.com/jamcalli/pulsarr');
    expect(await navbar.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
  });
});

test.describe('docs sidebar', () => {
  test('lists every doc in the order and grouping of the specification', async ({ page }) => {
    await page.goto('docs/intro');
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    // Categories render their items when first expanded: open them all.
    for (let guard = 0; guard < 20; guard++) {
      const collapsed = sidebar.locator('[aria-expanded="false"]');
      if ((await collapsed.count()) === 0) break;
      await collapsed.first().click();
    }
    const topLevel = sidebar.locator(':scope > li');
    const expectedTopLevel = SIDEBAR_ORDER.flatMap((entry) => (entry.group ? [entry.group] : entry.docs.map(() => null)));
    await expect(topLevel).toHaveCount(expectedTopLevel.length);
    for (const [index, group] of expectedTopLevel.entries()) {
      if (group) await expect(topLevel.nth(index).locator('> div a, > div button').first()).toContainText(group);
    }
    const hrefs = await sidebar.locator('a.menu__link[href^="/Pulsarr/docs/"]').evaluateAll((links) =>
      links.map((a) => a.getAttribute('href')),
    );
    const expected = SIDEBAR_ORDER.flatMap((entry) => entry.docs.map((doc) => `/Pulsarr/docs/${doc}`));
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
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    const back = sidebar.getByRole('button', { name: 'Back to main menu' });
    await expect(back).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Introduction to Pulsarr' })).toBeVisible();

    await back.click();
    await expect(sidebar.getByRole('link', { name: 'Documentation' })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Back to main menu' })).toBeHidden();
  });

  test('nothing overflows the viewport horizontally', async ({ page }) => {
    for (const route of ['', 'docs/intro', 'docs/installation/configuration']) {
      await page.goto(route);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, route || 'home').toBeLessThanOrEqual(0);
    }
  });
});
