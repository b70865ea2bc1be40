import { join, relative, sep } from 'node:path';

import type { PluggableList } from 'unified';

import { remarkGeneratedContent, type RemarkGeneratedContentOptions } from '../plugins/compose-builder';
import { remarkMcpPackage } from '../plugins/mcp-package';
import remarkCrossVersionLinks, {
  type CrossVersionLinksOptions,
} from '../plugins/versioned-docs/remark-cross-version-links';

import { mcpPackageOnPages } from './mcp-package';

import { BASE_URL } from '../core/docs-site/site';
import { DOCS_VERSIONS } from '../core/docs-site/versions';

const SITE_DIR = join(__dirname, '..');

/**
 * The docs version of a page, by the folder its file is in (`docs/` is Latest,
 * `versioned_docs/version-0.6.4/` is 0.6.4), as Docusaurus lays the versions out;
 * undefined for a file outside every version's folder.
 */
export function docsVersionOfFile(filePath: string, siteDir: string = SITE_DIR): string | undefined {
  const underSite = relative(siteDir, filePath).split(sep).join('/');
  return DOCS_VERSIONS.find((version) => underSite.startsWith(`${version.docsDir}/`))?.name;
}

const generatedContent: RemarkGeneratedContentOptions = { docsVersionOf: (filePath) => docsVersionOfFile(filePath) };

/** Each version's pages live under `/docs/<path>/`; a link into another version must say so. */
const crossVersionLinks: CrossVersionLinksOptions = {
  versions: DOCS_VERSIONS.map(({ name, label, path }) => ({
    name,
    label,
    routePrefix: path ? `/docs/${path}/` : '/docs/',
  })),
  baseUrl: BASE_URL,
  versionOfFile: (filePath) => docsVersionOfFile(filePath),
};

/**
 * Remark plugins run on every guide: the docs plugin and the Markdown twins
 * (config/llms-txt.ts) both use this list, so a twin holds what its page shows.
 */
export const docsRemarkPlugins: PluggableList = [
  [remarkGeneratedContent, generatedContent],
  [remarkMcpPackage, mcpPackageOnPages],
  [remarkCrossVersionLinks, crossVersionLinks],
];
