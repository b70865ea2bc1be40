import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PluginConfig } from '@docusaurus/types';
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';
import { createApiPageMD, createInfoPageMD } from 'docusaurus-plugin-openapi-docs/lib/markdown';
import { parse } from 'yaml';

import { toInfoPageMdx } from '../plugins/api-reference/info-page-mdx';
import { loadResolvedDocument } from '../core/openapi/openapi-document';
import { toOperationPageMdx } from '../plugins/api-reference/operation-page/operationPageMdx';
import { asWebhookPage, webhookEvents } from '../plugins/api-reference/operation-page/webhookPage';
import { serverAddress, type ServerObject } from '../plugins/api-reference/operation-page/serverAddress';

import { BASE_URL } from '../core/docs-site/site';
import { API_REFERENCES, type ApiReference } from '../core/docs-site/api-references';

/**
 * Each docs version has its own API reference, generated from its own OpenAPI
 * document (core/docs-site/versions.ts names it) into `<version docs>/api/` (git-ignored)
 * by `npm run api:generate`, which `npm start` and `npm run build` run first.
 * Generated pages are build output: change the document, never the pages.
 */

/** Id of the generator plugin; `docusaurus gen-api-docs all` regenerates every spec it lists. */
export const OPENAPI_PLUGIN_ID = 'openapi';

function generatorOptions(reference: ApiReference): OpenApiPlugin.Options {
  // Read only when pages are generated (npm run api:generate), not whenever the config loads.
  let events: Map<string, string> | undefined;
  const eventsOf = () => (events ??= webhookEvents(loadResolvedDocument(join(__dirname, '..', reference.specPath))));
  return {
    specPath: reference.specPath,
    outputDir: reference.outputDir,
    downloadUrl: `${BASE_URL}${reference.downloadPath}`,
    // Plain JSON in the front matter: the browser bundle then needs no inflate
    // code (see plugins/api-reference/bundle-trim.ts).
    disableCompression: true,
    markdownGenerators: {
      // Operation pages load the API reference's code as one chunk of their own
      // instead of importing it: imported by every operation page, it would otherwise
      // join the chunks every page of the site loads (see operationPageMdx.ts).
      // Webhook pages show their event, ask for no credentials and say how Pulsarr delivers them.
      createApiPageMD: (page) => toOperationPageMdx(createApiPageMD(asWebhookPage(page, eventsOf()))),
      // The introduction page brings the API pages' stylesheets, which are not on every page.
      createInfoPageMD: (page) => toInfoPageMdx(createInfoPageMD(page)),
    },
    // Tag pages list their operations as the stock template does, with the descriptions their cards
    // show brought by the page itself (plugins/api-reference/tag-page/).
    tagTemplate: 'plugins/api-reference/tag-page/tag-page.mdx.mustache',
    sidebarOptions: {
      groupPathsBy: 'tag',
      // One page per tag at <version>/api/<tag-slug>, linked from its sidebar category.
      categoryLinkSource: 'tag',
      sidebarCollapsed: true,
    },
  };
}

export const openApiPlugin: PluginConfig = [
  'docusaurus-plugin-openapi-docs',
  {
    id: OPENAPI_PLUGIN_ID,
    // The docs plugin of preset-classic; each version's pages join that version's sidebar.
    docsPluginId: 'classic',
    config: Object.fromEntries(API_REFERENCES.map((reference) => [reference.id, generatorOptions(reference)])),
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
 * The address of a document's first server, each variable at its default
 * (http://localhost:3003): where the API reference's requests go unless the
 * reader picks another. Operation pages write it in their server-rendered HTML
 * (theme/ApiExplorer/MethodEndpoint reads customFields.apiServerUrls for the
 * page's docs version).
 */
export function defaultApiServerUrl(specPath: string): string {
  const { servers } = parse(readFileSync(specPath, 'utf8')) as { servers?: ServerObject[] };
  const first = servers?.[0];
  if (!first) throw new Error(`${specPath} lists no server: the API reference needs one (servers[0].url).`);
  return serverAddress(first);
}

/** Each docs version's default API server address, by Docusaurus version name. */
export function defaultApiServerUrls(siteDir = join(__dirname, '..')): Record<string, string> {
  return Object.fromEntries(
    API_REFERENCES.map((reference) => [reference.version, defaultApiServerUrl(join(siteDir, reference.specPath))]),
  );
}
