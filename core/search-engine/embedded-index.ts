/**
 * The file the build writes for the embedded engine: the site's DocSearch records,
 * packed with a string table, and a MiniSearch index over them built ahead of time
 * so the browser loads it instead of indexing every page itself.
 */
import MiniSearch, { type Options } from 'minisearch';

import { LEVEL_WEIGHT, type DocSearchRecord, type Hierarchy, type RecordType } from './records';
import { indexTokens, processTerm } from './text';

export const EMBEDDED_INDEX_VERSION = 1;

/** What MiniSearch indexes for one record. */
export interface SearchableDocument {
  id: number;
  /** The record's own heading (lvl1–lvl6 records); empty for text. */
  title: string;
  /** The headings above the record, page title included. */
  parents: string;
  /**
   * The page's sidebar group (lvl0) on its title record, as DocSearch searches lvl0:
   * the modal suggests groups when nothing matches, and a suggestion must find its pages.
   */
  group: string;
  /** The name a table row defines (its first cell, when that is one word), as `deleteSyncNotify`. */
  defines: string;
  content: string;
}

export const SEARCHABLE_FIELDS = ['title', 'parents', 'group', 'defines', 'content'] as const;

/** Cells of a table row, as the records join them (records/extract.ts). */
const CELL_SEPARATOR = ' — ';
const LONGEST_NAME = 64;

/**
 * The name a record defines: the first cell of a table row (`TZ — UTC — …`) when it
 * is a single word, as settings, variables and fields are listed. A reader who
 * types a setting's name wants the row that explains it, not every page naming it.
 */
export function definedName(content: string | null): string {
  const end = content?.indexOf(CELL_SEPARATOR) ?? -1;
  if (!content || end <= 0 || end > LONGEST_NAME) return '';
  const first = content.slice(0, end);
  return /\s/.test(first) ? '' : first;
}

export const MINISEARCH_OPTIONS: Options<SearchableDocument> = {
  fields: [...SEARCHABLE_FIELDS],
  storeFields: [],
  // A defined name counts whole: `radarrTags` defines `radarrTags`, not the words `radarr` and `tags`.
  tokenize: (text, field) => (field === 'defines' ? (text ? [text] : []) : indexTokens(text)),
  processTerm,
};

const TYPES: readonly RecordType[] = ['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
const SUB_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const NONE = -1;

export interface EmbeddedIndexFile {
  version: number;
  /** The site's origin; record URLs are this plus a page path. */
  siteUrl: string;
  /** Every distinct string, referenced by position. */
  strings: string[];
  /** [path, lvl0, lvl1, language, docusaurus_tag] as string ids, then the page's weight.pageRank. */
  pages: number[][];
  /** [page, type (0 content, 1–6 lvlN), anchor, content, lvl2 … lvl6] as ids, trailing -1 dropped. */
  records: number[][];
  /** MiniSearch's own JSON form of the index; document ids are record positions. */
  index: unknown;
}

export function searchableDocument(record: DocSearchRecord, id: number): SearchableDocument {
  const { hierarchy, type } = record;
  const levels = ['lvl1', ...SUB_LEVELS] as const;
  const ownLevel = type === 'content' ? levels.length + 1 : Number(type.slice(3));
  const parents = levels
    .filter((level) => Number(level.slice(3)) < ownLevel)
    .map((level) => hierarchy[level])
    .filter(Boolean)
    .join(' › ');
  return {
    id,
    title: type === 'content' ? '' : (hierarchy[type] ?? ''),
    parents,
    group: type === 'lvl1' ? (hierarchy.lvl0 ?? '') : '',
    defines: type === 'content' ? definedName(record.content) : '',
    content: record.content ?? '',
  };
}

/** Packs records (grouped by page, in page order) and indexes them. Runs at build time. */
export function packIndex(records: readonly DocSearchRecord[], siteUrl: string): EmbeddedIndexFile {
  const strings: string[] = [];
  const ids = new Map<string, number>();
  const id = (value: string | null): number => {
    if (value === null) return NONE;
    let found = ids.get(value);
    if (found === undefined) {
      found = strings.length;
      strings.push(value);
      ids.set(value, found);
    }
    return found;
  };

  const pages: number[][] = [];
  const pageIds = new Map<string, number>();
  const packed = records.map((record) => {
    const path = new URL(record.url_without_anchor).pathname;
    let page = pageIds.get(path);
    if (page === undefined) {
      page = pages.length;
      pages.push([
        id(path),
        id(record.hierarchy.lvl0),
        id(record.hierarchy.lvl1),
        id(record.language),
        id(record.docusaurus_tag),
        record.weight.pageRank,
      ]);
      pageIds.set(path, page);
    }
    const row = [
      page,
      TYPES.indexOf(record.type),
      id(record.anchor),
      id(record.content),
      ...SUB_LEVELS.map((level) => id(record.hierarchy[level])),
    ];
    while (row[row.length - 1] === NONE) row.pop();
    return row;
  });

  const index = new MiniSearch<SearchableDocument>(MINISEARCH_OPTIONS);
  index.addAll(records.map(searchableDocument));
  return { version: EMBEDDED_INDEX_VERSION, siteUrl, strings, pages, records: packed, index: index.toJSON() };
}

/** The full DocSearch records back from a packed file. Runs in the browser. */
export function unpackRecords(file: EmbeddedIndexFile): DocSearchRecord[] {
  const str = (value: number | undefined): string | null =>
    value === undefined || value === NONE ? null : file.strings[value];
  const positions = new Map<number, number>();
  return file.records.map((row) => {
    const [pageId, typeCode, anchorId, contentId] = row;
    const [pathId, lvl0Id, lvl1Id, languageId, tagId, pageRank = 0] = file.pages[pageId];
    const path = str(pathId) ?? '/';
    const position = positions.get(pageId) ?? 0;
    positions.set(pageId, position + 1);
    const type = TYPES[typeCode];
    const anchor = str(anchorId);
    const hierarchy: Hierarchy = {
      lvl0: str(lvl0Id) ?? '',
      lvl1: str(lvl1Id) ?? '',
      lvl2: str(row[4]),
      lvl3: str(row[5]),
      lvl4: str(row[6]),
      lvl5: str(row[7]),
      lvl6: str(row[8]),
    };
    const pageUrl = `${file.siteUrl}${path}`;
    return {
      objectID: `${path}-${position}`,
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      url_without_anchor: pageUrl,
      anchor,
      type,
      hierarchy,
      content: str(contentId),
      language: str(languageId) ?? '',
      docusaurus_tag: str(tagId) ?? '',
      weight: { pageRank, level: LEVEL_WEIGHT[type], position },
    };
  });
}

/** The MiniSearch index from a packed file, without indexing anything again. */
export function loadSearchIndex(file: EmbeddedIndexFile): MiniSearch<SearchableDocument> {
  return MiniSearch.loadJS(file.index as Parameters<typeof MiniSearch.loadJS>[0], MINISEARCH_OPTIONS);
}
