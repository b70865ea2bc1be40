import type { Page } from '@playwright/test';

import { expect, hydrated, test } from '../fixtures';
import { openRequestPanel } from '../api-operations';
import { axeViolations, startInLightMode, switchToDark, transitionsEnded } from '../a11y-support';

/**
 * One page of every kind the site has; `renders`: parts a page draws only in
 * the browser, after hydration, which axe must find there. `desktopOnly`: a docs
 * page whose layout at 390 px is the one docs/intro is checked in; only its content
 * is new, and content looks the same at both widths.
 */
const PAGE_KINDS: readonly { kind: string; path: string; renders?: readonly string[]; desktopOnly?: boolean }[] = [
  { kind: 'home', path: '' },
  { kind: 'docs: top level', path: 'docs/intro' },
  { kind: 'docs: installation', path: 'docs/installation/quick-start', desktopOnly: true },
  { kind: 'docs: features', path: 'docs/features/approval-and-quota-system', desktopOnly: true },
  { kind: 'docs: notifications', path: 'docs/notifications/apprise', desktopOnly: true },
  { kind: 'docs: utilities', path: 'docs/utilities/api-keys', desktopOnly: true },
  { kind: 'docs: development', path: 'docs/development/environment-variables', desktopOnly: true },
  {
    kind: 'API operation',
    path: 'docs/api/approve-and-execute-request',
    // Parameters, body and response schemas, and the request panel.
    renders: [
      '.openapi-params__list-item',
      '.openapi-schema__list-item',
      '.openapi-security__details',
      '.openapi-explorer__form-item-input',
    ],
  },
  { kind: 'API tag', path: 'docs/api/approval' },
  // Latest: a guide with the version badge, a webhook payload page and the generated changes page
  // (its compose builder has its own axe test).
  { kind: 'Latest guide', path: 'docs/latest/installation/native-installation', desktopOnly: true },
  { kind: 'Latest webhook payload', path: 'docs/latest/api/webhook-media-available', desktopOnly: true },
  { kind: 'Latest API changes', path: 'docs/latest/api/changes-since-0-6-4', desktopOnly: true },
  // The call map (inline SVG and its table) is checked at 390 px too: its layout is its own.
  { kind: 'Latest troubleshooting, with the call map', path: 'docs/latest/troubleshooting' },
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

test.describe('axe: WCAG 2.2 AA', () => {
  // Up to four full axe runs per page (light and dark, desktop and 390 px), some on long reference pages.
  test.describe.configure({ timeout: 180_000 });

  for (const { kind, path, renders = [], desktopOnly = false } of PAGE_KINDS) {
    const viewports = desktopOnly ? VIEWPORTS.slice(0, 1) : VIEWPORTS;
    const widths = viewports.map((viewport) => `${viewport.width} px`).join(' and ');
    test(`${kind} (/${path}) has no violations in light and dark mode, at ${widths}`, async ({ page }) => {
      // One load per kind: the page opens in light mode and the navbar's toggle then switches it to dark,
      // as a reader does; axe runs at each width in each mode.
      await startInLightMode(page);
      await page.setViewportSize(VIEWPORTS[0]);
      const response = await page.goto(path);
      // The page of that kind, not the not-found page standing in for a mistyped path.
      expect(response?.status(), `status of /${path}`).toBe(kind === 'not found' ? 404 : 200);
      await hydrated(page);
      const found: Record<string, string[]> = {};
      for (const mode of ['light', 'dark'] as const) {
        if (mode === 'dark') await switchToDark(page, VIEWPORTS[0]);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        // Colours that ease into the new mode (the request panel's button does) are checked once they arrive.
        await transitionsEnded(page);
        for (const selector of renders) await expect(page.locator(selector).first(), selector).toBeVisible();
        for (const viewport of viewports) {
          await page.setViewportSize(viewport);
          // The layout follows the width (mobile navbar and sidebar below 997 px).
          await expect(page.locator('.navbar__toggle')).toBeVisible({ visible: viewport.width < 997 });
          found[`${mode}, ${viewport.name}`] = await axeViolations(page);
        }
      }
      const none = Object.fromEntries(
        ['light', 'dark'].flatMap((mode) => viewports.map((viewport) => [`${mode}, ${viewport.name}`, []])),
      );
      expect(found).toEqual(none);
    });
  }
});

/**
 * Parts of the API reference the page kinds above do not show: bodies that are
 * arrays ("Array [" ... "]"), anyOf schemas, response tabs too many for a phone's
 * width (with their scroll buttons), a long request body in its editor, and the
 * request panel's base-URL drop-down.
 */
test.describe('axe: the rest of the API reference', () => {
  test.describe.configure({ timeout: 120_000 });

  // One test per page, so that the three run side by side; each page is checked as it loads in each mode.
  const PARTS: readonly { what: string; path: string; prepare: (page: Page) => Promise<void> }[] = [
    {
      what: 'an array body',
      path: 'docs/api/get-top-genres',
      prepare: async (page) => {
        await expect(page.getByText('Array [', { exact: true }).first()).toBeVisible();
        await openRequestPanel(page);
      },
    },
    {
      what: 'anyOf schemas',
      path: 'docs/api/process-media-webhook',
      prepare: async (page) => {
        await expect(page.locator('.theme-api-markdown .badge--info').first()).toBeVisible();
        await openRequestPanel(page);
      },
    },
    {
      what: 'overflowing tabs, the body editor and the base URL drop-down',
      path: 'docs/api/update-approval-request',
      prepare: async (page) => {
        await openRequestPanel(page);
        await expect(page.getByRole('button', { name: 'Scroll the tabs right' }).first()).toBeVisible();
        await expect(page.getByRole('button', { name: 'Scroll the tabs left' }).first()).toBeAttached();
        // The base URL's Edit button shows while the pointer is over it.
        const baseUrl = page.locator('.openapi-explorer__floating-btn').filter({ hasText: 'localhost:3003' });
        await baseUrl.hover();
        await baseUrl.getByRole('button', { name: 'Edit' }).click();
        await expect(page.getByRole('combobox', { name: 'Base URL' })).toBeVisible();
      },
    },
  ];

  for (const { what, path, prepare } of PARTS) {
    test(`${what} (/${path}), with the request panel open, has no violations, light and dark, at 390 px`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize(VIEWPORTS[1]);
      const found: Record<string, string[]> = {};
      for (const mode of ['light', 'dark'] as const) {
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        await page.goto(path);
        await hydrated(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await prepare(page);
        found[mode] = await axeViolations(page);
      }
      expect(found).toEqual({ light: [], dark: [] });
    });
  }
});
