/**
 * operationIds of the OpenAPI document, keyed by "METHOD /path", so an API page
 * (which shows its method and path but not its operationId) can be found by it.
 * The document is split across files: the root lists each path with a `$ref` to
 * its path item in paths/<tag>.yaml.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type YamlObject = Record<string, unknown>;

function isObject(value: unknown): value is YamlObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolvePathItem(item: unknown, baseFile: string, cache: Map<string, unknown>): YamlObject | null {
  if (!isObject(item)) return null;
  const ref = item.$ref;
  if (typeof ref !== 'string') return item;
  const [filePart, fragment = ''] = ref.split('#');
  const file = filePart ? path.resolve(path.dirname(baseFile), filePart) : baseFile;
  if (!cache.has(file)) cache.set(file, parse(fs.readFileSync(file, 'utf8')));
  let node: unknown = cache.get(file);
  for (const key of fragment.split('/').filter(Boolean)) {
    node = isObject(node) ? node[decodeURIComponent(key).replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  return resolvePathItem(node, file, cache);
}

export function readOperationIds(rootFile: string): Map<string, string> {
  const ids = new Map<string, string>();
  if (!fs.existsSync(rootFile)) return ids;
  const cache = new Map<string, unknown>();
  const root = parse(fs.readFileSync(rootFile, 'utf8')) as YamlObject;
  const paths = isObject(root.paths) ? root.paths : {};
  for (const [apiPath, rawItem] of Object.entries(paths)) {
    const item = resolvePathItem(rawItem, rootFile, cache);
    if (!item) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (isObject(operation) && typeof operation.operationId === 'string') {
        ids.set(`${method.toUpperCase()} ${apiPath}`, operation.operationId);
      }
    }
  }
  return ids;
}
