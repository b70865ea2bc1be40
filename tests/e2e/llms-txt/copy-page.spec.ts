import type { Page } from '@playwright/test';

import { BASE_URL, readSiteUrl } from '../../../core/docs-site/site';
import { COPY_PAGE_TEXT as TEXT } from '../../../plugins/llms-txt/copy-page-text';
import { axeFor } from '../a11y-support';
import { expect, hydrated, test } from '../fixtures';

const GUIDE = 'docs/installation/quick-start';
const OPERATION = 'docs/api/approve-and-execute-request';
const LATEST_GUIDE = 'docs/latest/installation/native-installation';
const LATEST_OPERATION = 'docs/latest/api/create-webhook-endpoint';

const copyButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^(${TEXT.copy}|${TEXT.copied}|${TEXT.failed})$`) });
const menuButton = (page: Page) => page.getByRole('button', { name: TEXT.menu });

async function open(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await hydrated(page);
}

/** The clipboard's text, read the way a page would (permission granted by the test). */
const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe('Copy page', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
  });

  for (const route of [GUIDE, OPERATION, LATEST_GUIDE, LATEST_OPERATION]) {
    test(`copies exactly the twin's Markdown, fetched only when asked, and says "Copied" (${route})`, async ({
      page,
      request,
    }) => {
      const twinRequests: string[] = [];
      page.on('request', (sent) => {
        if (new URL(sent.url()).pathname.endsWith('.md')) twinRequests.push(sent.url());
      });
      await open(page, route);
      const twin = await (await request.get(`${route}.md`)).text();
      expect(twin).toMatch(/^# /);
      expect(twinRequests).toEqual([]);

      await copyButton(page).click();
      await expect(copyButton(page)).toHaveText(TEXT.copied);
      await expect(page.getByRole('status').filter({ hasText: TEXT.announceCopied })).toBeAttached();
      expect(await clipboardText(page)).toBe(twin);
      expect(twinRequests).toHaveLength(1);
    });
  }

  test('the menu works from the keyboard: open, move, copy the llms.txt link, close with Escape', async ({ page }) => {
    await open(page, GUIDE);
    await copyButton(page).focus();
    await page.keyboard.press('Tab');
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu', { name: TEXT.menu });
    await expect(menu.getByRole('menuitem', { name: TEXT.viewMarkdown })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: TEXT.copyLlmsLink })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: TEXT.viewMarkdown })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: TEXT.viewMarkdown })).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: TEXT.announceLinkCopied })).toBeAttached();
    expect(await clipboardText(page)).toBe(`${readSiteUrl()}${BASE_URL}llms.txt`);
  });

  test('"View as Markdown" opens the twin', async ({ page, request }) => {
    await open(page, OPERATION);
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: TEXT.viewMarkdown })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/${OPERATION}.md`);
    const twin = await (await request.get(`${OPERATION}.md`)).text();
    expect((await page.locator('body').innerText()).trimEnd()).toBe(twin.trimEnd());
  });

  for (const route of [GUIDE, OPERATION]) {
    test(`says so when the browser refuses the clipboard, and copies nothing (${route})`, async ({ page }) => {
      await page.addInitScript(() => {
        const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
        navigator.clipboard.write = refuse;
        navigator.clipboard.writeText = refuse;
      });
      await open(page, route);
      await copyButton(page).click();
      await expect(copyButton(page)).toHaveText(TEXT.failed);
      await expect(page.getByText(TEXT.refused, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: TEXT.refused })).toBeAttached();
    });
  }

  test("the operation twin's curl command is the request panel's, for the default server", async ({
    page,
    request,
  }) => {
    await open(page, OPERATION);
    const panelCode = page.locator('.openapi-right-panel__container pre.openapi-explorer__code-block');
    await expect(panelCode).toContainText('curl -L');
    // The panel sends to the server the reader chose; the twin documents the default one.
    // Compared word for word: the panel draws each line in an element of its own, which adds line breaks to its text.
    const words = (code: string) =>
      code
        .replace(/'https?:\/\/[^/']+\/v1\//, "'SERVER/v1/")
        .split(/\s+/)
        .filter(Boolean);
    const twin = await (await request.get(`${OPERATION}.md`)).text();
    const curl = /```bash title="curl"\n([\s\S]*?)\n```/.exec(twin)?.[1] ?? '';
    expect(words(curl)).toEqual(words(await panelCode.innerText()));
  });

  test('sits beside the breadcrumbs: right-aligned at 1280 px, on the breadcrumbs row at 390 px', async ({ page }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await open(page, GUIDE);
      const button = (await page.locator('[class*="copyPage"]').boundingBox())!;
      const crumbs = (await page.locator('nav.theme-doc-breadcrumbs').boundingBox())!;
      const title = (await page.locator('article h1').boundingBox())!;
      const article = (await page.locator('article').boundingBox())!;
      // Same row as the breadcrumbs, above the title, against the content's right edge.
      expect(button.y).toBeLessThan(crumbs.y + crumbs.height);
      expect(button.y + button.height).toBeLessThanOrEqual(title.y);
      expect(Math.abs(button.x + button.width - (article.x + article.width))).toBeLessThan(2);
    }
  });

  test('is on no page that is not docs: home, search and not found', async ({ page }) => {
    for (const route of ['', 'search?q=quota', 'docs/there-is-no-such-page']) {
      await open(page, route);
      await expect(page.getByRole('button', { name: TEXT.menu })).toHaveCount(0);
      await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveCount(0);
    }
  });

  test('passes axe with its menu open and after copying, in light and dark mode', async ({ page }) => {
    for (const mode of ['light', 'dark'] as const) {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await open(page, GUIDE);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await copyButton(page).click();
      await expect(copyButton(page)).toHaveText(TEXT.copied);
      await menuButton(page).click();
      await expect(page.getByRole('menu')).toBeVisible();
      const results = await axeFor(page)
        .include('[class*="copyPage"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(
        results.violations.map(
          (violation) => `${mode}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
        ),
      ).toEqual([]);
    }
  });
});
