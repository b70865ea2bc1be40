/**
 * The index `npm start` serves, made from the docs' Markdown by the code the dev
 * server runs (plugins/search: allContentLoaded), searched by the real engine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import type { LoadContext } from '@docusaurus/types';

import { searchOptions } from '../../../config/search';
import searchTheme, { DEV_INDEX_DIR } from '../../../plugins/search';
import {
  collectDocsRecords,
  markdownArticleHtml,
  type DocsPageSource,
} from '../../../plugins/search/records/docs-records';
import { BASE_URL, DEFAULT_SITE_URL } from '../../../core/docs-site/site';
import { EMBEDDED_INDEX_FILE } from '../../../core/search-engine/constants';
import { packIndex, type EmbeddedIndexFile } from '../../../core/search-engine/embedded-index';
import { EmbeddedSearchEngine } from '../../../core/search-engine/engine';

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

  /** The 0.6.4 guides as the docs plugin would hand them over. */
  function specVersionPages(): DocsPageSource[] {
    const dir = path.join(SITE_DIR, 'versioned_docs/version-0.6.4');
    return (fs.readdirSync(dir, { recursive: true }) as string[])
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('api/'))
      .map((file) => {
        const id = file.replace(/\.mdx?$/, '');
        return { file: path.join(dir, file), id, route: `docs/${id}`, tag: 'docs-default-0.6.4' };
      });
  }

  it('finds the docs pages by what they say, each record tagged with its docs version', () => {
    const records = collectDocsRecords({ pages: specVersionPages(), siteUrl: DEFAULT_SITE_URL, baseUrl: BASE_URL });
    expect(new Set(records.map((record) => record.docusaurus_tag))).toEqual(new Set(['docs-default-0.6.4']));
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
    fs.mkdirSync(path.join(siteDir, 'versioned_docs/version-0.6.4'), { recursive: true });
    const page = path.join(siteDir, 'docs/intro.md');
    fs.writeFileSync(page, '---\ntitle: Introduction\n---\n\nPulsarr routes watchlists.\n');
    fs.writeFileSync(
      path.join(siteDir, 'versioned_docs/version-0.6.4/intro.md'),
      '---\ntitle: Introduction\n---\n\nPulsarr 0.6.4 polls watchlists.\n',
    );
    const context = { siteDir, baseUrl: BASE_URL, siteConfig: { url: DEFAULT_SITE_URL } } as unknown as LoadContext;
    const plugin = searchTheme(context, searchOptions({}));
    expect(plugin.getPathsToWatch?.()).toEqual([path.join(siteDir, '{docs,versioned_docs}/**/*.{md,mdx}')]);
    // What the docs plugin hands over: both versions, each doc with its file and permalink.
    const version = (versionName: string, source: string, permalink: string) => ({
      versionName,
      docs: [{ id: 'intro', source, permalink }],
    });
    const allContent = {
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [
            version('current', '@site/docs/intro.md', '/Pulsarr/docs/latest/intro'),
            version('0.6.4', '@site/versioned_docs/version-0.6.4/intro.md', '/Pulsarr/docs/intro'),
          ],
        },
      },
    } as never;

    const search = (query: string, tag?: string) => {
      const file = JSON.parse(
        fs.readFileSync(path.join(siteDir, DEV_INDEX_DIR, EMBEDDED_INDEX_FILE), 'utf8'),
      ) as EmbeddedIndexFile;
      return EmbeddedSearchEngine.fromIndexFile(file).search({
        query,
        facetFilters: tag ? [`docusaurus_tag:${tag}`] : undefined,
      }).nbHits;
    };
    await plugin.allContentLoaded?.({ allContent, actions: {} as never });
    expect(search('watchlists')).toBe(2);
    expect(search('polls', 'docs-default-0.6.4')).toBe(1);
    expect(search('polls', 'docs-default-current')).toBe(0);
    expect(search('tautulli')).toBe(0);

    fs.appendFileSync(page, '\n## Tautulli\n\nNotifications through Tautulli.\n');
    await plugin.allContentLoaded?.({ allContent, actions: {} as never });
    expect(search('tautulli', 'docs-default-current')).toBeGreaterThan(0);
    fs.rmSync(siteDir, { recursive: true, force: true });
  });
});
