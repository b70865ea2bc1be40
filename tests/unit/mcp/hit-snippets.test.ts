// The snippet of each search_docs hit: for text, the words around the match, at most 30, with "…" where
// the text goes on and no highlight marks; for a heading, the text after it on its own page only, single
// spaced, whole when it has 30 words or fewer. And list_versions counts each version's own pages.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { createDocsServer } from '../../../mcp/src/server';
import { siteFrom } from '../../../mcp/src/site';
import { indexFile, ORIGIN, type RecordSpec } from './index-records';

const ALPHA = '/Pulsarr/docs/latest/alpha';
const BETA = '/Pulsarr/docs/latest/beta';
const OLD = '/Pulsarr/docs/old';

const words = (count: number, stem: string) => Array.from({ length: count }, (_, i) => `${stem}${i + 1}`);
/** 80 words with "kestrel" as the 45th. */
const LONG = [...words(44, 'lead'), 'kestrel', ...words(35, 'tail')];
const THIRTY = words(30, 'exact');

const SPECS: RecordSpec[] = [
  { path: ALPHA, tag: 'docs-default-current', type: 'lvl1', lvl1: 'Alpha Page' },
  { path: ALPHA, tag: 'docs-default-current', type: 'content', lvl1: 'Alpha Page', content: LONG.join(' ') },
  { path: ALPHA, tag: 'docs-default-current', type: 'lvl2', lvl1: 'Alpha Page', lvl2: 'Thirty', anchor: 'thirty' },
  {
    path: ALPHA,
    tag: 'docs-default-current',
    type: 'content',
    lvl1: 'Alpha Page',
    lvl2: 'Thirty',
    anchor: 'thirty',
    content: THIRTY.join(' '),
  },
  { path: ALPHA, tag: 'docs-default-current', type: 'lvl2', lvl1: 'Alpha Page', lvl2: 'Spaced', anchor: 'spaced' },
  {
    path: ALPHA,
    tag: 'docs-default-current',
    type: 'content',
    lvl1: 'Alpha Page',
    lvl2: 'Spaced',
    anchor: 'spaced',
    content: '\n  first  second\tthird \n',
  },
  { path: ALPHA, tag: 'docs-default-current', type: 'lvl2', lvl1: 'Alpha Page', lvl2: 'Closing', anchor: 'closing' },
  // The next page's text comes straight after the last heading of the one before.
  { path: BETA, tag: 'docs-default-current', type: 'content', lvl1: 'Beta Page', content: 'Text of another page.' },
  { path: BETA, tag: 'docs-default-current', type: 'lvl1', lvl1: 'Beta Page' },
  { path: OLD, tag: 'docs-default-0.6.4', type: 'lvl1', lvl1: 'Old Page' },
  { path: OLD, tag: 'docs-default-0.6.4', type: 'content', lvl1: 'Old Page', content: 'Old words.' },
  // The very last record of the index is a heading.
  { path: OLD, tag: 'docs-default-0.6.4', type: 'lvl2', lvl1: 'Old Page', lvl2: 'Final', anchor: 'final' },
];

const dir = mkdtempSync(path.join(tmpdir(), 'mcp-snippets-'));
writeFileSync(path.join(dir, 'search-index.json'), indexFile(SPECS));
const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function client(): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsServer(await siteFrom(dir)).connect(serverSide);
  const connected = new Client({ name: 'test', version: '0.0.0' });
  await connected.connect(clientSide);
  clients.push(connected);
  return connected;
}

async function hitAt(query: string, url: string, version = 'latest') {
  const result = (await (
    await client()
  ).callTool({
    name: 'search_docs',
    arguments: { query, version, limit: 10 },
  })) as CallToolResult;
  const answer = JSON.parse((result.content[0] as { text: string }).text) as {
    hits: { url: string; snippet: string; section: string | null }[];
  };
  const hit = answer.hits.find((candidate) => candidate.url === url);
  expect(hit, `${query}: ${answer.hits.map((candidate) => candidate.url).join(', ')}`).toBeDefined();
  return hit!;
}

describe('the snippet of a text hit', () => {
  it('is 30 words around the match, with "…" on each side where the text goes on, without highlight marks', async () => {
    const hit = await hitAt('kestrel', `${ORIGIN}${ALPHA}`);
    const shown = hit.snippet.replace(/^…/, '').replace(/…$/, '').split(' ');
    expect(hit.snippet.startsWith('…')).toBe(true);
    expect(hit.snippet.endsWith('…')).toBe(true);
    expect(shown).toHaveLength(30);
    expect(shown).toContain('kestrel');
    expect(hit.snippet).toBe(`…${LONG.slice(LONG.indexOf(shown[0]!), LONG.indexOf(shown[0]!) + 30).join(' ')}…`);
  });
});

describe('the snippet of a heading hit', () => {
  it('is the whole text after it when that has exactly 30 words, with no "…"', async () => {
    const hit = await hitAt('thirty', `${ORIGIN}${ALPHA}#thirty`);
    expect(hit.section).toBe('Thirty');
    expect(hit.snippet).toBe(THIRTY.join(' '));
  });

  it('is single spaced, without the spaces and line breaks around the text', async () => {
    expect((await hitAt('spaced', `${ORIGIN}${ALPHA}#spaced`)).snippet).toBe('first second third');
  });

  it('is empty when its page has no text after it, even if the next page’s text follows in the index', async () => {
    expect((await hitAt('closing', `${ORIGIN}${ALPHA}#closing`)).snippet).toBe('');
  });

  it('is empty for the last heading of the index', async () => {
    expect((await hitAt('final', `${ORIGIN}${OLD}#final`, '0.6.4')).snippet).toBe('');
  });
});

describe('list_versions', () => {
  it('counts the pages of each version, not of the others', async () => {
    const result = (await (await client()).callTool({ name: 'list_versions', arguments: {} })) as CallToolResult;
    const { versions } = JSON.parse((result.content[0] as { text: string }).text) as {
      versions: { version: string; pages: number }[];
    };
    expect(versions.map((version) => [version.version, version.pages])).toEqual([
      ['latest', 2],
      ['0.6.4', 1],
    ]);
  });
});
