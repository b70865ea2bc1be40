/**
 * The site's search index, read once per session: the same file and the same
 * engine the site's search uses (core/search-engine/), so a search here finds
 * what a reader's search finds, and the list of docs pages read_doc may open.
 */
import { EMBEDDED_INDEX_FILE } from '../../core/search-engine/constants';
import { EMBEDDED_INDEX_VERSION, type EmbeddedIndexFile } from '../../core/search-engine/embedded-index';
import { EmbeddedSearchEngine } from '../../core/search-engine/engine';
import { docsVersionTag } from '../../core/search-engine/version-tags';
import { DOCS_VERSIONS } from '../../core/docs-site/versions';

import { NotFoundError, SiteError, type DocsSite } from './site';

/** A docs page that has a Markdown twin. */
export interface DocsPage {
  /** Its path as the site serves it (`/Pulsarr/docs/intro`). */
  path: string;
  title: string;
  /** The records' version tag (`docs-default-current`). */
  tag: string;
}

export interface LoadedDocs {
  engine: EmbeddedSearchEngine;
  /** The origin the site was built for; hits' URLs start with it. */
  siteUrl: string;
  /** Docs pages by path. */
  pages: Map<string, DocsPage>;
  /** Each record's position in the engine's records, by its objectID. */
  recordIndex: Map<string, number>;
  /** The index's size in bytes. */
  bytes: number;
}

const isNumberRows = (value: unknown): value is number[][] =>
  Array.isArray(value) && value.every((row) => Array.isArray(row) && row.every((cell) => typeof cell === 'number'));

/** The index parsed and checked: the file the site's build writes, with a page of every docs version. */
export function readIndex(text: string, location: string): LoadedDocs {
  const where = `${EMBEDDED_INDEX_FILE} at ${location}`;
  let file: EmbeddedIndexFile;
  try {
    file = JSON.parse(text) as EmbeddedIndexFile;
  } catch {
    throw new SiteError(
      `The ${where} is not complete JSON (${text.length} characters): it may be truncated. Rebuild the site or point --site at a complete copy.`,
    );
  }
  const shaped =
    !!file &&
    // Stryker disable next-line ConditionalExpression: a truthy value that is no object has no version, so the next check refuses it
    typeof file === 'object' &&
    file.version === EMBEDDED_INDEX_VERSION &&
    typeof file.siteUrl === 'string' &&
    Array.isArray(file.strings) &&
    file.strings.every((value) => typeof value === 'string') &&
    isNumberRows(file.pages) &&
    isNumberRows(file.records) &&
    !!file.index &&
    typeof file.index === 'object';
  if (!shaped)
    throw new SiteError(
      `The ${where} is not a Pulsarr docs search index (index format ${EMBEDDED_INDEX_VERSION} expected). Point --site at the Pulsarr docs or a build of them.`,
    );

  const pages = new Map<string, DocsPage>();
  for (const [pathId, , titleId, , tagId] of file.pages) {
    const tag = file.strings[tagId];
    const pagePath = file.strings[pathId];
    if (tag?.startsWith('docs-') && pagePath)
      pages.set(pagePath, { path: pagePath, title: file.strings[titleId] ?? '', tag });
  }
  const tags = new Set([...pages.values()].map((page) => page.tag));
  const missing = DOCS_VERSIONS.filter((version) => !tags.has(docsVersionTag(version.name)));
  if (missing.length > 0)
    throw new SiteError(
      `The ${where} has no pages of docs version ${missing.map((version) => version.label).join(', ')}: it is not the index of these Pulsarr docs.`,
    );

  let engine: EmbeddedSearchEngine;
  try {
    engine = EmbeddedSearchEngine.fromIndexFile(file);
  } catch (error) {
    throw new SiteError(`The ${where} could not be loaded: ${(error as Error).message}.`);
  }
  const recordIndex = new Map(engine.records.map((record, position) => [record.objectID, position]));
  return { engine, siteUrl: file.siteUrl, pages, recordIndex, bytes: Buffer.byteLength(text) };
}

/** Reads the index from the site. */
export async function loadDocs(site: DocsSite): Promise<LoadedDocs> {
  let text: string;
  try {
    text = await site.read(EMBEDDED_INDEX_FILE);
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    throw new SiteError(
      `${site.location} has no ${EMBEDDED_INDEX_FILE}: it is not the Pulsarr docs, or a build made with Algolia search. Point --site at the Pulsarr docs or a build of them (npm run build writes ./build).`,
    );
  }
  return readIndex(text, site.location);
}
