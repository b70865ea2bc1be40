/**
 * The docs versions, in Docusaurus's own model: `docs/` holds the newest docs
 * (the version Docusaurus calls `current`, labelled Latest), and 0.6.4 is a
 * snapshot in `versioned_docs/version-0.6.4/` with its sidebar in
 * `versioned_sidebars/` and its name in `versions.json`. What differs between
 * the versions is data keyed by these names; code asks Docusaurus which version
 * it renders (the doc's metadata, `useDocsVersion`), never the URL.
 */

/** Docusaurus's name for the version whose docs live in `docs/`. */
export const LATEST_VERSION = 'current';

/** The Pulsarr release the specification's routes (`/docs/…`) describe. */
export const SPEC_VERSION = '0.6.4';

export type DocsVersionName = typeof LATEST_VERSION | typeof SPEC_VERSION;

export interface DocsVersionInfo {
  /** Docusaurus's version name: `current` or the name in versions.json. */
  name: DocsVersionName;
  /** What readers see in the version dropdown, the badge and the banner. */
  label: string;
  /** The version's segment after `/docs/` ('' for none). */
  path: string;
  /** Where the version's docs live, relative to the site. */
  docsDir: string;
  /** The OpenAPI document its API reference is generated from, relative to the site. */
  openapiRoot: string;
  /** A word for file names and URLs that tells the version apart (`llms-full-latest.txt`). */
  slug: string;
  /** The branch and folder of the Pulsarr repository its pages come from, for "Edit this page". */
  editUrlBase: string;
}

const PULSARR_REPOSITORY = 'https://github.com/jamcalli/pulsarr';

/**
 * Both versions, newest first. Latest is Docusaurus's `lastVersion`: readers who
 * install Pulsarr today land there, and the theme's banner on 0.6.4 pages points
 * to it. 0.6.4 keeps the specification's routes at `/docs/` by setting its path
 * to '' (Docusaurus then matches `/docs/latest/…` first).
 */
export const DOCS_VERSIONS: readonly DocsVersionInfo[] = [
  {
    name: LATEST_VERSION,
    label: 'Latest (late 2026)',
    path: 'latest',
    docsDir: 'docs',
    openapiRoot: 'openapi/latest/pulsarr-api.yaml',
    slug: 'latest',
    // The repository's default branch is master; its guides sit under docs/docs/.
    editUrlBase: `${PULSARR_REPOSITORY}/edit/master/docs/docs`,
  },
  {
    name: SPEC_VERSION,
    label: SPEC_VERSION,
    path: '',
    docsDir: `versioned_docs/version-${SPEC_VERSION}`,
    openapiRoot: `openapi/${SPEC_VERSION}/pulsarr-api.yaml`,
    slug: SPEC_VERSION,
    // The 0.6.4 site's own edit links opened the main branch.
    editUrlBase: `${PULSARR_REPOSITORY}/edit/main/docs/docs`,
  },
];

/** The version with this Docusaurus name; an unknown name stops with the names that exist. */
export function docsVersion(name: string): DocsVersionInfo {
  const found = DOCS_VERSIONS.find((version) => version.name === name);
  if (!found) {
    throw new Error(
      `Unknown docs version "${name}". Available versions: ${DOCS_VERSIONS.map((version) => version.name).join(', ')}.`,
    );
  }
  return found;
}
