import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PluginConfig } from '@docusaurus/types';
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';
import { createApiPageMD } from 'docusaurus-plugin-openapi-docs/lib/markdown';
import { parse } from 'yaml';

import { OPENAPI_SPEC_PATH } from '../plugins/api-reference/openapi-document';
import { toOperationPageMdx } from '../plugins/api-reference/operation-page/operationPageMdx';
import { serverAddress, type ServerObject } from '../plugins/api-reference/operation-page/serverAddress';

import { BASE_URL } from './site';

/**
 * The API reference is generated from the OpenAPI document in openapi/ into
 * docs/api/ (git-ignored) by `npm run api:generate`, which `npm start` and
 * `npm run build` run first. Generated pages are build output: change the
 * document, never the pages.
 */

/** Id of the generator plugin; `docusaurus gen-api-docs all` regenerates every spec it lists. */
export const OPENAPI_PLUGIN_ID = 'openapi';

/** Where the generated MDX pages and sidebar land, inside the one docs plugin. */
export const API_DOCS_DIR = 'docs/api';

/**
 * The bundled (single-file) document readers can download, written into
 * static/ by plugins/api-reference/generate.mjs and served under the base path.
 */
export const OPENAPI_DOWNLOAD_PATH = 'openapi/pulsarr-api.yaml';

const pulsarrApi: OpenApiPlugin.Options = {
  specPath: OPENAPI_SPEC_PATH,
  outputDir: API_DOCS_DIR,
  downloadUrl: `${BASE_URL}${OPENAPI_DOWNLOAD_PATH}`,
  // Plain JSON in the front matter: the browser bundle then needs no inflate
  // code (see plugins/api-reference/bundle-trim.ts).
  disableCompression: true,
  markdownGenerators: {
    // Operation pages load the API reference's code as one chunk of their own
    // instead of importing it: imported by 132 pages, it would otherwise join
    // the chunks every page of the site loads (see operationPageMdx.ts).
    createApiPageMD: (page) => toOperationPageMdx(createApiPageMD(page)),
  },
  sidebarOptions: {
    groupPathsBy: 'tag',
    // One page per tag at /docs/api/<tag-slug>, linked from its sidebar category.
    categoryLinkSource: 'tag',
    sidebarCollapsed: true,
  },
};

export const openApiPlugin: PluginConfig = [
  'docusaurus-plugin-openapi-docs',
  {
    id: OPENAPI_PLUGIN_ID,
    // The docs plugin of preset-classic; the generated pages join its one sidebar.
    docsPluginId: 'classic',
    config: { pulsarr: pulsarrApi },
  },
];

/** One code sample per language a Pulsarr script is commonly written in. */
const languageTabs = [
  { highlight: 'bash', language: 'curl', logoClass: 'curl' },
  { highlight: 'javascript', language: 'javascript', logoClass: 'javascript' },
  { highlight: 'python', language: 'python', logoClass: 'python' },
  { highlight: 'go', language: 'go', logoClass: 'go' },
];

/** Keys of themeConfig read by docusaurus-theme-openapi-docs. */
export const openApiThemeConfig = {
  languageTabs,
  api: {
    // The server URL and API key a reader types into "Send API Request" stay for this tab only.
    // (The theme README misspells this key; its code reads the spelling below.)
    authPersistence: 'sessionStorage',
  },
};

/**
 * The address of the document's first server, each variable at its default
 * (http://localhost:3003): where the API reference's requests go unless the
 * reader picks another. Operation pages write it in their server-rendered HTML
 * (theme/ApiExplorer/MethodEndpoint reads it from customFields.apiServerUrl).
 */
export function defaultApiServerUrl(specPath = join(__dirname, '..', OPENAPI_SPEC_PATH)): string {
  const { servers } = parse(readFileSync(specPath, 'utf8')) as { servers?: ServerObject[] };
  const first = servers?.[0];
  if (!first) throw new Error(`${specPath} lists no server: the API reference needs one (servers[0].url).`);
  return serverAddress(first);
}
