import { COMPILE_HINT } from '../../../plugins/startup-scripts';
import { recordChunkRequests } from '../chunks';
import { expect, hydrated, test } from '../fixtures';

/**
 * The scripts every page starts with ask V8 to compile all their functions while
 * they download (plugins/startup-scripts): without the hint, each function was
 * compiled on the main thread the first time it ran, in the tasks that hydrate
 * the page. Route chunks stay lazily compiled, and the page still hydrates.
 */
test('the runtime and main scripts carry the compile hint, route chunks do not', async ({ page, request }) => {
  const chunks = recordChunkRequests(page);
  await page.goto('docs/installation/quick-start');
  await hydrated(page);
  const starters = await page
    .locator('script[src*="/assets/js/"]')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src));
  expect(starters.map((src) => new URL(src).pathname.split('/').pop()?.split('.')[0])).toEqual([
    'runtime~main',
    'main',
  ]);
  for (const src of starters) expect((await (await request.get(src)).text()).startsWith(COMPILE_HINT)).toBe(true);

  const routeChunks = chunks.filter((url) => !starters.includes(url));
  expect(routeChunks.length).toBeGreaterThan(3);
  for (const url of routeChunks) expect((await (await request.get(url)).text()).startsWith('//#')).toBe(false);
});
