import { packIndex } from '../../../core/search-engine/embedded-index';
import { LEVEL_WEIGHT, type DocSearchRecord, type RecordType } from '../../../core/search-engine/records';

/** The site the MCP server's test indexes describe. */
export const ORIGIN = 'https://docs.example.org';

/** One record of a test index, in short: its page, version tag, kind, headings, anchor and text. */
export interface RecordSpec {
  path: string;
  tag: string;
  type: RecordType;
  lvl1: string;
  lvl2?: string;
  lvl3?: string;
  anchor?: string;
  content?: string;
}

/** The record the docs' index build would write for that spec, at its position in the index. */
function record(spec: RecordSpec, position: number): DocSearchRecord {
  const page = `${ORIGIN}${spec.path}`;
  return {
    objectID: `${spec.path}-${position}`,
    url: spec.anchor ? `${page}#${spec.anchor}` : page,
    url_without_anchor: page,
    anchor: spec.anchor ?? null,
    type: spec.type,
    hierarchy: {
      lvl0: 'Docs',
      lvl1: spec.lvl1,
      lvl2: spec.lvl2 ?? null,
      lvl3: spec.lvl3 ?? null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: spec.content ?? null,
    language: 'en',
    docusaurus_tag: spec.tag,
    weight: { pageRank: 0, level: LEVEL_WEIGHT[spec.type], position },
  };
}

/** The search-index.json text of those records, in order. */
export function indexFile(specs: readonly RecordSpec[]): string {
  return JSON.stringify(packIndex(specs.map(record), ORIGIN));
}
