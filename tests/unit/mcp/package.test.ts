// The package readers install: mcp/pack.mjs packs one bundled file with its licence notices, and nothing
// that would send npm to a registry. The same bytes every time, so the checksum the pages show holds.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mcpTarballFile, mcpTarballUrl, type McpPackageFacts } from '../../../core/docs-site/mcp-package';
import { DEFAULT_SITE_URL } from '../../../core/docs-site/site';
import mcpPackageJson from '../../../mcp/package.json';
import { packMcpServer } from '../../../mcp/pack.mjs';

const pack = (outDir: string): Promise<McpPackageFacts> => packMcpServer(outDir);

/** The bundled packages and the licence each must be under (read from each package's LICENSE). */
const BUNDLED = {
  '@modelcontextprotocol/sdk': 'MIT',
  ajv: 'MIT',
  'ajv-formats': 'MIT',
  'fast-deep-equal': 'MIT',
  'fast-uri': 'BSD-3-Clause',
  'json-schema-traverse': 'MIT',
  minisearch: 'MIT',
  porter2: 'MIT',
  zod: 'MIT',
  'zod-to-json-schema': 'ISC',
};

const dirs: string[] = [];
let facts: McpPackageFacts;
let dir: string;

const tarFile = (name: string) =>
  execFileSync('tar', ['-xzOf', path.join(dir, facts.file), `package/${name}`], {
    encoding: 'utf8',
    maxBuffer: 8 * 1024 * 1024,
  });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mcp-pack-'));
  dirs.push(dir);
  facts = await pack(dir);
}, 60_000);

afterAll(() => {
  for (const each of dirs) rmSync(each, { recursive: true, force: true });
});

describe('the packed docs MCP server', () => {
  it('is named and described as the pages link it: version, file name, size and SHA-256', () => {
    const tarball = readFileSync(path.join(dir, facts.file));
    expect(facts).toEqual({
      version: mcpPackageJson.version,
      file: mcpTarballFile(mcpPackageJson.version),
      sha256: createHash('sha256').update(tarball).digest('hex'),
      size: tarball.length,
    });
    expect(JSON.parse(readFileSync(path.join(dir, 'pulsarr-docs-mcp.json'), 'utf8'))).toEqual(facts);
  });

  it('holds the bundle, its notices, the README and package.json, and declares no dependencies', () => {
    const listing = execFileSync('tar', ['-tzf', path.join(dir, facts.file)], { encoding: 'utf8' });
    expect(listing.trim().split('\n').sort()).toEqual([
      'package/README.md',
      'package/dist/THIRD_PARTY_NOTICES.txt',
      'package/dist/pulsarr-docs-mcp.js',
      'package/package.json',
    ]);
    const manifest = JSON.parse(tarFile('package.json')) as Record<string, unknown>;
    for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies', 'bundleDependencies'])
      expect(manifest[field], field).toBeUndefined();
    expect(manifest.bin).toEqual({ 'pulsarr-docs-mcp': 'dist/pulsarr-docs-mcp.js' });
  });

  it('ships the licence of every bundled package, and each is one the build allows', () => {
    const notices = tarFile('dist/THIRD_PARTY_NOTICES.txt');
    const listed = [...notices.matchAll(/^(\S+) \d+\.\d+\.\d+\S* \(([^)]+)\)$/gm)].map(([, name, licence]) => [
      name,
      licence,
    ]);
    expect(Object.fromEntries(listed)).toEqual(BUNDLED);
    expect(notices).toContain('Copyright (c) 2024 Anthropic, PBC');
    expect(notices).toContain('Copyright 2022 Luca Ongaro');
  });

  it("shows, in the README it ships, the published site's address of this version", () => {
    expect(tarFile('README.md')).toContain(`npx -y ${mcpTarballUrl(DEFAULT_SITE_URL, mcpPackageJson.version)}`);
  });

  it('packs to the same bytes every time', async () => {
    const again = mkdtempSync(path.join(tmpdir(), 'mcp-pack-'));
    dirs.push(again);
    expect((await pack(again)).sha256).toBe(facts.sha256);
  }, 60_000);
});
