#!/usr/bin/env node
// npm run bench: builds the site, serves it compressed on 127.0.0.1, and measures three page kinds
// (home, a docs page, an API operation page) with Lighthouse (mobile, median of 3) on Debian's Chromium.
// Prints a table and writes bench-results/bench.json. Options: --skip-build, --runs N.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumLaunchOptions } from './lib/chromium.mjs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';

import { startStaticServer } from './lib/static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const skipBuild = args.includes('--skip-build');
const runsIndex = args.indexOf('--runs');
const RUNS = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 3;

export const BENCH_PAGES = [
  { kind: 'home', path: '/Pulsarr/' },
  { kind: 'docs page', path: '/Pulsarr/docs/installation/quick-start' },
  { kind: 'API operation page', path: '/Pulsarr/docs/api/approve-and-execute-request' },
];

/** The files written for AI assistants (plugins/llms-txt), with the twins' count and total. */
export const LLMS_FILES = ['llms.txt', 'llms-full.txt', 'llms-api.txt'];

function llmsSizes(buildDir) {
  const kb = (bytes) => Math.round(bytes / 102.4) / 10;
  const files = LLMS_FILES.filter((name) => existsSync(path.join(buildDir, name))).map((name) => {
    const body = readFileSync(path.join(buildDir, name));
    const br = brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    return { name, rawKB: kb(body.length), brotliKB: kb(br) };
  });
  let twins = 0;
  let twinBytes = 0;
  const walk = (dir) => {
    for (const entry of existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.md')) {
        twins += 1;
        twinBytes += readFileSync(full).length;
      }
    }
  };
  walk(path.join(buildDir, 'docs'));
  return { files, twins, twinsKB: kb(twinBytes) };
}

/** Sums the resident memory of a process and its descendants, from /proc. */
function treeRssBytes(pid) {
  let total = 0;
  const children = new Map();
  for (const entry of readdirSafe('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  const queue = [pid];
  while (queue.length) {
    const current = queue.pop();
    try {
      const status = readFileSync(`/proc/${current}/status`, 'utf8');
      const match = status.match(/VmRSS:\s+(\d+) kB/);
      if (match) total += Number(match[1]) * 1024;
    } catch {
      // gone
    }
    queue.push(...(children.get(current) ?? []));
  }
  return total;
}

function readdirSafe(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

async function timedBuild() {
  const started = Date.now();
  let peak = 0;
  const child = spawn('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
  });
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRssBytes(child.pid));
  }, 200);
  const code = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`npm run build failed with exit code ${code}`);
  return { wallSeconds: (Date.now() - started) / 1000, peakMemoryMB: Math.round(peak / 1024 / 1024) };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** First-load bytes by type from Lighthouse's network record. */
function weights(lhr) {
  // Requests that went over the network: not inline data: images (CSS icons), which Lighthouse lists too.
  const items = (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => /^https?:/.test(item.url));
  const byType = {};
  for (const item of items) {
    const type = { Script: 'js', Stylesheet: 'css', Document: 'html', Font: 'font' }[item.resourceType] ?? 'other';
    byType[type] ??= { transferredKB: 0, uncompressedKB: 0, requests: 0 };
    byType[type].transferredKB += (item.transferSize ?? 0) / 1024;
    byType[type].uncompressedKB += (item.resourceSize ?? 0) / 1024;
    byType[type].requests += 1;
  }
  for (const value of Object.values(byType)) {
    value.transferredKB = Math.round(value.transferredKB * 10) / 10;
    value.uncompressedKB = Math.round(value.uncompressedKB * 10) / 10;
  }
  const hosts = [...new Set(items.map((item) => new URL(item.url).host))];
  return { byType, requests: items.length, hosts };
}

async function measure(url) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
        screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
      });
      // A page Lighthouse could not load (a 404, a crash) must not pass as a row of zeros.
      if (result.lhr.runtimeError)
        throw new Error(`Lighthouse could not measure ${url}: ${result.lhr.runtimeError.message}`);
      runs.push(result.lhr);
    } finally {
      await chrome.kill();
    }
  }
  const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? 0;
  const byPerf = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const mid = byPerf[Math.floor(byPerf.length / 2)];
  return {
    performance: median(runs.map((lhr) => score(lhr, 'performance'))),
    accessibility: median(runs.map((lhr) => score(lhr, 'accessibility'))),
    bestPractices: median(runs.map((lhr) => score(lhr, 'best-practices'))),
    seo: median(runs.map((lhr) => score(lhr, 'seo'))),
    fcpMs: Math.round(median(runs.map((lhr) => audit(lhr, 'first-contentful-paint')))),
    lcpMs: Math.round(median(runs.map((lhr) => audit(lhr, 'largest-contentful-paint')))),
    tbtMs: Math.round(median(runs.map((lhr) => audit(lhr, 'total-blocking-time')))),
    cls: Math.round(median(runs.map((lhr) => audit(lhr, 'cumulative-layout-shift'))) * 1000) / 1000,
    weight: weights(mid),
    failedAudits: Object.values(mid.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          ['binary', 'numeric'].includes(a.scoreDisplayMode) &&
          !['performance'].includes(a.id),
      )
      .map((a) => a.id)
      .slice(0, 12),
  };
}

/**
 * Loads each page once, unmeasured, at the phone width Lighthouse uses: the server then has
 * compressed every file the page needs, as a static host serves files compressed ahead of time.
 */
async function warmUp(origin) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    for (const { path: pagePath } of BENCH_PAGES) await page.goto(origin + pagePath, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
  }
}

async function main() {
  const result = { date: new Date().toISOString(), runs: RUNS, build: null, pages: [] };
  if (!skipBuild) {
    console.log('== Building (cold: .docusaurus and build are cleared first)');
    await new Promise((resolve) =>
      spawn('npx', ['docusaurus', 'clear'], { cwd: root, stdio: 'ignore' }).on('exit', resolve),
    );
    result.build = await timedBuild();
    console.log(`build: ${result.build.wallSeconds.toFixed(1)} s, peak memory ${result.build.peakMemoryMB} MB`);
  }
  if (!existsSync(path.join(root, 'build', 'index.html')))
    throw new Error('No build/ folder: run without --skip-build first.');
  const server = await startStaticServer({ dir: path.join(root, 'build') });
  try {
    await warmUp(server.origin);
    for (const page of BENCH_PAGES) {
      console.log(`== Lighthouse ×${RUNS}: ${page.kind} ${page.path}`);
      result.pages.push({ ...page, ...(await measure(server.origin + page.path)) });
    }
  } finally {
    await server.close();
  }
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(path.join(root, 'bench-results', 'bench.json'), JSON.stringify(result, null, 2) + '\n');
  console.log(
    '\npage                 perf a11y bp  seo  FCP    LCP    TBT   CLS    JS KB (br/raw)   CSS KB (br/raw)  HTML KB  fonts KB  requests',
  );
  for (const page of result.pages) {
    const t = (type) => page.weight.byType[type] ?? { transferredKB: 0, uncompressedKB: 0 };
    console.log(
      [
        page.kind.padEnd(20),
        String(page.performance).padStart(4),
        String(page.accessibility).padStart(4),
        String(page.bestPractices).padStart(3),
        String(page.seo).padStart(4),
        `${page.fcpMs}ms`.padStart(6),
        `${page.lcpMs}ms`.padStart(6),
        `${page.tbtMs}ms`.padStart(6),
        String(page.cls).padStart(5),
        `${t('js').transferredKB}/${t('js').uncompressedKB}`.padStart(16),
        `${t('css').transferredKB}/${t('css').uncompressedKB}`.padStart(16),
        String(t('html').transferredKB).padStart(8),
        String(t('font').transferredKB).padStart(9),
        String(page.weight.requests).padStart(9),
      ].join(' '),
    );
    if (page.failedAudits.length) console.log(`   audits below 100: ${page.failedAudits.join(', ')}`);
    const foreign = page.weight.hosts.filter((host) => !host.startsWith('127.0.0.1'));
    if (foreign.length) console.log(`   third-party hosts: ${foreign.join(', ')}`);
  }
  result.llms = llmsSizes(path.join(root, 'build'));
  console.log(
    `\nllms files (KB raw/br): ${result.llms.files.map((file) => `${file.name} ${file.rawKB}/${file.brotliKB}`).join(', ')}; ${result.llms.twins} Markdown twins, ${result.llms.twinsKB} KB`,
  );
  writeFileSync(path.join(root, 'bench-results', 'bench.json'), JSON.stringify(result, null, 2) + '\n');
  console.log('\nwritten: bench-results/bench.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
