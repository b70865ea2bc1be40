/**
 * The docs MCP server packed for this build, once per process: mcp/pack.mjs, a program of its own, runs in a
 * child process and packs it into a temporary folder, which is removed when the process exits.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { mcpTarballFile, type McpPackageFacts } from '../../core/docs-site/mcp-package';

const PACK_SCRIPT = join(__dirname, '../../mcp/pack.mjs');

export interface PackedMcpPackage {
  /** The folder that holds the tarball and its facts file. */
  dir: string;
  facts: McpPackageFacts;
}

let packed: PackedMcpPackage | undefined;

/** Packs the server the first time it is called; later calls return the same tarball. */
export function packMcpPackage(): PackedMcpPackage {
  if (packed) return packed;
  const dir = mkdtempSync(join(tmpdir(), 'pulsarr-docs-mcp-site-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const output = execFileSync(process.execPath, [PACK_SCRIPT, dir], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const facts = JSON.parse(output) as McpPackageFacts;
  if (facts.file !== mcpTarballFile(facts.version))
    throw new Error(`mcp/pack.mjs wrote ${facts.file}; the pages link ${mcpTarballFile(facts.version)}.`);
  packed = { dir, facts };
  return packed;
}
