/**
 * What changed in an API between two OpenAPI documents (3.0 or 3.1), as a
 * reader upgrading a script needs it: operations added, removed and moved,
 * parameters and request bodies that changed, tags and webhook payloads added
 * and removed. The differences themselves come from openapi-compare.ts, the
 * comparison the structure test and `npm run api:check` use too; this module
 * sorts them into those groups and says which part of a schema each one touches.
 *
 * No OpenAPI diff library fits: api-smart-diff pairs operations by path (a
 * moved operation reads as removed and added) and counts 3.0's `nullable`
 * against 3.1's type lists as changes, openapi-diff rejects 3.1, and Optic's
 * utilities bring a large package tree for a diff they do not document.
 * openapi-compare.ts pairs by operationId and reads both dialects alike.
 */
import kebabCase from 'lodash/kebabCase.js';

import { compareDocuments } from './openapi-compare';
import { HTTP_METHODS, type Json, type JsonObject } from '../../core/openapi/openapi-document';

/** An operation (or webhook payload) of one document, with what its page shows and is called. */
export interface OperationInfo {
  operationId: string;
  /** Lower case, as in the document. */
  method: string;
  /** The path, or the event name of a webhook payload. */
  path: string;
  summary: string;
  /** Its first tag ('' without one). */
  tag: string;
  /** Its page's slug: the kebab-case operationId, as the generator names pages. */
  slug: string;
}

/** Which part of a schema a difference touches. */
export type SchemaFacet =
  /** A property only the newer document has. */
  | 'added'
  /** A property only the older document has. */
  | 'removed'
  | 'type'
  /** `enum` or `const`: the values accepted. */
  | 'values'
  /** Bounds, lengths, pattern, item counts. */
  | 'limits'
  | 'default'
  | 'format'
  /** The `required` list of an object. */
  | 'required-fields'
  /** Anything else: composition (`anyOf`, `oneOf`, `allOf`), items, additional properties. */
  | 'shape';

export interface SchemaChange {
  /** Dotted path of the property ('' for the schema itself); `[]` marks array items. */
  field: string;
  facet: SchemaFacet;
  /** The schema keyword that differs (`maximum`, `pattern`), '' for a whole property. */
  keyword: string;
  before: Json | undefined;
  after: Json | undefined;
}

export interface ParameterChange {
  name: string;
  /** `path`, `query`, `header` or `cookie`. */
  in: string;
  /** Only in the newer document, only in the older one, or in both with differences. */
  status: 'added' | 'removed' | 'changed';
  /** [before, after] when `required` changed. */
  required?: [boolean, boolean];
  /** For a parameter only one document has: whether it is required there, and its types. */
  only?: { required: boolean; types: string[] };
  /** Differences of its schema. */
  schema: SchemaChange[];
}

export interface RequestBodyChange {
  /** Set when only one document has a request body. */
  status?: 'added' | 'removed';
  /** [before, after] when `required` changed. */
  required?: [boolean, boolean];
  /** [before, after] when the media types differ (their schemas are then not compared). */
  mediaTypes?: [string[], string[]];
  /** Differences of its schemas, all media types together. */
  schema: SchemaChange[];
}

/** An operation both documents have (paired by operationId) and what changed in one part of it. */
export interface ChangedOperation<T> {
  before: OperationInfo;
  after: OperationInfo;
  changes: T;
}

export interface TagInfo {
  name: string;
  slug: string;
  /** How many operations (and webhook payloads) carry it. */
  operationCount: number;
}

export interface ApiChanges {
  added: OperationInfo[];
  removed: OperationInfo[];
  /** Same operationId, another method or path. */
  moved: { before: OperationInfo; after: OperationInfo }[];
  parameters: ChangedOperation<ParameterChange[]>[];
  requestBodies: ChangedOperation<RequestBodyChange>[];
  tagsAdded: TagInfo[];
  tagsRemoved: TagInfo[];
  webhooksAdded: OperationInfo[];
  webhooksRemoved: OperationInfo[];
}

const isObject = (value: Json | undefined): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The operation objects behind the infos, for the details a difference does not carry. */
const operationObjects = new WeakMap<OperationInfo, JsonObject>();

/** Every path operation and webhook payload of a document, in document order. */
function operationIndex(doc: JsonObject): { operations: OperationInfo[]; webhooks: OperationInfo[] } {
  const collect = (items: Json | undefined) =>
    Object.entries(isObject(items) ? items : {}).flatMap(([where, item]) =>
      Object.entries(isObject(item) ? item : {})
        .filter(([method, op]) => HTTP_METHODS.includes(method) && isObject(op))
        .map(([method, op]): OperationInfo => {
          const operation = op as JsonObject;
          const operationId = String(operation.operationId ?? `${method} ${where}`);
          const tags = Array.isArray(operation.tags) ? operation.tags : [];
          const info = {
            operationId,
            method,
            path: where,
            summary: typeof operation.summary === 'string' ? operation.summary : operationId,
            tag: typeof tags[0] === 'string' ? tags[0] : '',
            slug: kebabCase(operationId),
          };
          operationObjects.set(info, operation);
          return info;
        }),
    );
  return { operations: collect(doc.paths), webhooks: collect(doc.webhooks) };
}

/** Whether a parameter is required, and its schema's types, in the operation that has it. */
function parameterDetails(
  info: OperationInfo,
  inLocation: string,
  name: string,
): { required: boolean; types: string[] } {
  const operation = operationObjects.get(info);
  const parameters = operation && Array.isArray(operation.parameters) ? operation.parameters : [];
  const found = parameters.find((p) => isObject(p) && p.in === inLocation && p.name === name);
  const parameter = isObject(found) ? found : {};
  const schema = isObject(parameter.schema) ? parameter.schema : {};
  const types = Array.isArray(schema.type) ? schema.type.map(String) : schema.type ? [String(schema.type)] : [];
  if (schema.nullable === true && !types.includes('null')) types.push('null');
  return { required: parameter.required === true, types };
}

/** The name compareDocuments gives an operation ("GET /v1/users/{id}"). */
const keyOf = (info: OperationInfo) => `${info.method.toUpperCase()} ${info.path}`;

const LIMIT_KEYWORDS = new Set([
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
  'multipleOf',
  'minProperties',
  'maxProperties',
]);
const COMPOSITION_KEYWORDS = new Set(['anyOf', 'oneOf', 'allOf', 'prefixItems']);

/**
 * The property and facet a schema difference touches, from its location inside
 * the schema ("properties/routing/properties/rootFolder/type" is the `type` of
 * `routing.rootFolder`). Branches of `anyOf`/`oneOf`/`allOf` are not named: a
 * reader looks for the property.
 */
export function describeSchemaLocation(
  location: string,
  before: Json | undefined,
  after: Json | undefined,
): SchemaChange {
  const segments = location.split('/').filter(Boolean);
  const field: string[] = [];
  let facet: SchemaFacet | undefined;
  let keyword = '';
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i];
    const last = i === segments.length - 1;
    if (segment === 'properties' && !last) {
      field.push(segments[(i += 1)]);
      if (i === segments.length - 1) facet = before === undefined ? 'added' : after === undefined ? 'removed' : 'shape';
    } else if (segment === 'items' && !last) {
      field.push('[]');
    } else if (COMPOSITION_KEYWORDS.has(segment) && !last && /^\d+$/.test(segments[i + 1])) {
      i += 1;
    } else if (last) {
      keyword = segment;
      if (segment === 'type') facet = 'type';
      else if (segment === 'enum' || segment === 'const') facet = 'values';
      else if (LIMIT_KEYWORDS.has(segment)) facet = 'limits';
      else if (segment === 'default') facet = 'default';
      else if (segment === 'format') facet = 'format';
      else if (segment === 'required') facet = 'required-fields';
      else facet = 'shape';
    } else {
      facet = 'shape';
    }
  }
  const dotted = field.join('.').replace(/\.\[\]/g, '[]');
  const whole = before === undefined ? 'added' : after === undefined ? 'removed' : 'shape';
  return { field: dotted, facet: facet ?? whole, keyword, before, after };
}

/** An `enum` that lists the same values in another order accepts the same values: not a change for a reader. */
function onlyReordered(change: SchemaChange): boolean {
  if (change.facet !== 'values' || !Array.isArray(change.before) || !Array.isArray(change.after)) return false;
  const text = (values: Json[]) => values.map((value) => JSON.stringify(value)).sort();
  return JSON.stringify(text(change.before)) === JSON.stringify(text(change.after));
}

/** The location of a difference inside an operation, split at the first part that is not the operation's own. */
function parameterOf(location: string): { key: string; rest: string } | undefined {
  const match = /^parameters\/([^/]+)\/([^/]+)(?:\/(.*))?$/.exec(location);
  return match ? { key: `${match[1]}/${match[2]}`, rest: match[3] ?? '' } : undefined;
}

/**
 * The changes between two resolved documents, `before` the older. Operations
 * are paired by operationId, so one that kept its id on a new path is moved,
 * not removed and added.
 */
export function computeApiChanges(before: JsonObject, after: JsonObject): ApiChanges {
  const differences = compareDocuments(before, after, { matchOperationsBy: 'operationId' });
  const old = operationIndex(before);
  const now = operationIndex(after);
  const oldByKey = new Map([
    ...old.operations.map((o) => [keyOf(o), o] as const),
    ...old.webhooks.map((o) => [`webhook ${o.path}`, o] as const),
  ]);
  const oldById = new Map(old.operations.map((o) => [o.operationId, o]));
  const nowById = new Map(now.operations.map((o) => [o.operationId, o]));
  const nowByKey = new Map(now.operations.map((o) => [keyOf(o), o]));
  const nowWebhooks = new Map(now.webhooks.map((o) => [`webhook ${o.path}`, o]));
  const order = (list: OperationInfo[]) => new Map(list.map((o, i) => [o.operationId, i]));
  const oldOrder = order([...old.operations, ...old.webhooks]);
  const nowOrder = order([...now.operations, ...now.webhooks]);

  const changes: ApiChanges = {
    added: [],
    removed: [],
    moved: [],
    parameters: [],
    requestBodies: [],
    tagsAdded: [],
    tagsRemoved: [],
    webhooksAdded: [],
    webhooksRemoved: [],
  };
  const parameters = new Map<string, Map<string, ParameterChange>>();
  const bodies = new Map<string, RequestBodyChange>();
  /** The newer document's side of an operation compareDocuments names by the older one's method and path. */
  const pairOf = (operation: string): { before: OperationInfo; after: OperationInfo } | undefined => {
    const was = oldByKey.get(operation);
    if (!was) return undefined;
    const is = operation.startsWith('webhook ') ? nowWebhooks.get(operation) : nowById.get(was.operationId);
    return is ? { before: was, after: is } : undefined;
  };

  for (const difference of differences) {
    const { kind, operation, location, left, right } = difference;
    if (kind === 'operation') {
      // The side that has the operation holds its operationId, or null where it has none.
      if (left !== undefined)
        changes.removed.push((typeof left === 'string' && oldById.get(left)) || oldByKey.get(operation)!);
      else changes.added.push((typeof right === 'string' && nowById.get(right)) || nowByKey.get(operation)!);
    } else if (kind === 'path') {
      const pair = pairOf(operation);
      if (pair) changes.moved.push(pair);
    } else if (kind === 'webhook' && location === '') {
      const event = operation.replace(/^webhook /, '');
      if (left === undefined) changes.webhooksAdded.push(...now.webhooks.filter((w) => w.path === event));
      else changes.webhooksRemoved.push(...old.webhooks.filter((w) => w.path === event));
    } else if (kind === 'parameter') {
      const where = parameterOf(location);
      if (!where) continue;
      const [inLocation, ...nameParts] = where.key.split('/');
      const perOperation = parameters.get(operation) ?? new Map<string, ParameterChange>();
      parameters.set(operation, perOperation);
      const entry = perOperation.get(where.key) ?? {
        name: nameParts.join('/'),
        in: inLocation,
        status: 'changed',
        schema: [],
      };
      perOperation.set(where.key, entry);
      if (where.rest === '') {
        entry.status = left === undefined ? 'added' : 'removed';
        const pair = pairOf(operation);
        const holder = pair && (entry.status === 'added' ? pair.after : pair.before);
        if (holder) entry.only = parameterDetails(holder, inLocation, entry.name);
      } else if (where.rest === 'required') entry.required = [left === true, right === true];
      else if (where.rest.startsWith('schema')) {
        const change = describeSchemaLocation(where.rest.replace(/^schema\/?/, ''), left, right);
        if (!onlyReordered(change)) entry.schema.push(change);
      }
    } else if (kind === 'request-body') {
      const entry = bodies.get(operation) ?? { schema: [] };
      bodies.set(operation, entry);
      if (location === 'requestBody') entry.status = left === undefined ? 'added' : 'removed';
      else if (location === 'requestBody/required') entry.required = [left === true, right === true];
      else if (location === 'requestBody/content') {
        entry.mediaTypes = [(left ?? []) as string[], (right ?? []) as string[]];
      } else {
        // requestBody/<type>/<subtype>[/<schema location>]: a media type has one slash.
        const rest = location.split('/').slice(3).join('/');
        const change = describeSchemaLocation(rest, left, right);
        if (!onlyReordered(change)) entry.schema.push(change);
      }
    } else if (kind === 'tag') {
      const names = (value: Json | undefined) => (Array.isArray(value) ? value.map(String) : []);
      const count = (list: OperationInfo[], tag: string) => list.filter((o) => o.tag === tag).length;
      for (const name of names(right).filter((n) => !names(left).includes(n))) {
        changes.tagsAdded.push({
          name,
          slug: kebabCase(name),
          operationCount: count([...now.operations, ...now.webhooks], name),
        });
      }
      for (const name of names(left).filter((n) => !names(right).includes(n))) {
        changes.tagsRemoved.push({
          name,
          slug: kebabCase(name),
          operationCount: count([...old.operations, ...old.webhooks], name),
        });
      }
    }
  }

  for (const [operation, perParameter] of parameters) {
    const pair = pairOf(operation);
    const list = [...perParameter.values()].filter(
      (p) => p.status !== 'changed' || p.required !== undefined || p.schema.length > 0,
    );
    if (pair && list.length > 0) changes.parameters.push({ ...pair, changes: list });
  }
  for (const [operation, body] of bodies) {
    const pair = pairOf(operation);
    const changed = body.status || body.required || body.mediaTypes || body.schema.length > 0;
    if (pair && changed) changes.requestBodies.push({ ...pair, changes: body });
  }

  // Newer operations in the newer document's order of tags and operations; older ones in the older document's.
  const tagRank = (doc: JsonObject) => {
    const tags = (Array.isArray(doc.tags) ? doc.tags : []).filter(isObject).map((tag) => String(tag.name));
    return (tag: string) => (tags.includes(tag) ? tags.indexOf(tag) : tags.length);
  };
  const nowTag = tagRank(after);
  const oldTag = tagRank(before);
  const byNow = (a: OperationInfo, b: OperationInfo) =>
    nowTag(a.tag) - nowTag(b.tag) || (nowOrder.get(a.operationId) ?? 0) - (nowOrder.get(b.operationId) ?? 0);
  const byOld = (a: OperationInfo, b: OperationInfo) =>
    oldTag(a.tag) - oldTag(b.tag) || (oldOrder.get(a.operationId) ?? 0) - (oldOrder.get(b.operationId) ?? 0);
  changes.added.sort(byNow);
  changes.webhooksAdded.sort(byNow);
  changes.removed.sort(byOld);
  changes.webhooksRemoved.sort(byOld);
  changes.moved.sort((a, b) => byNow(a.after, b.after));
  changes.parameters.sort((a, b) => byNow(a.after, b.after));
  changes.requestBodies.sort((a, b) => byNow(a.after, b.after));
  return changes;
}
