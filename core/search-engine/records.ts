/**
 * The shape of a search record: what the DocSearch crawler writes to an Algolia
 * index for a Docusaurus site, and what the build writes for the embedded engine.
 */

export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

export const HIERARCHY_LEVELS: readonly HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export interface DocSearchRecord {
  objectID: string;
  /** Absolute URL, with `#anchor` when the record sits under a heading that has one. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  /** DocSearch's custom ranking: headings before text, earlier before later. */
  weight: { pageRank: number; level: number; position: number };
}

/** DocSearch's weight.level for each record type. */
export const LEVEL_WEIGHT: Record<RecordType, number> = {
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
};

/**
 * weight.pageRank of each kind of page, as the site's build gives them
 * (config/search.ts): guides first, then the API reference's own pages (its
 * introduction and tag pages), then its operations and webhook payloads. The engine
 * reads a query that names an API item (a path, an operationId, a field or event
 * name) without them.
 */
export const PAGE_RANKS = { guide: 2, apiPage: 1, apiOperation: 0 } as const;
