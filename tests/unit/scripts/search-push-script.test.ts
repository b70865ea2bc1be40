// `npm run search:push` as a maintainer runs it: the script itself, on a tiny built site in a temp
// folder, so that a broken import or a wrong call in the script fails here and not in the publish job.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.join(__dirname, '../../..');
const SCRIPT = path.join(ROOT, 'scripts/search-push.mjs');

/** A built page as Docusaurus writes one: DocSearch's meta tags, the sidebar category, the article. */
function docPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head>
<title>${title} | Pulsarr</title>
<meta name="docsearch:language" content="en">
<meta name="docsearch:docusaurus_tag" content="docs-default-current">
</head><body>
<nav><a class="menu__link menu__link--sublist menu__link--active" href="#">Utilities</a></nav>
<main><article><h1>${title}</h1>${body}</article></main>
</body></html>`;
}

let buildDir: string;

beforeAll(() => {
  buildDir = mkdtempSync(path.join(os.tmpdir(), 'search-push-build-'));
  mkdirSync(path.join(buildDir, 'docs/utilities'), { recursive: true });
  writeFileSync(
    path.join(buildDir, 'docs/utilities/delete-sync.html'),
    docPage(
      'Delete Sync',
      '<p>Delete Sync removes content nobody watchlists any more.</p><h2 id="safety">Safety</h2><p>Run a dry run first.</p>',
    ),
  );
  writeFileSync(path.join(buildDir, 'index.html'), docPage('Pulsarr', '<p>Route watchlists to Sonarr and Radarr.</p>'));
  // Neither is a page readers search for: the 404 page is skipped, the search page asks not to be indexed.
  writeFileSync(path.join(buildDir, '404.html'), docPage('Page Not Found', '<p>Nothing here.</p>'));
  writeFileSync(
    path.join(buildDir, 'search.html'),
    docPage('Search', '<p>Results</p>').replace('<head>', '<head><meta name="robots" content="noindex">'),
  );
});

afterAll(() => {
  rmSync(buildDir, { recursive: true, force: true });
});

/** Runs the script with only the environment a test names (no Algolia credentials of the machine). */
function searchPush(args: string[], env: Record<string, string> = {}) {
  const { PATH, HOME } = process.env;
  const result = spawnSync(process.execPath, [SCRIPT, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { PATH, HOME, ...env },
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('node scripts/search-push.mjs', () => {
  it('--dry-run counts the records of every searchable page and sends nothing', () => {
    const run = searchPush(['--dry-run', '--out-dir', buildDir], {
      SITE_URL: 'https://docs.example.org',
      ALGOLIA_INDEX_NAME: 'pulsarr-docs-test',
    });

    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const [summary, dryRunLine] = run.stdout.split('\n');
    expect(summary).toMatch(/^\d+ records from 2 pages for index "pulsarr-docs-test"\.$/);
    expect(dryRunLine).toBe('Dry run: nothing sent. First record:');

    const firstRecord = JSON.parse(run.stdout.slice(run.stdout.indexOf('{')));
    expect(firstRecord).toMatchObject({
      url: 'https://docs.example.org/Pulsarr/docs/utilities/delete-sync',
      type: 'lvl1',
      hierarchy: { lvl0: 'Utilities', lvl1: 'Delete Sync' },
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    });
  });

  it('takes --out-dir=<dir> as well, and names the default index when none is set', () => {
    const run = searchPush(['--dry-run', `--out-dir=${buildDir}`]);

    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/records from 2 pages for index "pulsarr-docs"\./);
  });

  it('stops with the missing file named when the build folder holds no site', () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'search-push-empty-'));
    try {
      const run = searchPush(['--dry-run', '--out-dir', empty]);

      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`${path.join(empty, 'index.html')} is missing: run \`npm run build\` first.`);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('refuses to push without an app id and a write key, and says which are missing', () => {
    const run = searchPush(['--out-dir', buildDir], { ALGOLIA_APP_ID: 'TESTAPP' });

    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Set ALGOLIA_WRITE_API_KEY to push the records');
    expect(run.stderr).not.toContain('ALGOLIA_APP_ID and');
  });
});
