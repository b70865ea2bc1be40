import type { Page } from '@playwright/test';

import { expect, hydrated, test } from '../fixtures';

/**
 * On a phone, a page's load does no work for what the reader cannot see: the
 * layout the server rendered for wide screens stays in place (CSS hides it), and
 * the navbar's menu is made when the reader reaches for it, not with every page.
 * The menu still opens on the first tap, click or key press.
 */
test.use({ viewport: { width: 390, height: 844 } });

const GUIDE = 'docs/installation/quick-start';
const menu = (page: Page) => page.locator('.navbar-sidebar');
const menuButton = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar' });

/** Counts what leaves the docs sidebar and the desktop table of contents from the moment the HTML is parsed. */
async function watchWideLayout(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedFromWideLayout: removed });
    document.addEventListener('DOMContentLoaded', () => {
      const watched = [
        document.querySelector('.theme-doc-sidebar-container'),
        document.querySelector('.theme-doc-toc-desktop')?.parentElement,
      ];
      for (const element of watched) {
        if (!element) continue;
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of Array.from(record.removedNodes))
              // The theme swaps a category's link for its browser version (same text): not layout.
              if (node instanceof Element && !node.matches('a.menu__link')) removed.push(node.className);
        }).observe(element.parentElement ?? element, { childList: true, subtree: true });
      }
    });
  });
  return () => page.evaluate(() => (window as unknown as { removedFromWideLayout: string[] }).removedFromWideLayout);
}

test('a guide keeps the sidebar and table of contents the server rendered for wide screens, hidden', async ({
  page,
}) => {
  const removed = await watchWideLayout(page);
  await page.goto(GUIDE);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(await removed()).toEqual([]);
  await expect(page.locator('.theme-doc-sidebar-container .theme-doc-sidebar-menu')).toBeAttached();
  await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
  await expect(page.locator('.theme-doc-toc-desktop')).toBeAttached();
  await expect(page.locator('.theme-doc-toc-desktop')).toBeHidden();
});

test('the navbar menu is not made while the page loads', async ({ page }) => {
  await page.goto(GUIDE);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await expect(menu(page)).toHaveCount(0);
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test('the menu opens from the keyboard on first use, with the docs sidebar in it', async ({ page }) => {
  await page.goto(GUIDE);
  await hydrated(page);
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(menu(page)).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Quick Start Guide', exact: true })).toBeVisible();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('the menu opens on the first tap, made before it is shown so that it slides in', async ({ page }) => {
    // Each batch of DOM changes the page makes, in order: the menu's creation and its showing.
    await page.addInitScript(() => {
      const batches: string[][] = [];
      Object.assign(window, { menuBatches: batches });
      new MutationObserver((records) => {
        const batch: string[] = [];
        for (const record of records) {
          if (record.type === 'attributes' && (record.target as Element).classList.contains('navbar-sidebar--show'))
            batch.push('shown');
          for (const node of Array.from(record.addedNodes))
            if (node instanceof Element && node.matches('.navbar-sidebar')) batch.push('made');
        }
        if (batch.length) batches.push(batch);
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    });
    await page.goto(GUIDE);
    await hydrated(page);
    await menuButton(page).tap();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await expect(menu(page)).toBeInViewport();
    await expect(menu(page).getByRole('link', { name: 'Quick Start Guide', exact: true })).toBeVisible();
    // Made and shown in separate tasks: the browser styled the hidden menu first, so it transitions in.
    const batches = await page.evaluate(() => (window as unknown as { menuBatches: string[][] }).menuBatches);
    const made = batches.findIndex((batch) => batch.includes('made'));
    const shown = batches.findIndex((batch) => batch.includes('shown'));
    expect(made).toBeGreaterThanOrEqual(0);
    expect(shown).toBeGreaterThan(made);
  });
});
