import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { extractPageRecords, openapiPath } from '../../../plugins/search/records/extract';
import { readOperationIds } from '../../../core/openapi/openapi-document';
import { docsVersion } from '../../../core/docs-site/versions';
import { routeOf } from '../../../plugins/search/records/site-records';
import {
  API_PAGE,
  API_PAGE_WITH_BODY,
  API_PAGE_WITH_PARAMETER,
  DOC_PAGE,
  HOME_PAGE,
  SEARCH_PAGE,
  SITE_URL,
} from './fixtures';

const DOC_URL = `${SITE_URL}/Pulsarr/docs/utilities/delete-sync`;

describe('extractPageRecords on a docs page', () => {
  const records = extractPageRecords({ html: DOC_PAGE, url: DOC_URL, pageRank: 1 });

  it('writes DocSearch records: url, anchor, type, hierarchy, content, language, docusaurus_tag, objectID', () => {
    expect(records[0]).toEqual({
      objectID: '/Pulsarr/docs/utilities/delete-sync-0',
      url: DOC_URL,
      url_without_anchor: DOC_URL,
      anchor: null,
      type: 'lvl1',
      hierarchy: { lvl0: 'Utilities', lvl1: 'Delete Sync', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      content: null,
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      weight: { pageRank: 1, level: 100, position: 0 },
    });
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
  });

  it('makes a record per heading, with its anchor, and puts text under the headings above it', () => {
    const heading = records.find((record) => record.type === 'lvl2');
    expect(heading).toMatchObject({
      anchor: 'dry-run',
      url: `${DOC_URL}#dry-run`,
      hierarchy: { lvl1: 'Delete Sync', lvl2: 'Run a dry run first', lvl3: null },
      content: null,
      weight: { level: 90 },
    });
    const text = records.find((record) => record.content?.startsWith('A dry run lists'));
    expect(text).toMatchObject({
      type: 'content',
      anchor: 'dry-run',
      hierarchy: { lvl2: 'Run a dry run first' },
      weight: { level: 0 },
    });
    const row = records.find((record) => record.content?.startsWith('deleteMovie'));
    expect(row).toMatchObject({ anchor: 'settings', hierarchy: { lvl2: 'Run a dry run first', lvl3: 'Settings' } });
  });

  it('reads paragraphs, list items (nested lists apart) and table rows, and nothing else', () => {
    expect(records.filter((record) => record.type === 'content').map((record) => record.content)).toEqual([
      'Delete sync removes movies and shows that nobody watchlists any more.',
      'A dry run lists what would be deleted, without deleting.',
      'Open Utilities.',
      'Nested step.',
      'Select Dry run.',
      'Files are removed from disk.',
      'deleteMovie — false — Remove movies nobody wants.',
      'Text with <script>alert(1)</script> written in it.',
    ]);
  });

  it('leaves out breadcrumbs, the mobile table of contents, code blocks, admonition labels, footer and pagination', () => {
    const all = JSON.stringify(records);
    for (const noise of [
      'On this page',
      'curl -X POST',
      'danger',
      'Edit this page',
      'Previous',
      'Another page',
      '\u200b',
    ]) {
      expect(all).not.toContain(noise);
    }
  });
});

describe('extractPageRecords on an API operation page', () => {
  const operationIds = new Map([
    ['POST /v1/users/users', 'createUser'],
    ['GET /v1/users/users/{id}', 'getUserById'],
  ]);

  it('titles the page with its summary and puts method, path and operationId in its first record', () => {
    const records = extractPageRecords({
      html: API_PAGE,
      url: `${SITE_URL}/Pulsarr/docs/api/create-user`,
      operationIds,
    });
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      hierarchy: { lvl0: 'Users', lvl1: 'Create a user' },
      content: 'POST /v1/users/users · createUser',
    });
    expect(records.map((record) => record.content)).toEqual([
      'POST /v1/users/users · createUser',
      'Adds a user record that Pulsarr can sync watchlists for.',
      // Built pages leave out optional end tags (</p>, </td>, </tr>); rows still read whole.
      'Security Scheme Type: — apiKey',
      'Header parameter name: — X-API-Key',
    ]);
    // The request/response tabs and their skeletons are not text to search.
    expect(records.some((record) => record.hierarchy.lvl2 === 'Request' || record.hierarchy.lvl2 === 'Responses')).toBe(
      false,
    );
  });

  it('matches a path shown with :param to the document path with {param}', () => {
    expect(openapiPath('/v1/users/users/:id')).toBe('/v1/users/users/{id}');
    const [first] = extractPageRecords({
      html: API_PAGE_WITH_PARAMETER,
      url: `${SITE_URL}/Pulsarr/docs/api/get-user-by-id`,
      operationIds,
    });
    expect(first.content).toBe('GET /v1/users/users/{id} · getUserById');
  });

  it('reads the path behind the server address the operation line shows, and keeps the address out of the record', () => {
    expect(openapiPath('http://localhost:3003/v1/users/users/:id')).toBe('/v1/users/users/{id}');
    expect(openapiPath('https://pulsarr.example.org:8443/api/v1/users/users')).toBe('/api/v1/users/users');
    const html = API_PAGE_WITH_PARAMETER.replace('>/v1/users/users/:id<', '>http://localhost:3003/v1/users/users/:id<');
    expect(html).not.toBe(API_PAGE_WITH_PARAMETER);
    const records = extractPageRecords({ html, url: `${SITE_URL}/Pulsarr/docs/api/get-user-by-id`, operationIds });
    expect(records[0].content).toBe('GET /v1/users/users/{id} · getUserById');
    expect(records.some((record) => JSON.stringify(record).includes('3003'))).toBe(false);
  });

  it('reads a request body property by property, each a row that defines its name, nested ones apart', () => {
    const records = extractPageRecords({
      html: API_PAGE_WITH_BODY,
      url: `${SITE_URL}/Pulsarr/docs/latest/api/update-config`,
      operationIds: new Map([['PUT /v1/config', 'updateConfig']]),
    });
    const properties = records.filter(
      (record) => record.hierarchy.lvl3 === 'Bodyrequired' && record.type === 'content',
    );
    expect(properties.map((record) => record.content)).toEqual([
      'port — integer — Port that goes with baseUrl in those webhook addresses (1–65535). Possible values: >= 1',
      'plexLabelSync — object — Settings of Plex label sync.',
      'enabled — boolean required — Label Plex items with the users who want them.',
    ]);
  });

  it('tells the page rank whether the page is one API operation', () => {
    const kinds: boolean[] = [];
    const rank = ({ apiOperation }: { apiOperation: boolean }) => {
      kinds.push(apiOperation);
      return apiOperation ? 0 : 2;
    };
    const [operation] = extractPageRecords({
      html: API_PAGE,
      url: `${SITE_URL}/Pulsarr/docs/api/create-user`,
      pageRank: rank,
    });
    const [guide] = extractPageRecords({ html: DOC_PAGE, url: DOC_URL, pageRank: rank });
    expect(kinds).toEqual([true, false]);
    expect([operation.weight.pageRank, guide.weight.pageRank]).toEqual([0, 2]);
  });

  it('reads every operationId of the 0.6.4 OpenAPI document', () => {
    const ids = readOperationIds(path.resolve(__dirname, '../../..', docsVersion('0.6.4').openapiRoot));
    expect(ids.get('POST /v1/users/users')).toBe('createUser');
    expect(ids.get('POST /v1/approval/requests/{id}/approve')).toBe('approveAndExecuteRequest');
    expect(ids.size).toBeGreaterThanOrEqual(130);
  });
});

describe('extractPageRecords on standalone pages', () => {
  it('reads the main column of a page without an article, from its h1 on', () => {
    const records = extractPageRecords({ html: HOME_PAGE, url: `${SITE_URL}/Pulsarr/` });
    expect(
      records.map((record) => [
        record.type,
        record.hierarchy.lvl1,
        record.hierarchy.lvl2,
        record.hierarchy.lvl3,
        record.content,
      ]),
    ).toEqual([
      ['lvl1', 'Pulsarr', null, null, null],
      ['content', 'Pulsarr', null, null, 'Add it to your Plex watchlist. Pulsarr does the rest.'],
      ['lvl2', 'Pulsarr', 'What Pulsarr does', null, null],
      ['lvl3', 'Pulsarr', 'What Pulsarr does', 'Watchlist', null],
      ['content', 'Pulsarr', 'What Pulsarr does', 'Watchlist', 'You or a friend adds a movie to a Plex watchlist.'],
      ['lvl3', 'Pulsarr', 'What Pulsarr does', 'Route', null],
      ['content', 'Pulsarr', 'What Pulsarr does', 'Route', 'Routing rules pick the instance.'],
    ]);
    expect(records[0]).toMatchObject({ docusaurus_tag: 'default', hierarchy: { lvl0: 'Documentation' } });
  });

  it('skips a page that asks not to be indexed, such as the search page', () => {
    expect(extractPageRecords({ html: SEARCH_PAGE, url: `${SITE_URL}/Pulsarr/search` })).toEqual([]);
  });

  it('maps built files to routes', () => {
    expect(routeOf('index.html')).toBe('');
    expect(routeOf('docs/intro.html')).toBe('docs/intro');
    expect(routeOf('docs/index.html')).toBe('docs/');
  });
});
