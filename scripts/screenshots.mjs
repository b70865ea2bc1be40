#!/usr/bin/env node
// Takes review screenshots of the production build (run npm run build first): each page given
// (default: home and a docs page) in light and dark mode, 1280 px and 390 px wide, into bench-results/screenshots/.
// Usage: node scripts/screenshots.mjs [path ...]   e.g. node scripts/screenshots.mjs docs/api/approval
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/chromium.mjs';

import { startStaticServer } from './lib/static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['', 'docs/installation/quick-start'];
const outDir = path.join(root, 'bench-results', 'screenshots');
mkdirSync(outDir, { recursive: true });

const server = await startStaticServer({ dir: path.join(root, 'build') });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const page of pages) {
    for (const mode of ['light', 'dark']) {
      for (const width of [1280, 390]) {
        const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
        const tab = await context.newPage();
        await tab.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
        await tab.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        await tab.goto(`${server.origin}/Pulsarr/${page}`, { waitUntil: 'networkidle' });
        // What the reader sees once the page has hydrated and loaded what it loads on its own (an API page's request panel).
        await tab.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        await tab.waitForLoadState('networkidle');
        await tab.waitForTimeout(800);
        const name = `${(page || 'home').replace(/[/?=&]+/g, '_')}-${mode}-${width}.png`;
        await tab.screenshot({ path: path.join(outDir, name), fullPage: false });
        console.log(path.join('bench-results', 'screenshots', name));
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
