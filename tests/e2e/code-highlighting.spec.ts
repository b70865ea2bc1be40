import type { Page } from '@playwright/test';

import { expect, hydrated, test } from './fixtures';

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
});
