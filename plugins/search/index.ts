import fs from 'node:fs';
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';

import { EMBEDDED_INDEX_FILE } from './engine/constants';
import { packIndex } from './engine/embedded-index';
import type { SearchOptions } from './options';
import { readOperationIds } from '../api-reference/openapi-document';
import { collectSiteRecords } from './records/site-records';

/**
 * Site search, as a theme: the navbar's DocSearch modal (theme/SearchBar) and the
 * /search page (theme/SearchPage), answered by the embedded engine (engine/, run in
 * a worker) or by Algolia. After the build it reads every built page into DocSearch
 * records (records/), the same records the DocSearch crawler would make, and
 * writes them with a prebuilt MiniSearch index to `search-index.json`.
 */
export default function searchTheme(context: LoadContext, options: SearchOptions): Plugin {
  return {
    name: 'search',
    getThemePath: () => path.join(__dirname, 'theme'),
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
