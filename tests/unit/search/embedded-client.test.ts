import { afterEach, describe, expect, it, vi } from 'vitest';

import { extractPageRecords } from '../../../plugins/search/records/extract';
import { packIndex } from '../../../core/search-engine/embedded-index';
import { createEmbeddedSearchClient } from '../../../plugins/search/client/embedded-client';
import { escapeMarkup, sanitizeHighlight, sanitizeHit } from '../../../plugins/search/client/sanitize';
import { DOC_PAGE, SITE_URL } from './fixtures';

const INDEX = JSON.stringify(
  packIndex(extractPageRecords({ html: DOC_PAGE, url: `${SITE_URL}/Pulsarr/docs/utilities/delete-sync` }), SITE_URL),
);

function serveIndex(status = 200) {
  const fetchIndex = vi.fn(async () => new Response(status === 200 ? INDEX : 'not found', { status }));
  vi.stubGlobal('fetch', fetchIndex);
  return fetchIndex;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the embedded search client', () => {
  it('answers the v5 client call with results[0].hits and nbHits', async () => {
    serveIndex();
    const client = createEmbeddedSearchClient('/Pulsarr/search-index.json?a');
    const { results } = await client.search({
      requests: [{ indexName: 'pulsarr-docs', query: 'dry run', hitsPerPage: 20 }],
    });
    expect(results).toHaveLength(1);
    expect(results[0].nbHits).toBeGreaterThan(0);
    expect(results[0].hits[0].url).toContain('#dry-run');
  });

  it('answers the legacy form: [{ indexName, params }]', async () => {
    serveIndex();
    const client = createEmbeddedSearchClient('/Pulsarr/search-index.json?b');
    const { results } = await client.search([
      { indexName: 'pulsarr-docs', params: { query: 'settings', hitsPerPage: 1 } },
      { indexName: 'pulsarr-docs', params: 'query=dry&hitsPerPage=2' },
    ]);
    expect(results.map((result) => [result.query, result.hitsPerPage])).toEqual([
      ['settings', 1],
      ['dry', 2],
    ]);
  });

  it('loads the index once, on preload, and reuses it for every search', async () => {
    const fetchIndex = serveIndex();
    const client = createEmbeddedSearchClient('/Pulsarr/search-index.json?c');
    expect(fetchIndex).not.toHaveBeenCalled();
    await client.preload();
    await client.search({ requests: [{ query: 'dry' }] });
    await client.search({ requests: [{ query: 'run' }] });
    expect(fetchIndex).toHaveBeenCalledTimes(1);
  });

  it("fails as Algolia's client does when no host answers (RetryError), and tries again on the next search", async () => {
    serveIndex(404);
    const client = createEmbeddedSearchClient('/Pulsarr/search-index.json?d');
    await expect(client.search({ requests: [{ query: 'dry' }] })).rejects.toMatchObject({ name: 'RetryError' });
    serveIndex();
    await expect(client.search({ requests: [{ query: 'dry' }] })).resolves.toMatchObject({
      results: [{ query: 'dry' }],
    });
  });

  it('takes the Algolia agent calls DocSearch and Docusaurus make', () => {
    const client = createEmbeddedSearchClient('/Pulsarr/search-index.json?e');
    client.addAlgoliaAgent('docusaurus', '3.8.1');
    client.transporter.algoliaAgent.add({ segment: 'docsearch', version: '3.9.0' });
    expect(client.transporter.algoliaAgent.value).toContain('docusaurus (3.8.1)');
    expect(client.transporter.algoliaAgent.value).toContain('docsearch (3.9.0)');
  });
});

describe('sanitizing hits shown as HTML', () => {
  it('keeps <mark> and escapes every other tag, idempotently', () => {
    const dirty = 'a <mark>quota</mark> <script>alert(1)</script> <img src=x onerror=alert(1)>';
    const clean = sanitizeHighlight(dirty);
    expect(clean).toBe('a <mark>quota</mark> &lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;');
    expect(sanitizeHighlight(clean)).toBe(clean);
    expect(escapeMarkup('&lt;b&gt; stays')).toBe('&lt;b&gt; stays');
  });

  it("escapes a hit's raw text, which the modal shows for recent searches", () => {
    const hit = sanitizeHit({
      content: '<script>x</script>',
      hierarchy: { lvl0: 'Docs', lvl1: '<b>Title</b>', lvl2: null },
      _highlightResult: { content: { value: '<mark>x</mark><script>' } },
      _snippetResult: { hierarchy: { lvl1: { value: '<iframe>' } } },
    });
    expect(hit).toEqual({
      content: '&lt;script&gt;x&lt;/script&gt;',
      hierarchy: { lvl0: 'Docs', lvl1: '&lt;b&gt;Title&lt;/b&gt;', lvl2: null },
      _highlightResult: { content: { value: '<mark>x</mark>&lt;script&gt;' } },
      _snippetResult: { hierarchy: { lvl1: { value: '&lt;iframe&gt;' } } },
    });
  });
});
