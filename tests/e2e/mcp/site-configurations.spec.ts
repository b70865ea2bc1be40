// The AI assistants page's configurations work as a reader pastes them. Each is read from the built page of
// both docs versions; its published origin becomes a local server of the production build; and it is started
// as the app would start it, with npx, from an empty npm cache and with a registry that refuses connections,
// so it works only if the site alone delivers the server. The SDK's own client then initializes, lists the
// tools and searches both docs versions. The check command on the page runs the same way.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult, JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

import {
  MCP_PACKAGE_DIR,
  MCP_PACKAGE_FACTS_FILE,
  MCP_PACKAGE_SOURCE,
  mcpPackageSpec,
  type McpPackageFacts,
} from '../../../core/docs-site/mcp-package';
import { BASE_URL } from '../../../core/docs-site/site';
import mcpPackageJson from '../../../mcp/package.json';
import { MCP_SERVER_KEY } from '../../../plugins/mcp-package/remark-mcp-package';
import { startStaticServer } from '../../../scripts/lib/static-server.mjs';
import { expect, hydrated, test } from '../fixtures';
import { servedBuildDir } from '../search-support';

const PAGES = [
  { version: 'Latest', path: 'docs/latest/ai-assistants' },
  { version: '0.6.4', path: 'docs/ai-assistants' },
];

/** An address that refuses connections: any request npx makes to a registry fails at once. */
const REFUSING_REGISTRY = 'http://127.0.0.1:9';

interface ServerEntry {
  type?: string;
  command: string;
  args: string[];
}

interface CodeBlock {
  title: string;
  lang: string;
  code: string;
}

const execFileAsync = promisify(execFile);
const text = (result: CallToolResult) => (result.content[0] as { text: string }).text;

/** The environment an app gives npx, without the npm settings of the test runner, plus these. */
function npxEnvironment(cache: string): Record<string, string> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && !/^npm_/i.test(entry[0]),
    ),
  );
  return { ...env, npm_config_cache: cache, npm_config_registry: REFUSING_REGISTRY, npm_config_fetch_retries: '0' };
}

test.describe('the configurations on the AI assistants page', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(MCP_PACKAGE_SOURCE !== 'site', 'the pages send readers to the npm registry');

  let buildDir: string;
  let facts: McpPackageFacts;
  let publishedSite: string;
  let localSite: string;
  const requested: string[] = [];
  const blocksByPage = new Map<string, CodeBlock[]>();
  const caches: string[] = [];
  const stops: (() => Promise<unknown>)[] = [];

  /** An npm cache no run has used. */
  const emptyCache = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'npx-cache-'));
    caches.push(dir);
    return dir;
  };
  /** An argument as it reads on the page, pointed at the local server instead of the published site. */
  const local = (arg: string) =>
    arg.startsWith(publishedSite) ? `${localSite}${arg.slice(publishedSite.length)}` : arg;

  test.beforeAll(async ({ browser }) => {
    buildDir = servedBuildDir(test.info().project.metadata);
    facts = JSON.parse(readFileSync(path.join(buildDir, MCP_PACKAGE_DIR, MCP_PACKAGE_FACTS_FILE), 'utf8'));
    const server = await startStaticServer({ dir: buildDir, onRequest: (url) => requested.push(url) });
    stops.push(server.close);
    localSite = `${server.origin}${BASE_URL}`;

    const page = await browser.newPage({ baseURL: test.info().project.use.baseURL });
    for (const { path: pagePath } of PAGES) {
      await page.goto(pagePath);
      await hydrated(page);
      publishedSite = `${new URL((await page.locator('link[rel=canonical]').getAttribute('href'))!).origin}${BASE_URL}`;
      blocksByPage.set(
        pagePath,
        await page.locator('.theme-code-block').evaluateAll((blocks) =>
          blocks.map((block) => ({
            title: block.querySelector('[class*="codeBlockTitle"]')?.textContent ?? '',
            lang: /language-(\S+)/.exec(block.className)?.[1] ?? '',
            code: (block.querySelector('pre') as HTMLElement).innerText.trim(),
          })),
        ),
      );
    }
    await page.close();
  });

  test.afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
    for (const cache of caches) rmSync(cache, { recursive: true, force: true });
  });

  test("name this site's tarball, whose SHA-256 the page shows, in every configuration of both versions", async ({
    page,
  }) => {
    const tarball = readFileSync(path.join(buildDir, MCP_PACKAGE_DIR, facts.file));
    expect(facts.sha256).toBe(createHash('sha256').update(tarball).digest('hex'));
    expect(facts.version).toBe(mcpPackageJson.version);
    const spec = mcpPackageSpec('site', publishedSite.slice(0, -BASE_URL.length), facts.version);
    for (const { version, path: pagePath } of PAGES) {
      const blocks = blocksByPage.get(pagePath)!;
      const configs = blocks.filter((block) => block.lang === 'json').map((block) => block.title);
      expect(configs, version).toEqual([
        'claude_desktop_config.json',
        '.vscode/mcp.json',
        '~/.cursor/mcp.json',
        'claude_desktop_config.json',
      ]);
      for (const block of blocks.filter((each) => each.lang === 'json')) {
        const config = JSON.parse(block.code) as Record<string, Record<string, ServerEntry>>;
        const entry = (config.mcpServers ?? config.servers)![MCP_SERVER_KEY]!;
        expect(entry.args.slice(0, 2), `${version} ${block.title}`).toEqual(['-y', spec]);
      }
      expect(blocks.filter((each) => each.lang === 'bash').map((each) => each.code)).toEqual([`npx -y ${spec} --help`]);
      await page.goto(pagePath);
      await expect(page.getByText(facts.sha256, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: facts.file })).toHaveAttribute('href', spec);
    }
    expect(blocksByPage.get(PAGES[0]!.path)).toEqual(blocksByPage.get(PAGES[1]!.path));
  });

  test('start from the site alone and answer a search of each docs version', async () => {
    test.setTimeout(120_000);
    const entries = blocksByPage
      .get(PAGES[0]!.path)!
      .filter((block) => block.lang === 'json')
      .map((block) => {
        const config = JSON.parse(block.code) as Record<string, Record<string, ServerEntry>>;
        return { title: block.title, entry: (config.mcpServers ?? config.servers)![MCP_SERVER_KEY]! };
      });
    // The clients' files differ around the entry; one npx run per distinct command line.
    const distinct = new Map<string, string[]>();
    for (const { title, entry } of entries) {
      const key = JSON.stringify([entry.command, entry.args]);
      distinct.set(key, [...(distinct.get(key) ?? []), title]);
    }
    expect(distinct.size).toBe(2);

    for (const [key, titles] of distinct) {
      const title = titles.join(', ');
      const [command, args] = JSON.parse(key) as [string, string[]];
      // The server reads the published docs unless told otherwise: here it reads the local copy, and the
      // page's example folder becomes the build folder.
      const siteAt = args.indexOf('--site');
      const serverArgs =
        siteAt === -1
          ? [...args.map(local), '--site', localSite]
          : args.map((arg, i) => (i === siteAt + 1 ? buildDir : local(arg)));
      requested.length = 0;
      const transport = new StdioClientTransport({
        command,
        args: serverArgs,
        env: npxEnvironment(emptyCache()),
        stderr: 'pipe',
      });
      let stderr = '';
      transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk));
      // Every message both ways, for the report: what an assistant's app and the server said.
      const transcript: [string, JSONRPCMessage][] = [];
      const send = transport.send.bind(transport);
      transport.send = (message) => {
        transcript.push(['client → server', message]);
        return send(message);
      };
      let handler: StdioClientTransport['onmessage'];
      Object.defineProperty(transport, 'onmessage', {
        get: () => handler,
        set: (next: NonNullable<StdioClientTransport['onmessage']>) => {
          handler = (message) => {
            transcript.push(['server → client', message]);
            next(message);
          };
        },
      });
      const client = new Client({ name: 'e2e-reader', version: '0.0.0' });
      try {
        await client.connect(transport);
        expect(client.getServerVersion()).toEqual({ name: 'pulsarr-docs-mcp', version: facts.version });
        expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual([
          'search_docs',
          'read_doc',
          'list_versions',
        ]);
        const latest = await client.callTool({ name: 'search_docs', arguments: { query: 'native installation' } });
        expect(latest.isError, text(latest as CallToolResult)).toBeFalsy();
        const latestHits = JSON.parse(text(latest as CallToolResult)).hits as { url: string }[];
        expect(new URL(latestHits[0]!.url).pathname).toBe(`${BASE_URL}docs/latest/installation/native-installation`);

        const old = await client.callTool({
          name: 'search_docs',
          arguments: { query: 'quick start', version: '0.6.4' },
        });
        expect(old.isError, text(old as CallToolResult)).toBeFalsy();
        const oldHits = JSON.parse(text(old as CallToolResult)).hits as { url: string }[];
        expect(oldHits.length).toBeGreaterThan(0);
        expect(oldHits.filter((hit) => hit.url.includes('/docs/latest/'))).toEqual([]);
      } catch (error) {
        throw new Error(`${title}: npx ${serverArgs.join(' ')} failed (${(error as Error).message}).\n${stderr}`);
      } finally {
        await client.close();
        // Kept in test-results/ (and in the report): what the app and the server said, pass or fail.
        const file = test.info().outputPath(`transcript-${[...distinct.keys()].indexOf(key) + 1}.txt`);
        writeFileSync(
          file,
          [`${command} ${serverArgs.join(' ')}`, `(from ${title})`, '']
            .concat(transcript.map(([direction, message]) => `${direction}\n${JSON.stringify(message, null, 2)}`))
            .join('\n\n'),
        );
        await test.info().attach(`transcript: ${title}`, { path: file, contentType: 'text/plain' });
      }
      // npx asked the site for the tarball and nothing else; the server then read the docs.
      const before = requested.findIndex((url) => !url.startsWith(`${BASE_URL}${MCP_PACKAGE_DIR}/`));
      expect(requested.slice(0, before === -1 ? undefined : before), title).toEqual([
        `${BASE_URL}${MCP_PACKAGE_DIR}/${facts.file}`,
      ]);
    }
  });

  test("run the page's check command from the site alone", async () => {
    test.setTimeout(60_000);
    const [check] = blocksByPage.get(PAGES[0]!.path)!.filter((block) => block.lang === 'bash');
    const [command, ...args] = check!.code.split(/\s+/);
    expect(command).toBe('npx');
    const { stdout } = await execFileAsync(command!, args.map(local), { env: npxEnvironment(emptyCache()) });
    expect(stdout).toContain('Usage: pulsarr-docs-mcp [--site <url or folder>]');
  });
});
