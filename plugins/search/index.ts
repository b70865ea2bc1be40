import fs from 'node:fs';
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';

import { EMBEDDED_INDEX_FILE } from '../../core/search-engine/constants';
import { packIndex } from '../../core/search-engine/embedded-index';
import { docsVersionTag } from '../../core/search-engine/version-tags';
import type { SearchOptions } from './options';
import { readOperationIds } from '../../core/openapi/openapi-document';
import { collectDocsRecords, type DocsPageSource } from './records/docs-records';
import { collectSiteRecords } from './records/site-records';

/**
 * A static folder of the site (see docusaurus.config.ts) where the dev server finds
 * an index made from the docs' Markdown: `npm start` builds no pages to read.
 */
export const DEV_INDEX_DIR = '.docusaurus/search-records-dev';

/**
 * Site search, as a theme: the navbar's DocSearch modal (theme/SearchBar) and the
 * /search page (theme/SearchPage), answered by the embedded engine (core/search-engine/, run in
 * a worker) or by Algolia. After the build it reads every built page into DocSearch
 * records (records/), the same records the DocSearch crawler would make, and
 * writes them with a prebuilt MiniSearch index to `search-index.json`. Under
 * `npm start`, which builds no pages, it writes an index made from the Markdown
 * of every docs version to DEV_INDEX_DIR instead, again whenever a doc changes.
 */
export default function searchTheme(context: LoadContext, options: SearchOptions): Plugin {
  return {
    name: 'search',
    getThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack() {
      return {
        module: {
          rules: [
            // DocSearch's stylesheet entry points (@docsearch/react/style/*) only import CSS, but the
            // package says it has no side effects, so the bundler would drop them: keep them.
            { test: /[\\/]@docsearch[\\/]react[\\/]style[\\/]/, sideEffects: true },
          ],
        },
      };
    },
    getPathsToWatch() {
      return [path.join(context.siteDir, '{docs,versioned_docs}/**/*.{md,mdx}')];
    },
    async allContentLoaded({ allContent }) {
      // A production build indexes its built pages in postBuild.
      if (!options.writeEmbeddedIndex || process.env.NODE_ENV === 'production') return;
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      // Every page of every docs version, tagged with its version as a built page is
      // (Docusaurus's docs-<plugin id>-<version name>, see version-tags.ts).
      const pages: DocsPageSource[] = (docsContent?.loadedVersions ?? []).flatMap((version) =>
        version.docs.map((doc) => ({
          file: path.resolve(context.siteDir, doc.source.replace(/^@site\//, '')),
          id: doc.id,
          route: doc.permalink.slice(context.baseUrl.length),
          tag: docsVersionTag(version.versionName),
        })),
      );
      const records = collectDocsRecords({
        pages,
        siteUrl: context.siteConfig.url,
        baseUrl: context.baseUrl,
        pageRanks: options.pageRanks,
      });
      const dir = path.join(context.siteDir, DEV_INDEX_DIR);
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.writeFile(
        path.join(dir, EMBEDDED_INDEX_FILE),
        JSON.stringify(packIndex(records, context.siteConfig.url)),
      );
    },
    async postBuild({ outDir }) {
      const indexPath = path.join(outDir, EMBEDDED_INDEX_FILE);
      // A dev index left by `npm start` came along with the static files: replace it, or drop it when Algolia answers.
      if (!options.writeEmbeddedIndex) {
        await fs.promises.rm(indexPath, { force: true });
        return;
      }
      const operationIds = options.openapiDocuments
        ? readOperationIds(options.openapiDocuments.map((document) => path.resolve(context.siteDir, document)))
        : undefined;
      const records = collectSiteRecords({
        outDir,
        siteUrl: context.siteConfig.url,
        baseUrl: context.baseUrl,
        operationIds,
        pageRanks: options.pageRanks,
      });
      const file = packIndex(records, context.siteConfig.url);
      await fs.promises.writeFile(indexPath, JSON.stringify(file));
    },
  };
}
