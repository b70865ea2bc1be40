import { execFileSync } from 'node:child_process';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';

import { apiSidebarItemsGenerator } from '../plugins/api-reference/sidebar';

import { docsRemarkPlugins } from './markdown';
import { DOCS_VERSIONS, docsVersion, LATEST_VERSION, SPEC_VERSION } from '../core/docs-site/versions';

/**
 * Guides whose 0.6.4 file in the Pulsarr repository carries a number prefix: the
 * 0.6.4 site's edit links name these files. Every other guide keeps its own path,
 * and the latest files dropped the numbers.
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
 * Pages of ours with no file in the Pulsarr repository: the compose builder, the
 * setup checker, the map of the web UI, the upgrade guide, the troubleshooting pages and the
 * page on AI assistants are written for this site only.
 */
const SITE_ONLY_PAGES = new Set([
  'installation/compose-builder.mdx',
  'installation/check-setup.mdx',
  'installation/finding-your-way.md',
  'troubleshooting.md',
  'ai-assistants.md',
  'installation/upgrading-from-0.6.4.md',
]);

/**
 * The "Edit this page" address of a guide, from its path inside its version's docs
 * folder (`installation/quick-start.md`): its file in the Pulsarr repository, on the
 * branch that version's pages come from. Undefined for generated pages and the site's
 * own pages, which show no link.
 */
export function guideEditUrl(docPath: string, versionName: string = LATEST_VERSION): string | undefined {
  if (docPath.startsWith(GENERATED_DOCS_PREFIX) || SITE_ONLY_PAGES.has(docPath)) return undefined;
  const version = docsVersion(versionName);
  const numbered = version.name === SPEC_VERSION ? NUMBERED_SOURCE_FILES[docPath] : undefined;
  const sourcePath = numbered ?? docPath.replace(/\.mdx$/, '.md');
  return `${version.editUrlBase}/${sourcePath}`;
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
    // The Latest sidebar; 0.6.4's is versioned_sidebars/version-0.6.4-sidebars.json.
    sidebarPath: './sidebars.ts',
    // Fills each version's API Reference category with the sidebar generated beside its pages.
    sidebarItemsGenerator: apiSidebarItemsGenerator,
    lastVersion: LATEST_VERSION,
    versions: Object.fromEntries(
      DOCS_VERSIONS.map((version) => [
        version.name,
        {
          label: version.label,
          path: version.path,
          // 0.6.4 pages say in one line that newer docs exist, linking the same page there.
          banner: version.name === LATEST_VERSION ? 'none' : 'unmaintained',
          badge: true,
        },
      ]),
    ),
    editUrl: ({ docPath, version }) => guideEditUrl(docPath, version),
    showLastUpdateTime,
    // Environment variable tables and the compose builder's default files, written at build time.
    remarkPlugins: docsRemarkPlugins,
  };
}
