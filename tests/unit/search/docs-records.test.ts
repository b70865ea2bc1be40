/**
 * The index `npm start` serves, made from the docs' Markdown by the code the dev
 * server runs (plugins/search: loadContent), searched by the real engine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import type { LoadContext } from '@docusaurus/types';

import { searchOptions } from '../../../config/search';
import searchTheme, { DEV_INDEX_DIR } from '../../../plugins/search';
import { collectDocsRecords, docRoute, markdownArticleHtml } from '../../../plugins/search/records/docs-records';
import { BASE_URL, DEFAULT_SITE_URL } from '../../../config/site';
import { EMBEDDED_INDEX_FILE } from '../../../plugins/search/engine/constants';
import { packIndex, type EmbeddedIndexFile } from '../../../plugins/search/engine/embedded-index';
import { EmbeddedSearchEngine } from '../../../plugins/search/engine/engine';

const SITE_DIR = path.resolve(__dirname, '../../..');

describe('search records from Markdown, for the dev server', () => {
  it('reads headings with their anchors, paragraphs, list items and table rows, and skips code and JSX', () => {
    const html = markdownArticleHtml(
      [
        '## Run a dry run first',
        '',
        'A **dry run** lists [what would go](./x.md).',
        '',
        '- Open `Utilities`.',
        '',
        '| a | b |',
        '| --- | --- |',
        '| one | two |',
        '',
        '```bash',
        'rm -rf /',
        '```',
        '<Tabs>',
        ':::danger',
        '### Settings {#the-settings}',
      ].join('\n'),
    );
    expect(html).toContain('<h2 class="anchor" id="run-a-dry-run-first">Run a dry run first</h2>');
    expect(html).toContain('<p>A dry run lists what would go.</p>');
    expect(html).toContain('<li>Open Utilities.</li>');
    expect(html).toContain('<td>one</td><td>two</td>');
    expect(html).toContain('<h3 class="anchor" id="the-settings">Settings</h3>');
    expect(html).not.toMatch(/rm -rf|Tabs|danger/);
  });

  it('routes a doc by its path, or by its front matter slug', () => {
    expect(docRoute('installation/quick-start.md', undefined)).toBe('docs/installation/quick-start');
    expect(docRoute('intro.md', '/start-here')).toBe('docs/start-here');
  });

  it('finds the docs pages by what they say', () => {
    const records = collectDocsRecords({
      docsDir: path.join(SITE_DIR, 'docs'),
      siteUrl: DEFAULT_SITE_URL,
      baseUrl: BASE_URL,
    });
    // Through JSON, as the browser receives it.
    const engine = EmbeddedSearchEngine.fromIndexFile(
      JSON.parse(JSON.stringify(packIndex(records, DEFAULT_SITE_URL))) as EmbeddedIndexFile,
    );
    const first = engine.search({ query: 'delete sync' }).hits[0];
    expect(first.url).toMatch(/\/Pulsarr\/docs\/utilities\/delete-sync(#|$)/);
    expect(engine.search({ query: 'quick start' }).hits.map((hit) => hit.url)).toContainEqual(
      expect.stringContaining('/docs/installation/quick-start'),
    );
  });

  it('the plugin writes the index where the dev server serves it, and writes it again when a doc changes', async () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pulsarr-dev-index-'));
    fs.mkdirSync(path.join(siteDir, 'docs'));
    const page = path.join(siteDir, 'docs/intro.md');
    fs.writeFileSync(page, '---\ntitle: Introduction\n---\n\nPulsarr routes watchlists.\n');
    const context = { siteDir, baseUrl: BASE_URL, siteConfig: { url: DEFAULT_SITE_URL } } as unknown as LoadContext;
    const plugin = searchTheme(context, searchOptions({}));
    expect(plugin.getPathsToWatch?.()).toEqual([path.join(siteDir, 'docs/**/*.{md,mdx}')]);

    const search = (query: string) => {
      const file = JSON.parse(
        fs.readFileSync(path.join(siteDir, DEV_INDEX_DIR, EMBEDDED_INDEX_FILE), 'utf8'),
      ) as EmbeddedIndexFile;
      return EmbeddedSearchEngine.fromIndexFile(file).search({ query }).nbHits;
    };
    await plugin.loadContent?.();
    expect(search('watchlists')).toBe(1);
    expect(search('tautulli')).toBe(0);

    fs.appendFileSync(page, '\n## Tautulli\n\nNotifications through Tautulli.\n');
    await plugin.loadContent?.();
    expect(search('tautulli')).toBeGreaterThan(0);
    fs.rmSync(siteDir, { recursive: true, force: true });
  });
});
