#!/usr/bin/env node
// npm run bench:check-setup: measures the "Check your setup" page of the built site (run `npm run build` first).
// - keystroke to findings: a 200-line .env in the page; then, 20 times, one keystroke that changes the
//   findings, timed in the page from the keydown to the first frame after the findings changed
//   (median and p95), in Debian's Chromium, after one unrecorded warm-up page load
// - first paste: the same .env pasted at once into a freshly loaded page (the worker starting included)
// - the checks alone: checkSetup() on that .env in Node (median of 50)
// - the page's first-load JavaScript (brotli 11), and the worker's scripts, loaded once the page runs
// - the corpus of real configurations (tests/fixtures/setup-checker/real/): findings per severity, and how
//   many the cases' expectations call wrong (unexpected or missing), for the tuning and held-out parts
// Prints a table and writes bench-results/check-setup.json. Targets: findings within 100 ms of the last
// keystroke (issue 31); no finding the corpus calls wrong (issue 38). `--corpus-only` skips the page.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import createJiti from 'jiti';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/chromium.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(root, process.env.BENCH_BUILD_DIR ?? 'build');
const PAGE = 'docs/latest/installation/check-setup';
const KEYSTROKES = 20;
const TARGET_MS = 100;

/** A 200-line .env of the kind readers paste: comments, settings, a few mistakes. */
function twoHundredLines() {
  const lines = ['# Pulsarr', 'TZ=Europe/London', 'baseUrl=http://192.168.1.20', 'port=3003', 'logLevel=info'];
  const names = [
    'skipFriendSync=false',
    'deleteSyncNotfy=all',
    'maxDeletionPrevention=10',
    'cookieName=pulsarr',
    '# a comment',
    'queueWaitTime=120000',
    'tagUsersInSonarr=true',
    'NODE_ARGS=--log-both',
  ];
  for (let index = lines.length; index < 199; index += 1) lines.push(names[index % names.length]);
  return lines.join('\n');
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
const round = (value) => Math.round(value * 10) / 10;

async function hydrated(page) {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/** In the page: the time from the next keydown to the first frame after the findings' summary changes. */
function watchLatency(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const status = document.querySelector('section[aria-labelledby] [role=status]');
        const before = status.textContent;
        let down = 0;
        const onKey = () => {
          down = performance.now();
        };
        window.addEventListener('keydown', onKey, { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (!down || status.textContent === before) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - down));
        });
        observer.observe(status, { childList: true, characterData: true, subtree: true });
        window.__latencyReady = true;
      }),
  );
}

async function keystrokeLatencies(browser, origin) {
  const page = await browser.newPage();
  await page.goto(`${origin}/Pulsarr/${PAGE}`);
  await hydrated(page);
  const field = page.getByLabel('.env', { exact: true });
  await field.fill(twoHundredLines());
  await page.getByText(/\d+ errors?, /).waitFor();
  // Line 200, typed key by key: `logLevel=debug` is wrong until its last letter, then right, then wrong again.
  await field.press('Control+End');
  await field.press('Enter');
  await field.pressSequentially('logLevel=debu');
  const times = [];
  for (let run = 0; run < KEYSTROKES; run += 1) {
    await page.evaluate(() => (window.__latencyReady = false));
    const latency = watchLatency(page);
    await page.waitForFunction(() => window.__latencyReady === true);
    await field.press(run % 2 === 0 ? 'g' : 'Backspace');
    times.push(await latency);
  }
  await page.close();
  return times;
}

async function firstPaste(browser, origin) {
  const page = await browser.newPage();
  await page.goto(`${origin}/Pulsarr/${PAGE}`);
  await hydrated(page);
  const field = page.getByLabel('.env', { exact: true });
  const ms = await field.evaluate(
    (element, text) =>
      new Promise((resolve) => {
        const status = document.querySelector('section[aria-labelledby] [role=status]');
        const before = status.textContent;
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (status.textContent === before) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - start));
        });
        observer.observe(status, { childList: true, characterData: true, subtree: true });
        const clipboardData = new DataTransfer();
        clipboardData.setData('text/plain', text);
        element.focus();
        element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
        // Chromium does not insert text for a synthetic paste event: insert it as the browser would.
        document.execCommand('insertText', false, text);
      }),
    twoHundredLines(),
  );
  await page.close();
  return ms;
}

async function firstLoadJs(browser, origin) {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  const worker = new Promise((resolve) => page.on('worker', resolve));
  await page.goto(`${origin}/Pulsarr/${PAGE}`, { waitUntil: 'networkidle' });
  await hydrated(page);
  const checker = await worker;
  await page.waitForLoadState('networkidle');
  const brotli = (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  let pageBytes = 0;
  for (const response of scripts) {
    // The worker's own script is reported as the page's: it is counted with the worker below.
    if (response.url() !== checker.url()) pageBytes += brotli(await response.body());
  }
  // Everything the worker loaded: its script and the chunks it imported, as its own resource timing lists them.
  const imported = await checker.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  let workerBytes = 0;
  for (const url of new Set([checker.url(), ...imported.filter((name) => name.endsWith('.js'))])) {
    workerBytes += brotli(await (await page.request.get(url)).body());
  }
  await page.close();
  return { pageKb: round(pageBytes / 1024), workerKb: round(workerBytes / 1024) };
}

const load = createJiti(fileURLToPath(import.meta.url), { interopDefault: true });

function checksInNode() {
  const { checkSetup } = load('../core/setup-checker/check.ts');
  const env = twoHundredLines();
  checkSetup({ version: 'current', env });
  const times = [];
  for (let run = 0; run < 50; run += 1) {
    const start = performance.now();
    checkSetup({ version: 'current', env });
    times.push(performance.now() - start);
  }
  return times;
}

/** The checker over the corpus, scored against each case's expected findings. */
function corpusScores() {
  const { loadCorpus, runCase, scorePart, describeFinding } = load('../tests/support/setup-checker-corpus.ts');
  const results = loadCorpus().map(runCase);
  const parts = {
    tuning: scorePart(results.filter((result) => !result.corpusCase.heldOut)),
    heldOut: scorePart(results.filter((result) => result.corpusCase.heldOut)),
    all: scorePart(results),
  };
  const wrongByCase = Object.fromEntries(
    results
      .filter((result) => result.unexpected.length + result.missing.length > 0 || result.nothingToCheckWrong)
      .map((result) => [
        result.corpusCase.name,
        {
          unexpected: result.unexpected.map(describeFinding),
          missing: result.missing.map(describeFinding),
          ...(result.nothingToCheckWrong ? { summary: 'nothing-to-check wrong' } : {}),
        },
      ]),
  );
  return { parts, wrongByCase };
}

function printCorpus({ parts }) {
  const triple = (counts) => `${counts.error}/${counts.warning}/${counts.note}`;
  console.log('Corpus of real configurations (tests/fixtures/setup-checker/real/), counts as error/warning/note:');
  console.log('  part       cases  right  findings     expected  unexpected  missing  wrong (target 0)');
  for (const [label, score] of [
    ['tuning', parts.tuning],
    ['held out', parts.heldOut],
    ['all', parts.all],
  ]) {
    console.log(
      `  ${label.padEnd(9)} ${String(score.cases).padStart(6)} ${String(score.right).padStart(6)}  ${triple(score.findings).padEnd(12)} ${String(score.expected).padStart(8)}  ${triple(score.unexpected).padEnd(10)}  ${triple(score.missing).padEnd(7)}  ${score.wrong}`,
    );
  }
}

async function main() {
  const corpus = corpusScores();
  printCorpus(corpus);
  if (process.argv.includes('--corpus-only')) {
    mkdirSync(path.join(root, 'bench-results'), { recursive: true });
    writeFileSync(path.join(root, 'bench-results', 'check-setup.json'), `${JSON.stringify({ corpus }, null, 2)}\n`);
    return;
  }
  const server = await startStaticServer({ dir: buildDir });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    // One unrecorded load, so the server has compressed each file once, as a static host has.
    const warm = await browser.newPage();
    await warm.goto(`${server.origin}/Pulsarr/${PAGE}`, { waitUntil: 'networkidle' });
    await warm.close();
    const keystrokes = await keystrokeLatencies(browser, server.origin);
    const paste = await firstPaste(browser, server.origin);
    const js = await firstLoadJs(browser, server.origin);
    const node = checksInNode();
    const results = {
      keystrokeToFindingsMs: {
        median: round(percentile(keystrokes, 50)),
        p95: round(percentile(keystrokes, 95)),
        runs: keystrokes.map(round),
      },
      firstPasteToFindingsMs: round(paste),
      checksInNodeMs: { median: round(percentile(node, 50)), p95: round(percentile(node, 95)) },
      firstLoadJsKb: js,
      targetMs: TARGET_MS,
      corpus,
    };
    console.log(`Check your setup (${PAGE}), a 200-line .env:`);
    console.log(
      `  keystroke to findings   median ${results.keystrokeToFindingsMs.median} ms, p95 ${results.keystrokeToFindingsMs.p95} ms (target ${TARGET_MS} ms)`,
    );
    console.log(`  first paste to findings ${results.firstPasteToFindingsMs} ms (worker starting included)`);
    console.log(
      `  checks alone (Node)     median ${results.checksInNodeMs.median} ms, p95 ${results.checksInNodeMs.p95} ms`,
    );
    console.log(
      `  first-load JS           ${js.pageKb} KB brotli; the worker's scripts, loaded once the page runs, ${js.workerKb} KB brotli`,
    );
    mkdirSync(path.join(root, 'bench-results'), { recursive: true });
    writeFileSync(path.join(root, 'bench-results', 'check-setup.json'), `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
