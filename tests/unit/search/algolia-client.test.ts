import { createMemoryCache } from '@algolia/client-common';
import { liteClient } from 'algoliasearch/lite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { extractPageRecords } from '../../../plugins/search/records/extract';
import { SEARCH_HITS_PER_PAGE } from '../../../core/search-engine/constants';
import {
  SEARCH_CONNECT_TIMEOUT_MS,
  SEARCH_HOST_DOWN_MS,
  SEARCH_READ_TIMEOUT_MS,
  SEARCH_WRITE_TIMEOUT_MS,
} from '../../support/search-spec-strings';
import { startFakeAlgolia, type FakeAlgolia } from '../../support/fake-algolia';
import { API_PAGE, DOC_PAGE, SITE_URL } from './fixtures';

/**
 * Algolia's own client against a fake Algolia on 127.0.0.1: what the site sends,
 * what it reads back, and how the client falls back from host to host. The retry
 * and fallback are the library's; these tests check it behaves as spec §7 and §9 say.
 */
const records = [
  ...extractPageRecords({ html: DOC_PAGE, url: `${SITE_URL}/Pulsarr/docs/utilities/delete-sync` }),
  ...extractPageRecords({
    html: API_PAGE,
    url: `${SITE_URL}/Pulsarr/docs/api/create-user`,
    operationIds: new Map([['POST /v1/users/users', 'createUser']]),
  }),
];

const SPEC_TIMEOUTS = {
  connect: SEARCH_CONNECT_TIMEOUT_MS,
  read: SEARCH_READ_TIMEOUT_MS,
  write: SEARCH_WRITE_TIMEOUT_MS,
};

let fake: FakeAlgolia;

function clientFor(hosts = fake.hosts) {
  return liteClient('TESTAPP', 'search-only-key', {
    hosts: hosts.map((host) => ({ url: host.url, protocol: 'http' as const, accept: 'read' as const })),
    timeouts: SPEC_TIMEOUTS,
    hostsCache: createMemoryCache(),
  });
}

const SEARCH = {
  indexName: 'pulsarr-docs',
  query: 'dry run',
  hitsPerPage: SEARCH_HITS_PER_PAGE,
  attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url'],
  attributesToSnippet: ['content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
};

beforeEach(async () => {
  fake = await startFakeAlgolia({ records, hostCount: 3, siteUrl: SITE_URL });
});

afterEach(async () => {
  vi.restoreAllMocks();
  await fake.close();
});

describe('Algolia search requests', () => {
  it('POST /1/indexes/*/queries with the request list in the body and the credentials in the query string', async () => {
    const { results } = await clientFor().search({ requests: [SEARCH] });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/1/indexes/*/queries');
    expect(request.body?.requests).toEqual([SEARCH]);
    expect(request.query.get('x-algolia-agent')).toMatch(/^Algolia for JavaScript/);
    expect(request.headers['x-algolia-application-id'] ?? request.query.get('x-algolia-application-id')).toBe(
      'TESTAPP',
    );
    expect(request.headers['x-algolia-api-key'] ?? request.query.get('x-algolia-api-key')).toBe('search-only-key');

    const [first] = results as { hits: { url: string }[]; nbHits: number }[];
    expect(first.nbHits).toBeGreaterThan(0);
    expect(first.hits[0].url).toBe(`${SITE_URL}/Pulsarr/docs/utilities/delete-sync#dry-run`);
  });

  it('reads queryID when click analytics is on', async () => {
    const { results } = await clientFor().search({ requests: [{ ...SEARCH, clickAnalytics: true }] });
    expect((results[0] as { queryID?: string }).queryID).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('host fallback (the client library, as spec §9 configures it)', () => {
  it('uses 1 s connect, 2 s read and 30 s write timeouts in the browser, as the spec says', async () => {
    // The browser build is what the search page uses; its defaults are the spec's.
    const { liteClient: browserLiteClient } = await import('algoliasearch/dist/lite/builds/browser');
    expect(browserLiteClient('TESTAPP', 'key').transporter.timeouts).toEqual(SPEC_TIMEOUTS);
  });

  it('falls back to the next host when one refuses the connection', async () => {
    fake.setBehaviour(0, 'refuse');
    await expect(clientFor().search({ requests: [SEARCH] })).resolves.toMatchObject({
      results: [{ nbHits: expect.any(Number) }],
    });
    expect(fake.requests.map((request) => request.host)).toEqual([1]);
  });

  // Spec §9 says a failed host is held down for 2 minutes. algoliasearch 5.64.0 (and
  // the client bundled in @docsearch/react 3.9.0) stores the host's state under a key
  // that includes the state itself, so the next search never finds it and asks the
  // failed host first again. Marked as failing until the library keeps the state.
  it.fails('leaves a failed host out of the next searches for 2 minutes (library gap, see comment)', async () => {
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    fake.setBehaviour(0, 'refuse');
    const client = clientFor();
    await client.search({ requests: [SEARCH] });
    fake.setBehaviour(0, 'answer');
    clock.mockReturnValue(now + SEARCH_HOST_DOWN_MS - 1_000);
    await client.search({ requests: [{ ...SEARCH, query: 'settings' }] });
    expect(fake.requests.map((request) => request.host)).toEqual([1, 1]);
  });

  it('gives up on a host that sends nothing within the 1 s connect timeout and asks the next', async () => {
    fake.setBehaviour(0, 'hang');
    const started = Date.now();
    const { results } = await clientFor().search({ requests: [SEARCH] });
    const elapsed = Date.now() - started;
    expect((results[0] as { nbHits: number }).nbHits).toBeGreaterThan(0);
    expect(fake.requests.map((request) => request.host)).toEqual([0, 1]);
    expect(elapsed).toBeGreaterThanOrEqual(SEARCH_CONNECT_TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(SEARCH_READ_TIMEOUT_MS);
  }, 10_000);

  it('retries a host that answers 500 on the next one', async () => {
    fake.setBehaviour(0, 'error');
    await clientFor().search({ requests: [SEARCH] });
    expect(fake.requests.map((request) => request.host)).toEqual([0, 1]);
  });

  it('fails with RetryError, the error the modal shows as "Unable to fetch results", when every host fails', async () => {
    for (const host of fake.hosts) fake.setBehaviour(host.index, 'refuse');
    await expect(clientFor().search({ requests: [SEARCH] })).rejects.toMatchObject({ name: 'RetryError' });
  });
});
