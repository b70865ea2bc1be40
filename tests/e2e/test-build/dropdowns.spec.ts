import type { Page } from '@playwright/test';

import { TEST_DROPDOWN } from '../../../config/test-hooks';
import { expect, hydrated, test } from '../fixtures';

const LABEL = (TEST_DROPDOWN as { label: string }).label;

async function openDropdown(page: Page) {
  await page.goto('docs/intro');
  await hydrated(page);
  const toggle = page.locator('nav.navbar .dropdown > .navbar__link', { hasText: LABEL });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('nav.navbar .dropdown--show')).toHaveCount(1);
  return toggle;
}

test.describe('navbar dropdown on a desktop (Docusaurus behaviour the specification relies on)', () => {
  test('stays open while used: a click inside does not close it', async ({ page }) => {
    const toggle = await openDropdown(page);
    await page.locator('nav.navbar .dropdown--show .dropdown__menu').dispatchEvent('mousedown');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('closes on a click outside', async ({ page }) => {
    const toggle = await openDropdown(page);
    await page.locator('main h1').click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('nav.navbar .dropdown--show')).toHaveCount(0);
  });

  test('closes on a touch outside', async ({ page }) => {
    const toggle = await openDropdown(page);
    await page.locator('main h1').dispatchEvent('touchstart');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes when focus moves outside', async ({ page }) => {
    const toggle = await openDropdown(page);
    // Focus moving to its own items keeps it open...
    await page.locator('nav.navbar .dropdown--show .dropdown__link').first().focus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // ...focus elsewhere closes it.
    await page.getByRole('button', { name: /Switch to (light|dark) mode/ }).focus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('navbar dropdown in the mobile menu (Docusaurus behaviour the specification relies on)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  async function mainMenu(page: Page, path: string) {
    await page.goto(path);
    await hydrated(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.locator('.navbar-sidebar').getByRole('button', { name: 'Back to main menu' }).click();
    return page.locator('.navbar-sidebar__item.menu').first();
  }

  test('expands by itself when it holds the active page', async ({ page }) => {
    const menu = await mainMenu(page, 'docs/installation/quick-start');
    const item = menu.locator('li', { has: page.getByRole('button', { name: LABEL, exact: true }) });
    await expect(item).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(item.getByRole('link', { name: 'Quick start', exact: true })).toBeVisible();
    await expect(item.getByRole('link', { name: 'Quick start', exact: true })).toHaveClass(/menu__link--active/);
  });

  test('stays collapsed on other pages, and expands when tapped', async ({ page }) => {
    const menu = await mainMenu(page, 'docs/intro');
    const toggle = menu.getByRole('button', { name: LABEL, exact: true });
    const item = menu.locator('li', { has: page.getByRole('button', { name: LABEL, exact: true }) });
    await expect(item).toHaveClass(/menu__list-item--collapsed/);
    await expect(item.getByRole('link', { name: 'Quick start', exact: true })).toHaveCount(0);
    await toggle.click();
    await expect(item).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(item.getByRole('link', { name: 'Quick start', exact: true })).toBeVisible();
  });
});
