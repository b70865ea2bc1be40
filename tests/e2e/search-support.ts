/**
 * Shared by the search browser tests: which backend the served build searches with,
 * and, for an Algolia build, routing the modal's and the search page's requests to
 * the Algolia hosts to a fake Algolia on 127.0.0.1 (nothing leaves the machine).
 */
import path from 'node:path';
import type { APIRequestContext, Locator, Page, Route } from '@playwright/test';

import { test as base } from './fixtures';

import { collectSiteRecords } from '../../plugins/search/records/site-records';
import { readOperationIds } from '../../core/openapi/openapi-document';
import { startFakeAlgolia, type FakeAlgolia } from '../support/fake-algolia';
import { searchOptions } from '../../config/search';
import { BASE_URL, DEFAULT_SITE_URL } from '../../core/docs-site/site';
import { SEARCH_BUTTON_LABEL } from '../../core/search-engine/constants';

export type Backend = { kind: 'embedded' } | { kind: 'algolia'; appId: string };

/** The build a test project serves (`metadata.buildDir` in playwright.config.ts). */
export function servedBuildDir(metadata: Record<string, unknown>): string {
  return path.resolve(__dirname, '../..', typeof metadata.buildDir === 'string' ? metadata.buildDir : 'build');
}

/** The embedded build serves its index; an Algolia build preconnects to its app's host instead. */
export async function servedBackend(request: APIRequestContext): Promise<Backend> {
  if ((await request.get('search-index.json')).ok()) return { kind: 'embedded' };
  const html = await (await request.get('')).text();
  const appId = html.match(/https:\/\/([^"'\s>]+)-dsn\.algolia\.net/)?.[1];
  if (!appId) throw new Error('The served build has neither search-index.json nor an Algolia preconnect.');
  return { kind: 'algolia', appId };
}

/** The records of the served build, as `npm run search:push` would upload them. */
export function servedRecords(buildDir: string) {
  return collectSiteRecords({
    outDir: buildDir,
    siteUrl: DEFAULT_SITE_URL,
    baseUrl: BASE_URL,
    operationIds: readOperationIds(
      (searchOptions({}).openapiDocuments ?? []).map((document) => path.resolve(__dirname, '../..', document)),
    ),
    pageRanks: searchOptions({}).pageRanks,
  });
}

export async function startFakeAlgoliaForBuild(buildDir: string): Promise<FakeAlgolia> {
  const records = servedRecords(buildDir);
  if (records.length === 0) throw new Error(`${buildDir} has no search records for the fake Algolia to answer with.`);
  return startFakeAlgolia({ records, hostCount: 4, siteUrl: DEFAULT_SITE_URL });
}

/**
 * Algolia's clients ask `{appId}-dsn.algolia.net`, then `{appId}-1…3.algolianet.com`
 * (shuffled). Fake host 0 stands for the first, 1–3 for the others.
 */
export function fakeHostFor(url: string): number | null {
  const host = new URL(url).hostname.toLowerCase();
  if (/-dsn\.algolia\.net$/.test(host)) return 0;
  const numbered = host.match(/-(\d)\.algolianet\.com$/);
  return numbered ? Number(numbered[1]) : null;
}

export async function routeAlgoliaToFake(page: Page, fake: FakeAlgolia): Promise<void> {
  await page.route(/^https:\/\/[^/]+\.(algolia\.net|algolianet\.com)\//i, async (route: Route) => {
    const request = route.request();
    const host = fakeHostFor(request.url());
    if (host === null) return route.abort('addressunreachable');
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
    };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const target = new URL(request.url());
    try {
      // Through the fake's own HTTP server, as a request to Algolia would go.
      const response = await fetch(`http://${fake.hosts[host].url}${target.pathname}${target.search}`, {
        method: request.method(),
        headers: { 'content-type': request.headers()['content-type'] ?? 'text/plain' },
        body: request.postData() ?? undefined,
      });
      return route.fulfill({
        status: response.status,
        headers: { ...cors, 'content-type': 'application/json' },
        body: await response.text(),
      });
    } catch {
      return route.abort('connectionrefused').catch(() => undefined);
    }
  });
}

/** The navbar button: named by what it shows, "Search" and its shortcut. */
export function searchButton(page: Page): Locator {
  return page.getByRole('button', { name: new RegExp(`^${SEARCH_BUTTON_LABEL} (Ctrl|⌘) K$`) });
}

export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
}

interface SearchFixtures {
  /** Set up before each test: on an Algolia build, the page's Algolia requests go to the fake. */
  searchPage: Page;
}
interface SearchWorkerFixtures {
  /** The served build's folder. */
  buildDir: string;
  backend: Backend;
  fakeAlgolia: FakeAlgolia | null;
}

/**
 * The \`algolia-search\` project runs the search specs a second time, on the Algolia test build, and leaves out
 * what these tags mark: a behaviour of the modal's or the page's own controls, which no backend takes part in,
 * and a failure of the embedded engine, which an Algolia build does not load.
 */
export const ANY_BACKEND = { tag: '@any-backend' };
export const EMBEDDED_ONLY = { tag: '@embedded-only' };

/** `test` for search behaviours that hold with either backend. */
export const searchTest = base.extend<SearchFixtures, SearchWorkerFixtures>({
  buildDir: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      await provide(servedBuildDir(workerInfo.project.metadata));
    },
    { scope: 'worker' },
  ],
  backend: [
    async ({ playwright }, provide, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await provide(await servedBackend(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  fakeAlgolia: [
    async ({ backend, buildDir }, provide) => {
      if (backend.kind !== 'algolia') return provide(null);
      const fake = await startFakeAlgoliaForBuild(buildDir);
      await provide(fake);
      await fake.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  searchPage: async ({ page, fakeAlgolia }, provide) => {
    if (fakeAlgolia) {
      for (const host of fakeAlgolia.hosts) fakeAlgolia.setBehaviour(host.index, 'answer');
      fakeAlgolia.delayMs = 0;
      fakeAlgolia.requests.length = 0;
      fakeAlgolia.answers.length = 0;
      await routeAlgoliaToFake(page, fakeAlgolia);
    }
    await provide(page);
  },
});
