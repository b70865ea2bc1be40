// What the docs MCP server's tools answer over an index with sections and long text: each hit's section
// path and snippet, the text after a heading as its snippet, each version's page count and address, and
// the index checks that name what is wrong with a file that is not the docs' index.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { readIndex } from '../../../mcp/src/docs-index';
import { createDocsServer } from '../../../mcp/src/server';
import { SiteError, siteFrom, type DocsSite } from '../../../mcp/src/site';
import { indexFile, ORIGIN, type RecordSpec } from './index-records';

const SETUP = '/Pulsarr/docs/latest/setup';
const OLD = '/Pulsarr/docs/old-page';
const LONG_TEXT = Array.from({ length: 40 }, (_, index) => `word${index + 1}`).join(' ');

const SPECS: RecordSpec[] = [
  { path: SETUP, tag: 'docs-default-current', type: 'lvl1', lvl1: 'Setup Guide' },
  { path: SETUP, tag: 'docs-default-current', type: 'content', lvl1: 'Setup Guide', content: 'Short intro text.' },
  { path: SETUP, tag: 'docs-default-current', type: 'lvl2', lvl1: 'Setup Guide', lvl2: 'Compose', anchor: 'compose' },
  {
    path: SETUP,
    tag: 'docs-default-current',
    type: 'content',
    lvl1: 'Setup Guide',
    lvl2: 'Compose',
    anchor: 'compose',
    content: LONG_TEXT,
  },
  {
    path: SETUP,
    tag: 'docs-default-current',
    type: 'lvl3',
    lvl1: 'Setup Guide',
    lvl2: 'Compose',
    lvl3: 'Zebra volumes',
    anchor: 'zebra-volumes',
  },
  { path: OLD, tag: 'docs-default-0.6.4', type: 'lvl1', lvl1: 'Old Page' },
  { path: OLD, tag: 'docs-default-0.6.4', type: 'content', lvl1: 'Old Page', content: 'Nothing about zebras.' },
  { path: '/Pulsarr/', tag: 'default', type: 'lvl1', lvl1: 'Home' },
];

const INDEX = indexFile(SPECS);

const dir = mkdtempSync(path.join(tmpdir(), 'mcp-answers-'));
writeFileSync(path.join(dir, 'search-index.json'), INDEX);
mkdirSync(path.join(dir, 'docs', 'latest'), { recursive: true });
writeFileSync(path.join(dir, 'docs', 'latest', 'setup.md'), '# Setup Guide\n');
const clients: Client[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function connect(site: DocsSite): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsServer(site).connect(serverSide);
  const client = new Client({ name: 'test', version: '0.0.0' });
  await client.connect(clientSide);
  clients.push(client);
  return client;
}

const call = async (client: Client, name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;
const text = (result: CallToolResult) => (result.content[0] as { text: string }).text;
const search = async (client: Client, args: Record<string, unknown>) =>
  JSON.parse(text(await call(client, 'search_docs', args))) as {
    query: string;
    version: string;
    versionLabel: string;
    hits: { title: string; section: string | null; url: string; snippet: string }[];
    note?: string;
  };

describe('search_docs', () => {
  it('gives a heading’s hit the section path below the page title, and the start of the text after it', async () => {
    const client = await connect(await siteFrom(dir));
    const answer = await search(client, { query: 'compose' });
    expect(answer).toMatchObject({ query: 'compose', version: 'latest', versionLabel: 'Latest (late 2026)' });
    expect(answer.note).toBeUndefined();
    expect(answer.hits.find((hit) => hit.url === `${ORIGIN}${SETUP}#compose`)).toEqual({
      title: 'Setup Guide',
      section: 'Compose',
      url: `${ORIGIN}${SETUP}#compose`,
      snippet: `${LONG_TEXT.split(' ').slice(0, 30).join(' ')}…`,
    });
  });

  it('joins the sections of a deeper heading, and gives it no snippet when no text follows it', async () => {
    const client = await connect(await siteFrom(dir));
    const answer = await search(client, { query: 'zebra volumes' });
    expect(answer.hits[0]).toEqual({
      title: 'Setup Guide',
      section: 'Compose › Zebra volumes',
      url: `${ORIGIN}${SETUP}#zebra-volumes`,
      snippet: '',
    });
  });

  it('gives a page title’s hit no section, and the whole text after it when it is short', async () => {
    const client = await connect(await siteFrom(dir));
    const answer = await search(client, { query: 'setup guide' });
    expect(answer.hits[0]).toEqual({
      title: 'Setup Guide',
      section: null,
      url: `${ORIGIN}${SETUP}`,
      snippet: 'Short intro text.',
    });
  });

  it('finds pages of the version asked for only', async () => {
    const client = await connect(await siteFrom(dir));
    const all = await search(client, { query: 'setup compose zebra intro word1', limit: 10 });
    expect(all.hits.length).toBeGreaterThan(0);
    expect(all.hits.every((hit) => hit.url.startsWith(`${ORIGIN}${SETUP}`))).toBe(true);
    const old = await search(client, { query: 'zebras', version: '0.6.4' });
    expect(old).toMatchObject({ version: '0.6.4', versionLabel: '0.6.4' });
    expect(old.hits.map((hit) => hit.url)).toEqual([`${ORIGIN}${OLD}`]);
  });
});

describe('read_doc', () => {
  it('a page the index lists but the site has no twin of is an error naming the page and the site', async () => {
    const client = await connect(await siteFrom(dir));
    const result = await call(client, 'read_doc', { page: 'docs/old-page' });
    expect(result.isError).toBe(true);
    expect(text(result)).toBe(`The page ${OLD} has no Markdown copy at ${dir}: docs/old-page.md is not in ${dir}.`);
  });

  it('a page outside the docs, though the index has it, is no page of the docs', async () => {
    const result = await call(await connect(await siteFrom(dir)), 'read_doc', { page: '/Pulsarr/' });
    expect(result.isError).toBe(true);
    expect(text(result)).toBe(
      'No page of the Pulsarr docs at /Pulsarr. Find pages with search_docs, and pass a URL it returns.',
    );
  });

  it('a twin the site cannot read is an error that says why', async () => {
    const site = await siteFrom(dir);
    const failing: DocsSite = {
      ...site,
      read: async (file) => {
        if (file === 'search-index.json') return INDEX;
        throw new SiteError('The disk is gone.');
      },
    };
    const result = await call(await connect(failing), 'read_doc', { page: 'docs/latest/setup' });
    expect(result).toMatchObject({ isError: true, content: [{ type: 'text', text: 'The disk is gone.' }] });
  });

  it('a failure that is not an Error is still an error result', async () => {
    const site = await siteFrom(dir);
    const failing: DocsSite = {
      ...site,
      read: async () => {
        throw 'plain text failure';
      },
    };
    const result = await call(await connect(failing), 'list_versions', {});
    expect(result).toMatchObject({ isError: true, content: [{ type: 'text', text: 'plain text failure' }] });
  });

  it('reads pages of the site the index was built for, and of the copy the server reads', async () => {
    const mirror: DocsSite = {
      location: 'https://mirror.example.net/Pulsarr/',
      origin: 'https://mirror.example.net',
      read: async (file) => (file === 'search-index.json' ? INDEX : `twin of ${file}`),
    };
    const client = await connect(mirror);
    for (const origin of [ORIGIN, 'https://mirror.example.net']) {
      expect(text(await call(client, 'read_doc', { page: `${origin}${SETUP}` }))).toBe('twin of docs/latest/setup.md');
    }
    expect((await call(client, 'read_doc', { page: `https://other.example${SETUP}` })).isError).toBe(true);
  });
});

describe('list_versions', () => {
  it('counts each version’s docs pages and gives the address of its introduction', async () => {
    const answer = JSON.parse(text(await call(await connect(await siteFrom(dir)), 'list_versions', {})));
    expect(answer.default).toBe('latest');
    expect(answer.advice).toMatch(/^Cite the URL of every page/);
    expect(
      answer.versions.map((version: { version: string; docsUrl: string; pages: number }) => [
        version.version,
        version.docsUrl,
        version.pages,
      ]),
    ).toEqual([
      ['latest', `${ORIGIN}/Pulsarr/docs/latest/intro`, 1],
      ['0.6.4', `${ORIGIN}/Pulsarr/docs/intro`, 1],
    ]);
  });
});

describe('the index', () => {
  const file = () => JSON.parse(INDEX) as Record<string, unknown>;
  const notAnIndex = /^The search-index\.json at here is not a Pulsarr docs search index \(index format 1 expected\)/;

  it('lists the docs pages of every version, leaving out pages of the site that are not docs', () => {
    const loaded = readIndex(INDEX, 'here');
    expect([...loaded.pages.keys()]).toEqual([SETUP, OLD]);
    expect(loaded.pages.get(SETUP)).toEqual({ path: SETUP, title: 'Setup Guide', tag: 'docs-default-current' });
    expect(loaded.siteUrl).toBe(ORIGIN);
    expect(loaded.recordIndex.get(`${SETUP}-2`)).toBe(2);
  });

  it('measures its size in bytes, not characters', () => {
    const text = INDEX.replace('Short intro text.', 'Kurzer Text über Größe.');
    expect(readIndex(text, 'here').bytes).toBe(Buffer.byteLength(text));
    expect(readIndex(text, 'here').bytes).toBeGreaterThan(text.length);
  });

  it.each([
    ['another format version', { version: 2 }],
    ['no site address', { siteUrl: 42 }],
    ['a string table with a number', { strings: ['a', 1] }],
    ['no string table', { strings: 'a' }],
    ['pages that are not rows of numbers', { pages: [[0, 'x']] }],
    ['pages that are not rows', { pages: [1, 2] }],
    ['records that are not rows of numbers', { records: [['x']] }],
    ['no search index', { index: null }],
    ['a search index that is not an object', { index: 'index' }],
  ])('refuses a file with %s', (_what, change) => {
    expect(() => readIndex(JSON.stringify({ ...file(), ...change }), 'here')).toThrow(notAnIndex);
  });

  it('refuses JSON that is not an object, naming what it expects', () => {
    for (const text of ['null', '42', '"index"']) expect(() => readIndex(text, 'here')).toThrow(notAnIndex);
  });

  it('names the length of a file that is not complete JSON', () => {
    expect(() => readIndex(INDEX.slice(0, 100), 'here')).toThrow(
      'The search-index.json at here is not complete JSON (100 characters): it may be truncated.',
    );
  });

  it('names the versions whose pages it lacks', () => {
    const latestOnly = indexFile(SPECS.slice(0, 5));
    expect(() => readIndex(latestOnly, 'here')).toThrow(
      'The search-index.json at here has no pages of docs version 0.6.4: it is not the index of these Pulsarr docs.',
    );
  });

  it('says so when the search index inside cannot be loaded', () => {
    expect(() => readIndex(JSON.stringify({ ...file(), index: { documentCount: 'x' } }), 'here')).toThrow(
      /^The search-index\.json at here could not be loaded: /,
    );
  });
});
