// What an assistant is told before it calls anything: the server's name, version and instructions (the
// docs versions by word and label, and the advice to cite pages and ask for the reader's version), each
// tool's title, its hints that it only reads and reaches nothing outside the docs, and the description of
// each input with its limits and default.
import { rmSync } from 'node:fs';

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

import packageJson from '../../../mcp/package.json';
import { createDocsServer } from '../../../mcp/src/server';
import { siteFrom } from '../../../mcp/src/site';
import { makeFixtureSite } from './fixture-site';

const ADVICE =
  'Cite the URL of every page an answer rests on. When the answer depends on the Pulsarr version the reader runs ' +
  'and they have not said it, ask them (list_versions says how to tell).';

const dir = makeFixtureSite();
const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A client of a server made in the test itself, so that each test is seen to run the server's code. */
async function connect(): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsServer(await siteFrom(dir)).connect(serverSide);
  const client = new Client({ name: 'test', version: '0.0.0' });
  await client.connect(clientSide);
  clients.push(client);
  return client;
}

const tool = async (name: string) =>
  (await (await connect()).listTools()).tools.find((candidate) => candidate.name === name)!;
const property = async (name: string, input: string) =>
  ((await tool(name)).inputSchema.properties as Record<string, { description?: string }>)[input]!;

describe('the server', () => {
  it('gives the package’s name and version', async () => {
    expect((await connect()).getServerVersion()).toMatchObject({
      name: packageJson.name,
      version: packageJson.version,
    });
  });

  it('tells what it searches, the two docs versions by word and label, and how to answer', async () => {
    expect((await connect()).getInstructions()).toBe(
      'Searches and reads the Pulsarr documentation (Pulsarr routes Plex watchlists to Sonarr and Radarr). ' +
        `The docs have 2 versions: latest (Latest (late 2026)), 0.6.4 (0.6.4). ${ADVICE}`,
    );
  });
});

describe('each tool', () => {
  it.each([
    ['search_docs', 'Search the Pulsarr docs'],
    ['read_doc', 'Read a Pulsarr docs page'],
    ['list_versions', 'List the Pulsarr docs versions'],
  ])('%s is titled %j, and only reads, within the docs', async (name, title) => {
    const found = await tool(name);
    expect(found.title).toBe(title);
    expect(found.annotations).toEqual({ readOnlyHint: true, openWorldHint: false });
  });

  it('search_docs says how to query, which version is which, and where to read a hit', async () => {
    const { description } = await tool('search_docs');
    expect(description).toContain('Use a few keywords, not a sentence.');
    expect(description).toContain(
      'Version "latest" (default) is the release people install today; "0.6.4" is the old 0.6.4 release.',
    );
    expect(description).toContain('Read a hit in full with read_doc.');
    expect(description).toMatch(/^Search one version of the Pulsarr documentation with the site's own search/);
  });

  it('read_doc takes a URL or a path, and names the pages it reads', async () => {
    const { description } = await tool('read_doc');
    expect(description).toContain('by its URL (as search_docs returns it) or its path');
    expect(description).toContain('Pages of this documentation site only.');
    expect(description).toContain(ADVICE);
  });

  it('list_versions says what it lists and when to call it', async () => {
    expect((await tool('list_versions')).description).toMatch(
      /^List the versions of the Pulsarr documentation, what each covers and how to tell which one the reader runs\. /,
    );
    expect((await tool('list_versions')).description).toContain(
      'Call it when the answer may differ between Pulsarr releases; ask the reader when you cannot tell.',
    );
  });
});

describe('each input', () => {
  it.each([
    ['search_docs', 'query', 'A few keywords, at most 64 characters.'],
    ['search_docs', 'version', 'The docs version to search: latest or 0.6.4; latest by default.'],
    ['search_docs', 'limit', 'How many hits to return, 1 to 10; 5 by default.'],
    [
      'read_doc',
      'page',
      'The page URL or path, e.g. https://jamcalli.github.io/Pulsarr/docs/latest/intro or docs/latest/intro.',
    ],
  ])('%s’s %s is described as %j', async (name, input, description) => {
    expect((await property(name, input)).description).toBe(description);
  });

  it('a limit given as text is refused with the range it takes', async () => {
    const result = (await (
      await connect()
    ).callTool({
      name: 'search_docs',
      arguments: { query: 'install', limit: 'five' },
    })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect((result.content[0] as { text: string }).text).toContain('The limit is a whole number from 1 to 10.');
  });

  it('a page address over 500 characters is refused with the limit', async () => {
    const result = (await (
      await connect()
    ).callTool({
      name: 'read_doc',
      arguments: { page: `docs/${'a'.repeat(500)}` },
    })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect((result.content[0] as { text: string }).text).toContain('A page address is at most 500 characters.');
  });
});
