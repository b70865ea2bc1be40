import { gzipSync } from 'node:zlib';

import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { parse } from 'yaml';

import { API_OPERATIONS, OPENAPI_DOWNLOAD_ROUTE } from './api-reference';

/** First-load JavaScript budgets, gzip-compressed. */
const DOCS_PAGE_JS_BUDGET_KB = 250;
const API_PAGE_JS_BUDGET_KB = 450;

/**
 * Class names only the OpenAPI theme's components use (its API item, request
 * panel and schema views). A script holding one of them is API reference code.
 */
const API_THEME_MARKERS = ['openapi-left-panel__container', 'openapi-explorer__', 'openapi-tabs__code'];

interface LoadedScript {
  url: string;
  body: Buffer;
}

/** Loads a page and returns every script it downloads until it is hydrated and the network is quiet. */
async function scriptsLoadedBy(page: Page, route: string): Promise<LoadedScript[]> {
  const responses: Promise<LoadedScript>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      responses.push(response.body().then((body) => ({ url: response.url(), body })));
    }
  });
  await page.goto(route);
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  await page.waitForLoadState('networkidle');
  return Promise.all(responses);
}

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
    const document = parse(await response.text()) as { openapi: string; paths: Record<string, Record<string, { operationId?: string }>> };
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
});
