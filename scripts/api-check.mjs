#!/usr/bin/env node
// npm run api:check -- <file or URL of a Pulsarr openapi.json> [--timeout <ms>]
// Compares the Latest reference's OpenAPI document (openapi/latest/) with one Pulsarr
// publishes and prints, grouped, what ours lacks or describes differently; differences
// listed in openapi/latest/allowed-differences.yaml are left out. Reads only; writes nothing.
// Exit codes: 0 same structure, 1 differences, 2 input it cannot compare (message on stderr).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The comparison is TypeScript shared with the site; jiti is how Docusaurus itself loads TypeScript.
const load = createJiti(fileURLToPath(import.meta.url), { interopDefault: true });
const { docsVersion, LATEST_VERSION } = load('../core/docs-site/versions.ts');
const { loadResolvedDocument } = load('../core/openapi/openapi-document.ts');
const { ApiCheckInputError, checkAgainstPublished, formatCheckReport, readAllowedDifferences, readPublishedDocument } =
  load('../plugins/api-reference/api-check.ts');

const DEFAULT_TIMEOUT_MS = 30_000;
const USAGE = `Usage: npm run api:check -- <file or URL of a Pulsarr openapi.json> [--timeout <ms>]
  --timeout <ms>  how long to wait for a URL to answer (default ${DEFAULT_TIMEOUT_MS})`;

function stop(message) {
  console.error(message);
  process.exit(2);
}

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
let timeoutMs = DEFAULT_TIMEOUT_MS;
const sources = [];
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i];
  if (arg === '--timeout' || arg.startsWith('--timeout=')) {
    const value = arg === '--timeout' ? args[(i += 1)] : arg.slice('--timeout='.length);
    if (!/^\d+$/.test(value ?? '') || Number(value) <= 0)
      stop(`--timeout needs a whole number of milliseconds above 0, not "${value ?? ''}".\n${USAGE}`);
    timeoutMs = Number(value);
  } else if (arg.startsWith('--')) {
    stop(`Unknown option ${arg}.\n${USAGE}`);
  } else {
    sources.push(arg);
  }
}
if (sources.length !== 1) stop(`Give one file or URL of a Pulsarr openapi.json.\n${USAGE}`);

const oursRoot = docsVersion(LATEST_VERSION).openapiRoot;
const allowedFile = path.join(path.dirname(oursRoot), 'allowed-differences.yaml');
// npm runs scripts from the repository's root; a relative file name is relative to where npm was started.
const source = /^[a-z][a-z0-9+.-]*:\/\//i.test(sources[0])
  ? sources[0]
  : path.resolve(process.env.INIT_CWD ?? process.cwd(), sources[0]);
let published;
try {
  published = await readPublishedDocument(source, timeoutMs);
} catch (error) {
  if (error instanceof ApiCheckInputError) stop(error.message);
  throw error;
}
const ours = loadResolvedDocument(path.join(root, oursRoot));
const result = checkAgainstPublished(ours, published, readAllowedDifferences(path.join(root, allowedFile)));
console.log(formatCheckReport(result, { ours: oursRoot, published: sources[0], allowedFile }));
process.exit(result.groups.length === 0 ? 0 : 1);
