/**
 * The OpenAPI document as the tests read it (every `$ref` resolved, by the same
 * reader the site uses), plus the shared reference files beside the repository.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

import { loadResolvedDocument as loadDocument, type Json, type JsonObject } from '../../../core/openapi/openapi-document';
import { docsVersion, SPEC_VERSION, type DocsVersionName } from '../../../core/docs-site/versions';

export { HTTP_METHODS, listOperations, type Json, type Operation } from '../../../core/openapi/openapi-document';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

/** The root file of a docs version's document ('0.6.4' unless another version is named). */
export function rootFileOf(version: DocsVersionName = SPEC_VERSION): string {
  return path.join(REPO_ROOT, docsVersion(version).openapiRoot);
}

/** The 0.6.4 document, which these tests hold to the 0.6.4 reference files. */
export const ROOT_FILE = rootFileOf(SPEC_VERSION);
export const OPENAPI_DIR = path.dirname(ROOT_FILE);
/** shared/ sits next to the repository (../shared seen from the repo root). */
export const SHARED_REFERENCE_DIR = path.resolve(REPO_ROOT, '../shared/reference');
/** Pulsarr's published document of late 2026 and its operation and tag lists, for the Latest version. */
export const LATEST_REFERENCE_DIR = path.join(SHARED_REFERENCE_DIR, 'latest');

/** A version's root document with every $ref replaced by its target. */
export function loadResolvedDocument(version: DocsVersionName = SPEC_VERSION): JsonObject {
  return loadDocument(rootFileOf(version));
}

/** Every YAML file of a version's document (root, paths, webhooks, components), parsed but unresolved. */
export function loadRawFiles(version: DocsVersionName = SPEC_VERSION): Map<string, Json> {
  const openapiDir = path.dirname(rootFileOf(version));
  const files = new Map<string, Json>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.yaml')) files.set(path.relative(openapiDir, full), parse(fs.readFileSync(full, 'utf8')) as Json);
    }
  };
  walk(openapiDir);
  return files;
}

/** lodash's kebab case, which the docs plugin uses for slugs ("API Keys" -> "api-keys"). */
export { default as kebabCase } from 'lodash/kebabCase.js';

/** Reads a TSV file with a header row into objects keyed by column name. */
export function readTsv(file: string): Record<string, string>[] {
  const [header, ...rows] = fs.readFileSync(file, 'utf8').split(/\r?\n/).filter((line) => line.trim() !== '');
  const columns = header.split('\t');
  return rows.map((row) => {
    const cells = row.split('\t');
    return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']));
  });
}
