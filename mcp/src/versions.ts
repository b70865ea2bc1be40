/**
 * The docs versions as the server offers them: each one's word (the one its llms
 * files use), what it covers and how a reader can tell they run it. The versions
 * themselves come from core/docs-site/versions.ts; only what the server says about them is here.
 */
import { DOCS_VERSIONS, LATEST_VERSION, SPEC_VERSION, type DocsVersionInfo } from '../../core/docs-site/versions';
import { docsVersionTag } from '../../core/search-engine/version-tags';

/** What each version covers and how to recognise it, by Docusaurus's version name. */
const NOTES: Record<string, { covers: string; howToTell: string }> = {
  [LATEST_VERSION]: {
    covers:
      'The Pulsarr release people install today (about 0.19, late 2026): the Docker images lakker/pulsarr:latest and ' +
      "lakker/pulsarr:node, the native installers for Linux, Windows and macOS, and that release's API reference.",
    howToTell:
      'An install or update from late 2026 on, the lakker/pulsarr:node image, or a native installer means this ' +
      'version. The lakker/pulsarr:latest tag is whichever release was pulled last, so ask when the reader last pulled it.',
  },
  [SPEC_VERSION]: {
    covers:
      'Pulsarr 0.6.4 and its API reference. Its pages keep the addresses /Pulsarr/docs/… that links made before ' +
      'the versions came in point to.',
    howToTell:
      'A docker-compose.yml that names the image lakker/pulsarr:0.6.4 means this version. A reader moving to the ' +
      'current release follows the Latest page "Upgrading from 0.6.4".',
  },
};

export interface OfferedVersion {
  /** The word tools take (`latest`, `0.6.4`). */
  word: string;
  info: DocsVersionInfo;
  /** The records' `docusaurus_tag` for its pages. */
  tag: string;
  covers: string;
  howToTell: string;
}

export const OFFERED_VERSIONS: readonly OfferedVersion[] = DOCS_VERSIONS.map((info) => {
  const notes = NOTES[info.name];
  if (!notes) throw new Error(`pulsarr-docs-mcp: no notes for docs version "${info.name}".`);
  return { word: info.slug, info, tag: docsVersionTag(info.name), ...notes };
});

/** The words of the versions, the first one the default. */
export const VERSION_WORDS = OFFERED_VERSIONS.map((version) => version.word) as [string, ...string[]];
