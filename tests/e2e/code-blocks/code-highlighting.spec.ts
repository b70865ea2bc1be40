import type { Page } from '@playwright/test';

import { expect, hydrated, test } from '../fixtures';

/**
 * Text only the highlighter's code holds: the name of a bash grammar rule and
 * of Prism's tokenizer. A script holding one of them is syntax-highlighting code.
 */
const HIGHLIGHTER_MARKERS = ['shebang', 'tokenize'];

/** Collects the bodies of the scripts a page downloads. */
function recordScripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  return bodies;
}

test.describe('syntax highlighting', () => {
  test("the highlighter is not part of the site's startup script", async ({ page }) => {
    const bodies = recordScripts(page);
    await page.goto('background-test');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.prism-code')).toHaveCount(0);
    const scripts = await Promise.all(bodies);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((body) => HIGHLIGHTER_MARKERS.some((marker) => body.includes(marker))).length).toBe(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const { path, language, token } of [
      { path: '', language: 'yaml', token: 'services' },
      { path: 'docs/installation/quick-start', language: 'bash', token: 'docker' },
    ]) {
      test(`${path || 'the home page'} shows its code, highlighted, where it stands`, async ({ page }) => {
        await page.goto(path);
        const block = page.locator(`pre.prism-code.language-${language}`).first();
        await expect(block).toBeVisible();
        await expect(block.locator('.token').first()).toBeVisible();
        await expect(block).toContainText(token);
        // Written in place, not streamed as a hidden segment that only a script would move into view.
        // (React marks such a segment with an id "S:n" and the place it belongs with a template "B:n".)
        expect(await page.locator('[id^="S:"], template[id^="B:"]').count()).toBe(0);
      });
    }
  });

  test('code blocks reached by in-app navigation are highlighted, bash included', async ({ page }) => {
    await page.goto('docs/intro');
    await hydrated(page);
    // A link in the page: the router renders the next page in the browser, not from the server's HTML.
    await page.locator('article a[href="/Pulsarr/docs/installation/quick-start"]').first().click();
    await expect(page.locator('article h1')).toHaveText('Quick Start Guide');
    const bash = page.locator('pre.prism-code.language-bash').first();
    await expect(bash).toBeVisible();
    // Bash is one of the site's extra languages: it gets tokens only once registered.
    await expect(bash.locator('.token.function').first()).toBeVisible();
    await expect(page.locator('pre.prism-code.language-yaml .token.key').first()).toBeVisible();
  });

  test('the home page shows its highlighted example at once and loads the highlighter only as the example comes near', async ({
    page,
  }) => {
    const bodies: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') bodies.push(await response.text().catch(() => ''));
    });
    const highlighterLoaded = () => bodies.some((body) => HIGHLIGHTER_MARKERS.some((marker) => body.includes(marker)));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('');
    await hydrated(page);
    await page.waitForLoadState('networkidle');

    const example = page.locator('pre.prism-code.language-yaml');
    // Highlighted from the server's HTML, before any highlighter code ran, and still so after hydration.
    await expect(example.locator('.token.key').first()).toHaveText('services');
    await expect(example).toContainText('image: lakker/pulsarr:latest');
    expect(highlighterLoaded(), 'highlighter downloaded with the first screen').toBe(false);

    await example.scrollIntoViewIfNeeded();
    await expect.poll(highlighterLoaded).toBe(true);
    // Now the real code block: its copy button works.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await example.hover();
    await page.getByRole('button', { name: 'Copy code to clipboard' }).first().click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('container_name: pulsarr');
    await expect(example.locator('.token.key').first()).toHaveText('services');
  });

  test('after in-app navigation to the home page its example is highlighted too', async ({ page }) => {
    await page.goto('docs/intro');
    await hydrated(page);
    await page.locator('.navbar__brand').click();
    // No server HTML to keep this time: the block loads the highlighter at once, wherever it is.
    const example = page.getByRole('region', { name: 'Up and running in three steps' }).locator('pre');
    await expect(example.locator('.token.key').first()).toHaveText('services');
    await expect(example).toContainText('image: lakker/pulsarr:latest');
  });
});
