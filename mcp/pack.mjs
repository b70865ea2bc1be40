// Packs the docs MCP server as the npm registry would receive it and writes, into the folder given, the tarball
// pulsarr-docs-mcp-<version>.tgz and pulsarr-docs-mcp.json ({ version, file, sha256, size }), then prints that
// JSON. The package is staged in a temporary folder (mcp/package.json, README.md and a fresh build.mjs bundle)
// and packed there by `npm pack`, so packs running side by side never read each other's half-written bundle.
// The docs site's build publishes both files (plugins/mcp-package/).
//   node mcp/pack.mjs <folder>
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { buildMcpServer } from './build.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The file beside the tarball that says what it is; the site publishes it as is. */
export const PACKAGE_FACTS_FILE = 'pulsarr-docs-mcp.json';

/** What the tarball must hold: the bundle, its notices, the README and package.json, nothing else. */
const PACKED_FILES = ['README.md', 'dist/THIRD_PARTY_NOTICES.txt', 'dist/pulsarr-docs-mcp.js', 'package.json'];

/** Builds and packs the server into `outDir`; returns { version, file, sha256, size }. */
export async function packMcpServer(outDir) {
  const manifest = JSON.parse(await readFile(path.join(here, 'package.json'), 'utf8'));
  for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies', 'bundleDependencies'])
    if (manifest[field] && Object.keys(manifest[field]).length > 0)
      throw new Error(`mcp/package.json has ${field}: the server is bundled, and installing it must need no registry.`);
  const stage = await mkdtemp(path.join(tmpdir(), 'pulsarr-docs-mcp-'));
  try {
    await Promise.all(
      ['package.json', 'README.md'].map((file) => copyFile(path.join(here, file), path.join(stage, file))),
    );
    await buildMcpServer(path.join(stage, 'dist'));
    await mkdir(outDir, { recursive: true });
    const output = execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', outDir], {
      cwd: stage,
      encoding: 'utf8',
      env: { ...process.env, npm_config_update_notifier: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    const [packed] = JSON.parse(output);
    const files = packed.files.map((entry) => entry.path).sort();
    if (JSON.stringify(files) !== JSON.stringify(PACKED_FILES))
      throw new Error(`The package holds ${files.join(', ')}; expected ${PACKED_FILES.join(', ')}.`);
    const tarball = await readFile(path.join(outDir, packed.filename));
    const facts = {
      version: manifest.version,
      file: packed.filename,
      sha256: createHash('sha256').update(tarball).digest('hex'),
      size: tarball.length,
    };
    await writeFile(path.join(outDir, PACKAGE_FACTS_FILE), `${JSON.stringify(facts, null, 2)}\n`);
    return facts;
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2];
  if (!outDir) {
    process.stderr.write('Usage: node mcp/pack.mjs <folder>\n');
    process.exit(2);
  }
  process.stdout.write(`${JSON.stringify(await packMcpServer(path.resolve(outDir)))}\n`);
}
