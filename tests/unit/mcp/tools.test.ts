// The docs MCP server's tools, through the SDK's own client over an in-memory transport, against a small
// built site (fixture-site.ts): their schemas, what they answer, and a named error result for every bad
// input or unreadable site, never a thrown error or a hang.
import { rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { SEARCH_INPUT_MAX_LENGTH } from '../../../core/search-engine/constants';
import { parseArgs } from '../../../mcp/src/args';
import { createDocsServer, MAX_LIMIT } from '../../../mcp/src/server';
import { PUBLISHED_SITE, siteFrom, type DocsSite } from '../../../mcp/src/site';
import { FIXTURE_ORIGIN, FIXTURE_PAGES, fixtureIndex, makeFixtureSite } from './fixture-site';

const dirs: string[] = [];
const clients: Client[] = [];

async function connect(site: DocsSite): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsServer(site).connect(serverSide);
  const client = new Client({ name: 'test', version: '0.0.0' });
  await client.connect(clientSide);
  clients.push(client);
  return client;
}

async function folderClient(indexText?: string | null): Promise<Client> {
  const dir = makeFixtureSite(indexText);
  dirs.push(dir);
  return connect(await siteFrom(dir));
}

const call = async (client: Client, name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;
const text = (result: CallToolResult) => (result.content[0] as { text: string }).text;

afterEach(async () => {
  vi.unstubAllGlobals();
  await Promise.all(clients.splice(0).map((client) => client.close()));
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the tools and their schemas', () => {
  it('lists search_docs, read_doc and list_versions, with the limits in their JSON schemas', async () => {
    const { tools } = await (await folderClient()).listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['search_docs', 'read_doc', 'list_versions']);
    const search = tools[0]!;
    const properties = search.inputSchema.properties as Record<string, Record<string, unknown>>;
    expect(search.inputSchema.required).toEqual(['query']);
    expect(properties.query).toMatchObject({ type: 'string', minLength: 1, maxLength: SEARCH_INPUT_MAX_LENGTH });
    expect(properties.version).toMatchObject({ enum: ['latest', '0.6.4'], default: 'latest' });
    expect(properties.limit).toMatchObject({ minimum: 1, maximum: MAX_LIMIT });
    expect(tools[1]!.inputSchema.required).toEqual(['page']);
    for (const tool of tools) {
      // Every description tells the assistant to cite URLs or to ask for the reader's version.
      expect(tool.description).toMatch(/ask/i);
    }
    expect(search.description).toMatch(/Cite the URL/);
  });
});

describe('search_docs', () => {
  it('searches the version asked for, Latest by default, and gives title, section, URL and snippet', async () => {
    const client = await folderClient();
    const latest = JSON.parse(text(await call(client, 'search_docs', { query: 'install' })));
    expect(latest.version).toBe('latest');
    expect(latest.hits[0]).toEqual({
      title: 'Native Installation',
      section: null,
      url: `${FIXTURE_ORIGIN}/Pulsarr/docs/latest/installation/native-installation`,
      snippet: 'Install Pulsarr on Linux, Windows or macOS without Docker.',
    });
    expect(latest.hits.map((hit: { url: string }) => hit.url)).not.toContain(
      `${FIXTURE_ORIGIN}/Pulsarr/docs/installation/quick-start`,
    );
    const old = JSON.parse(text(await call(client, 'search_docs', { query: 'install', version: '0.6.4', limit: 1 })));
    expect(old.hits.map((hit: { url: string }) => hit.url)).toEqual([
      `${FIXTURE_ORIGIN}/Pulsarr/docs/installation/quick-start`,
    ]);
  });

  it('says so when nothing matches', async () => {
    const result = await call(await folderClient(), 'search_docs', { query: 'zebra' });
    expect(result.isError).toBeFalsy();
    expect(JSON.parse(text(result))).toMatchObject({ hits: [], note: expect.stringMatching(/Nothing matched/) });
  });

  const bad: [string, Record<string, unknown>, RegExp][] = [
    ['an empty query', { query: '' }, /The query is empty/],
    ['a query of spaces', { query: '   ' }, /The query is empty/],
    ['a 10,000-character query', { query: 'a'.repeat(10_000) }, /longer than 64 characters/],
    ['no query', {}, /query/],
    ['an unknown version', { query: 'install', version: '0.7.0' }, /Unknown docs version: use one of latest, 0\.6\.4/],
    ['a limit over 10', { query: 'install', limit: 11 }, /at most 10/],
    ['a limit of 0', { query: 'install', limit: 0 }, /whole number from 1 to 10/],
    ['a fractional limit', { query: 'install', limit: 2.5 }, /whole number from 1 to 10/],
  ];
  for (const [what, args, message] of bad) {
    it(`answers ${what} with an error result that says what is wrong`, async () => {
      const result = await call(await folderClient(), 'search_docs', args);
      expect(result.isError).toBe(true);
      expect(text(result)).toMatch(message);
    });
  }

  it('reads the index once per session', async () => {
    const dir = makeFixtureSite();
    dirs.push(dir);
    const site = await siteFrom(dir);
    const read = vi.spyOn(site, 'read');
    const client = await connect(site);
    await call(client, 'search_docs', { query: 'install' });
    await call(client, 'search_docs', { query: 'docker' });
    await call(client, 'list_versions', {});
    expect(read.mock.calls.filter(([file]) => file === 'search-index.json')).toHaveLength(1);
  });
});

describe('read_doc', () => {
  const twinOf = (index: number) => FIXTURE_PAGES[index]!.twin;

  it('returns the Markdown twin of a page given by URL, path, or twin address', async () => {
    const client = await folderClient();
    for (const page of [
      `${FIXTURE_ORIGIN}/Pulsarr/docs/latest/installation/native-installation#linux`,
      '/Pulsarr/docs/latest/installation/native-installation/',
      'docs/latest/installation/native-installation.md',
    ]) {
      const result = await call(client, 'read_doc', { page });
      expect(result.isError, page).toBeFalsy();
      expect(text(result)).toBe(twinOf(0));
    }
    expect(text(await call(client, 'read_doc', { page: '/docs/installation/quick-start' }))).toBe(twinOf(1));
  });

  const bad: [string, string, RegExp][] = [
    ['another host', 'https://evil.example/Pulsarr/docs/intro', /https:\/\/evil\.example is not the Pulsarr docs/],
    ['a host-relative address', '//evil.example/Pulsarr/docs/intro', /names another host/],
    ['a file: address', 'file:///etc/passwd', /not file: addresses/],
    ['a path with ..', 'docs/../../etc/passwd', /climbs out of a folder with "\.\."/],
    ['a path with an escaped ..', 'docs/%2e%2e/%2E%2E/etc/passwd', /climbs out of a folder/],
    [
      'a page that does not exist',
      'docs/latest/no-such-page',
      /No page of the Pulsarr docs at \/Pulsarr\/docs\/latest\/no-such-page/,
    ],
    ['a page outside the docs', `${FIXTURE_ORIGIN}/Pulsarr/`, /No page of the Pulsarr docs/],
    ['an empty address', ' ', /No page given/],
  ];
  for (const [what, page, message] of bad) {
    it(`answers ${what} with an error result`, async () => {
      const result = await call(await folderClient(), 'read_doc', { page });
      expect(result.isError).toBe(true);
      expect(text(result)).toMatch(message);
    });
  }

  it('fetches nothing but the site’s own files, whatever it is asked for', async () => {
    const requested: string[] = [];
    const index = fixtureIndex();
    vi.stubGlobal('fetch', async (url: string) => {
      requested.push(url);
      return url.endsWith('search-index.json') ? new Response(index) : new Response('# Twin\n');
    });
    const client = await connect(await siteFrom('https://mirror.example.net/Pulsarr/'));
    for (const page of [
      'https://evil.example/Pulsarr/docs/intro',
      'file:///etc/passwd',
      'docs/../../../etc/passwd',
      'https://mirror.example.net/Pulsarr/docs/installation/quick-start',
      `${FIXTURE_ORIGIN}/Pulsarr/docs/latest/installation/native-installation`,
    ])
      await call(client, 'read_doc', { page });
    expect(requested).toEqual([
      'https://mirror.example.net/Pulsarr/search-index.json',
      'https://mirror.example.net/Pulsarr/docs/installation/quick-start.md',
      'https://mirror.example.net/Pulsarr/docs/latest/installation/native-installation.md',
    ]);
  });
});

describe('list_versions', () => {
  it('names each version, what it covers, how to tell it, and where its docs are', async () => {
    const { versions } = JSON.parse(text(await call(await folderClient(), 'list_versions', {})));
    expect(versions.map((version: { version: string }) => version.version)).toEqual(['latest', '0.6.4']);
    expect(versions[0]).toMatchObject({
      label: 'Latest (late 2026)',
      docsUrl: `${FIXTURE_ORIGIN}/Pulsarr/docs/latest/intro`,
      pages: 1,
    });
    expect(versions[1].howToTell).toContain('lakker/pulsarr:0.6.4');
  });
});

describe('a site that cannot be read', () => {
  let refusedUrl: string;
  beforeAll(async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    refusedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/Pulsarr/`;
    await new Promise((resolve) => closed.close(resolve));
  });

  it('names the URL and suggests --site when the site refuses connections', async () => {
    const result = await call(await connect(await siteFrom(refusedUrl)), 'search_docs', { query: 'install' });
    expect(result.isError).toBe(true);
    expect(text(result)).toContain(`Could not reach the Pulsarr docs at ${refusedUrl}`);
    expect(text(result)).toContain('--site');
  });

  const indexes: [string, string | null, RegExp][] = [
    ['no index', null, /has no search-index\.json/],
    ['a truncated index', fixtureIndex().slice(0, 300), /not complete JSON .* truncated/],
    ['an index of another kind', JSON.stringify({ records: [] }), /is not a Pulsarr docs search index/],
    [
      'an index without the docs versions',
      fixtureIndex([{ path: '/Pulsarr/', title: 'Home', tag: 'default', text: 'Home' }]),
      /has no pages of docs version Latest \(late 2026\), 0\.6\.4/,
    ],
  ];
  for (const [what, index, message] of indexes) {
    it(`answers every tool with an error result for ${what}`, async () => {
      const client = await folderClient(index);
      for (const [name, args] of [
        ['search_docs', { query: 'install' }],
        ['read_doc', { page: 'docs/installation/quick-start' }],
        ['list_versions', {}],
      ] as const) {
        const result = await call(client, name, args);
        expect(result.isError, name).toBe(true);
        expect(text(result), name).toMatch(message);
      }
    });
  }

  it('loads the index again on the next call after a failure', async () => {
    const index = fixtureIndex();
    let fail = true;
    vi.stubGlobal('fetch', async () => {
      if (fail) throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') });
      return new Response(index);
    });
    const client = await connect(await siteFrom('https://mirror.example.net'));
    expect((await call(client, 'search_docs', { query: 'install' })).isError).toBe(true);
    fail = false;
    expect((await call(client, 'search_docs', { query: 'install' })).isError).toBeFalsy();
  });
});

describe('--site and the command line', () => {
  it('reads the published site by default, and gives an origin alone the site’s base path', async () => {
    expect((await siteFrom(undefined)).location).toBe(PUBLISHED_SITE);
    expect((await siteFrom('http://127.0.0.1:4000')).location).toBe('http://127.0.0.1:4000/Pulsarr/');
    expect((await siteFrom('https://mirror.example.net/docs')).location).toBe('https://mirror.example.net/docs/');
  });

  it('refuses what is neither an http(s) URL nor a folder', async () => {
    await expect(siteFrom('ftp://example.org/')).rejects.toThrow(/not ftp: addresses/);
    await expect(siteFrom('./no-such-folder-here')).rejects.toThrow(/no folder at .*no-such-folder-here/);
    await expect(siteFrom(' ')).rejects.toThrow(/--site is empty/);
  });

  it('takes --site with a value, and names an unknown argument', () => {
    expect(parseArgs(['--site', './build'])).toEqual({ site: './build' });
    expect(parseArgs(['--site=https://example.org'])).toEqual({ site: 'https://example.org' });
    expect(parseArgs(['--site'])).toMatchObject({ exit: 2, text: expect.stringMatching(/--site needs a URL/) });
    expect(parseArgs(['--port', '1'])).toMatchObject({
      exit: 2,
      text: expect.stringMatching(/Unknown argument "--port"/),
    });
  });
});
