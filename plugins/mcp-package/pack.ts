/**
 * The docs MCP server packed for this build, once per process: mcp/pack.mjs, a program of its own, runs in a
 * child process and packs it into a temporary folder, which is read and removed at once.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { MCP_PACKAGE_FACTS_FILE, mcpTarballFile, type McpPackageFacts } from '../../core/docs-site/mcp-package';

const PACK_SCRIPT = join(__dirname, '../../mcp/pack.mjs');

export interface PackedMcpPackage {
  facts: McpPackageFacts;
  /** The tarball's bytes. */
  tarball: Buffer;
  /** The facts file as mcp/pack.mjs wrote it. */
  factsFile: string;
}

let packed: PackedMcpPackage | undefined;

/** Packs the server the first time it is called; later calls return the same tarball. */
export function packMcpPackage(): PackedMcpPackage {
  if (packed) return packed;
  const dir = mkdtempSync(join(tmpdir(), 'pulsarr-docs-mcp-site-'));
  try {
    const output = execFileSync(process.execPath, [PACK_SCRIPT, dir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const facts = JSON.parse(output) as McpPackageFacts;
    if (facts.file !== mcpTarballFile(facts.version))
      throw new Error(`mcp/pack.mjs wrote ${facts.file}; the pages link ${mcpTarballFile(facts.version)}.`);
    packed = {
      facts,
      tarball: readFileSync(join(dir, facts.file)),
      factsFile: readFileSync(join(dir, MCP_PACKAGE_FACTS_FILE), 'utf8'),
    };
    return packed;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
