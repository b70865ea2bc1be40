import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';

import { browserTestLaunchOptions } from '../../../scripts/lib/chromium.mjs';

/**
 * Spec §5's configuration errors are the framework's own. Each case builds the
 * fixture site broken in one way and checks the build fails with the message
 * that tells the site owner what to fix.
 */
const fixtureDir = path.join(__dirname, 'fixture');
const docusaurusBin = path.resolve(__dirname, '../../../node_modules/@docusaurus/core/bin/docusaurus.mjs');

/** Two builds at a time: the machine has two cores and a build spends much of its time on one. */
const BUILD_SLOTS = 2;
let freeSlots = BUILD_SLOTS;
const waiting: (() => void)[] = [];

async function inBuildSlot<T>(work: () => Promise<T>): Promise<T> {
  if (freeSlots === 0) await new Promise<void>((resolve) => waiting.push(resolve));
  else freeSlots -= 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else freeSlots += 1;
  }
}

function buildFixture(fixtureCase: string, keepOutDir?: string): Promise<{ status: number | null; output: string }> {
  return inBuildSlot(async () => {
    const outDir = keepOutDir ?? mkdtempSync(path.join(tmpdir(), `fixture-${fixtureCase}-`));
    const generatedDir = `.docusaurus-${fixtureCase}`;
    try {
      const child = spawn(process.execPath, [docusaurusBin, 'build', fixtureDir, '--out-dir', outDir], {
        // Builds side by side share nothing: each writes its generated files into a folder of its own, and none reads another's bundler cache.
        env: {
          ...process.env,
          FIXTURE_CASE: fixtureCase,
          DOCUSAURUS_GENERATED_FILES_DIR_NAME: generatedDir,
          DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
          NO_UPDATE_NOTIFIER: '1',
          FORCE_COLOR: '0',
        },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk));
      const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
      return { status, output };
    } finally {
      rmSync(path.join(fixtureDir, generatedDir), { recursive: true, force: true });
      if (!keepOutDir) rmSync(outDir, { recursive: true, force: true });
    }
  });
}

/** Serves a built fixture on 127.0.0.1 and returns the page text a browser shows at /. */
async function browserTextOf(outDir: string, port: number): Promise<string> {
  const server = spawn(
    process.execPath,
    [docusaurusBin, 'serve', fixtureDir, '--dir', outDir, '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
      stdio: 'ignore',
    },
  );
  const browser = await chromium.launch(browserTestLaunchOptions());
  try {
    const page = await browser.newPage();
    for (let attempt = 0; ; attempt++) {
      try {
        await page.goto(`http://127.0.0.1:${port}/`);
        break;
      } catch (error) {
        if (attempt > 40) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    await page.getByText('A theme navbar item failed to render.').waitFor({ timeout: 15_000 });
    return await page.locator('body').innerText();
  } finally {
    await browser.close();
    server.kill();
  }
}

// Each case is a whole build: give it room on a busy 2-core machine.
describe.concurrent(
  'configuration errors stop the build with a message naming the problem (Docusaurus behaviour the specification relies on)',
  { timeout: 180_000 },
  () => {
    it('the fixture site builds when nothing is broken, with a redirect page per short link', async () => {
      const outDir = mkdtempSync(path.join(tmpdir(), 'fixture-valid-'));
      try {
        const { status, output } = await buildFixture('valid', outDir);
        expect(output).toContain('[SUCCESS]');
        expect(status).toBe(0);
        const redirect = readFileSync(path.join(outDir, 'go', 'second-entry', 'index.html'), 'utf8');
        expect(redirect).toContain('<meta http-equiv="refresh" content="0; url=/docs/troubleshooting#second-entry">');
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    });

    it('a short link that names no troubleshooting entry fails, naming it and the entries', async () => {
      const { status, output } = await buildFixture('short-link-unknown-entry');
      expect(status).not.toBe(0);
      expect(output).toContain('- "no-such-entry" names no entry of docs/troubleshooting.md');
      expect(output).toContain('Entries of docs/troubleshooting.md: first-entry, second-entry');
    });

    it('a short link listed twice fails, naming it', async () => {
      const { status, output } = await buildFixture('short-link-listed-twice');
      expect(status).not.toBe(0);
      expect(output).toContain('- "first-entry" is listed more than once');
    });

    it('a sidebar navbar item whose sidebar has nothing to link to fails', async () => {
      const { status, output } = await buildFixture('sidebar-without-link');
      expect(status).not.toBe(0);
      expect(output).toContain(
        'DocSidebarNavbarItem: Sidebar with ID "externalOnly" doesn\'t have anything to be linked to.',
      );
    });

    it('a docs version dropdown naming a nonexistent version fails and lists the available names', async () => {
      const { status, output } = await buildFixture('unknown-version');
      expect(status).not.toBe(0);
      expect(output).toContain("No docs version exist for name '9.9.9'");
      expect(output).toMatch(/Available version names:\s*\n\s*- current/);
    });

    it('a navbar item that fails to render in the browser reports the item config', async () => {
      // The theme's navbar error boundary only exists in the browser (server rendering has none).
      const outDir = mkdtempSync(path.join(tmpdir(), 'fixture-navbar-'));
      try {
        const { status } = await buildFixture('navbar-item-fails-in-browser', outDir);
        expect(status).toBe(0);
        const text = await browserTextOf(outDir, 4290);
        expect(text).toContain('This page crashed');
        expect(text).toContain('A theme navbar item failed to render.');
        expect(text).toContain(
          'Please double-check the following navbar item (themeConfig.navbar.items) of your Docusaurus config:',
        );
        expect(text).toContain('"type": "custom-failsInBrowser"');
        expect(text).toContain('The "Fragile item" item cannot render in this browser.');
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    }, 90_000);

    it('a missing doc id fails and lists the doc ids that exist', async () => {
      const { status, output } = await buildFixture('missing-doc-id');
      expect(status).not.toBe(0);
      expect(output).toContain('Couldn\'t find any doc with id "no-such-doc"');
      expect(output).toMatch(/Available doc ids are:\s*\n\s*- intro/);
    });

    it('a missing sidebar id fails and lists the sidebar ids that exist', async () => {
      const { status, output } = await buildFixture('missing-sidebar-id');
      expect(status).not.toBe(0);
      expect(output).toContain('Can\'t find any sidebar with id "noSuchSidebar"');
      expect(output).toMatch(/Available sidebar ids are:\s*\n\s*- guide/);
    });

    it('a sidebar naming a doc that does not exist fails', async () => {
      const { status, output } = await buildFixture('sidebar-unknown-doc');
      expect(status).not.toBe(0);
      expect(output).toContain('These sidebar document ids do not exist:');
      expect(output).toContain('not-written-yet');
    });

    it('a page without a default export fails', async () => {
      const { status, output } = await buildFixture('page-without-default-export');
      expect(status).not.toBe(0);
      // The message names the page's route (the fixture's page is its home page, at "/").
      expect(output).toContain(
        "The page component at / doesn't have a default export. This makes it impossible to render anything.",
      );
    });
  },
);
