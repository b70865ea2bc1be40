import { join } from 'node:path';

/**
 * Module stand-ins for the API reference's browser bundle: each replaces a
 * dependency of the OpenAPI theme with a smaller module of the same interface.
 * Only imports made from inside the OpenAPI packages are redirected; the rest of
 * the site is untouched. A stand-in that cannot do the real module's work logs
 * and throws through stand-ins/reached.ts, and
 * tests/e2e/api-reference/bundle-trim.spec.ts proves no page reaches one.
 */

const standIn = (file: string) => join(__dirname, 'stand-ins', file);

/**
 * Files of the OpenAPI theme and of the packages it brings whose imports are
 * redirected (the Markdown table extension's among them).
 */
export const OPENAPI_PACKAGES =
  /[\\/]node_modules[\\/](?:docusaurus-theme-openapi-docs|docusaurus-plugin-openapi-docs|postman-collection|postman-code-generators|react-live|mdast-util-gfm-table|mdast-util-gfm-task-list-item)[\\/]/;

/**
 * The lodash methods only the request panel imports one by one; they take the
 * full lodash that postman-collection brings anyway. The methods the article uses
 * too (flatten, isEmpty, merge) have small stand-ins of their own (below).
 */
const LODASH_METHODS_USED = ['cloneDeep', 'find', 'mergeWith', 'unionBy'];

export const BROWSER_REPLACEMENTS: Record<string, string> = {
  // About 40 language generators; the reference shows four (config/openapi.ts, languageTabs).
  'postman-code-generators$': standIn('codeGenerators.ts'),
  // The theme only hashes storage keys with SHA-1.
  'crypto-js$': standIn('cryptoSha1.ts'),
  // Decodes non-UTF-8 responses; Pulsarr answers in UTF-8.
  'iconv-lite$': standIn('iconvLite.ts'),
  // react-live compiles the request body as JSX for a preview the panel never shows.
  sucrase$: standIn('sucrase.ts'),
  // Fills Postman's {{$random…}} variables, which the reference's requests never contain.
  '@faker-js/faker/locale/en$': standIn('faker.ts'),
  // Renders raw HTML in descriptions; the document has none (tests/unit/api-reference checks).
  'rehype-raw$': standIn('rehypeRaw.ts'),
  // Merges allOf schemas; neither document has one.
  'allof-merge$': standIn('allofMerge.ts'),
  // Lays out XML bodies and examples; the API speaks JSON only.
  'xml-formatter$': standIn('xmlFormatter.ts'),
  // GitHub's Markdown extensions: descriptions use tables only (the stand-in keeps those).
  'remark-gfm$': standIn('remarkGfm.ts'),
  // Write Markdown back out (the table extension carries it); rendering descriptions never does.
  'mdast-util-to-markdown$': standIn('mdastToMarkdown.ts'),
  'markdown-table$': standIn('markdownTable.ts'),
  // Only the request-building classes of the Postman SDK.
  'postman-collection$': standIn('postmanCollection.ts'),
  // Operations are stored as plain JSON (config/openapi.ts, disableCompression), never inflated.
  pako$: standIn('pako.ts'),
  // Colours one console warning.
  chalk$: standIn('chalk.ts'),
  // Deep merge, emptiness and one-level flattening of JSON schemas and tab lists; the real ones bring
  // lodash's cloning and type-tag internals to every API page.
  'lodash/merge$': standIn('lodash/merge.ts'),
  'lodash/isEmpty$': standIn('lodash/isEmpty.ts'),
  'lodash/flatten$': standIn('lodash/flatten.ts'),
  ...Object.fromEntries(LODASH_METHODS_USED.map((method) => [`lodash/${method}$`, standIn(`lodash/${method}.ts`)])),
};

/** The webpack/Rspack rule that applies the stand-ins to the OpenAPI packages' imports. */
export const bundleTrimRule = { test: OPENAPI_PACKAGES, resolve: { alias: BROWSER_REPLACEMENTS } };
