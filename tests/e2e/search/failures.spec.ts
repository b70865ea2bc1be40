/**
 * Every way the embedded search can fail (the index, the worker, the engine, a
 * worker that never answers) ends in the spec's error state (§8), in the modal
 * and on the /search page, never in "no results".
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, type Page } from '@playwright/test';

import { EMBEDDED_INDEX_FILE, SEARCH_WORKER_TIMEOUT_MS } from '../../../core/search-engine/constants';
import { NO_RESULTS_TEXT, SEARCH_ERROR_HELP, SEARCH_ERROR_TITLE } from '../../support/search-spec-strings';
import { EMBEDDED_ONLY, hydrated, searchTest as test } from '../search-support';

const expect = baseExpect.configure({ timeout: 15_000 });

/** The built worker script: the chunk holding the worker's own message. */
function workerScript(buildDir: string): string {
  const dir = path.join(buildDir, 'assets/js');
  const file = readdirSync(dir).find(
    (name) =>
      name.endsWith('.js') && readFileSync(path.join(dir, name), 'utf8').includes('The search index is not loaded.'),
  );
  if (!file) throw new Error(`No search worker script in ${dir}.`);
  return file;
}

type Failure = {
  name: string;
  setUp(page: Page, buildDir: string): Promise<unknown>;
  afterTyping?(page: Page): Promise<void>;
};

const failures: Failure[] = [
  {
    name: 'the index answers 404',
    setUp: (page) =>
      page.route(`**/${EMBEDDED_INDEX_FILE}`, (route) => route.fulfill({ status: 404, body: 'Not Found' })),
  },
  {
    name: 'the engine cannot read the index',
    setUp: (page) =>
      page.route(`**/${EMBEDDED_INDEX_FILE}`, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"version":1}' }),
      ),
  },
  {
    name: 'the worker fails',
    setUp: (page, buildDir) =>
      page.route(`**/assets/js/${workerScript(buildDir)}`, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/javascript',
          body: 'throw new RangeError("Invalid typed array length");',
        }),
      ),
  },
  {
    name: `the worker does not answer within ${SEARCH_WORKER_TIMEOUT_MS} ms`,
    setUp: async (page, buildDir) => {
      await page.clock.install();
      await page.route(`**/assets/js/${workerScript(buildDir)}`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: 'self.onmessage = () => {};' }),
      );
    },
    // The time limit itself is proven in tests/unit/search/worker-failures.test.ts; here time jumps past it.
    afterTyping: (page) => page.clock.fastForward(SEARCH_WORKER_TIMEOUT_MS),
  },
];

/**
 * The real worker, except that a search for "sonarr" (the second query) is answered as `failure`
 * says: an engine error in its reply, or an exception that ends the worker.
 */
async function failAfterFirstSearch(
  page: Page,
  buildDir: string,
  failure: 'engine error' | 'worker exception',
): Promise<void> {
  const script = workerScript(buildDir);
  const fail =
    failure === 'engine error'
      ? "self.postMessage({ id: event.data.id, ok: false, error: 'RangeError: Invalid typed array length' });"
      : "throw new RangeError('Invalid typed array length');";
  await page.route(`**/assets/js/${script}`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      // The real script sets self.onmessage once its chunks have loaded: keep that handler and answer through it.
      body: `let answer = () => {};
Object.defineProperty(self, 'onmessage', { configurable: true, get: () => answer, set: (handler) => { answer = handler; } });
self.addEventListener('message', (event) => {
  // Only the second query fails: the first ('quota') may be asked more than once while the page settles.
  if (event.data.type === 'search' && JSON.stringify(event.data.requests).includes('sonarr')) { ${fail} return; }
  answer(event);
});
importScripts(${JSON.stringify(`${route.request().url()}?real`)});`,
    }),
  );
}

/** A failure after the index has loaded, and how a test title says it. */
const AFTER_LOAD = [
  ['engine error', 'the engine fails after the index has loaded'],
  ['worker exception', 'the worker throws after the index has loaded'],
] as const;

test.describe('a failed search is named, in the modal', EMBEDDED_ONLY, () => {
  for (const [failure, title] of AFTER_LOAD) {
    test(`shows '${SEARCH_ERROR_TITLE}' when ${title}`, async ({ searchPage: page, backend, buildDir }) => {
      test.skip(backend.kind !== 'embedded', 'The embedded engine only.');
      await failAfterFirstSearch(page, buildDir, failure);
      await page.goto('docs/intro');
      await hydrated(page);
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill('quota');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await page.locator('.DocSearch-Input').fill('sonarr');
      await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Title')).toHaveText(SEARCH_ERROR_TITLE);
      await expect(page.getByText(NO_RESULTS_TEXT)).toBeHidden();
    });
  }

  for (const failure of failures) {
    test(`shows '${SEARCH_ERROR_TITLE}' when ${failure.name}`, async ({ searchPage: page, backend, buildDir }) => {
      test.skip(backend.kind !== 'embedded', 'The embedded engine only.');
      await failure.setUp(page, buildDir);
      await page.goto('docs/intro');
      await hydrated(page);
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill('quota');
      await failure.afterTyping?.(page);
      await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Title')).toHaveText(SEARCH_ERROR_TITLE);
      await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Help')).toHaveText(SEARCH_ERROR_HELP);
      await expect(page.getByText(NO_RESULTS_TEXT)).toBeHidden();
    });
  }
});

test.describe('a failed search is named, on the /search page', EMBEDDED_ONLY, () => {
  for (const [failure, title] of AFTER_LOAD) {
    test(`says search is not working when ${title}`, async ({ searchPage: page, backend, buildDir }) => {
      test.skip(backend.kind !== 'embedded', 'The embedded engine only.');
      await failAfterFirstSearch(page, buildDir, failure);
      await page.goto('search?q=quota');
      await expect(page.locator('article').first()).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search' }).fill('sonarr');
      await expect(page.getByRole('alert').filter({ hasText: SEARCH_ERROR_TITLE })).toBeVisible();
      await expect(page.getByText('No results were found')).toHaveCount(0);
    });
  }

  for (const failure of failures) {
    test(`says search is not working when ${failure.name}`, async ({ searchPage: page, backend, buildDir }) => {
      test.skip(backend.kind !== 'embedded', 'The embedded engine only.');
      await failure.setUp(page, buildDir);
      await page.goto('search?q=quota');
      await hydrated(page);
      await failure.afterTyping?.(page);
      const message = page.getByRole('alert').filter({ hasText: SEARCH_ERROR_TITLE });
      await expect(message).toContainText(
        `${SEARCH_ERROR_TITLE} ${SEARCH_ERROR_HELP} Search is not working on this page right now.`,
      );
      await expect(page.getByText('No results were found')).toHaveCount(0);
      await expect(message.getByRole('button', { name: 'Try again' })).toBeVisible();
    });
  }

  test('Try again searches anew once the index is back', async ({ searchPage: page, backend }) => {
    test.skip(backend.kind !== 'embedded', 'The embedded engine only.');
    let refuse = true;
    await page.route(`**/${EMBEDDED_INDEX_FILE}`, (route) =>
      refuse ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue(),
    );
    await page.goto('search?q=quota');
    await hydrated(page);
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();
    refuse = false;
    await retry.click();
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: SEARCH_ERROR_TITLE })).toHaveCount(0);
  });
});
