import fs from 'node:fs';
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

import { searchRecordsOptions } from '../../config/search';
import { EMBEDDED_INDEX_FILE } from '../../src/search/constants';
import { packIndex } from '../../src/search/embedded-index';
import { collectDocsRecords } from './docs-records';
import { readOperationIds } from './operation-ids';
import { collectSiteRecords, type PageRankRule } from './site-records';

export interface SearchRecordsOptions {
  /** Root of the OpenAPI document, relative to the site, for the operationIds of API pages. */
  openapiDocument?: string;
  pageRanks?: readonly PageRankRule[];
  /** Write the embedded index; off when Algolia answers searches. */
  writeEmbeddedIndex: boolean;
}

/**
 * A static folder of the site (see docusaurus.config.ts) where the dev server finds
 * an index made from the docs' Markdown: `npm start` builds no pages to read.
 */
export const DEV_INDEX_DIR = '.docusaurus/search-records-dev';

/**
 * While the site loads its content (on `npm start`, again whenever a doc changes),
 * writes an index made from the docs' Markdown to DEV_INDEX_DIR, which the dev
 * server serves as `search-index.json`. After a production build, reads every built page into DocSearch records, the same records
 * the DocSearch crawler would make, and writes them with a prebuilt MiniSearch
 * index to `search-index.json` for the embedded search engine.
 */
export default function searchRecordsPlugin(context: LoadContext): Plugin {
  const options = searchRecordsOptions();
  return {
    name: 'search-records',
    getPathsToWatch() {
      return [path.join(context.siteDir, 'docs/**/*.{md,mdx}')];
    },
    async loadContent() {
      if (!options.writeEmbeddedIndex) return;
      const records = collectDocsRecords({
        docsDir: path.join(context.siteDir, 'docs'),
        siteUrl: context.siteConfig.url,
        baseUrl: context.baseUrl,
        pageRanks: options.pageRanks,
      });
      const dir = path.join(context.siteDir, DEV_INDEX_DIR);
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.writeFile(path.join(dir, EMBEDDED_INDEX_FILE), JSON.stringify(packIndex(records, context.siteConfig.url)));
    },
    async postBuild({ outDir }) {
      const indexPath = path.join(outDir, EMBEDDED_INDEX_FILE);
      // The Markdown index came along with the static files: a build replaces it, or drops it when Algolia answers.
      if (!options.writeEmbeddedIndex) {
        await fs.promises.rm(indexPath, { force: true });
        return;
      }
      const operationIds = options.openapiDocument
        ? readOperationIds(path.resolve(context.siteDir, options.openapiDocument))
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
