// Regenerates each docs version's API reference from its OpenAPI document (core/docs-site/api-references.ts):
//   1. removes <version docs>/api/ so operations removed from a document do not linger,
//   2. runs `docusaurus gen-api-docs all` (MDX pages + <version docs>/api/sidebar.ts),
//   3. bundles each document into one file readers can download (static/openapi/),
//   4. checks that every operation, tag and the introduction got its page, and nothing else,
//      because the generator only logs write errors,
//   5. writes the Latest reference's "API changes since 0.6.4" page from both documents.
// Run by `npm start`, `npm run build` and `npm test` (see package.json); by hand: npm run api:generate
import { execFileSync } from 'node:child_process';
import createJiti from 'jiti';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import kebabCase from 'lodash/kebabCase.js';

const siteDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// The references are TypeScript constants shared with the site config; jiti is how Docusaurus loads TypeScript.
const load = createJiti(fileURLToPath(import.meta.url), { interopDefault: true });
const { API_REFERENCES } = load('../../core/docs-site/api-references.ts');
const { writeApiChangesPage } = load('./api-changes-page.ts');
const bin = (name) => join(siteDir, 'node_modules/.bin', name);
// Redocly CLI would otherwise report usage and check for updates over the network.
const env = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
};
// Both tools log a line per file and a banner or two: show their output only when they fail.
function run(command, args) {
  try {
    execFileSync(command, args, { cwd: siteDir, env, stdio: 'pipe' });
  } catch (error) {
    process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}`);
    throw error;
  }
}

for (const reference of API_REFERENCES) rmSync(join(siteDir, reference.outputDir), { recursive: true, force: true });
run(bin('docusaurus'), ['gen-api-docs', 'all']);

const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);
let failed = false;
for (const reference of API_REFERENCES) {
  const apiDocsDir = join(siteDir, reference.outputDir);
  const downloadPath = join(siteDir, 'static', reference.downloadPath);
  mkdirSync(dirname(downloadPath), { recursive: true });
  run(bin('redocly'), ['bundle', reference.specPath, '--output', downloadPath]);

  const bundled = parse(readFileSync(downloadPath, 'utf8'));
  const operationIds = Object.values(bundled.paths ?? {}).flatMap((item) =>
    Object.entries(item)
      .filter(([method]) => methods.has(method))
      .map(([, operation]) => operation.operationId),
  );
  const webhookIds = Object.values(bundled.webhooks ?? {}).flatMap((item) =>
    Object.entries(item)
      .filter(([method]) => methods.has(method))
      .map(([, operation]) => operation.operationId),
  );
  // The generator's slugs come from lodash's kebabCase ("getTMDBMetadata" -> "get-tmdb-metadata", "API Keys" -> "api-keys").
  const files = readdirSync(apiDocsDir);
  const expected = [
    `${kebabCase(bundled.info.title)}.info.mdx`,
    ...bundled.tags.map((tag) => `${kebabCase(tag.name)}.tag.mdx`),
    ...operationIds.map((id) => `${kebabCase(id)}.api.mdx`),
    'sidebar.ts',
  ];
  const pages = files.filter((file) => file.endsWith('.mdx'));
  const missing = expected.filter((file) => !files.includes(file));
  const unexpected = pages.filter(
    (file) => !expected.includes(file) && !webhookIds.some((id) => file.startsWith(`${kebabCase(id)}.`)),
  );
  if (missing.length > 0 || unexpected.length > 0) {
    console.error(
      `API reference of ${reference.specPath}: generation is incomplete or unexpected:` +
        (missing.length ? ` missing ${missing.join(', ')};` : '') +
        (unexpected.length ? ` not from the document: ${unexpected.join(', ')}` : ''),
    );
    failed = true;
    continue;
  }
  console.log(
    `API reference: ${pages.length} pages (${operationIds.length} operations, ${bundled.tags.length} tags, introduction` +
      `${webhookIds.length ? `, ${webhookIds.length} webhooks` : ''}) in ${reference.outputDir}/; ` +
      `the bundled document in static/${reference.downloadPath}`,
  );
}
if (failed) process.exit(1);

const { file, changes } = writeApiChangesPage(siteDir);
console.log(
  `API changes page: ${file} (${changes.added.length} operations added, ${changes.removed.length} removed, ` +
    `${changes.moved.length} moved; ${changes.tagsAdded.length} tags added, ${changes.tagsRemoved.length} removed)`,
);
