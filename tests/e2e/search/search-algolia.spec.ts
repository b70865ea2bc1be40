import { expect as baseExpect, type Page } from '@playwright/test';

import { DEFAULT_INDEX_NAME, SEARCH_HITS_PER_PAGE, SNIPPET_WORDS } from '../../../core/search-engine/constants';
import { SEARCH_CONNECT_TIMEOUT_MS, SEARCH_ERROR_TITLE } from '../../support/search-spec-strings';
import { hydrated, searchTest as test } from '../search-support';

/** The first search loads the modal's code and the index; a busy machine needs more than 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * With SEARCH_BACKEND=algolia the modal keeps DocSearch's own Algolia client; these
 * tests follow its requests to the fake Algolia. They run on the test build, which
 * searches with a test Algolia app (project `algolia-search`); on an embedded build
 * they are skipped.
 */
test.beforeEach(({ backend }) => {
  test.skip(backend.kind !== 'algolia', 'the served build searches with the embedded engine');
});

async function searchFor(page: Page, query: string) {
  await page.goto('docs/intro');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
}

test('sends POST /1/indexes/*/queries with the DocSearch parameters, credentials in the query string', async ({
  searchPage: page,
  fakeAlgolia,
  backend,
}) => {
  await searchFor(page, 'quota');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const request = fakeAlgolia?.requests.find((candidate) => candidate.body?.requests?.[0]?.query === 'quota');
  expect(request).toBeDefined();
  expect(request?.method).toBe('POST');
  expect(request?.path).toBe('/1/indexes/*/queries');
  expect(request?.query.get('x-algolia-application-id')).toBe(backend.kind === 'algolia' ? backend.appId : '');
  expect(request?.query.get('x-algolia-api-key')).toBeTruthy();
  expect(request?.query.get('x-algolia-agent')).toMatch(/docsearch.*docusaurus|docusaurus.*docsearch/i);
  expect(request?.body?.requests?.[0]).toMatchObject({
    query: 'quota',
    indexName: DEFAULT_INDEX_NAME,
    hitsPerPage: SEARCH_HITS_PER_PAGE,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    attributesToSnippet: expect.arrayContaining([`content:${SNIPPET_WORDS}`]),
    attributesToRetrieve: expect.arrayContaining(['hierarchy.lvl0', 'content', 'type', 'url']),
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.6.4']],
  });
});

test('shows results[0].hits and counts nbHits in the footer link', async ({ searchPage: page, fakeAlgolia }) => {
  await searchFor(page, 'quota');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const answered = fakeAlgolia?.requests.filter((candidate) => candidate.body?.requests?.[0]?.query === 'quota') ?? [];
  expect(answered.length).toBeGreaterThan(0);
  const last = fakeAlgolia?.answers.filter((answer) => answer.results[0]?.query === 'quota').at(-1);
  expect(last?.results[0].nbHits).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: `See all ${last?.results[0].nbHits} results` })).toBeVisible();
  const firstHit = last?.results[0].hits[0];
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute(
    'href',
    new URL(firstHit?.url ?? '').pathname + new URL(firstHit?.url ?? '').hash,
  );
});

test(`falls back to the next host when the first sends nothing for ${SEARCH_CONNECT_TIMEOUT_MS} ms`, async ({
  searchPage: page,
  fakeAlgolia,
}) => {
  fakeAlgolia?.setBehaviour(0, 'hang');
  const started = Date.now();
  await searchFor(page, 'tautulli');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 10_000 });
  const hosts =
    fakeAlgolia?.requests
      .filter((candidate) => candidate.body?.requests?.[0]?.query === 'tautulli')
      .map((candidate) => candidate.host) ?? [];
  expect(hosts[0]).toBe(0);
  expect(hosts.at(-1)).not.toBe(0);
  expect(Date.now() - started).toBeGreaterThanOrEqual(SEARCH_CONNECT_TIMEOUT_MS);
});

test(`shows '${SEARCH_ERROR_TITLE}' when every host fails`, async ({ searchPage: page, fakeAlgolia }) => {
  for (const host of fakeAlgolia?.hosts ?? []) fakeAlgolia?.setBehaviour(host.index, 'error');
  await searchFor(page, 'quota');
  await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Title')).toHaveText(SEARCH_ERROR_TITLE);
});

test('the search page asks Algolia too', async ({ searchPage: page, fakeAlgolia }) => {
  await page.goto('search?q=radarr');
  await expect(page.locator('article').first()).toBeVisible();
  expect(
    fakeAlgolia?.requests.some(
      (candidate) => candidate.body?.requests?.[0]?.query === 'radarr' && candidate.body.requests[0].page === 0,
    ),
  ).toBe(true);
});
