import { brotliCompressSync, constants } from 'node:zlib';

import { scriptsLoadedBy } from '../chunks';
import { expect, test } from '../fixtures';

/**
 * What a reader's first visit downloads in JavaScript, brotli-compressed as the
 * bench's host serves it: guards for what the first scripts lost (short route
 * chunk names, numbered ids, the head manager and progress bar left for the first
 * route change, the docs data without what the browser never reads) and for the
 * page kinds' own chunks. The figures with their history are in `npm run bench`,
 * whose transfer sizes add each response's headers; these limits sit a little
 * above the figures here.
 */
const FIRST_LOAD_JS_BUDGETS_KB = {
  '': 109,
  'docs/installation/quick-start': 132,
  'docs/latest/installation/quick-start': 132,
};

for (const [route, budgetKb] of Object.entries(FIRST_LOAD_JS_BUDGETS_KB)) {
  test(`first-load JavaScript of /${route} stays within ${budgetKb} KB (brotli)`, async ({ page }) => {
    const scripts = await scriptsLoadedBy(page, route);
    const bytes = scripts.reduce(
      (total, { body }) =>
        total + brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      0,
    );
    const kb = bytes / 1024;
    expect(scripts.length).toBeGreaterThan(1);
    expect(kb, `${kb.toFixed(1)} KB in ${scripts.length} scripts`).toBeLessThanOrEqual(budgetKb);
  });
}
