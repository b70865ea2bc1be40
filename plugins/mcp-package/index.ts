import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

import { MCP_PACKAGE_DIR, MCP_PACKAGE_FACTS_FILE } from '../../core/docs-site/mcp-package';
import type { PackedMcpPackage } from './pack';

export { packMcpPackage, type PackedMcpPackage } from './pack';
export { default as remarkMcpPackage, type RemarkMcpPackageOptions } from './remark-mcp-package';

export interface McpPackagePluginOptions {
  /** The tarball the pages describe (packMcpPackage, once per build). */
  packed: () => PackedMcpPackage;
}

/**
 * Publishes the docs MCP server with the site: after the build, `mcp/pulsarr-docs-mcp-<version>.tgz` and
 * `mcp/pulsarr-docs-mcp.json` (version, file, SHA-256, size) under the site's base path, the tarball whose
 * address and checksum the remark plugin wrote into the pages.
 */
export default function mcpPackagePlugin(_context: LoadContext, options: McpPackagePluginOptions): Plugin {
  return {
    name: 'mcp-package',
    async postBuild({ outDir }) {
      const { facts, tarball, factsFile } = options.packed();
      const target = join(outDir, MCP_PACKAGE_DIR);
      await mkdir(target, { recursive: true });
      await writeFile(join(target, facts.file), tarball);
      await writeFile(join(target, MCP_PACKAGE_FACTS_FILE), factsFile);
      console.log(
        `[mcp-package] ${MCP_PACKAGE_DIR}/${facts.file}: ${(facts.size / 1024).toFixed(1)} KB, SHA-256 ${facts.sha256}`,
      );
    },
  };
}
