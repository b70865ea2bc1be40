import type { Page } from '@playwright/test';

import { expect, hydrated, test } from '../fixtures';

/**
 * The page the server sends is the page the reader keeps: hydrating attaches
 * React to it without rebuilding any of it, and without a mismatch (React
 * would then throw the server's HTML away and render the page again).
 */

/** Records, from the moment the HTML is parsed, every element removed from the article and every error React reports. */
async function watchHydration(page: Page): Promise<() => Promise<{ removed: string[]; errors: string[] }>> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/api\.github\.com|Failed to load resource/.test(message.text()))
      errors.push(message.text().slice(0, 300));
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedFromArticle: removed });
    document.addEventListener('DOMContentLoaded', () => {
      const main = document.querySelector('main');
      if (!main) return;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes)) {
            if (node instanceof Element)
              removed.push(
                `${node.tagName.toLowerCase()}.${node.className} from ${record.target.nodeName.toLowerCase()}`,
              );
          }
        }
      }).observe(main, { childList: true, subtree: true });
    });
  });
  return async () => {
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    return {
      removed: await page.evaluate(() => (window as unknown as { removedFromArticle: string[] }).removedFromArticle),
      errors,
    };
  };
}

test.describe('hydration keeps the server-rendered page', () => {
  test('docs page with tabs: its tabs and their highlighted code blocks stay as the server wrote them', async ({
    page,
  }) => {
    const result = await watchHydration(page);
    await page.goto('docs/installation/quick-start');
    const tabs = page.locator('.tabs-container').first();
    await expect(tabs.getByRole('tab', { name: 'Docker Compose' })).toHaveAttribute('aria-selected', 'true');
    expect(await result()).toEqual({ removed: [], errors: [] });
    // The server's highlighting is still there: no block was rebuilt as plain text.
    await expect(tabs.locator('pre.prism-code .token').first()).toBeAttached();
  });

  test('a tab the reader chose is chosen again on the next visit, without rebuilding the tabs', async ({ page }) => {
    await page.goto('docs/installation/quick-start');
    await hydrated(page);
    await page.locator('.tabs-container').first().getByRole('tab', { name: 'Unraid' }).click();
    const result = await watchHydration(page);
    await page.reload();
    const tabs = page.locator('.tabs-container').first();
    await expect(tabs.getByRole('tab', { name: 'Unraid' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tabpanel').filter({ visible: true })).toHaveCount(1);
    const { errors } = await result();
    expect(errors).toEqual([]);
  });

  // Parameters, array and object bodies, anyOf and oneOf schemas, several responses, a webhook.
  for (const slug of [
    'approve-and-execute-request',
    'get-all-schedules',
    'get-top-genres',
    'process-media-webhook',
    'update-config',
    'create-router-rule',
    'get-status-transitions',
  ]) {
    test(`API operation page ${slug}: hydrated where it stands, without a mismatch`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const result = await watchHydration(page);
      await page.goto(`docs/api/${slug}`);
      expect(await result()).toEqual({ removed: [], errors: [] });
    });
  }
});

test('a guide’s “Last updated” date reads as Intl writes it in English, and hydration keeps it', async ({ page }) => {
  const result = await watchHydration(page);
  await page.goto('docs/installation/quick-start');
  const date = page.locator('time[itemprop="dateModified"]');
  // A checkout with part of its history builds no dates (config/docs.ts).
  test.skip((await date.count()) === 0, 'this build shows no last-updated dates');
  const written = await date.evaluate((element) => ({
    text: element.textContent,
    intl: new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(element.getAttribute('datetime')!),
    ),
  }));
  expect(written.text).toBe(written.intl);
  expect(await result()).toEqual({ removed: [], errors: [] });
});
