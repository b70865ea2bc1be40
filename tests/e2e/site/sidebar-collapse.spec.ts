import type { Page } from '@playwright/test';

import { expect, hydrated, test } from '../fixtures';
import { COLLAPSE_DURATION_REDUCED_MOTION_MS } from '../framework-constants';

declare global {
  interface Window {
    /** Each height transition the sidebar started: its category's label and duration. */
    collapseTransitions?: { category: string; durationMs: number }[];
    /** The categories whose height transitions ended, one entry per transition. */
    collapseTransitionsEnded?: string[];
  }
}

async function recordCollapseTransitions(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.collapseTransitions = [];
    window.collapseTransitionsEnded = [];
    const menu = document.querySelector('.theme-doc-sidebar-menu')!;
    const categoryOf = (target: HTMLElement) => target.closest('li')?.querySelector('.menu__link')?.textContent ?? '';
    // Each height transition that starts, with the duration the theme gave it.
    menu.addEventListener('transitionrun', (event) => {
      const { target, propertyName } = event as TransitionEvent;
      if (propertyName !== 'height' || !(target instanceof HTMLElement)) return;
      const durationMs = Math.round(parseFloat(getComputedStyle(target).transitionDuration) * 1000);
      window.collapseTransitions!.push({ category: categoryOf(target), durationMs });
    });
    menu.addEventListener('transitionend', (event) => {
      const { target, propertyName } = event as TransitionEvent;
      if (propertyName === 'height' && target instanceof HTMLElement)
        window.collapseTransitionsEnded!.push(categoryOf(target));
    });
  });
}

const category = (page: Page, name: string) =>
  page.locator('.theme-doc-sidebar-menu').getByRole('button', { name, exact: true });

async function toggle(page: Page, name: string, expanded: boolean): Promise<void> {
  await category(page, name).click();
  await expect(category(page, name)).toHaveAttribute('aria-expanded', String(expanded));
}

const endedTransitions = (page: Page, name: string) =>
  page.evaluate((label) => window.collapseTransitionsEnded!.filter((c) => c === label).length, name);

const durations = (page: Page, name: string) =>
  page.evaluate(
    (label) => window.collapseTransitions!.filter((t) => t.category === label).map((t) => t.durationMs),
    name,
  );

test.describe('collapsible sidebar categories (Docusaurus behaviour the specification relies on)', () => {
  test('animate open and closed, longer for taller content', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('docs/intro');
    await hydrated(page);
    await recordCollapseTransitions(page);

    await toggle(page, 'Notifications', true);
    await toggle(page, 'Utilities', true);
    await expect.poll(() => durations(page, 'Utilities')).toHaveLength(1);
    const [short] = await durations(page, 'Notifications');
    const [tall] = await durations(page, 'Utilities');
    expect(short).toBeGreaterThan(COLLAPSE_DURATION_REDUCED_MOTION_MS);
    expect(tall).toBeGreaterThan(short);
    await expect(page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: /User tagging/i })).toBeVisible();
    // Fully open before closing: a close in mid-animation may not start a transition of its own.
    await expect.poll(() => endedTransitions(page, 'Utilities')).toBe(1);

    await toggle(page, 'Utilities', false);
    await expect.poll(() => durations(page, 'Utilities')).toEqual([tall, tall]);
    await expect(page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: /User tagging/i })).toBeHidden();
  });

  test(`take ${COLLAPSE_DURATION_REDUCED_MOTION_MS} ms when the reader asks for reduced motion`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('docs/intro');
    await hydrated(page);
    await recordCollapseTransitions(page);

    await toggle(page, 'Notifications', true);
    await toggle(page, 'Utilities', true);
    // Fully open before closing, as above: on a busy machine the click can land before the 1 ms opening ends.
    await expect.poll(() => endedTransitions(page, 'Utilities')).toBe(1);
    await toggle(page, 'Utilities', false);
    await expect.poll(() => durations(page, 'Utilities')).toHaveLength(2);
    expect(await durations(page, 'Notifications')).toEqual([COLLAPSE_DURATION_REDUCED_MOTION_MS]);
    expect(await durations(page, 'Utilities')).toEqual([
      COLLAPSE_DURATION_REDUCED_MOTION_MS,
      COLLAPSE_DURATION_REDUCED_MOTION_MS,
    ]);
    await expect(page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: /User tagging/i })).toBeHidden();
  });
});
