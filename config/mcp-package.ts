import type { PluginConfig } from '@docusaurus/types';

import mcpPackagePlugin, { packMcpPackage, type RemarkMcpPackageOptions } from '../plugins/mcp-package';

import { pluginWithOptions } from './plugin-with-options';
import { MCP_PACKAGE_SOURCE, mcpPackageSpec, mcpTarballUrl } from '../core/docs-site/mcp-package';
import { readSiteUrl } from '../core/docs-site/site';
import mcpPackageJson from '../mcp/package.json';

const siteUrl = readSiteUrl();
const { version } = mcpPackageJson;

/**
 * What the pages say about the docs MCP server: the package `npx` is given (this build's tarball, at the
 * origin SITE_URL names, or the registry's package, as MCP_PACKAGE_SOURCE says) and the tarball's facts.
 */
export const mcpPackageOnPages: RemarkMcpPackageOptions = {
  source: MCP_PACKAGE_SOURCE,
  spec: mcpPackageSpec(MCP_PACKAGE_SOURCE, siteUrl, version),
  // A getter, so that importing the config packs nothing: the server is packed when a page shows the
  // checksum, or when the docs plugin writes its options into the key of its MDX cache, which so changes
  // with the tarball and recompiles the page.
  get tarball() {
    return { ...packMcpPackage().facts, url: mcpTarballUrl(siteUrl, version) };
  },
};

/** Publishes that tarball and its facts file in the build, under `mcp/`. */
export const mcpPackageSitePlugin: PluginConfig = pluginWithOptions(mcpPackagePlugin, { packed: packMcpPackage });
