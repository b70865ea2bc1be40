// The index file the build writes and the browser and the MCP server read: every record comes back from
// it as it went in, and each record is indexed with its own heading, the headings above it, its group and
// the name a table row defines.
import { describe, expect, it } from 'vitest';

import {
  definedName,
  EMBEDDED_INDEX_VERSION,
  packIndex,
  searchableDocument,
  unpackRecords,
  type EmbeddedIndexFile,
} from '../../../core/search-engine/embedded-index';
import { LEVEL_WEIGHT, type DocSearchRecord, type RecordType } from '../../../core/search-engine/records';
import { docsVersionTag, STANDALONE_PAGES_TAG, versionTagFilters } from '../../../core/search-engine/version-tags';

const ORIGIN = 'https://docs.example.org';

function record(
  path: string,
  type: RecordType,
  position: number,
  {
    content = null,
    anchor = null,
    levels = {},
    pageRank = 0,
    tag = 'docs-default-current',
    language = 'en',
  }: {
    content?: string | null;
    anchor?: string | null;
    levels?: Partial<DocSearchRecord['hierarchy']>;
    pageRank?: number;
    tag?: string;
    language?: string;
  } = {},
): DocSearchRecord {
  const page = `${ORIGIN}${path}`;
  return {
    objectID: `${path}-${position}`,
    url: anchor ? `${page}#${anchor}` : page,
    url_without_anchor: page,
    anchor,
    type,
    content,
    language,
    docusaurus_tag: tag,
    weight: { pageRank, level: LEVEL_WEIGHT[type], position },
    hierarchy: { lvl0: 'Guides', lvl1: 'Setup', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...levels },
  };
}

const RECORDS: DocSearchRecord[] = [
  record('/Pulsarr/docs/setup', 'lvl1', 0, { pageRank: 2 }),
  record('/Pulsarr/docs/setup', 'content', 1, { content: 'Install it.', pageRank: 2 }),
  record('/Pulsarr/docs/setup', 'lvl2', 2, { anchor: 'docker', levels: { lvl2: 'Docker' }, pageRank: 2 }),
  record('/Pulsarr/docs/setup', 'lvl6', 3, {
    anchor: 'deep',
    levels: { lvl2: 'Docker', lvl3: 'A', lvl4: 'B', lvl5: 'C', lvl6: 'Deep' },
    pageRank: 2,
  }),
  record('/Pulsarr/docs/setup', 'content', 4, {
    anchor: 'deep',
    content: 'TZ — UTC — the time zone',
    levels: { lvl2: 'Docker', lvl3: 'A', lvl4: 'B', lvl5: 'C', lvl6: 'Deep' },
    pageRank: 2,
  }),
  record('/Pulsarr/', 'lvl1', 0, { levels: { lvl0: '', lvl1: 'Home' }, tag: STANDALONE_PAGES_TAG, language: 'fr' }),
];

describe('the packed index', () => {
  const file = JSON.parse(JSON.stringify(packIndex(RECORDS, ORIGIN))) as EmbeddedIndexFile;

  it('gives back every record as it went in', () => {
    expect(unpackRecords(file)).toEqual(RECORDS);
  });

  it('keeps each string once, each page once, and no trailing empty levels', () => {
    expect(file.version).toBe(EMBEDDED_INDEX_VERSION);
    expect(file.siteUrl).toBe(ORIGIN);
    expect(new Set(file.strings).size).toBe(file.strings.length);
    expect(file.pages).toHaveLength(2);
    expect(file.pages[0]).toEqual([
      file.strings.indexOf('/Pulsarr/docs/setup'),
      file.strings.indexOf('Guides'),
      file.strings.indexOf('Setup'),
      file.strings.indexOf('en'),
      file.strings.indexOf('docs-default-current'),
      2,
    ]);
    expect(file.records[0]).toEqual([0, 1]);
    expect(file.records[1]).toEqual([0, 0, -1, file.strings.indexOf('Install it.')]);
    expect(file.records[3]).toHaveLength(9);
  });

  it('reads a page row without a page rank as rank 0', () => {
    const trimmed = { ...file, pages: file.pages.map((row) => row.slice(0, 5)) };
    expect(unpackRecords(trimmed).map((found) => found.weight.pageRank)).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

describe('what the index searches for each record', () => {
  it('a page title: its heading and its group, no parents', () => {
    expect(searchableDocument(RECORDS[0]!, 0)).toEqual({
      id: 0,
      title: 'Setup',
      parents: '',
      group: 'Guides',
      defines: '',
      content: '',
    });
  });

  it('a deep heading: its own heading, and every heading above it', () => {
    expect(searchableDocument(RECORDS[3]!, 3)).toEqual({
      id: 3,
      title: 'Deep',
      parents: 'Setup › Docker › A › B › C',
      group: '',
      defines: '',
      content: '',
    });
  });

  it('text: no heading of its own, all above it, and the name its row defines', () => {
    expect(searchableDocument(RECORDS[4]!, 4)).toEqual({
      id: 4,
      title: '',
      parents: 'Setup › Docker › A › B › C › Deep',
      group: '',
      defines: 'TZ',
      content: 'TZ — UTC — the time zone',
    });
  });
});

describe('the name a table row defines', () => {
  it.each([
    ['TZ — UTC — the time zone', 'TZ'],
    ['deleteSyncNotify — none', 'deleteSyncNotify'],
    ['two words — value', ''],
    [' — starts with the separator', ''],
    ['no separator here', ''],
    [`${'x'.repeat(64)} — long`, 'x'.repeat(64)],
    [`${'x'.repeat(65)} — too long`, ''],
    [null, ''],
    ['', ''],
  ])('%j defines %j', (content, name) => {
    expect(definedName(content)).toBe(name);
  });
});

describe('version tags', () => {
  it('name a version’s pages as Docusaurus does, and filter for them with the standalone pages', () => {
    expect(docsVersionTag('current')).toBe('docs-default-current');
    expect(docsVersionTag('0.6.4', 'other')).toBe('docs-other-0.6.4');
    expect(versionTagFilters('en', 'docs-default-0.6.4')).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-0.6.4'],
    ]);
  });
});
