import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';

import { bundleTrimRule } from './bundle-trim';
import { API_SIDEBAR_DIR } from '../../core/docs-site/api-references';
import type { CardDescriptions } from './tag-page/ApiTagCards';

/**
 * react-hook-form ships an ES module and a CommonJS build. The theme require()s
 * the CommonJS one and the site's request-panel fields (theme/ApiExplorer) would
 * import the ES module: two copies, each with its own form context, so the site's
 * fields would find no form. Every import gets the one the theme uses.
 */
export const SHARED_MODULES: Record<string, string> = {
  'react-hook-form$': require.resolve('react-hook-form'),
};

/**
 * The API reference, as a theme: its components replace the OpenAPI theme's
 * (so it is registered after docusaurus-theme-openapi-docs in `themes`), its
 * stylesheet, and the module resolution the theme's browser code needs: Node's
 * `path` from path-browserify, one react-hook-form, and the stand-ins of
 * bundle-trim.ts. Generation is plugins/api-reference/generate.mjs; the
 * generator's options are config/openapi.ts.
 */
export default function apiReferenceTheme(): Plugin {
  return {
    name: 'api-reference',
    getThemePath: () => join(__dirname, 'theme'),
    // The sidebar's method badges, on every page; the API pages' stylesheets come with them (page-styles.ts).
    getClientModules: () => [join(__dirname, 'global.css')],
    // The descriptions the tag pages' cards show (tag-page/), which the docs plugin no longer gives every page.
    async allContentLoaded({ allContent, actions }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const descriptions: CardDescriptions = Object.fromEntries(
        (docs?.loadedVersions ?? []).map((version) => [
          version.versionName,
          Object.fromEntries(
            version.docs
              .filter((doc) => doc.id.startsWith(`${API_SIDEBAR_DIR}/`) && doc.description)
              .map((doc) => [doc.id, doc.description]),
          ),
        ]),
      );
      await actions.createData('card-descriptions.json', JSON.stringify(descriptions));
    },
    configureWebpack(_config, isServer) {
      return {
        resolve: isServer
          ? { alias: SHARED_MODULES }
          : { alias: SHARED_MODULES, fallback: { path: 'path-browserify' } },
        // The server rendering uses the same stand-ins, so both render the same markup.
        module: { rules: [bundleTrimRule] },
      };
    },
  };
}
