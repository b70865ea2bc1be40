import fs from 'node:fs';
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

import { searchRecordsOptions } from '../../config/search';
import { EMBEDDED_INDEX_FILE } from '../../src/search/constants';
import { packIndex } from '../../src/search/embedded-index';
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
 * After the build, reads every built page into DocSearch records, the same records
 * the DocSearch crawler would make, and writes them with a prebuilt MiniSearch
 * index to `search-index.json` for the embedded search engine.
 */
export default function searchRecordsPlugin(context: LoadContext): Plugin {
  const options = searchRecordsOptions();
  return {
    name: 'search-records',
    async postBuild({ outDir }) {
      if (!options.writeEmbeddedIndex) return;
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
      await fs.promises.writeFile(path.join(outDir, EMBEDDED_INDEX_FILE), JSON.stringify(file));
    },
  };
}
