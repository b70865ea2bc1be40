#!/usr/bin/env node
// npm run search:push: uploads the built site's search records (the same records the
// embedded index is made of) and DocSearch's index settings to an Algolia index, with
// Algolia's official client, so a site can move to Algolia without running a crawler.
// Run `npm run build` first. Needs ALGOLIA_APP_ID, ALGOLIA_WRITE_API_KEY (a key that may
// write; never the search-only key the site uses) and optionally ALGOLIA_INDEX_NAME.
// --dry-run reads the records and prints what would be sent, without the network.
// --out-dir <dir> reads another build folder than build/ (as `docusaurus build --out-dir`).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The record code is TypeScript shared with the build; jiti is how Docusaurus itself loads TypeScript.
const load = createJiti(fileURLToPath(import.meta.url), { interopDefault: true });
const { collectSiteRecords } = load('../plugins/search/records/site-records.ts');
const { readOperationIds } = load('../core/openapi/openapi-document.ts');
const { pushToAlgolia } = load('../plugins/search/records/push.ts');
const { SEARCH_ENV, searchOptions } = load('../config/search.ts');
const { BASE_URL, readSiteUrl } = load('../core/docs-site/site.ts');
const { DEFAULT_INDEX_NAME } = load('../core/search-engine/constants.ts');

/** The value of `--name value` or `--name=value`, if given. */
function option(name) {
  const args = process.argv.slice(2);
  const inline = args.find((arg) => arg.startsWith(`${name}=`));
  if (inline) return inline.slice(name.length + 1);
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
}

const dryRun = process.argv.includes('--dry-run');
const outDir = option('--out-dir');
const buildDir = outDir ? path.resolve(outDir) : path.join(root, 'build');
if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`${path.join(outDir ?? 'build', 'index.html')} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

const records = collectSiteRecords({
  outDir: buildDir,
  siteUrl: readSiteUrl(),
  baseUrl: BASE_URL,
  operationIds: readOperationIds(searchOptions().openapiDocuments.map((document) => path.join(root, document))),
  pageRanks: searchOptions().pageRanks,
});
const indexName = process.env[SEARCH_ENV.indexName]?.trim() || DEFAULT_INDEX_NAME;
const pages = new Set(records.map((record) => record.url_without_anchor)).size;
console.log(`${records.length} records from ${pages} pages for index "${indexName}".`);

if (dryRun) {
  console.log('Dry run: nothing sent. First record:');
  console.log(JSON.stringify(records[0], null, 2));
  process.exit(0);
}

const appId = process.env[SEARCH_ENV.appId]?.trim();
const writeKey = process.env[SEARCH_ENV.writeApiKey]?.trim();
const missing = [!appId && SEARCH_ENV.appId, !writeKey && SEARCH_ENV.writeApiKey].filter(Boolean);
if (missing.length > 0) {
  console.error(`Set ${missing.join(' and ')} to push the records (the write key is not the site's search-only key).`);
  process.exit(1);
}

const { algoliasearch } = await import('algoliasearch');
await pushToAlgolia(algoliasearch(appId, writeKey), indexName, records);
console.log(`Pushed ${records.length} records and DocSearch's settings to "${indexName}".`);
