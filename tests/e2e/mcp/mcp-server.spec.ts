// The docs MCP server end to end: the SDK's own client starts the built server (mcp/dist) over stdio, as an
// assistant's client does, against the production build served on 127.0.0.1. No browser page is opened.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

import { startStaticServer } from '../../../scripts/lib/static-server.mjs';
import { expect, test } from '../fixtures';
import { servedBuildDir } from '../search-support';

interface Hit {
  title: string;
  section: string | null;
  url: string;
  snippet: string;
}

const NATIVE_INSTALLATION = 'docs/latest/installation/native-installation';

/** The server as the package ships it, built from mcp/src by mcp/build.mjs. */
const MCP_DIR = path.join(__dirname, '../../../mcp');
const entry = path.join(MCP_DIR, 'dist/pulsarr-docs-mcp.js');
const stops: (() => Promise<unknown>)[] = [];

async function startClient(site: string): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [entry, '--site', site],
    stderr: 'pipe',
  });
  const client = new Client({ name: 'e2e', version: '0.0.0' });
  await client.connect(transport);
  stops.push(() => client.close());
  return client;
}

/** A server on 127.0.0.1 that answers every request with this body: a site whose index is broken. */
async function serveIndex(body: string): Promise<string> {
  const server = http.createServer((_req, res) => res.end(body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stops.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/Pulsarr/`;
}

const call = async (client: Client, name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;
const text = (result: CallToolResult) => (result.content[0] as { text: string }).text;

test.describe('the docs MCP server over stdio', () => {
  test.describe.configure({ mode: 'serial' });
  let buildDir: string;
  let site: string;
  let client: Client;

  test.beforeAll(async () => {
    buildDir = servedBuildDir(test.info().project.metadata);
    execFileSync(process.execPath, [path.join(MCP_DIR, 'build.mjs')], { stdio: 'inherit' });
    const server = await startStaticServer({ dir: buildDir });
    stops.push(server.close);
    site = `${server.origin}/Pulsarr/`;
    client = await startClient(site);
  });

  test.afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });

  test('lists its three tools with their JSON schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['search_docs', 'read_doc', 'list_versions']);
    expect(tools[0]!.inputSchema.properties).toMatchObject({
      query: { type: 'string' },
      version: { enum: ['latest', '0.6.4'] },
      limit: { maximum: 10 },
    });
  });

  test('finds Native Installation first in Latest, and nothing from Latest in 0.6.4', async () => {
    const latest = JSON.parse(text(await call(client, 'search_docs', { query: 'native installation' })));
    const first = latest.hits[0] as Hit;
    expect(new URL(first.url).pathname).toBe(`/Pulsarr/${NATIVE_INSTALLATION}`);
    expect(first.title).toBe('Native Installation');
    expect(first.snippet.length).toBeGreaterThan(20);

    const old = JSON.parse(
      text(await call(client, 'search_docs', { query: 'native installation', version: '0.6.4', limit: 10 })),
    );
    expect(old.version).toBe('0.6.4');
    expect((old.hits as Hit[]).filter((hit) => hit.url.includes('/docs/latest/'))).toEqual([]);
  });

  test('reads a page it found and returns the page’s twin', async () => {
    const [hit] = JSON.parse(text(await call(client, 'search_docs', { query: 'native installation' }))).hits as Hit[];
    const result = await call(client, 'read_doc', { page: hit!.url });
    expect(result.isError).toBeFalsy();
    expect(text(result)).toBe(fs.readFileSync(path.join(buildDir, `${NATIVE_INSTALLATION}.md`), 'utf8'));
  });

  test('answers every bad input with a named error result and keeps serving', async () => {
    const bad: [string, Record<string, unknown>, RegExp][] = [
      ['search_docs', { query: '' }, /The query is empty/],
      ['search_docs', { query: 'x'.repeat(10_000) }, /longer than 64 characters/],
      ['search_docs', { query: 'sonarr', version: '1.0' }, /Unknown docs version/],
      [
        'read_doc',
        { page: 'https://example.com/Pulsarr/docs/intro' },
        /https:\/\/example\.com is not the Pulsarr docs/,
      ],
      ['read_doc', { page: 'file:///etc/passwd' }, /not file: addresses/],
      ['read_doc', { page: '/Pulsarr/docs/../../../etc/passwd' }, /climbs out of a folder/],
      [
        'read_doc',
        { page: 'docs/latest/no-such-page' },
        /No page of the Pulsarr docs at \/Pulsarr\/docs\/latest\/no-such-page/,
      ],
    ];
    for (const [name, args, message] of bad) {
      const result = await call(client, name, args);
      expect(result.isError, JSON.stringify(args).slice(0, 80)).toBe(true);
      expect(text(result)).toMatch(message);
    }
    expect((await call(client, 'search_docs', { query: 'sonarr' })).isError).toBeFalsy();
  });

  test('names a site that refuses connections and suggests --site', async () => {
    // The port of a server just closed: nothing listens there.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const refused = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/Pulsarr/`;
    await new Promise((resolve) => closed.close(resolve));
    // The server's own fetch timeout is 8 s: the error must come well within this test's 10 s.
    test.setTimeout(10_000);
    const result = await call(await startClient(refused), 'search_docs', { query: 'sonarr' });
    expect(result.isError).toBe(true);
    expect(text(result)).toContain(`Could not reach the Pulsarr docs at ${refused}`);
    expect(text(result)).toContain('--site');
  });

  test('names a site whose index is truncated or not the docs’ own', async () => {
    const index = fs.readFileSync(path.join(buildDir, 'search-index.json'), 'utf8');
    for (const [body, message] of [
      [index.slice(0, index.length / 2), /is not complete JSON .* truncated/],
      ['{"hits":[]}', /is not a Pulsarr docs search index/],
    ] as const) {
      const result = await call(await startClient(await serveIndex(body)), 'search_docs', { query: 'sonarr' });
      expect(result.isError).toBe(true);
      expect(text(result)).toMatch(message);
    }
  });
});
