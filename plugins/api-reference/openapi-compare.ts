/**
 * Compares the structure of two OpenAPI documents (3.0 or 3.1), operation by
 * operation and webhook by webhook, and lists every difference with its kind.
 * Words (summary, description, title, examples) and vendor extensions (`x-…`)
 * are not structure and are never compared. Both documents must have their
 * `$ref`s resolved first: openapi-document.ts does it for our split YAML
 * files, resolveLocalRefs() for a single-file document such as Pulsarr's own.
 */
import type { Json, JsonObject } from '../../core/openapi/openapi-document';
import { HTTP_METHODS } from '../../core/openapi/openapi-document';

export type DifferenceKind =
  /** The `openapi` version differs. */
  | 'document'
  /** A server's URL, or its variables' names, enums or defaults. */
  | 'server'
  /** A security scheme's presence, type, location or name. */
  | 'security-scheme'
  /** The security requirements, globally or of one operation. */
  | 'security'
  /** The declared tags, in order. */
  | 'tag'
  /** An operation that only one document has; its side holds the operationId, or null where it has none. */
  | 'operation'
  /** An operation whose operationId differs (operations matched by method and path). */
  | 'operation-id'
  /** An operation whose method or path differs (operations matched by operationId). */
  | 'path'
  /** An operation's tags. */
  | 'operation-tag'
  /** A parameter's presence, `required` or schema. */
  | 'parameter'
  /** The request body's presence, `required`, media types or schema. */
  | 'request-body'
  /** A response status code, its media types or its schema. */
  | 'response'
  /** A webhook that only one document has, or a webhook's methods. */
  | 'webhook';

export interface Difference {
  kind: DifferenceKind;
  /** The operation it belongs to ("GET /v1/users/{id}", "webhook media.available"), or '' for the document. */
  operation: string;
  /** Where inside the operation (or the document), slash-separated, e.g. "responses/200/application/json/properties/id/type". */
  location: string;
  /** The value in the first (left) document; undefined where it has none. */
  left: Json | undefined;
  /** The value in the second (right) document; undefined where it has none. */
  right: Json | undefined;
}

export interface CompareOptions {
  /**
   * How operations of the two documents are paired: by method and path (the
   * default, for a document and its copy) or by operationId (across releases,
   * where an operation can move to another path and keep its id).
   */
  matchOperationsBy?: 'method-and-path' | 'operationId';
}

/** Keywords that carry words, not structure. */
const WORD_KEYWORDS = new Set(['description', 'summary', 'title', 'example', 'examples', 'externalDocs']);
/** Schema keywords whose values are schemas, compared by recursion. */
const NESTED_SCHEMA_KEYWORDS = new Set(['items', 'additionalProperties', 'propertyNames', 'not', 'contains']);
/** Schema keywords holding a list of schemas, compared branch by branch. */
const SCHEMA_LIST_KEYWORDS = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);

const isObject = (value: Json | undefined): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Stable JSON text of a value, with object keys sorted. */
function canonical(value: Json | undefined): string {
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

const same = (a: Json | undefined, b: Json | undefined) => canonical(a) === canonical(b);

/**
 * A schema in one dialect: OpenAPI 3.0's `nullable` and boolean exclusive bounds
 * become 3.1's type list and numeric bounds, a type is always a sorted list, and
 * `anyOf: [X, {type: 'null'}]` with a typed X becomes X with 'null' added to its
 * types, so the same shape written in 3.0 and 3.1 compares equal.
 */
export function normaliseSchema(schema: Json | undefined): Json | undefined {
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (WORD_KEYWORDS.has(key) || key.startsWith('x-') || key === 'nullable') continue;
    if (key === 'properties' && isObject(value)) {
      out.properties = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, normaliseSchema(sub)!]));
    } else if (NESTED_SCHEMA_KEYWORDS.has(key) && isObject(value)) out[key] = normaliseSchema(value)!;
    else if (SCHEMA_LIST_KEYWORDS.has(key) && Array.isArray(value))
      out[key] = value.map((sub) => normaliseSchema(sub)!);
    else out[key] = value;
  }
  if (out.type !== undefined) {
    const types = new Set(Array.isArray(out.type) ? (out.type as string[]) : [out.type as string]);
    if (schema.nullable === true) types.add('null');
    out.type = [...types].sort();
  }
  for (const [bound, limit] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (out[bound] === true && typeof out[limit] === 'number') {
      out[bound] = out[limit];
      delete out[limit];
    } else if (out[bound] === false) delete out[bound];
  }
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2 && Object.keys(out).length === 1) {
    const nullIndex = branches.findIndex((b) => isObject(b) && same(b, { type: ['null'] }));
    const other = branches[1 - nullIndex];
    if (nullIndex !== -1 && isObject(other) && Array.isArray(other.type)) {
      return { ...other, type: [...new Set([...(other.type as string[]), 'null'])].sort() };
    }
  }
  return out;
}

function compareSchemas(
  left: Json | undefined,
  right: Json | undefined,
  push: (location: string, left: Json | undefined, right: Json | undefined) => void,
  location: string,
): void {
  const a = normaliseSchema(left);
  const b = normaliseSchema(right);
  if (same(a, b)) return;
  if (!isObject(a) || !isObject(b)) {
    push(location, a, b);
    return;
  }
  const at = (key: string) => (location ? `${location}/${key}` : key);
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const x = a[key];
    const y = b[key];
    if (same(x, y)) continue;
    if (key === 'properties' && isObject(x) && isObject(y)) {
      for (const name of new Set([...Object.keys(x), ...Object.keys(y)])) {
        compareSchemas(x[name], y[name], push, at(`properties/${name}`));
      }
    } else if (key === 'required' && Array.isArray(x) && Array.isArray(y) && same([...x].sort(), [...y].sort())) {
      continue;
    } else if (NESTED_SCHEMA_KEYWORDS.has(key) && isObject(x) && isObject(y)) {
      compareSchemas(x, y, push, at(key));
    } else if (SCHEMA_LIST_KEYWORDS.has(key) && Array.isArray(x) && Array.isArray(y) && x.length === y.length) {
      x.forEach((branch, i) => compareSchemas(branch, y[i], push, at(`${key}/${i}`)));
    } else {
      push(at(key), x, y);
    }
  }
}

interface NamedOperation {
  key: string;
  method: string;
  path: string;
  op: JsonObject;
}

function operationsOf(doc: JsonObject): NamedOperation[] {
  const found: NamedOperation[] = [];
  for (const [apiPath, item] of Object.entries((doc.paths ?? {}) as JsonObject)) {
    if (!isObject(item)) continue;
    for (const [method, op] of Object.entries(item)) {
      if (HTTP_METHODS.includes(method) && isObject(op)) {
        found.push({ key: `${method.toUpperCase()} ${apiPath}`, method, path: apiPath, op });
      }
    }
  }
  return found;
}

/** The media types of a request body or response, by name. */
const contentOf = (node: Json | undefined): JsonObject =>
  isObject(node) && isObject(node.content) ? node.content : {};

function compareOperation(
  operation: string,
  a: JsonObject,
  b: JsonObject,
  globalSecurity: [Json | undefined, Json | undefined],
  out: Difference[],
): void {
  const add = (kind: DifferenceKind, location: string, left: Json | undefined, right: Json | undefined) =>
    out.push({ kind, operation, location, left, right });

  if (a.operationId !== b.operationId) add('operation-id', 'operationId', a.operationId, b.operationId);
  if (!same(a.tags, b.tags)) add('operation-tag', 'tags', a.tags, b.tags);
  // An operation without `security` inherits the document's requirements.
  const securityA = a.security ?? globalSecurity[0];
  const securityB = b.security ?? globalSecurity[1];
  if (!same(securityA, securityB)) add('security', 'security', securityA, securityB);

  const params = (op: JsonObject) =>
    new Map(
      ((op.parameters ?? []) as JsonObject[]).filter(isObject).map((p) => [`${String(p.in)}/${String(p.name)}`, p]),
    );
  const paramsA = params(a);
  const paramsB = params(b);
  for (const name of new Set([...paramsA.keys(), ...paramsB.keys()])) {
    const x = paramsA.get(name);
    const y = paramsB.get(name);
    const location = `parameters/${name}`;
    if (!x || !y) {
      add('parameter', location, x ? 'present' : undefined, y ? 'present' : undefined);
      continue;
    }
    if (Boolean(x.required) !== Boolean(y.required)) add('parameter', `${location}/required`, x.required, y.required);
    compareSchemas(
      x.schema,
      y.schema,
      (at, l, r) => add('parameter', `${location}/schema${at ? `/${at}` : ''}`, l, r),
      '',
    );
  }

  const bodyA = a.requestBody;
  const bodyB = b.requestBody;
  if (Boolean(bodyA) !== Boolean(bodyB)) {
    add('request-body', 'requestBody', bodyA ? 'present' : undefined, bodyB ? 'present' : undefined);
  } else if (isObject(bodyA) && isObject(bodyB)) {
    if (Boolean(bodyA.required) !== Boolean(bodyB.required)) {
      add('request-body', 'requestBody/required', bodyA.required, bodyB.required);
    }
    compareContent(contentOf(bodyA), contentOf(bodyB), 'requestBody', 'request-body', add);
  }

  const responsesA = (a.responses ?? {}) as JsonObject;
  const responsesB = (b.responses ?? {}) as JsonObject;
  for (const status of new Set([...Object.keys(responsesA), ...Object.keys(responsesB)])) {
    const x = responsesA[status];
    const y = responsesB[status];
    if (!x || !y) {
      add('response', `responses/${status}`, x ? 'present' : undefined, y ? 'present' : undefined);
      continue;
    }
    compareContent(contentOf(x), contentOf(y), `responses/${status}`, 'response', add);
  }
}

function compareContent(
  a: JsonObject,
  b: JsonObject,
  location: string,
  kind: DifferenceKind,
  add: (kind: DifferenceKind, location: string, left: Json | undefined, right: Json | undefined) => void,
): void {
  const typesA = Object.keys(a).sort();
  const typesB = Object.keys(b).sort();
  // Media types that differ are one difference; their schemas cannot be paired.
  if (!same(typesA, typesB)) {
    add(kind, `${location}/content`, typesA, typesB);
    return;
  }
  for (const type of typesA) {
    const x = a[type];
    const y = b[type];
    compareSchemas(
      isObject(x) ? x.schema : undefined,
      isObject(y) ? y.schema : undefined,
      (at, l, r) => add(kind, `${location}/${type}${at ? `/${at}` : ''}`, l, r),
      '',
    );
  }
}

function compareServers(a: Json | undefined, b: Json | undefined, out: Difference[]): void {
  const shape = (servers: Json | undefined) =>
    (Array.isArray(servers) ? servers : []).filter(isObject).map((server) => ({
      url: server.url ?? null,
      variables: Object.fromEntries(
        Object.entries(isObject(server.variables) ? server.variables : {}).map(([name, variable]) => [
          name,
          isObject(variable) ? { enum: variable.enum ?? null, default: variable.default ?? null } : null,
        ]),
      ),
    }));
  const x = shape(a);
  const y = shape(b);
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    if (!same(x[i] as Json, y[i] as Json)) {
      out.push({ kind: 'server', operation: '', location: `servers/${i}`, left: x[i] as Json, right: y[i] as Json });
    }
  }
}

function compareSecuritySchemes(a: JsonObject, b: JsonObject, out: Difference[]): void {
  const schemes = (doc: JsonObject) => {
    const components = isObject(doc.components) ? doc.components : {};
    return isObject(components.securitySchemes) ? components.securitySchemes : {};
  };
  const x = schemes(a);
  const y = schemes(b);
  const shape = (scheme: Json | undefined) =>
    isObject(scheme)
      ? Object.fromEntries(Object.entries(scheme).filter(([key]) => !WORD_KEYWORDS.has(key) && !key.startsWith('x-')))
      : undefined;
  for (const name of new Set([...Object.keys(x), ...Object.keys(y)])) {
    if (!same(shape(x[name]), shape(y[name]))) {
      out.push({
        kind: 'security-scheme',
        operation: '',
        location: `components/securitySchemes/${name}`,
        left: shape(x[name]),
        right: shape(y[name]),
      });
    }
  }
}

/**
 * Every structural difference between two resolved documents, left against
 * right: an empty list means they describe the same API.
 */
export function compareDocuments(left: JsonObject, right: JsonObject, options: CompareOptions = {}): Difference[] {
  const out: Difference[] = [];
  if (left.openapi !== right.openapi) {
    out.push({ kind: 'document', operation: '', location: 'openapi', left: left.openapi, right: right.openapi });
  }
  compareServers(left.servers, right.servers, out);
  compareSecuritySchemes(left, right, out);
  if (!same(left.security, right.security)) {
    out.push({ kind: 'security', operation: '', location: 'security', left: left.security, right: right.security });
  }
  const tagNames = (doc: JsonObject) => ((doc.tags ?? []) as Json[]).filter(isObject).map((tag) => tag.name as Json);
  if (!same(tagNames(left), tagNames(right))) {
    out.push({ kind: 'tag', operation: '', location: 'tags', left: tagNames(left), right: tagNames(right) });
  }

  const global: [Json | undefined, Json | undefined] = [left.security, right.security];
  const opsA = operationsOf(left);
  const opsB = operationsOf(right);
  const byId = options.matchOperationsBy === 'operationId';
  // An operation without an operationId is paired by its method and path even then: by a missing id, every
  // such operation would pair with any other.
  const keyOf = (o: NamedOperation) =>
    byId && typeof o.op.operationId === 'string' ? `id ${o.op.operationId}` : `at ${o.key}`;
  const mapB = new Map(opsB.map((o) => [keyOf(o), o]));
  const seen = new Set<string>();
  for (const x of opsA) {
    const y = mapB.get(keyOf(x));
    seen.add(keyOf(x));
    if (!y) {
      out.push({ kind: 'operation', operation: x.key, location: '', left: x.op.operationId ?? null, right: undefined });
      continue;
    }
    if (byId && x.key !== y.key) {
      out.push({ kind: 'path', operation: x.key, location: '', left: x.key, right: y.key });
    }
    compareOperation(x.key, x.op, y.op, global, out);
  }
  for (const y of opsB) {
    if (!seen.has(keyOf(y))) {
      out.push({ kind: 'operation', operation: y.key, location: '', left: undefined, right: y.op.operationId ?? null });
    }
  }

  const hooksA = (isObject(left.webhooks) ? left.webhooks : {}) as JsonObject;
  const hooksB = (isObject(right.webhooks) ? right.webhooks : {}) as JsonObject;
  for (const event of new Set([...Object.keys(hooksA), ...Object.keys(hooksB)])) {
    const operation = `webhook ${event}`;
    const x = hooksA[event];
    const y = hooksB[event];
    if (!isObject(x) || !isObject(y)) {
      out.push({
        kind: 'webhook',
        operation,
        location: '',
        left: x ? 'present' : undefined,
        right: y ? 'present' : undefined,
      });
      continue;
    }
    const methods = (item: JsonObject) => HTTP_METHODS.filter((method) => isObject(item[method]));
    if (!same(methods(x), methods(y))) {
      out.push({ kind: 'webhook', operation, location: 'methods', left: methods(x), right: methods(y) });
    }
    for (const method of methods(x).filter((m) => methods(y).includes(m))) {
      // Webhooks declare no security of their own; the document's global requirement does not apply to them.
      compareOperation(operation, x[method] as JsonObject, y[method] as JsonObject, [[], []], out);
    }
  }
  return out;
}

/** The differences by kind, each kind's list in the order found. */
export function groupByKind(differences: readonly Difference[]): Map<DifferenceKind, Difference[]> {
  const groups = new Map<DifferenceKind, Difference[]>();
  for (const difference of differences) {
    const group = groups.get(difference.kind) ?? [];
    group.push(difference);
    groups.set(difference.kind, group);
  }
  return groups;
}

/** One line per difference, for test failures and command output. */
export function formatDifference(difference: Difference): string {
  const where = [difference.operation, difference.location].filter(Boolean).join(' ');
  const show = (value: Json | undefined) => (value === undefined ? '(none)' : JSON.stringify(value));
  return `${difference.kind}: ${where}: ${show(difference.left)} vs ${show(difference.right)}`;
}

/**
 * A single-file document (such as Pulsarr's published openapi.json) with every
 * local `$ref` ("#/components/schemas/…") replaced by its target; keywords
 * beside a `$ref` are kept over the target's, as OpenAPI 3.1 allows.
 */
export function resolveLocalRefs(doc: JsonObject): JsonObject {
  const lookup = (ref: string): Json => {
    let node: Json = doc;
    for (const raw of ref.replace(/^#\//, '').split('/')) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      if (!isObject(node) || !(key in node)) throw new Error(`$ref ${ref} does not resolve`);
      node = node[key];
    }
    return node;
  };
  const resolve = (node: Json, stack: readonly string[]): Json => {
    if (Array.isArray(node)) return node.map((item) => resolve(item, stack));
    if (!isObject(node)) return node;
    const { $ref: ref, ...siblings } = node;
    const rest = Object.fromEntries(Object.entries(siblings).map(([key, value]) => [key, resolve(value, stack)]));
    if (typeof ref !== 'string') return rest;
    if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported, not ${ref}`);
    if (stack.includes(ref)) throw new Error(`circular $ref ${ref}`);
    return { ...(resolve(lookup(ref), [...stack, ref]) as JsonObject), ...rest };
  };
  return resolve(doc, []) as JsonObject;
}
