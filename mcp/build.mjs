// Builds the docs MCP server to one JavaScript file with no dependencies, dist/pulsarr-docs-mcp.js: its own
// code, the site's shared modules it imports (core/search-engine/, core/docs-site/) and every package they use
// (the MCP SDK, zod, MiniSearch, porter2 and theirs), so installing the package never reaches a registry.
// Beside it, dist/THIRD_PARTY_NOTICES.txt holds the licence of each bundled package, read from the package
// itself. A package left out of the bundle, one with no licence file, or a licence not listed below stops the build.
import { chmod, readdir, readFile, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(here);
const ENTRY_FILE = 'pulsarr-docs-mcp.js';
const NOTICES_FILE = 'THIRD_PARTY_NOTICES.txt';

/**
 * Licences a bundled package may have: permissive ones whose terms the package (GPL-3.0-only) meets by
 * shipping their notices. Another licence needs a person to read it before it is added here.
 */
const BUNDLED_LICENCES = new Set(['MIT', 'ISC', 'BSD-2-Clause', 'BSD-3-Clause', 'Apache-2.0', '0BSD']);

const LICENCE_FILE = /^(license|licence|copying)(\.(md|txt))?$/i;

/** The folders of the packages whose files esbuild bundled (`node_modules/<name>`, nested ones too). */
function bundledPackageDirs(metafile) {
  const dirs = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match) dirs.add(match[1]);
  }
  return [...dirs];
}

/** Each bundled package's name, version, licence and licence text, sorted by name. */
async function bundledPackages(metafile) {
  const packages = [];
  for (const dir of bundledPackageDirs(metafile)) {
    const full = path.join(root, dir);
    const manifest = JSON.parse(await readFile(path.join(full, 'package.json'), 'utf8'));
    const licenceFile = (await readdir(full)).find((name) => LICENCE_FILE.test(name));
    if (!licenceFile) throw new Error(`${manifest.name} ${manifest.version} (${dir}) has no licence file to ship.`);
    if (!BUNDLED_LICENCES.has(manifest.license))
      throw new Error(
        `${manifest.name} ${manifest.version} is under "${manifest.license}", which mcp/build.mjs does not list: read it before bundling.`,
      );
    packages.push({
      name: manifest.name,
      version: manifest.version,
      license: manifest.license,
      text: (await readFile(path.join(full, licenceFile), 'utf8')).trim(),
    });
  }
  return packages.sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

function noticesText(packages) {
  const rule = '-'.repeat(72);
  return [
    'pulsarr-docs-mcp bundles the packages below into dist/pulsarr-docs-mcp.js. Each one is listed with its',
    'version and licence, followed by the licence text its package ships.',
    '',
    ...packages.flatMap((item) => [rule, `${item.name} ${item.version} (${item.license})`, rule, '', item.text, '']),
  ].join('\n');
}

/**
 * Writes pulsarr-docs-mcp.js and THIRD_PARTY_NOTICES.txt into `distDir` (mcp/dist/ unless given); returns
 * the bundled packages.
 */
export async function buildMcpServer(distDir = path.join(here, 'dist')) {
  const entry = path.join(distDir, ENTRY_FILE);
  const { metafile } = await build({
    entryPoints: [path.join(here, 'src', 'cli.ts')],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Whitespace and syntax only: names stay readable in a stack trace a reader reports.
    minifyWhitespace: true,
    minifySyntax: true,
    banner: {
      js: '#!/usr/bin/env node\n// Bundled packages and their licences: THIRD_PARTY_NOTICES.txt beside this file.',
    },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  const imported = Object.values(metafile.outputs).flatMap((output) => output.imports);
  const fromOutside = imported.filter((item) => item.external && !isBuiltin(item.path)).map((item) => item.path);
  if (fromOutside.length > 0)
    throw new Error(`The bundle would import ${[...new Set(fromOutside)].join(', ')} at run time: bundle it instead.`);
  await chmod(entry, 0o755);
  const packages = await bundledPackages(metafile);
  await writeFile(path.join(distDir, NOTICES_FILE), noticesText(packages));
  return packages;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildMcpServer();
