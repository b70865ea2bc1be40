#!/usr/bin/env node
// Renders static/img/social-card.svg (our design) to the JPEG that Open Graph and Twitter cards need.
// Run after editing the SVG: node scripts/render-social-card.mjs
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './lib/chromium.mjs';

const img = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../static/img');
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.goto(pathToFileURL(path.join(img, 'social-card.svg')).href);
await page.screenshot({ path: path.join(img, 'social-card.jpg'), type: 'jpeg', quality: 88 });
await browser.close();
