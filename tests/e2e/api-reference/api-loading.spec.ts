import { gzipSync } from 'node:zlib';

import { interceptNewChunks, type LoadedScript, recordChunkRequests, scriptsLoadedBy } from '../chunks';
import { expect, hydrated, test } from '../fixtures';
import { parse } from 'yaml';

import { API_OPERATIONS, OPENAPI_DOWNLOAD_ROUTE } from '../api-operations';

/** First-load JavaScript budgets, gzip-compressed. */
const DOCS_PAGE_JS_BUDGET_KB = 250;
const API_PAGE_JS_BUDGET_KB = 450;

/**
 * Class names only the OpenAPI theme's components use (its API item, request
 * panel and schema views). A script holding one of them is API reference code.
 */
const API_THEME_MARKERS = ['openapi-left-panel__container', 'openapi-explorer__', 'openapi-tabs__code'];

const isApiCode = (script: LoadedScript) => API_THEME_MARKERS.some((marker) => script.body.includes(marker));
const gzipKb = (scripts: LoadedScript[]) =>
  scripts.reduce((total, script) => total + gzipSync(script.body, { level: 9 }).length, 0) / 1024;

test.describe('loading the API reference', () => {
  test('a plain docs page downloads none of the API reference code; an operation page does', async ({ browser }) => {
    test.setTimeout(90_000);
    const docsScripts = await scriptsLoadedBy(await browser.newPage(), 'docs/intro');
    expect(docsScripts.length).toBeGreaterThan(0);
    expect(docsScripts.filter(isApiCode).map((script) => script.url)).toEqual([]);

    const apiScripts = await scriptsLoadedBy(await browser.newPage(), 'docs/api/get-config');
    const apiOnly = apiScripts.filter((script) => !docsScripts.some((other) => other.url === script.url));
    expect(apiOnly.filter(isApiCode).length).toBeGreaterThan(0);
  });

  test(`first-load JavaScript stays within budget: docs page ≤ ${DOCS_PAGE_JS_BUDGET_KB} KB, operation page ≤ ${API_PAGE_JS_BUDGET_KB} KB (gzip)`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const docsKb = gzipKb(await scriptsLoadedBy(await browser.newPage(), 'docs/intro'));
    expect(docsKb, `docs/intro: ${docsKb.toFixed(1)} KB`).toBeLessThanOrEqual(DOCS_PAGE_JS_BUDGET_KB);
    // A short operation page and the one with the largest schema of the document.
    for (const slug of ['get-config', 'update-config']) {
      const apiKb = gzipKb(await scriptsLoadedBy(await browser.newPage(), `docs/api/${slug}`));
      expect(apiKb, `docs/api/${slug}: ${apiKb.toFixed(1)} KB`).toBeLessThanOrEqual(API_PAGE_JS_BUDGET_KB);
    }
  });

  test('an operation page requests nothing from any host but the site itself', async ({ page }) => {
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).hostname));
    await page.goto('docs/api/create-router-rule');
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
    await page.waitForLoadState('networkidle');
    // The code-sample tabs, where the theme would show logos from GitHub.
    await expect(page.locator('.openapi-tabs__code-item').first()).toBeVisible();
    // The one allowed exception: the navbar's GitHub star count (answered by the test fixture).
    hosts.delete('api.github.com');
    expect([...hosts]).toEqual(['127.0.0.1']);
  });

  test("the site's stylesheets load nothing from other hosts", async ({ page, request }) => {
    await page.goto('docs/api/get-config');
    const stylesheets = await page
      .locator('link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const href of stylesheets) {
      const css = await (await request.get(href.replace('/Pulsarr/', ''))).text();
      // url(...) values other than inline data: and the site's own paths.
      const external = [...css.matchAll(/url\(\s*['"]?((?:https?:)?\/\/[^'")]+)/g)].map((match) => match[1]);
      expect(external, href).toEqual([]);
    }
  });

  test('the OpenAPI document can be downloaded from the site and holds all 132 operations', async ({ request }) => {
    const response = await request.get(OPENAPI_DOWNLOAD_ROUTE);
    expect(response.status()).toBe(200);
    const document = parse(await response.text()) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);
    const operationIds = Object.values(document.paths).flatMap((item) =>
      Object.entries(item)
        .filter(([method]) => methods.has(method))
        .map(([, operation]) => operation.operationId),
    );
    expect(operationIds).toHaveLength(132);
    expect(operationIds.sort()).toEqual(API_OPERATIONS.map((operation) => operation.operationId).sort());
    // One self-contained file: no references to the split source files.
    expect(await response.text()).not.toMatch(/\$ref:\s*['"]?\.\//);
  });

  test.describe('the "Send API Request" panel', () => {
    /** Text only the panel's own code holds (its send button). */
    const PANEL_MARKER = 'Send API Request';
    const PHONE = { width: 390, height: 844 };

    test('on a phone, its code loads only when the reader scrolls near the panel', async ({ page }) => {
      await page.setViewportSize(PHONE);
      const scripts: LoadedScript[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          void response.body().then((body) => scripts.push({ url: response.url(), body }));
      });
      // A long article: on a phone its panel starts more than two screens down.
      await page.goto('docs/api/create-router-rule');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      const panel = page.locator('.openapi-right-panel__container');
      // Below the whole article, the panel holds its place with the theme's skeleton.
      await expect(panel.locator('.openapi-skeleton')).toBeAttached();
      expect(await panel.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(
        PHONE.height + 200,
      );
      await expect(panel.getByRole('button', { name: PANEL_MARKER })).toHaveCount(0);
      const firstLoad = scripts.length;
      expect(firstLoad).toBeGreaterThan(0);
      expect(scripts.filter((script) => script.body.includes(PANEL_MARKER)).map((script) => script.url)).toEqual([]);

      await panel.scrollIntoViewIfNeeded();
      await expect(panel.getByRole('button', { name: PANEL_MARKER })).toBeVisible();
      await expect(panel.locator('.openapi-skeleton')).toHaveCount(0);
      await expect
        .poll(() => scripts.slice(firstLoad).filter((script) => script.body.includes(PANEL_MARKER)).length)
        .toBe(1);
    });

    test('on a wide screen, beside the article, it loads with the page', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('docs/api/get-config');
      await hydrated(page);
      await expect(
        page.locator('.openapi-right-panel__container').getByRole('button', { name: PANEL_MARKER }),
      ).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('when its code cannot be fetched, it says so and Retry loads it', async ({ page }) => {
      await page.setViewportSize(PHONE);
      // The chunks of the page itself load; any chunk asked for after that fails.
      const known = recordChunkRequests(page);
      await page.goto('docs/api/create-router-rule');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      let failed = 0;
      await interceptNewChunks(page, known, (route) => {
        failed += 1;
        return route.abort('internetdisconnected');
      });
      const panel = page.locator('.openapi-right-panel__container');
      await panel.scrollIntoViewIfNeeded();
      const alert = panel.getByRole('alert');
      await expect(alert).toContainText('The request panel could not be loaded.');
      expect(failed).toBeGreaterThan(0);
      // The article is untouched.
      await expect(page.locator('.openapi-left-panel__container h1')).toHaveText('Create a router rule');

      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(panel.getByRole('button', { name: PANEL_MARKER })).toBeVisible();
      await expect(alert).toHaveCount(0);
    });
  });
});
