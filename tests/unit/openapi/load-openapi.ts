/**
 * Loads openapi/pulsarr-api.yaml and resolves every `$ref` across the split YAML files
 * (paths/*.yaml, components/schemas/*.yaml), so tests can inspect the document as the
 * docs plugin sees it after bundling. Only local file references with an optional
 * JSON-pointer fragment are supported, which is all the document uses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
export const OPENAPI_DIR = path.join(REPO_ROOT, 'openapi');
export const ROOT_FILE = path.join(OPENAPI_DIR, 'pulsarr-api.yaml');
/** shared/ sits next to the repository (../shared seen from the repo root). */
export const SHARED_REFERENCE_DIR = path.resolve(__dirname, '../../../../shared/reference');

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const fileCache = new Map<string, Json>();

function readYaml(file: string): Json {
  let doc = fileCache.get(file);
  if (doc === undefined) {
    doc = parse(fs.readFileSync(file, 'utf8')) as Json;
    fileCache.set(file, doc);
  }
  return doc;
}

function pointer(doc: Json, fragment: string): Json {
  if (!fragment || fragment === '/') return doc;
  let current: Json = doc;
  for (const raw of fragment.replace(/^\//, '').split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (current === null || typeof current !== 'object' || !(key in current)) {
      throw new Error(`JSON pointer #${fragment} does not resolve`);
    }
    current = (current as JsonObject)[key];
  }
  return current;
}

function resolveNode(node: Json, baseFile: string, stack: string[]): Json {
  if (Array.isArray(node)) return node.map((item) => resolveNode(item, baseFile, stack));
  if (node === null || typeof node !== 'object') return node;
  const ref = (node as JsonObject).$ref;
  if (typeof ref === 'string') {
    const [filePart, fragment = ''] = ref.split('#');
    const target = filePart ? path.resolve(path.dirname(baseFile), filePart) : baseFile;
    const key = `${target}#${fragment}`;
    if (stack.includes(key)) throw new Error(`circular $ref ${key}`);
    return resolveNode(pointer(readYaml(target), fragment), target, [...stack, key]);
  }
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) out[key] = resolveNode(value, baseFile, stack);
  return out;
}

/** The root document with every $ref replaced by its target. */
export function loadResolvedDocument(): JsonObject {
  return resolveNode(readYaml(ROOT_FILE), ROOT_FILE, []) as JsonObject;
}

/** Every YAML file of the document (root, paths, components), parsed but unresolved. */
export function loadRawFiles(): Map<string, Json> {
  const files = new Map<string, Json>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.yaml')) files.set(path.relative(OPENAPI_DIR, full), readYaml(full));
    }
  };
  walk(OPENAPI_DIR);
  return files;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export interface Operation {
  method: string;
  path: string;
  op: JsonObject;
}

export function listOperations(doc: JsonObject): Operation[] {
  const ops: Operation[] = [];
  for (const [p, item] of Object.entries(doc.paths as JsonObject)) {
    for (const [method, op] of Object.entries(item as JsonObject)) {
      if (HTTP_METHODS.includes(method)) ops.push({ method, path: p, op: op as JsonObject });
    }
  }
  return ops;
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
