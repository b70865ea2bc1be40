// Builds the docs MCP server to one plain JavaScript file, dist/pulsarr-docs-mcp.js: its own code and the
// site's shared modules it imports (core/search-engine/, core/docs-site/), bundled, so the published
// package needs nothing of the site at run time. Packages stay imports, installed from mcp/package.json.
import { chmod } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const MCP_ENTRY = path.join(here, 'dist', 'pulsarr-docs-mcp.js');

/** Writes dist/pulsarr-docs-mcp.js; returns its path. */
async function buildMcpServer() {
  await build({
    entryPoints: [path.join(here, 'src', 'cli.ts')],
    outfile: MCP_ENTRY,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    banner: { js: '#!/usr/bin/env node' },
    legalComments: 'none',
    logLevel: 'warning',
  });
  await chmod(MCP_ENTRY, 0o755);
  return MCP_ENTRY;
}

await buildMcpServer();
