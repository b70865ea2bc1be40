/**
 * Search by docs version. Docusaurus tags every docs page with its version
 * (`docsearch:docusaurus_tag`, e.g. `docs-default-0.6.4`), the records carry that
 * tag, and a search is filtered to the standalone pages plus one version. Which
 * version, and what readers call it, comes from Docusaurus's docs data.
 */
import { useMemo } from 'react';
import {
  useAllDocsData,
  useDocsContextualSearchTags,
  getDocsVersionSearchTag,
} from '@docusaurus/plugin-content-docs/client';

import { versionTagFilters } from '../../../core/search-engine/version-tags';

export interface SearchableVersion {
  /** Docusaurus's version name (`current`, `0.6.4`). */
  name: string;
  /** What readers call it (`Latest (late 2026)`). */
  label: string;
  /** The records' `docusaurus_tag` for its pages. */
  tag: string;
  /** The version Docusaurus treats as the newest (its `lastVersion`). */
  isLast: boolean;
}

/** The site's docs versions, newest first, with their search tags. */
export function useSearchableVersions(): SearchableVersion[] {
  const allDocsData = useAllDocsData();
  return useMemo(
    () =>
      Object.entries(allDocsData).flatMap(([pluginId, data]) =>
        data.versions.map((version) => ({
          name: version.name,
          label: version.label,
          tag: getDocsVersionSearchTag(pluginId, version.name),
          isLast: version.isLast,
        })),
      ),
    [allDocsData],
  );
}

/**
 * The version of the page the reader is on (or, off the docs, the one they chose
 * last or the newest), as Docusaurus's contextual search picks it.
 */
export function useContextualVersion(): SearchableVersion | undefined {
  const versions = useSearchableVersions();
  const [tag] = useDocsContextualSearchTags();
  return versions.find((version) => version.tag === tag);
}

/** Facet filters for one docs version: the site's language, and its pages or standalone ones. */
export function versionFacetFilters(language: string, version: SearchableVersion): (string | string[])[] {
  return versionTagFilters(language, version.tag);
}

/** The docs version a hit comes from, when it is a docs page. */
export function versionOfHit(
  hit: { docusaurus_tag?: unknown },
  versions: readonly SearchableVersion[],
): SearchableVersion | undefined {
  return versions.find((version) => version.tag === hit.docusaurus_tag);
}
