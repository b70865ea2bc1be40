import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** The part of a PostCSS declaration node this plugin reads (postcss is not a direct dependency). */
interface CssDeclaration {
  value: string;
  source?: { input: { file?: string } };
  remove(): void;
}

/** A `url()` that points at another host: a page using it would depend on that host. */
export const THIRD_PARTY_URL = /url\(\s*['"]?(?:https?:)?\/\//i;

/** Stylesheets of the OpenAPI theme: they draw the code-sample language logos from GitHub. */
const OPENAPI_THEME_DIR = /[\\/]docusaurus-theme-openapi-docs[\\/]/;

/**
 * PostCSS plugin: removes the OpenAPI theme's declarations that load images
 * from another host (the language logos of the code-sample tabs). The site
 * draws its own logos in src/css/api-reference.css.
 */
export function dropThirdPartyUrls() {
  return {
    postcssPlugin: 'drop-third-party-urls',
    Declaration(declaration: CssDeclaration) {
      const file = declaration.source?.input.file ?? '';
      if (OPENAPI_THEME_DIR.test(file) && THIRD_PARTY_URL.test(declaration.value)) declaration.remove();
    },
  };
}

const client = (file: string) => join(__dirname, 'client', file);

/**
 * The lodash methods only the request panel imports, one by one (client/lodash/
 * has a file for each). The panel's chunk holds the full lodash anyway, for
 * postman-collection. The methods the article uses too (flatten, isEmpty,
 * merge: schema views and response examples) keep their own small modules, so
 * that an operation page does not evaluate the full lodash before the panel loads.
 */
const LODASH_METHODS_USED = ['cloneDeep', 'find', 'mergeWith', 'unionBy'];

/** Files of the OpenAPI theme and of the packages it brings whose imports are redirected. */
export const OPENAPI_PACKAGES =
  /[\\/]node_modules[\\/](?:docusaurus-theme-openapi-docs|docusaurus-plugin-openapi-docs|postman-collection|postman-code-generators|react-live)[\\/]/;

/**
 * Modules of the OpenAPI theme's dependencies replaced in the browser bundle
 * by smaller ones with the same interface; each file says why its stand-in is
 * enough. Together they take the API reference's chunk from about 5.9 MB of
 * JavaScript to under 0.8 MB.
 */
export const BROWSER_REPLACEMENTS: Record<string, string> = {
  'postman-code-generators$': client('codeGenerators.ts'),
  'crypto-js$': client('cryptoSha1.ts'),
  'iconv-lite$': client('iconvLite.ts'),
  'sucrase$': client('sucrase.ts'),
  '@faker-js/faker/locale/en$': client('faker.ts'),
  'rehype-raw$': client('rehypeRaw.ts'),
  'postman-collection$': client('postmanCollection.ts'),
  'pako$': client('pako.ts'),
  'chalk$': client('chalk.ts'),
  // One lodash in the panel's chunk instead of two: its per-method imports get the full copy's methods.
  ...Object.fromEntries(
    LODASH_METHODS_USED.map((method) => [`lodash/${method}$`, client(`lodash/${method}.ts`)]),
  ),
};

/**
 * react-hook-form ships an ES module and a CommonJS build. The theme require()s
 * the CommonJS one, the site's own request-panel fields (src/theme/ApiExplorer)
 * would import the ES module: two copies, each with its own form context, so
 * the site's fields would find no form. Every import gets the one the theme uses.
 */
export const SHARED_MODULES: Record<string, string> = {
  'react-hook-form$': require.resolve('react-hook-form'),
};

/** The theme's tab components that draw scroll buttons with no name (see tab-arrow-labels-loader.cjs). */
export const TAB_COMPONENTS =
  /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](?:ApiTabs|DiscriminatorTabs|MimeTabs|OperationTabs|SchemaTabs)[\\/]index\.js$/;

export const TAB_ARROW_LABELS_LOADER = join(__dirname, 'tab-arrow-labels-loader.cjs');

/**
 * Makes the OpenAPI theme's client code work in, and fit, the browser bundle,
 * and keeps its pages off third-party hosts:
 * - the code-sample generators import Node's `path`: give the browser bundle
 *   path-browserify instead (works with webpack and Rspack);
 * - replace heavy dependencies the reference does not need (BROWSER_REPLACEMENTS);
 * - give the theme and the site one copy of react-hook-form (SHARED_MODULES);
 * - its stylesheet fetches language logos from raw.githubusercontent.com:
 *   drop those declarations when the CSS is built;
 * - name the tab components' scroll buttons (TAB_COMPONENTS).
 */
export default function openApiBrowserSupportPlugin(): Plugin {
  return {
    name: 'openapi-browser-support',
    configureWebpack(_config, isServer) {
      return {
        resolve: isServer ? { alias: SHARED_MODULES } : { alias: SHARED_MODULES, fallback: { path: 'path-browserify' } },
        // Only imports made by the OpenAPI packages are redirected; the rest of the site is
        // untouched. The server rendering uses the same stand-ins, so both render the same markup.
        module: {
          rules: [
            { test: OPENAPI_PACKAGES, resolve: { alias: BROWSER_REPLACEMENTS } },
            { test: TAB_COMPONENTS, use: [{ loader: TAB_ARROW_LABELS_LOADER }] },
          ],
        },
      };
    },
    configurePostCss(options) {
      options.plugins.push(dropThirdPartyUrls());
      return options;
    },
  };
}
