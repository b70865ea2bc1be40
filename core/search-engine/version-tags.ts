/**
 * How search records name their docs version, without React: the site's modal and
 * search page (versions.ts) and the docs MCP server (mcp/) filter the same records
 * the same way. Docusaurus tags every docs page `docs-<plugin id>-<version name>`
 * (its getDocsVersionSearchTag), and pages outside the docs `default`.
 */

/** Docusaurus's tag for pages that belong to no docs version (home, /search, …). */
export const STANDALONE_PAGES_TAG = 'default';

/** The records' `docusaurus_tag` for the pages of one docs version of the default docs plugin. */
export function docsVersionTag(versionName: string, pluginId = 'default'): string {
  return `docs-${pluginId}-${versionName}`;
}

/** Facet filters for one docs version: the site's language, and its pages or standalone ones. */
export function versionTagFilters(language: string, tag: string): (string | string[])[] {
  return [`language:${language}`, [`docusaurus_tag:${STANDALONE_PAGES_TAG}`, `docusaurus_tag:${tag}`]];
}
