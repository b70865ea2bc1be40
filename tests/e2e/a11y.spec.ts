import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, hydrated, test } from './fixtures';

/**
 * One page of every kind the site has; `renders`: parts a page draws only in
 * the browser, after hydration, which axe must find there.
 */
const PAGE_KINDS: readonly { kind: string; path: string; renders?: readonly string[] }[] = [
  { kind: 'home', path: '' },
  { kind: 'docs: top level', path: 'docs/intro' },
  { kind: 'docs: installation', path: 'docs/installation/quick-start' },
  { kind: 'docs: features', path: 'docs/features/approval-and-quota-system' },
  { kind: 'docs: notifications', path: 'docs/notifications/apprise' },
  { kind: 'docs: utilities', path: 'docs/utilities/api-keys' },
  { kind: 'docs: development', path: 'docs/development/environment-variables' },
  {
    kind: 'API operation',
    path: 'docs/api/approve-and-execute-request',
    // Parameters, body and response schemas, and the request panel.
    renders: ['.openapi-params__list-item', '.openapi-schema__list-item', '.openapi-security__details', '.openapi-explorer__form-item-input'],
  },
  { kind: 'API tag', path: 'docs/api/approval' },
  { kind: 'API introduction', path: 'docs/api/pulsarr-api' },
  { kind: 'search page', path: 'search?q=quota' },
  { kind: 'background test', path: 'background-test' },
  { kind: 'markdown page', path: 'markdown-page' },
  { kind: 'not found', path: 'docs/there-is-no-such-page' },
];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '390 px', width: 390, height: 844 },
] as const;

/** The axe violations on the page as it is now, one line each (empty when there are none). */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Only violations come back from the page: passes are not serialized, which saves much time on long pages.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(' | ')}`,
  );
}

test.describe('axe: WCAG 2.2 AA', () => {
  // Four full axe runs per page (light and dark, desktop and 390 px), some on long reference pages.
  test.describe.configure({ timeout: 180_000 });

  for (const { kind, path, renders = [] } of PAGE_KINDS) {
    test(`${kind} (/${path}) has no violations in light and dark mode, at 1280 px and 390 px`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const found: Record<string, string[]> = {};
      for (const mode of ['light', 'dark'] as const) {
        // The reader's stored choice, as the colour mode toggle leaves it; the page loads in that mode.
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        await page.setViewportSize(VIEWPORTS[0]);
        const response = await page.goto(path);
        // The page of that kind, not the not-found page standing in for a mistyped path.
        expect(response?.status(), `status of /${path}`).toBe(kind === 'not found' ? 404 : 200);
        await hydrated(page);
        expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
        for (const selector of renders) await expect(page.locator(selector).first(), selector).toBeVisible();
        for (const viewport of VIEWPORTS) {
          await page.setViewportSize(viewport);
          // The layout follows the width (mobile navbar and sidebar below 997 px).
          await expect(page.locator('.navbar__toggle')).toBeVisible({ visible: viewport.width < 997 });
          found[`${mode}, ${viewport.name}`] = await violations(page);
        }
      }
      expect(found).toEqual({ 'light, desktop': [], 'light, 390 px': [], 'dark, desktop': [], 'dark, 390 px': [] });
    });
  }
});
