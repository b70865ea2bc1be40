// A small built site for the docs MCP server's tests: a search index packed by the site's own code, with a
// page of each docs version and one outside the docs, and the Markdown twins of the docs pages.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { packIndex } from '../../../core/search-engine/embedded-index';
import { LEVEL_WEIGHT, type DocSearchRecord, type RecordType } from '../../../core/search-engine/records';

export const FIXTURE_ORIGIN = 'https://docs.example.org';

interface FixturePage {
  path: string;
  title: string;
  tag: string;
  text: string;
  twin?: string;
}

export const FIXTURE_PAGES: FixturePage[] = [
  {
    path: '/Pulsarr/docs/latest/installation/native-installation',
    title: 'Native Installation',
    tag: 'docs-default-current',
    text: 'Install Pulsarr on Linux, Windows or macOS without Docker.',
    twin: '# Native Installation\n\nInstall Pulsarr on Linux, Windows or macOS without Docker.\n',
  },
  {
    path: '/Pulsarr/docs/installation/quick-start',
    title: 'Quick Start Guide',
    tag: 'docs-default-0.6.4',
    text: 'Install Pulsarr with Docker Compose, then open the web interface.',
    twin: '# Quick Start Guide\n\nInstall Pulsarr with Docker Compose.\n',
  },
  { path: '/Pulsarr/', title: 'Pulsarr', tag: 'default', text: 'Plex watchlists to Sonarr and Radarr.' },
];

function record(page: FixturePage, type: RecordType, position: number): DocSearchRecord {
  const url = `${FIXTURE_ORIGIN}${page.path}`;
  return {
    objectID: `${page.path}-${position}`,
    url,
    url_without_anchor: url,
    anchor: null,
    type,
    hierarchy: { lvl0: 'Docs', lvl1: page.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content: type === 'content' ? page.text : null,
    language: 'en',
    docusaurus_tag: page.tag,
    weight: { pageRank: 0, level: LEVEL_WEIGHT[type], position },
  };
}

/** The index file's text for these pages. */
export function fixtureIndex(pages: FixturePage[] = FIXTURE_PAGES): string {
  const records = pages.flatMap((page) => [record(page, 'lvl1', 0), record(page, 'content', 1)]);
  return JSON.stringify(packIndex(records, FIXTURE_ORIGIN));
}

/** A build folder with the index (or the text given instead) and the twins. */
export function makeFixtureSite(indexText: string | null = fixtureIndex()): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mcp-site-'));
  if (indexText !== null) writeFileSync(path.join(dir, 'search-index.json'), indexText);
  for (const page of FIXTURE_PAGES) {
    if (!page.twin) continue;
    const file = path.join(dir, `${page.path.slice('/Pulsarr/'.length)}.md`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page.twin);
  }
  return dir;
}
