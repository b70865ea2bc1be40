import { load } from 'cheerio';

import { startInLightMode, switchToDark } from '../a11y-support';
import { expect, hydrated, test } from '../fixtures';

import {
  API_INTRO_SLUG,
  API_OPERATIONS,
  API_TAGS,
  OPENAPI_DOWNLOAD_ROUTE,
  publishedOperationSlugs,
  SAMPLE_OPERATIONS,
} from '../api-operations';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('operation pages', () => {
  for (const operation of SAMPLE_OPERATIONS) {
    test(`${operation.tag}: /docs/api/${operation.slug} shows ${operation.method.toUpperCase()} ${operation.path}, its inputs and responses`, async ({
      page,
    }) => {
      await page.goto(`docs/api/${operation.slug}`);
      await hydrated(page);
      const content = page.locator('.openapi-left-panel__container');
      const endpoint = content.locator('.openapi__method-endpoint');
      await expect(endpoint.locator('.badge')).toHaveText(operation.method.toUpperCase());
      // After the server URL; the theme writes path parameters as :name instead of {name}.
      const shownPath = operation.path.replace(/\{([^}]+)\}/g, ':$1');
      await expect(endpoint.locator('.openapi__method-endpoint-path')).toHaveText(
        new RegExp(`^http://localhost:3003${escapeRegExp(shownPath)}$`),
      );
      // A parameter or request-body field when the operation takes any, else a field or the media type of its answer.
      const field = operation.inputs[0] ?? operation.responseFields[0] ?? operation.responseMediaTypes[0];
      expect(field, 'the document names a field to look for').toBeTruthy();
      await expect(content.getByText(field, { exact: true }).first()).toBeVisible();
      await expect(content.getByRole('tab', { name: operation.statuses[0], exact: true })).toBeVisible();
    });
  }

  test("the operation's content does not move while its page hydrates on a phone: the server already wrote the full address", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Every layout shift that moves something inside the article (the navbar's star count may still change).
    await page.addInitScript(() => {
      const moved: string[] = [];
      Object.assign(window, { contentShifts: moved });
      type Shift = PerformanceEntry & { hadRecentInput: boolean; sources: { node?: Node | null }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          for (const { node } of entry.sources) {
            const element = node instanceof Element ? node : node?.parentElement;
            if (element?.closest('article')) moved.push(`${element.tagName}.${element.className}`);
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const response = await page.goto('docs/api/approve-and-execute-request');
    expect(await response!.text()).toContain('http://localhost:3003<!-- -->/v1/approval/requests/:id/approve');
    await hydrated(page);
    await expect(page.locator('.openapi__method-endpoint-path')).toHaveText(
      'http://localhost:3003/v1/approval/requests/:id/approve',
    );
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { contentShifts: string[] }).contentShifts)).toEqual([]);
  });

  test('are server-rendered: the HTML holds the method, the path and the parameter names', async ({ request }) => {
    const operation = API_OPERATIONS.find((candidate) => candidate.slug === 'stream-logs')!;
    const html = await (await request.get(`docs/api/${operation.slug}`)).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain('>GET<');
    expect(main).toContain(operation.path);
    for (const name of operation.inputs) expect(main).toContain(name);
    expect(main).toContain('text/event-stream');
  });

  test('are server-rendered in full: parameters, request body and response fields are in the HTML, not skeletons', async ({
    request,
  }) => {
    for (const slug of ['update-config', 'get-user-by-id', 'approve-and-execute-request']) {
      const operation = API_OPERATIONS.find((candidate) => candidate.slug === slug)!;
      const html = await (await request.get(`docs/api/${slug}`)).text();
      const article = html.slice(
        html.indexOf('openapi-left-panel__container'),
        html.indexOf('openapi-right-panel__container'),
      );
      expect(operation.inputs.length + operation.responseFields.length, slug).toBeGreaterThan(0);
      for (const name of [...operation.inputs, ...operation.responseFields])
        expect(article, `${slug}: ${name}`).toContain(`>${name}<`);
      expect(article, slug).not.toContain('openapi-skeleton');
    }
  });

  test('every operation of the document has its page at /docs/api/<operationId in kebab case>', async ({ request }) => {
    const slugs = API_OPERATIONS.map((operation) => operation.slug);
    expect(slugs).toHaveLength(132);
    const published = publishedOperationSlugs();
    if (published) {
      // Pulsarr's published list lacks only the log stream, which the site documents as well.
      expect([...slugs].sort()).toEqual([...published, 'stream-logs'].sort());
    }
    for (const slug of slugs) {
      expect((await request.get(`docs/api/${slug}`)).status(), slug).toBe(200);
    }
  });

  test('the server-sent event streams show how to consume them', async ({ page }) => {
    for (const slug of ['stream-logs', 'stream-progress']) {
      await page.goto(`docs/api/${slug}`);
      const content = page.locator('.openapi-left-panel__container');
      await expect(content.getByText('text/event-stream').first(), slug).toBeVisible();
      await expect(content.locator('pre code').filter({ hasText: 'EventSource' }).first(), slug).toBeVisible();
    }
  });
});

test.describe('tag pages', () => {
  // Their cards are in the server HTML: one fetch per tag proves what opening it would.
  test('each links exactly the operations of its tag, under its name', async ({ request }) => {
    const wrong: string[] = [];
    for (const tag of API_TAGS) {
      const $ = load(await (await request.get(`docs/api/${tag.slug}`)).text());
      const heading = $('article h1').text();
      const links = $('article a.card[href]')
        .map((_, card) => $(card).attr('href'))
        .get()
        .sort();
      const expected = tag.operations.map((operation) => `/Pulsarr/docs/api/${operation.slug}`).sort();
      if (heading !== tag.name) wrong.push(`${tag.slug}: heading "${heading}"`);
      if (JSON.stringify(links) !== JSON.stringify(expected))
        wrong.push(`${tag.slug}: ${links.length} cards, ${expected.length} operations tagged ${tag.name}`);
    }
    expect(API_TAGS).toHaveLength(23);
    expect(wrong).toEqual([]);
  });

  // The descriptions come with the tag page, not with every docs page (plugins/api-reference/tag-page/).
  for (const route of ['docs/api/approval', 'docs/latest/api/approval']) {
    test(`${route}: every card shows its operation's description, as served and once the page runs`, async ({
      page,
      request,
    }) => {
      const $ = load(await (await request.get(route)).text());
      const served = $('article a.card p')
        .map((_, description) => $(description).text())
        .get();
      expect(served.length).toBeGreaterThan(1);
      expect(served.filter((text) => text.trim() === '')).toEqual([]);
      await page.goto(route);
      await hydrated(page);
      await expect(page.locator('article a.card p')).toHaveText(served);
    });
  }
});

test.describe('API reference in the docs sidebar', () => {
  test('lists the 23 tags as categories under API Reference, in the order of the document', async ({ page }) => {
    await page.goto('docs/intro');
    await hydrated(page);
    const apiReference = page
      .locator('.theme-doc-sidebar-menu > li')
      .filter({ has: page.locator(`> div > a[href="/Pulsarr/docs/${API_INTRO_SLUG}"]`) });
    await expect(apiReference).toHaveCount(1);
    // The last entry of the sidebar.
    await expect(page.locator('.theme-doc-sidebar-menu > li').last()).toContainText('API Reference');
    await apiReference.getByRole('button', { name: /Expand sidebar category 'API Reference'/ }).click();
    const categories = apiReference.locator('> ul > li.theme-doc-sidebar-item-category');
    await expect(categories).toHaveCount(23);
    const links = categories.locator('> div > a.menu__link');
    expect(await links.allInnerTexts()).toEqual(API_TAGS.map((tag) => tag.name));
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual(
      API_TAGS.map((tag) => `/Pulsarr/docs/api/${tag.slug}`),
    );
  });

  test("an operation's page opens its tag category, whose items carry method badges", async ({ page }) => {
    const tag = API_TAGS.find((candidate) => candidate.slug === 'config')!;
    await page.goto(`docs/api/${tag.operations[0].slug}`);
    await hydrated(page);
    const items = page.locator('.theme-doc-sidebar-menu li.api-method');
    await expect(items).toHaveCount(tag.operations.length);
    for (const [index, operation] of tag.operations.entries()) {
      await expect(items.nth(index)).toHaveClass(new RegExp(`\\b${operation.method}\\b`));
      const badge = await items
        .nth(index)
        .locator('> a')
        .evaluate((link) => getComputedStyle(link, '::before').content);
      expect(badge.replace(/"/g, '').toUpperCase()).toBe(operation.method.toUpperCase());
    }
  });
});

/** WCAG relative luminance of a CSS rgb()/rgba() colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((channel) => {
    const value = Number(channel) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

// One operation per method of the document; the Content Router category shows all five.
for (const slug of ['get-config', 'create-api-key', 'update-config', 'toggle-router-rule', 'delete-user-quota']) {
  test(`${slug}: method badges and response-status tabs are readable in light and dark mode (contrast of at least 4.5:1)`, async ({
    page,
  }) => {
    // One load: light mode first, then dark through the navbar's toggle.
    await startInLightMode(page);
    await page.goto(`docs/api/${slug}`);
    await hydrated(page);
    for (const colorScheme of ['light', 'dark'] as const) {
      if (colorScheme === 'dark') await switchToDark(page);
      expect(await page.locator('html').getAttribute('data-theme')).toBe(colorScheme);
      const pairs = await page.locator('.theme-doc-sidebar-menu li.api-method > a').evaluateAll((links) =>
        links.map((link) => {
          const style = getComputedStyle(link, '::before');
          return { method: link.parentElement!.className, color: style.color, background: style.backgroundColor };
        }),
      );
      // The operation's own badge, and the selected response status next to the schema.
      const badges = await page
        .locator('.openapi__method-endpoint .badge, .openapi-tabs__response-code-item.active')
        .evaluateAll((elements) =>
          elements.map((badge) => {
            const style = getComputedStyle(badge);
            return { method: badge.textContent ?? '', color: style.color, background: style.backgroundColor };
          }),
        );
      expect(badges.length).toBeGreaterThanOrEqual(2);
      for (const pair of [...pairs, ...badges]) {
        expect(
          contrast(pair.color, pair.background),
          `${colorScheme}, ${pair.method}: ${pair.color} on ${pair.background}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
}

test.describe('the introduction page', () => {
  test('heads the API Reference category and offers the OpenAPI document for download', async ({ page }) => {
    await page.goto(`docs/${API_INTRO_SLUG}`);
    await hydrated(page);
    await expect(page.locator('article h1').first()).toHaveText('Pulsarr API');
    await page.getByRole('button', { name: 'Export' }).hover();
    const link = page.getByRole('link', { name: 'OpenAPI Spec' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', `/Pulsarr/${OPENAPI_DOWNLOAD_ROUTE}`);
    const download = page.waitForEvent('download');
    // From the keyboard: the menu's opening animation can keep a pointer click waiting on a busy machine.
    await link.focus();
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toBe('pulsarr-api.yaml');
  });
});
