import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * The tab components that remount everything in them once the page has
 * hydrated: the classic theme's Tabs (docs pages) and the OpenAPI theme's five
 * (request body, responses, schemas, examples, operations).
 */
export const TABS_REMOUNTED_AFTER_HYDRATION =
  /[\\/](?:@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]Tabs|docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](?:ApiTabs|DiscriminatorTabs|MimeTabs|OperationTabs|SchemaTabs))[\\/]index\.js$/;

/** The OpenAPI theme's views that render only in the browser: parameters, request body, response bodies. */
export const SCHEMA_VIEWS_RENDERED_IN_BROWSER =
  /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](?:ParamsDetails|RequestSchema|ResponseSchema)[\\/]index\.js$/;

export const KEEP_MOUNTED_LOADER = join(__dirname, 'keep-mounted-loader.cjs');
export const SERVER_RENDER_LOADER = join(__dirname, 'server-render-loader.cjs');

/**
 * What the server renders, the browser hydrates where it stands, instead of
 * rebuilding it after hydration:
 * - the tab components keep their content (keep-mounted-loader.cjs);
 * - the API reference's parameters and schemas are in the server's HTML
 *   (server-render-loader.cjs), not skeletons filled in by the browser.
 * On an API operation page both were the longest task of the load: the whole
 * request body and every response rendered, parsed from Markdown and laid out
 * after hydration, in one piece.
 */
export default function hydrateInPlacePlugin(): Plugin {
  return {
    name: 'hydrate-in-place',
    configureWebpack() {
      return {
        module: {
          rules: [
            { test: TABS_REMOUNTED_AFTER_HYDRATION, use: [{ loader: KEEP_MOUNTED_LOADER }] },
            { test: SCHEMA_VIEWS_RENDERED_IN_BROWSER, use: [{ loader: SERVER_RENDER_LOADER }] },
          ],
        },
      };
    },
  };
}
