/**
 * The DocSearch records of a whole built site, read from its HTML files: what the
 * embedded index is made of, and what `npm run search:push` uploads to Algolia.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { DocSearchRecord } from '../../../core/search-engine/records';
import { extractPageRecords } from './extract';

export interface PageRankRule {
  /** Route path relative to the base URL, e.g. `docs/api/`. */
  pathPrefix: string;
  /**
   * Only pages that are (true) or are not (false) one API operation or webhook
   * payload: a method and path, or an event, under their title.
   */
  apiOperation?: boolean;
  pageRank: number;
}

/** A page's DocSearch weight.pageRank: the first rule that matches it, or 0. */
export function pageRankOf(rules: readonly PageRankRule[], route: string, apiOperation: boolean): number {
  return (
    rules.find(
      (rule) =>
        route.startsWith(rule.pathPrefix) && (rule.apiOperation === undefined || rule.apiOperation === apiOperation),
    )?.pageRank ?? 0
  );
}

export interface SiteRecordsOptions {
  /** The build folder. */
  outDir: string;
  /** The site's origin, e.g. https://jamcalli.github.io */
  siteUrl: string;
  /** The base URL, e.g. /Pulsarr/ */
  baseUrl: string;
  operationIds?: ReadonlyMap<string, string>;
  /** First matching rule wins; pages matching none get 0. */
  pageRanks?: readonly PageRankRule[];
}

/** HTML files that are pages, relative to the build folder, in a stable order. */
export function listPageFiles(outDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(outDir, 'assets')) walk(full);
      } else if (entry.name.endsWith('.html') && full !== path.join(outDir, '404.html')) {
        files.push(path.relative(outDir, full).split(path.sep).join('/'));
      }
    }
  };
  walk(outDir);
  return files.sort();
}

/** `docs/intro.html` → `docs/intro`; `index.html` → ``; `docs/index.html` → `docs/`. */
export function routeOf(file: string): string {
  return file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
}

export function collectSiteRecords({
  outDir,
  siteUrl,
  baseUrl,
  operationIds,
  pageRanks = [],
}: SiteRecordsOptions): DocSearchRecord[] {
  return listPageFiles(outDir).flatMap((file) => {
    const route = routeOf(file);
    const html = fs.readFileSync(path.join(outDir, file), 'utf8');
    return extractPageRecords({
      html,
      url: `${siteUrl}${baseUrl}${route}`,
      operationIds,
      pageRank: ({ apiOperation }) => pageRankOf(pageRanks, route, apiOperation),
    });
  });
}
