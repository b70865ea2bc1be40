#!/usr/bin/env node
// npm run bench: builds the site, serves it compressed on 127.0.0.1, and measures each page kind
// (home, a guide and an API operation page of each docs version) with Lighthouse (mobile, median of
// 5) on Debian's Chromium. Prints a table with Lighthouse's benchmarkIndex and writes
// bench-results/bench.json. Options: --skip-build, --runs N, --against <built site dir> (measures
// that site's pages in the same run, e.g. the stock site of ../shared/stock-site/build.sh, and
// prints each figure's ratio ours/theirs).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumLaunchOptions } from './lib/chromium.mjs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';

import { BENCH_PAGES } from './lib/bench-pages.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const skipBuild = args.includes('--skip-build');
const optionValue = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const RUNS = Number(optionValue('--runs') ?? 5);
const againstDir = optionValue('--against') ? path.resolve(optionValue('--against')) : undefined;

/** The files written for AI assistants (plugins/llms-txt): llms.txt and each docs version's two files. */
function llmsFiles(buildDir) {
  return existsSync(buildDir)
    ? readdirSync(buildDir)
        .filter((name) => /^llms(-[a-z]+-[\w.]+)?\.txt$/.test(name))
        .sort()
    : [];
}

function llmsSizes(buildDir) {
  const kb = (bytes) => Math.round(bytes / 102.4) / 10;
  const files = llmsFiles(buildDir).map((name) => {
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

/**
 * What the route table costs every page: Docusaurus puts every route in the main bundle.
 * Reports the number of routes (from the build's .docusaurus/routes.js) and the main
 * bundle's size, so two builds with different page counts give the bytes per route.
 */
function routeTableCost(siteDir, buildDir) {
  const routesFile = path.join(siteDir, '.docusaurus', 'routes.js');
  const routes = existsSync(routesFile) ? (readFileSync(routesFile, 'utf8').match(/\bpath: '/g) ?? []).length : null;
  const assets = path.join(buildDir, 'assets', 'js');
  const main = existsSync(assets) ? readdirSync(assets).find((name) => /^main\.[\w]+\.js$/.test(name)) : undefined;
  if (!main) return { routes, mainKB: null, mainBrotliKB: null };
  const body = readFileSync(path.join(assets, main));
  const br = brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { routes, mainKB: Math.round(body.length / 102.4) / 10, mainBrotliKB: Math.round(br / 102.4) / 10 };
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
  // How fast Lighthouse judged this machine at that moment: figures only compare within a run.
  const benchmarkIndex = Math.round(median(runs.map((lhr) => lhr.environment?.benchmarkIndex ?? 0)));
  const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? 0;
  const byPerf = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const mid = byPerf[Math.floor(byPerf.length / 2)];
  return {
    benchmarkIndex,
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
async function warmUp(origin, pages) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    for (const { path: pagePath } of pages) await page.goto(origin + pagePath, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
  }
}

/** The bench pages a built site has (a stock site has no Latest version). */
function pagesOf(buildDir) {
  return BENCH_PAGES.filter(({ path: pagePath }) => {
    const relative = pagePath.replace(/^\/Pulsarr\//, '');
    return (
      relative === '' ||
      existsSync(path.join(buildDir, `${relative}.html`)) ||
      existsSync(path.join(buildDir, relative, 'index.html'))
    );
  });
}

/** Serves a built site and runs Lighthouse on each of its bench pages. */
async function measureSite(buildDir, label) {
  const pages = pagesOf(buildDir);
  const server = await startStaticServer({ dir: buildDir });
  const measured = [];
  try {
    await warmUp(server.origin, pages);
    for (const page of pages) {
      console.log(`== Lighthouse ×${RUNS} (${label}): ${page.kind} ${page.path}`);
      measured.push({ ...page, ...(await measure(server.origin + page.path)) });
    }
  } finally {
    await server.close();
  }
  return measured;
}

const TABLE_HEADER =
  'page                 perf a11y bp  seo  FCP    LCP    TBT   CLS    JS KB (br/raw)   CSS KB (br/raw)  HTML KB  fonts KB  requests  bench';

function tableRow(page) {
  const t = (type) => page.weight.byType[type] ?? { transferredKB: 0, uncompressedKB: 0 };
  return [
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
    String(page.benchmarkIndex).padStart(6),
  ].join(' ');
}

/** Ours / theirs for the figures the goals are stated in, per page both sites have. */
function ratioRows(ours, theirs) {
  const ratio = (a, b) => (b ? (a / b).toFixed(2) : 'n/a');
  const js = (page) => page.weight.byType.js?.transferredKB ?? 0;
  const css = (page) => page.weight.byType.css?.transferredKB ?? 0;
  return ours
    .map((page) => {
      const other = theirs.find((candidate) => candidate.path === page.path);
      if (!other) return null;
      return {
        kind: page.kind,
        tbt: ratio(page.tbtMs, other.tbtMs),
        lcp: ratio(page.lcpMs, other.lcpMs),
        js: ratio(js(page), js(other)),
        css: ratio(css(page), css(other)),
        text: `${page.kind.padEnd(20)} TBT ${page.tbtMs}/${other.tbtMs} ms = ${ratio(page.tbtMs, other.tbtMs)}   LCP ${ratio(page.lcpMs, other.lcpMs)}   JS ${js(page)}/${js(other)} KB = ${ratio(js(page), js(other))}   CSS ${css(page)}/${css(other)} KB = ${ratio(css(page), css(other))}`,
      };
    })
    .filter(Boolean);
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
  const buildDir = path.join(root, 'build');
  if (!existsSync(path.join(buildDir, 'index.html')))
    throw new Error('No build/ folder: run without --skip-build first.');
  if (againstDir && !existsSync(path.join(againstDir, 'index.html')))
    throw new Error(`--against ${againstDir}: no built site there (no index.html).`);

  result.pages = await measureSite(buildDir, 'ours');
  if (againstDir) result.against = { dir: againstDir, pages: await measureSite(againstDir, 'against') };
  result.routeTable = routeTableCost(root, buildDir);

  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(path.join(root, 'bench-results', 'bench.json'), JSON.stringify(result, null, 2) + '\n');
  const printTable = (title, pages) => {
    console.log(`\n${title}\n${TABLE_HEADER}`);
    for (const page of pages) {
      console.log(tableRow(page));
      if (page.failedAudits.length) console.log(`   audits below 100: ${page.failedAudits.join(', ')}`);
      const foreign = page.weight.hosts.filter((host) => !host.startsWith('127.0.0.1'));
      if (foreign.length) console.log(`   third-party hosts: ${foreign.join(', ')}`);
    }
  };
  printTable('ours', result.pages);
  if (result.against) {
    printTable(`against: ${againstDir}`, result.against.pages);
    result.ratios = ratioRows(result.pages, result.against.pages);
    console.log('\nratios, ours / against (below 1: ours is smaller or faster)');
    for (const row of result.ratios) console.log(row.text);
  }
  const { routes, mainKB, mainBrotliKB } = result.routeTable;
  console.log(`\nroute table: ${routes} routes; main bundle ${mainKB} KB raw, ${mainBrotliKB} KB brotli`);
  result.llms = llmsSizes(buildDir);
  console.log(
    `llms files (KB raw/br): ${result.llms.files.map((file) => `${file.name} ${file.rawKB}/${file.brotliKB}`).join(', ')}; ${result.llms.twins} Markdown twins, ${result.llms.twinsKB} KB`,
  );
  writeFileSync(path.join(root, 'bench-results', 'bench.json'), JSON.stringify(result, null, 2) + '\n');
  console.log('\nwritten: bench-results/bench.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
