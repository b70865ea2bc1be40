import { algoliasearch } from 'algoliasearch';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { extractPageRecords } from '../../../plugins/search/records/extract';
import { DOCSEARCH_INDEX_SETTINGS } from '../../../plugins/search/records/algolia-settings';
import { pushToAlgolia } from '../../../plugins/search/records/push';
import { startFakeAlgolia, type FakeAlgolia } from '../../support/fake-algolia';
import { API_PAGE, DOC_PAGE, SITE_URL } from './fixtures';

const records = [
  ...extractPageRecords({ html: DOC_PAGE, url: `${SITE_URL}/Pulsarr/docs/utilities/delete-sync` }),
  ...extractPageRecords({ html: API_PAGE, url: `${SITE_URL}/Pulsarr/docs/api/create-user` }),
];

let fake: FakeAlgolia;

beforeEach(async () => {
  fake = await startFakeAlgolia({ records: [], hostCount: 1, siteUrl: SITE_URL });
});

afterEach(async () => {
  await fake.close();
});

describe('npm run search:push', () => {
  it("uploads the build's records and DocSearch's settings with Algolia's client, through a temporary index", async () => {
    const client = algoliasearch('TESTAPP', 'write-key', {
      hosts: [{ url: fake.hosts[0].url, protocol: 'http', accept: 'readWrite' }],
    });
    await pushToAlgolia(client, 'pulsarr-docs', records);

    expect([...fake.indexes.keys()]).toEqual(['pulsarr-docs']);
    const index = fake.indexes.get('pulsarr-docs');
    expect(index?.settings).toEqual(DOCSEARCH_INDEX_SETTINGS);
    expect(index?.objects).toEqual(JSON.parse(JSON.stringify(records)));
    const paths = fake.requests.map(
      (request) => `${request.method} ${request.path.replace(/pulsarr-docs_tmp_\d+/, 'TMP')}`,
    );
    expect(paths[0]).toBe('PUT /1/indexes/pulsarr-docs/settings');
    expect(paths).toContain('POST /1/indexes/TMP/batch');
    expect(
      fake.requests.some((request) => request.body && (request.body as { operation?: string }).operation === 'move'),
    ).toBe(true);
  });
});
