/**
 * Where readers get the docs MCP server (mcp/, package pulsarr-docs-mcp), and the `npx` command that
 * starts it: the one place the site's pages and the tests take both from.
 */
import { BASE_URL } from './site';

/** `site`: the tarball each build of this site publishes; `registry`: the package on the npm registry. */
export type McpPackageSource = 'site' | 'registry';

/**
 * Where the pages send readers for the server. It stays `site` until `npm view pulsarr-docs-mcp` finds the
 * release on the registry: `npx -y` of a name nobody owns would run whatever its first publisher put there.
 */
export const MCP_PACKAGE_SOURCE: McpPackageSource = 'site';

export const MCP_PACKAGE_NAME = 'pulsarr-docs-mcp';

/** The folder below the site's base path that holds the tarball and its facts file. */
export const MCP_PACKAGE_DIR = 'mcp';

/** The facts file beside the tarball: `{ version, file, sha256, size }`. */
export const MCP_PACKAGE_FACTS_FILE = `${MCP_PACKAGE_NAME}.json`;

/** What the site publishes about its tarball, as mcp/pack.mjs writes it. */
export interface McpPackageFacts {
  version: string;
  /** The tarball's name, as npm pack names it (`pulsarr-docs-mcp-0.1.0.tgz`). */
  file: string;
  /** The tarball's SHA-256, in hex. */
  sha256: string;
  /** The tarball's size in bytes. */
  size: number;
}

/** The tarball's name for a version, as `npm pack` writes it. */
export function mcpTarballFile(version: string): string {
  return `${MCP_PACKAGE_NAME}-${version}.tgz`;
}

/** The tarball's address on a site served from `siteUrl` (an origin, as readSiteUrl returns it). */
export function mcpTarballUrl(siteUrl: string, version: string): string {
  return `${siteUrl}${BASE_URL}${MCP_PACKAGE_DIR}/${mcpTarballFile(version)}`;
}

/** What `npx` is given to fetch the server: the tarball's address on the site, or the package's name. */
export function mcpPackageSpec(source: McpPackageSource, siteUrl: string, version: string): string {
  return source === 'site' ? mcpTarballUrl(siteUrl, version) : MCP_PACKAGE_NAME;
}

/** The arguments of `npx` that start the server; `-y` lets npx install it without asking. */
export function mcpServerArgs(spec: string, serverArgs: readonly string[] = []): string[] {
  return ['-y', spec, ...serverArgs];
}
