import { brotliCompressSync, constants } from 'node:zlib';

import { expect, hydrated, test } from '../fixtures';

/**
 * What a reader's first visit downloads in JavaScript, brotli-compressed as the
 * bench's host serves it: guards for what the first scripts lost (short route
 * chunk names, numbered ids) and for the page kinds' own chunks. The figures
 * with their history are in `npm run bench`; these limits sit a little above them.
 */
const FIRST_LOAD_JS_BUDGETS_KB = {
  '': 116,
  'docs/installation/quick-start': 140,
  'docs/latest/installation/quick-start': 140,
};

for (const [route, budgetKb] of Object.entries(FIRST_LOAD_JS_BUDGETS_KB)) {
  test(`first-load JavaScript of /${route} stays within ${budgetKb} KB (brotli)`, async ({ page }) => {
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(route);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const bytes = (await Promise.all(bodies)).reduce(
      (total, body) => total + brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      0,
    );
    const kb = bytes / 1024;
    expect(bodies.length).toBeGreaterThan(1);
    expect(kb, `${kb.toFixed(1)} KB in ${bodies.length} scripts`).toBeLessThanOrEqual(budgetKb);
  });
}
