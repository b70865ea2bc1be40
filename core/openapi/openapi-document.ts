/**
 * Reads the API reference's OpenAPI document, split across YAML files (the root
 * lists each path with a `$ref` to paths/<tag>.yaml, which point at
 * components/schemas/*.yaml), with every `$ref` resolved as the generator sees it
 * after bundling. Only local file references with an optional JSON-pointer
 * fragment are supported: that is all the document uses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

function pointer(doc: Json, fragment: string, file: string): Json {
  let current: Json = doc;
  for (const raw of fragment.split('/').filter(Boolean)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (current === null || typeof current !== 'object' || !(key in current)) {
      throw new Error(`${file}: JSON pointer #${fragment} does not resolve`);
    }
    current = (current as JsonObject)[key];
  }
  return current;
}

/** The document at `rootFile` with every `$ref` replaced by its target. */
export function loadResolvedDocument(rootFile: string): JsonObject {
  const files = new Map<string, Json>();
  const read = (file: string): Json => {
    if (!files.has(file)) files.set(file, parse(fs.readFileSync(file, 'utf8')) as Json);
    return files.get(file)!;
  };
  const resolve = (node: Json, baseFile: string, stack: string[]): Json => {
    if (Array.isArray(node)) return node.map((item) => resolve(item, baseFile, stack));
    if (node === null || typeof node !== 'object') return node;
    const { $ref: ref, ...siblings } = node;
    if (typeof ref === 'string') {
      const [filePart, fragment = ''] = ref.split('#');
      const target = filePart ? path.resolve(path.dirname(baseFile), filePart) : baseFile;
      const key = `${target}#${fragment}`;
      if (stack.includes(key)) throw new Error(`circular $ref ${key}`);
      const resolved = resolve(pointer(read(target), fragment, target), target, [...stack, key]);
      if (Object.keys(siblings).length === 0) return resolved;
      // OpenAPI 3.1 lets a $ref carry keywords of its own (a default, a description);
      // they refine the target, as the generator's reference parser merges them.
      return { ...(resolved as JsonObject), ...(resolve(siblings, baseFile, stack) as JsonObject) };
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolve(value, baseFile, stack)]));
  };
  return resolve(read(rootFile), rootFile, []) as JsonObject;
}

export interface Operation {
  method: string;
  path: string;
  op: JsonObject;
}

export function listOperations(doc: JsonObject): Operation[] {
  return Object.entries((doc.paths ?? {}) as JsonObject).flatMap(([apiPath, item]) =>
    Object.entries(item as JsonObject)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, op]) => ({ method, path: apiPath, op: op as JsonObject })),
  );
}

/**
 * operationIds keyed by "METHOD /path", so an API page (which shows its method and
 * path but not its operationId) can be found by it, from one or more documents (one
 * per docs version; an operation keeps its id across versions). An absent document has none.
 */
export function readOperationIds(rootFiles: string | readonly string[]): Map<string, string> {
  const ids = new Map<string, string>();
  for (const rootFile of typeof rootFiles === 'string' ? [rootFiles] : rootFiles) {
    if (!fs.existsSync(rootFile)) continue;
    for (const { method, path: apiPath, op } of listOperations(loadResolvedDocument(rootFile))) {
      if (typeof op.operationId === 'string') ids.set(`${method.toUpperCase()} ${apiPath}`, op.operationId);
    }
  }
  return ids;
}

/** The property names of an operation's JSON request body, in the document's order; throws when there is none. */
export function requestBodyProperties(doc: JsonObject, operationId: string): string[] {
  const found = listOperations(doc).find(({ op }) => op.operationId === operationId);
  if (!found) throw new Error(`No operation ${operationId} in the document`);
  const body = found.op.requestBody as JsonObject | undefined;
  const content = body?.content as JsonObject | undefined;
  const schema = (content?.['application/json'] as JsonObject | undefined)?.schema as JsonObject | undefined;
  const properties = schema?.properties as JsonObject | undefined;
  if (!properties) throw new Error(`${operationId} has no JSON request body with properties`);
  return Object.keys(properties);
}
