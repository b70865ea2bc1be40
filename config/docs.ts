import { execFileSync } from 'node:child_process';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';

import { docsRemarkPlugins } from './markdown';
import { GITHUB_REPO_URL } from './site';

/**
 * Where the guides live in the Pulsarr repository: "Edit this page" opens
 * `<this>/<page>.md` on GitHub, as on the 0.6.4 site.
 */
export const EDIT_URL_BASE = `${GITHUB_REPO_URL}/edit/main/docs/docs`;

/**
 * Guides whose file in the Pulsarr repository carries a number prefix: the
 * 0.6.4 site's edit links name these files. Every other guide keeps its own path.
 */
export const NUMBERED_SOURCE_FILES: Readonly<Record<string, string>> = {
  'utilities/api-keys.md': 'utilities/01-api-keys.md',
  'utilities/delete-sync.md': 'utilities/02-delete-sync.md',
  'utilities/new-user-defaults.md': 'utilities/03-new-user-defaults.md',
  'utilities/plex-notifications.md': 'utilities/04-plex-notifications.md',
  'utilities/session-monitoring.md': 'utilities/06-session-monitoring.md',
  'utilities/user-tagging.md': 'utilities/07-user-tagging.md',
};

/** The API reference is generated here from our OpenAPI document; it has no page in the Pulsarr repository to edit. */
const GENERATED_DOCS_PREFIX = 'api/';

/**
 * The "Edit this page" address of a guide, from its path under docs/
 * (`installation/quick-start.md`); undefined for generated pages, which show no link.
 */
export function guideEditUrl(docPath: string): string | undefined {
  if (docPath.startsWith(GENERATED_DOCS_PREFIX)) return undefined;
  const sourcePath = NUMBERED_SOURCE_FILES[docPath] ?? docPath.replace(/\.mdx$/, '.md');
  return `${EDIT_URL_BASE}/${sourcePath}`;
}

/**
 * True when the checkout has only part of its history (CI checkouts often fetch
 * one commit). There every page would show the date of that one commit, so the
 * build leaves "Last updated" out instead of printing a wrong date; a full clone
 * (or `git fetch --unshallow`) brings the dates back. Outside a git checkout the
 * dates cannot be read either.
 */
export function isPartialGitHistory(cwd: string = process.cwd()): boolean {
  try {
    return (
      execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
        cwd,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() !== 'false'
    );
  } catch {
    return true;
  }
}

/** Options of the classic preset's docs plugin. */
export function docsOptions(showLastUpdateTime: boolean = !isPartialGitHistory()): DocsOptions {
  return {
    routeBasePath: 'docs',
    sidebarPath: './sidebars.ts',
    editUrl: ({ docPath }) => guideEditUrl(docPath),
    showLastUpdateTime,
    // Environment variable tables and the compose builder's default files, written at build time.
    remarkPlugins: docsRemarkPlugins,
  };
}
