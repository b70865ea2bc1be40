#!/usr/bin/env node
// npm run bench:mcp: measures the docs MCP server (mcp/) against a local build (run `npm run build` first,
// or pass --site <folder>). The SDK's own client starts the bundled server over stdio, as an assistant's
// client does, and the script times:
// - start to first results: from spawning the server to the answer of its first search_docs (which loads
//   the index of both docs versions), target within 1 s;
// - later searches: 20 different queries after that, median and slowest, target median within 50 ms;
// - memory: the server's resident set (VmRSS) before the first search and after loading the index;
// - npx from the site: the package the build published (build/mcp/, its size and SHA-256) started as the AI
//   assistants page starts it, `npx -y <tarball address>`, from a local server of the build, timed from
//   spawning npx to the first search_docs results: cold (an empty npm cache, the median of 3) and warm (the
//   cache of an earlier run, the median of 3). The registry is set to an address that refuses connections,
//   as in tests/e2e/mcp/site-configurations.spec.ts, so the figures hold without one.
// --transcript prints every JSON-RPC message of one session (initialize, tools/list, a search, a read).
// Writes bench-results/mcp.json.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

import { startStaticServer } from './lib/static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const siteArg = args.includes('--site') ? args[args.indexOf('--site') + 1] : 'build';
const site = path.resolve(root, siteArg ?? 'build');
const showTranscript = args.includes('--transcript');
const TARGETS = { firstResultsMs: 1000, laterMedianMs: 50, packageBytes: 300 * 1024 };
const LATER_QUERIES = [
  'sonarr',
  'radarr quality profile',
  'discord bot',
  'delete sync',
  'plex token',
  'apprise',
  'quota',
  'approval',
  'postgres',
  'user tags',
  'webhook',
  'environment variables',
  'content routing',
  'api key',
  'tautulli',
  'session monitoring',
  'label sync',
  'docker compose',
  'port',
  'time zone',
];

if (!existsSync(path.join(site, 'search-index.json'))) {
  console.error(`No search-index.json in ${site}: run npm run build first, or pass --site <build folder>.`);
  process.exit(1);
}
const packageFactsFile = path.join(site, 'mcp', 'pulsarr-docs-mcp.json');
if (!existsSync(packageFactsFile)) {
  console.error(
    `No mcp/pulsarr-docs-mcp.json in ${site}: build the site with npm run build, which publishes the package.`,
  );
  process.exit(1);
}
const packageFacts = JSON.parse(readFileSync(packageFactsFile, 'utf8'));
const NPX_RUNS = 3;

execFileSync(process.execPath, [path.join(root, 'mcp/build.mjs')], { stdio: 'inherit' });
const entry = path.join(root, 'mcp/dist/pulsarr-docs-mcp.js');

/** The resident set of a process, in MB, from /proc (Linux). */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/^VmRSS:\s+(\d+) kB$/m)[1]) / 1024;
}

const transcript = [];
const started = performance.now();
const transport = new StdioClientTransport({
  command: process.execPath,
  args: [entry, '--site', site],
  stderr: 'pipe',
});
if (showTranscript) {
  const send = transport.send.bind(transport);
  transport.send = (message) => {
    transcript.push(['client → server', message]);
    return send(message);
  };
  let handler;
  Object.defineProperty(transport, 'onmessage', {
    get: () => handler,
    set: (fn) => {
      handler = (message) => {
        transcript.push(['server → client', message]);
        fn(message);
      };
    },
  });
}
const client = new Client({ name: 'bench-mcp', version: '1.0.0' });
await client.connect(transport);
const tools = await client.listTools();
const rssBefore = rssMb(transport.pid);
const first = await client.callTool({ name: 'search_docs', arguments: { query: 'native installation', limit: 3 } });
const firstResultsMs = performance.now() - started;
if (first.isError) throw new Error(`The first search failed: ${first.content[0].text}`);
const firstHit = JSON.parse(first.content[0].text).hits[0];
const read = await client.callTool({ name: 'read_doc', arguments: { page: firstHit.url } });
if (read.isError) throw new Error(`read_doc failed: ${read.content[0].text}`);

const later = [];
for (const [i, query] of LATER_QUERIES.entries()) {
  const t = performance.now();
  const result = await client.callTool({
    name: 'search_docs',
    arguments: { query, version: i % 2 ? '0.6.4' : 'latest' },
  });
  later.push(performance.now() - t);
  if (result.isError) throw new Error(`search "${query}" failed: ${result.content[0].text}`);
}
const rssAfter = rssMb(transport.pid);
await client.close();

/** Time from spawning `npx -y <tarball address>` to the first search_docs results, with this npm cache. */
async function npxFirstResultsMs(tarballUrl, docsSite, cache) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  const t = performance.now();
  const npxTransport = new StdioClientTransport({
    command: 'npx',
    args: ['-y', tarballUrl, '--site', docsSite],
    env: { ...env, npm_config_cache: cache, npm_config_registry: 'http://127.0.0.1:9', npm_config_fetch_retries: '0' },
    stderr: 'pipe',
  });
  const npxClient = new Client({ name: 'bench-mcp', version: '1.0.0' });
  await npxClient.connect(npxTransport);
  const result = await npxClient.callTool({
    name: 'search_docs',
    arguments: { query: 'native installation', limit: 3 },
  });
  const elapsed = performance.now() - t;
  await npxClient.close();
  if (result.isError) throw new Error(`npx: the first search failed: ${result.content[0].text}`);
  return elapsed;
}

const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const served = await startStaticServer({ dir: site });
const docsSite = `${served.origin}/Pulsarr/`;
const tarballUrl = `${docsSite}mcp/${packageFacts.file}`;
const caches = [];
const freshCache = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-npx-cache-'));
  caches.push(dir);
  return dir;
};
const cold = [];
const warm = [];
try {
  for (let run = 0; run < NPX_RUNS; run += 1) cold.push(await npxFirstResultsMs(tarballUrl, docsSite, freshCache()));
  const warmCache = caches[0];
  for (let run = 0; run < NPX_RUNS; run += 1) warm.push(await npxFirstResultsMs(tarballUrl, docsSite, warmCache));
} finally {
  await served.close();
  for (const dir of caches) rmSync(dir, { recursive: true, force: true });
}

const sorted = [...later].sort((a, b) => a - b);
const median = (sorted[9] + sorted[10]) / 2;
const results = {
  site,
  indexBytes: readFileSync(path.join(site, 'search-index.json')).length,
  tools: tools.tools.length,
  firstResultsMs: Math.round(firstResultsMs),
  laterMedianMs: Number(median.toFixed(1)),
  laterMaxMs: Number(sorted.at(-1).toFixed(1)),
  rssBeforeIndexMb: Number(rssBefore.toFixed(1)),
  rssAfterIndexMb: Number(rssAfter.toFixed(1)),
  package: packageFacts,
  npxColdFirstResultsMs: Math.round(middle(cold)),
  npxWarmFirstResultsMs: Math.round(middle(warm)),
  npxRuns: { cold: cold.map(Math.round), warm: warm.map(Math.round) },
  targets: TARGETS,
};
const mark = (ok) => (ok ? 'within target' : 'OVER TARGET');
console.log(`Docs MCP server against ${site} (index ${(results.indexBytes / 1024).toFixed(0)} KB, both versions)`);
console.log(
  `  start to first search_docs results: ${results.firstResultsMs} ms (${mark(firstResultsMs <= TARGETS.firstResultsMs)}, ${TARGETS.firstResultsMs} ms)`,
);
console.log(
  `  later searches (${later.length}): median ${results.laterMedianMs} ms, slowest ${results.laterMaxMs} ms (${mark(median <= TARGETS.laterMedianMs)}, ${TARGETS.laterMedianMs} ms)`,
);
console.log(`  memory (VmRSS): ${results.rssBeforeIndexMb} MB before the index, ${results.rssAfterIndexMb} MB after`);
console.log(
  `  package mcp/${packageFacts.file}: ${(packageFacts.size / 1024).toFixed(1)} KB (${mark(packageFacts.size <= TARGETS.packageBytes)}, ${TARGETS.packageBytes / 1024} KB), SHA-256 ${packageFacts.sha256}`,
);
console.log(
  `  npx -y <tarball address> to first search_docs results, median of ${NPX_RUNS}: cold cache ${results.npxColdFirstResultsMs} ms (${results.npxRuns.cold.join(', ')}), warm cache ${results.npxWarmFirstResultsMs} ms (${results.npxRuns.warm.join(', ')})`,
);
if (showTranscript) {
  // Long texts cut, so the transcript stays readable: a twin or a tool list runs to kilobytes.
  const cut = (key, value) =>
    typeof value === 'string' && value.length > 600 ? `${value.slice(0, 600)}… (${value.length} characters)` : value;
  for (const [direction, message] of transcript.slice(0, 9))
    console.log(`\n${direction}\n${JSON.stringify(message, cut, 2)}`);
}
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results/mcp.json'), `${JSON.stringify(results, null, 2)}\n`);
