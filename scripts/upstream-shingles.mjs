// Records which 12-word shingles Pulsarr's own docs pages contain, as hashes only, so that
// tests/unit/content/upstream-shingles.test.ts can find runs of words our Latest guides share
// with them without the upstream text ever entering this repository.
//
//   node scripts/upstream-shingles.mjs --from <folder> --source <commit> [--out <file>]
//
// <folder> holds upstream pages you fetched yourself, laid out as Pulsarr's `docs/docs/` (for
// example a checkout of jamcalli/Pulsarr at <commit>, with --from <checkout>/docs/docs). Every
// .md and .mdx file under it replaces the entry of the same path in <file>
// (tests/content/upstream-shingles.json by default); entries of other paths are kept, so pages
// taken at different commits can be added one run at a time.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';

import { proseWords, SHINGLE_WORDS, shingleHashes } from './lib/shingles.mjs';

const DEFAULT_OUT = 'tests/content/upstream-shingles.json';

function fail(message) {
  console.error(`upstream-shingles: ${message}`);
  process.exit(1);
}

let options;
try {
  ({ values: options } = parseArgs({
    options: { from: { type: 'string' }, source: { type: 'string' }, out: { type: 'string', default: DEFAULT_OUT } },
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (!options.from) fail('--from <folder> is required: the folder of upstream pages (Pulsarr docs/docs/)');
if (!options.source) fail('--source <commit> is required: the commit the pages were taken at');
const from = resolve(options.from);
if (!existsSync(from)) fail(`--from: no folder at ${from}`);

/** @param {string} dir @returns {string[]} */
function pages(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : pages(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

const found = pages(from);
if (found.length === 0) fail(`--from: no .md or .mdx page under ${from}`);

const data = existsSync(options.out)
  ? JSON.parse(readFileSync(options.out, 'utf8'))
  : { shingleWords: SHINGLE_WORDS, hash: 'sha256, first 8 hex digits', pages: {} };
if (data.shingleWords !== SHINGLE_WORDS)
  fail(`${options.out} holds ${data.shingleWords}-word shingles, not ${SHINGLE_WORDS}`);

for (const file of found) {
  const path = relative(from, file).split(sep).join('/');
  const hashes = [
    ...new Set(shingleHashes(proseWords(readFileSync(file, 'utf8'))).filter((hash) => hash !== null)),
  ].sort();
  data.pages[path] = { source: options.source, hashes: hashes.join(' ') };
  console.log(`${path}: ${hashes.length} shingles`);
}
data.pages = Object.fromEntries(Object.entries(data.pages).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(options.out, `${JSON.stringify(data, null, 2)}\n`);
console.log(`wrote ${options.out} (${Object.keys(data.pages).length} pages)`);
