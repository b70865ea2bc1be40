#!/usr/bin/env node
// npm run bench:search: measures the embedded search of the built site (run `npm run build` first).
// - index size: build/search-index.json raw, gzip -9 and brotli (quality 11, as a static host compresses)
// - relevance: every query set of tests/e2e/search-relevance-sets.ts (round 4's and the reader
//   questions, tuning and held-out, each docs version): how many find their page in the modal's
//   first three places, in the modal's order (tests/support/search-relevance.ts); for the questions
//   also among those our pages answer
// - query latency: the engine answering every query of those sets in Debian's Chromium
//   (each query 5 times; median and p95 over all runs, and the first, cold, run alone)
// - cold first results: Ctrl+K on a freshly loaded page (nothing of search loaded yet), then
//   the query, until the modal shows its first hit: timed in the page, from the key press to the
//   first frame with a hit (and, for comparison, around the test driver's calls), median of 10
//   fresh browser contexts (after one unrecorded
//   warm-up, so the server has compressed each file once, as a static host has)
// Prints a table and writes bench-results/search.json. Targets (issue 7): p95 < 10 ms,
// index < 400 KB gzip, first results < 300 ms cold.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/chromium.mjs';

import { startStaticServer } from './lib/static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_BUILD_DIR measures another build (relative to the project, or absolute).
const buildDir = path.resolve(root, process.env.BENCH_BUILD_DIR ?? 'build');
const indexFile = path.join(buildDir, 'search-index.json');
const REPEATS = 5;
const COLD_RUNS = 10;
const COLD_QUERY = 'quota';
export const TARGETS = { p95Ms: 10, indexGzipBytes: 400 * 1024, coldFirstResultsMs: 300 };

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The engine and the relevance queries as one script for the page (the site loads the same engine code). */
async function engineBundle() {
  const result = await build({
    stdin: {
      contents: `
        import { EmbeddedSearchEngine } from './core/search-engine/engine';
        import { RELEVANCE_SETS } from './tests/e2e/search-relevance-sets';
        import { measureSets } from './tests/support/search-relevance';
        window.__searchBench = { EmbeddedSearchEngine, RELEVANCE_SETS, measureSets };`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

async function measureQueries(browser, origin, script) {
  const page = await browser.newPage();
  await page.goto(`${origin}/Pulsarr/`);
  await page.addScriptTag({ content: script });
  const result = await page.evaluate(
    async ({ repeats }) => {
      const { EmbeddedSearchEngine, RELEVANCE_SETS, measureSets } = window.__searchBench;
      const file = await (await fetch('/Pulsarr/search-index.json')).json();
      const started = performance.now();
      const engine = EmbeddedSearchEngine.fromIndexFile(file);
      const loadMs = performance.now() - started;
      const times = [];
      const firstRun = [];
      let sets = [];
      for (let run = 0; run < repeats; run += 1) {
        const outcomes = measureSets(engine, RELEVANCE_SETS);
        for (const outcome of outcomes) for (const { ms } of outcome.outcomes) times.push(ms);
        if (run === 0) {
          for (const outcome of outcomes) for (const { ms } of outcome.outcomes) firstRun.push(ms);
          sets = outcomes.map(({ set, hits, total, answeredHits, answeredTotal }) => ({
            name: set.name,
            version: set.version,
            hits,
            total,
            answeredHits,
            answeredTotal,
            minHits: set.minHits,
          }));
        }
      }
      return { loadMs, times, firstRun, sets };
    },
    { repeats: REPEATS },
  );
  await page.close();
  return result;
}

/** Main-thread task time so far, in ms (less sensitive than wall time to a busy machine). */
async function taskMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
}

async function measureColdFirstResults(browser, origin) {
  const runs = [];
  const driverRuns = [];
  const mainThread = [];
  // Run 0 is a warm-up, not recorded: it makes the server compress each file once, as a static
  // host serves files compressed ahead of time. Every recorded run is a fresh browser context,
  // so the browser has nothing of the page, the modal or the index cached.
  for (let run = 0; run <= COLD_RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${origin}/Pulsarr/docs/intro`);
    await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
    await page.waitForLoadState('networkidle');
    // In the page: from the key press to the first frame that shows a hit.
    await page.evaluate(() => {
      const marks = (window.__coldSearch = { pressed: null, shown: null });
      document.addEventListener('keydown', () => (marks.pressed ??= performance.now()), { capture: true });
      new MutationObserver((_, observer) => {
        if (!document.querySelector('.DocSearch-Hit')) return;
        observer.disconnect();
        requestAnimationFrame(() => (marks.shown = performance.now()));
      }).observe(document.body, { childList: true, subtree: true });
    });
    const tasksBefore = await taskMs(cdp);
    const started = Date.now();
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill(COLD_QUERY);
    await page.locator('.DocSearch-Hit').first().waitFor();
    const driverElapsed = Date.now() - started;
    await page.waitForFunction(() => window.__coldSearch.shown !== null);
    const { pressed, shown } = await page.evaluate(() => window.__coldSearch);
    const tasks = Math.round((await taskMs(cdp)) - tasksBefore);
    if (run > 0) {
      runs.push(Math.round(shown - pressed));
      driverRuns.push(driverElapsed);
      mainThread.push(tasks);
    }
    await context.close();
  }
  return { runs, driverRuns, mainThread };
}

const round = (value) => Math.round(value * 100) / 100;

async function main() {
  if (!existsSync(indexFile)) {
    console.error(
      `${path.relative(root, indexFile)} is missing: run \`npm run build\` (with the embedded search, the default) first.`,
    );
    process.exit(1);
  }
  const raw = readFileSync(indexFile);
  const index = {
    rawBytes: raw.length,
    gzipBytes: gzipSync(raw, { level: 9 }).length,
    brotliBytes: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };

  const server = await startStaticServer({ dir: buildDir });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const queries = await measureQueries(browser, server.origin, await engineBundle());
    const { runs: cold, driverRuns, mainThread } = await measureColdFirstResults(browser, server.origin);
    const result = {
      date: new Date().toISOString(),
      index,
      indexLoadMs: round(queries.loadMs),
      queryLatencyMs: {
        runs: queries.times.length,
        median: round(percentile(queries.times, 50)),
        p95: round(percentile(queries.times, 95)),
        firstRunMedian: round(percentile(queries.firstRun, 50)),
        firstRunP95: round(percentile(queries.firstRun, 95)),
      },
      coldFirstResultsMs: {
        runs: cold,
        median: percentile(cold, 50),
        withDriverRuns: driverRuns,
        withDriverMedian: percentile(driverRuns, 50),
        mainThreadTaskMs: mainThread,
        mainThreadTaskMedian: percentile(mainThread, 50),
      },
      loadAverage: (await import('node:os')).loadavg().map(round),
      relevance: {
        sets: queries.sets,
        note: "page in the modal's first three places, modal order; answered: reader questions our pages answer",
      },
      targets: TARGETS,
    };
    mkdirSync(path.join(root, 'bench-results'), { recursive: true });
    writeFileSync(path.join(root, 'bench-results', 'search.json'), `${JSON.stringify(result, null, 2)}\n`);

    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    console.table({
      'index raw': kb(index.rawBytes),
      'index gzip': `${kb(index.gzipBytes)} (target < ${kb(TARGETS.indexGzipBytes)})`,
      'index brotli': kb(index.brotliBytes),
      'index load in page': `${result.indexLoadMs} ms`,
      'query median': `${result.queryLatencyMs.median} ms`,
      'query p95': `${result.queryLatencyMs.p95} ms (target < ${TARGETS.p95Ms} ms)`,
      'first-run query p95': `${result.queryLatencyMs.firstRunP95} ms`,
      'Ctrl+K to first results, cold': `${result.coldFirstResultsMs.median} ms (runs ${cold.join(', ')}; target < ${TARGETS.coldFirstResultsMs} ms)`,
      '  as the test driver sees it': `${result.coldFirstResultsMs.withDriverMedian} ms (runs ${driverRuns.join(', ')})`,
      '  main-thread tasks meanwhile': `${result.coldFirstResultsMs.mainThreadTaskMedian} ms (runs ${mainThread.join(', ')})`,
      'machine load average (1, 5, 15 min)': result.loadAverage.join(', '),
    });
    const percent = (hits, total) => `${Math.round((100 * hits) / total)}%`;
    console.table(
      Object.fromEntries(
        queries.sets.map(({ name, hits, total, answeredHits, answeredTotal, minHits }) => [
          name,
          {
            'first three': `${hits}/${total} (${percent(hits, total)})`,
            'answered only':
              answeredTotal < total ? `${answeredHits}/${answeredTotal} (${percent(answeredHits, answeredTotal)})` : '',
            floor: minHits,
          },
        ]),
      ),
    );
    console.log('Wrote bench-results/search.json');
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
