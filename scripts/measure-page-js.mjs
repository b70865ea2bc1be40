// Measures the JavaScript a page downloads on first load, raw, gzip- and brotli-compressed.
// Usage: node scripts/measure-page-js.mjs http://127.0.0.1:4201/Pulsarr/ docs/intro docs/api/get-config
// Serve a production build first (npx docusaurus serve --port 4201 --host 127.0.0.1).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/chromium.mjs';

const [origin, ...routes] = process.argv.slice(2);
if (!origin || routes.length === 0) {
  console.error('usage: node scripts/measure-page-js.mjs <site root URL> <route>...');
  process.exit(2);
}

const browser = await chromium.launch(chromiumLaunchOptions);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
for (const route of routes) {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(new URL(route, origin).href, { waitUntil: 'networkidle' });
  // Chunks requested after hydration (e.g. the code-split API item) come later: wait for quiet.
  await page.waitForFunction("document.documentElement.dataset.hasHydrated === 'true'");
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  const files = [];
  for (const response of scripts) {
    const body = await response.body();
    raw += body.length;
    const compressed = gzipSync(body, { level: 9 }).length;
    gzip += compressed;
    // Quality 11, as the bench's static host compresses.
    brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    files.push(`${new URL(response.url()).pathname.split('/').pop()} ${kb(body.length)} (${kb(compressed)} gz)`);
  }
  console.log(`${route}: ${scripts.length} scripts, ${kb(raw)} raw, ${kb(gzip)} gzip, ${kb(brotli)} brotli`);
  if (process.env.VERBOSE) for (const file of files) console.log(`  ${file}`);
  await page.close();
}
await browser.close();
