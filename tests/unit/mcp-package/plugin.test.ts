// After the build, the plugin publishes the tarball the pages describe, and its facts file, under mcp/.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';
import { afterEach, expect, it, vi } from 'vitest';

import mcpPackagePlugin, { type PackedMcpPackage } from '../../../plugins/mcp-package';

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('writes mcp/<tarball> and mcp/pulsarr-docs-mcp.json into the build, as packed', async () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'mcp-package-build-'));
  dirs.push(outDir);
  const facts = { version: '9.8.7', file: 'pulsarr-docs-mcp-9.8.7.tgz', sha256: 'cd'.repeat(32), size: 4 };
  const packed: PackedMcpPackage = {
    facts,
    tarball: Buffer.from([1, 2, 3, 4]),
    factsFile: `${JSON.stringify(facts, null, 2)}\n`,
  };
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const plugin = mcpPackagePlugin({} as LoadContext, { packed: () => packed });
  await plugin.postBuild!({ outDir } as Parameters<NonNullable<Plugin['postBuild']>>[0]);
  expect([...readFileSync(path.join(outDir, 'mcp', facts.file))]).toEqual([1, 2, 3, 4]);
  expect(JSON.parse(readFileSync(path.join(outDir, 'mcp', 'pulsarr-docs-mcp.json'), 'utf8'))).toEqual(facts);
  expect(console.log).toHaveBeenCalledWith(`[mcp-package] mcp/${facts.file}: 0.0 KB, SHA-256 ${facts.sha256}`);
});
