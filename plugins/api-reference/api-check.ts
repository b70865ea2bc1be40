/**
 * `npm run api:check`: what a published Pulsarr OpenAPI document has that the
 * Latest reference's document lacks or describes differently, grouped the way a
 * maintainer brings the reference up to a new release. The comparison is
 * openapi-compare.ts's (the one behind the "API changes since 0.6.4" page and the
 * structure test), with operations paired by operationId so a moved operation
 * reads as moved; differences listed in the structure test's allowed-differences
 * file are not reported. scripts/api-check.mjs runs it and sets the exit code.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

import { describeSchemaLocation } from './api-changes';
import { compareDocuments, resolveLocalRefs, type Difference } from './openapi-compare';
import type { Json, JsonObject } from '../../core/openapi/openapi-document';

/** Input the check cannot compare: the message names the problem, the command exits with 2. */
export class ApiCheckInputError extends Error {}

/** One entry of openapi/latest/allowed-differences.yaml: a difference from the published document, kept on purpose. */
export interface AllowedDifference {
  kind: string;
  operation: string;
  location: string;
  ours: Json;
  published: Json;
  reason: string;
}

const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Parses JSON or YAML text into an object; `name` says where it came from in messages. */
export function parseDocumentText(source: string, name: string): JsonObject {
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch {
    try {
      parsed = parse(source);
    } catch (error) {
      const reason = (error as Error).message.split('\n')[0].replace(/:\s*$/, '');
      throw new ApiCheckInputError(`${name} is not JSON or YAML: ${reason}`);
    }
  }
  if (!isObject(parsed)) {
    const found = parsed === null ? 'nothing' : Array.isArray(parsed) ? 'a list' : `a ${typeof parsed}`;
    throw new ApiCheckInputError(`${name} is not JSON or YAML describing an object: it reads as ${found}.`);
  }
  return parsed;
}

/** Stops unless the object is an OpenAPI 3.x document with paths or webhooks. */
export function assertOpenApi3(doc: JsonObject, name: string): void {
  const version = doc.openapi;
  if (version === undefined) {
    const swagger = typeof doc.swagger === 'string' ? ` (it is a Swagger ${doc.swagger} document)` : '';
    throw new ApiCheckInputError(`${name} is not an OpenAPI 3.x document: it has no "openapi" field${swagger}.`);
  }
  if (typeof version !== 'string' || !/^3\.\d+(\.\d+)?$/.test(version)) {
    throw new ApiCheckInputError(
      `${name} is not an OpenAPI 3.x document: its "openapi" field is ${JSON.stringify(version)}.`,
    );
  }
  if (!isObject(doc.paths) && !isObject(doc.webhooks)) {
    throw new ApiCheckInputError(
      `${name} is an OpenAPI ${version} document without "paths" or "webhooks": there is nothing to compare.`,
    );
  }
}

/** Why a fetch failed, in words, from the error Node's fetch throws. */
function fetchFailure(error: unknown, url: string, timeoutMs: number): ApiCheckInputError {
  const err = error as Error & { cause?: { code?: string; message?: string } };
  if (err.name === 'TimeoutError' || err.name === 'AbortError') {
    return new ApiCheckInputError(`${url} did not answer within ${timeoutMs} ms (a longer wait: --timeout <ms>).`);
  }
  const code = err.cause?.code;
  const reason =
    code === 'ECONNREFUSED'
      ? 'the connection was refused (nothing listens there)'
      : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
        ? 'its host name does not resolve'
        : (err.cause?.message ?? err.message);
  return new ApiCheckInputError(`${url} is unreachable: ${reason}.`);
}

/**
 * The published document at `source` (a file, or an http(s) URL fetched within
 * `timeoutMs`), checked to be OpenAPI 3.x, with its local `$ref`s resolved.
 */
export async function readPublishedDocument(source: string, timeoutMs: number): Promise<JsonObject> {
  let text: string;
  if (/^https?:\/\//i.test(source)) {
    try {
      const response = await fetch(source, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
      if (!response.ok) {
        throw new ApiCheckInputError(`${source} answered HTTP ${response.status} ${response.statusText}`.trim() + '.');
      }
      text = await response.text();
    } catch (error) {
      if (error instanceof ApiCheckInputError) throw error;
      throw fetchFailure(error, source, timeoutMs);
    }
  } else if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source)) {
    throw new ApiCheckInputError(`${source}: only files and http(s) URLs can be read.`);
  } else {
    try {
      text = readFileSync(source, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const reason =
        code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : (error as Error).message;
      throw new ApiCheckInputError(`${source} cannot be read: ${reason}.`);
    }
  }
  const doc = parseDocumentText(text, source);
  assertOpenApi3(doc, source);
  try {
    return resolveLocalRefs(doc);
  } catch (error) {
    throw new ApiCheckInputError(`${source} cannot be resolved: ${(error as Error).message}.`);
  }
}

/** The allowed-differences file of the structure test; none when it does not exist. */
export function readAllowedDifferences(file: string): AllowedDifference[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const entries = parse(text) as unknown;
  return Array.isArray(entries) ? (entries.filter(isObject) as unknown as AllowedDifference[]) : [];
}

/** JSON text with object keys sorted, so values read from YAML and computed values compare by content. */
function canonical(value: Json | undefined): string {
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Whether an entry of the allowed-differences file (ours left, published right) covers the difference. */
export function isAllowed(difference: Difference, entry: AllowedDifference): boolean {
  return (
    difference.kind === entry.kind &&
    difference.operation === entry.operation &&
    difference.location === entry.location &&
    canonical(difference.left) === canonical(entry.ours) &&
    canonical(difference.right) === canonical(entry.published)
  );
}

export interface CheckGroup {
  title: string;
  /** One line per difference, without indentation. */
  lines: string[];
}

export interface CheckResult {
  groups: CheckGroup[];
  /** How many differences the allowed-differences file covered. */
  allowedCount: number;
  /** Allowed entries that matched nothing: the file may need updating for this document. */
  unusedAllowed: AllowedDifference[];
}

/** A value short enough for one line. */
function show(value: Json | undefined): string {
  if (value === undefined) return '(none)';
  const text = JSON.stringify(value);
  return text.length > 140 ? `${text.slice(0, 137)}...` : text;
}

/** "request body application/json, field routing.rootFolder, type" from a difference's location. */
function schemaWhere(difference: Difference, prefixLength: number, what: string): string {
  const segments = difference.location.split('/');
  const mediaType = segments.slice(prefixLength, prefixLength + 2).join('/');
  const change = describeSchemaLocation(segments.slice(prefixLength + 2).join('/'), difference.left, difference.right);
  const field = change.field ? `field ${change.field}` : 'the schema';
  const keyword = change.keyword ? `, ${change.keyword}` : '';
  return `${what} ${mediaType}, ${field}${keyword}`;
}

const GROUP_TITLES = {
  added: 'Operations added (the published document has them, ours does not)',
  removed: 'Operations removed (ours has them, the published document does not)',
  moved: 'Operations moved (same operationId, another method or path)',
  parameters: 'Parameters',
  requestBodies: 'Request bodies',
  responses: 'Response codes and media types',
  schemas: 'Schemas: properties, types and enums',
  security: 'Security',
  webhooks: 'Webhooks',
  document: 'Document, servers and tags',
} as const;

/**
 * The differences, each in the group a maintainer fixes it in, groups in a fixed
 * order. `operationIds` ("GET /v1/users" -> its operationId) names moved operations.
 */
export function groupForCheck(
  differences: readonly Difference[],
  operationIds: ReadonlyMap<string, string> = new Map(),
): CheckGroup[] {
  const groups = new Map<keyof typeof GROUP_TITLES, string[]>(
    Object.keys(GROUP_TITLES).map((key) => [key as keyof typeof GROUP_TITLES, []]),
  );
  const add = (group: keyof typeof GROUP_TITLES, line: string) => groups.get(group)!.push(line);
  const versus = (d: Difference) => `ours ${show(d.left)}, published ${show(d.right)}`;
  // An operation's side holds its operationId, or null where it has none.
  const operationName = (value: Difference['left']) => (value === null ? 'no operationId' : String(value));

  for (const d of differences) {
    const { kind, operation, location } = d;
    if (operation.startsWith('webhook ')) {
      add('webhooks', `${operation}${location ? ` ${location}` : ''}: ${versus(d)}`);
    } else if (kind === 'operation') {
      if (d.right !== undefined) add('added', `${operation} (${operationName(d.right)})`);
      else add('removed', `${operation} (${operationName(d.left)})`);
    } else if (kind === 'path') {
      const id = operationIds.get(operation);
      add('moved', `${id ? `${id}: ` : ''}ours ${String(d.left)}, published ${String(d.right)}`);
    } else if (kind === 'parameter') {
      add('parameters', `${operation} ${location.replace(/^parameters\//, 'parameter ')}: ${versus(d)}`);
    } else if (kind === 'request-body') {
      if (location === 'requestBody' || location === 'requestBody/required' || location === 'requestBody/content') {
        add(
          'requestBodies',
          `${operation} ${location.replace(/^requestBody/, 'request body').replace('/', ' ')}: ${versus(d)}`,
        );
      } else {
        add('schemas', `${operation} ${schemaWhere(d, 1, 'request body')}: ${versus(d)}`);
      }
    } else if (kind === 'response') {
      const segments = location.split('/');
      if (segments.length <= 3) {
        add('responses', `${operation} response ${segments[1]}${segments[2] ? ' media types' : ''}: ${versus(d)}`);
      } else {
        add('schemas', `${operation} ${schemaWhere(d, 2, `response ${segments[1]}`)}: ${versus(d)}`);
      }
    } else if (kind === 'security' || kind === 'security-scheme') {
      add('security', `${operation || 'document'} ${location}: ${versus(d)}`);
    } else {
      add('document', `${operation ? `${operation} ` : ''}${location}: ${versus(d)}`);
    }
  }
  return [...groups]
    .filter(([, lines]) => lines.length > 0)
    .map(([key, lines]) => ({ title: GROUP_TITLES[key], lines }));
}

/** Compares ours (left) with the published document (right); allowed differences are left out. */
export function checkAgainstPublished(
  ours: JsonObject,
  published: JsonObject,
  allowed: readonly AllowedDifference[],
): CheckResult {
  const differences = compareDocuments(ours, published, { matchOperationsBy: 'operationId' });
  const used = new Set<AllowedDifference>();
  const reported = differences.filter((difference) => {
    const entry = allowed.find((candidate) => isAllowed(difference, candidate));
    if (entry) used.add(entry);
    return !entry;
  });
  const operationIds = new Map<string, string>();
  for (const [apiPath, item] of Object.entries(isObject(ours.paths) ? ours.paths : {})) {
    for (const [method, op] of Object.entries(isObject(item) ? item : {})) {
      if (isObject(op) && typeof op.operationId === 'string')
        operationIds.set(`${method.toUpperCase()} ${apiPath}`, op.operationId);
    }
  }
  return {
    groups: groupForCheck(reported, operationIds),
    allowedCount: differences.length - reported.length,
    unusedAllowed: allowed.filter((entry) => !used.has(entry)),
  };
}

/** The report the command prints. */
export function formatCheckReport(
  result: CheckResult,
  names: { ours: string; published: string; allowedFile: string },
): string {
  const lines = [`Comparing ${names.ours} (ours) with ${names.published} (published).`];
  lines.push(`${result.allowedCount} difference(s) left out as listed in ${names.allowedFile}.`);
  for (const group of result.groups) {
    lines.push('', `${group.title}: ${group.lines.length}`, ...group.lines.map((line) => `  ${line}`));
  }
  if (result.unusedAllowed.length > 0) {
    lines.push('', `Listed in ${names.allowedFile} but not found this time (the entry may be out of date):`);
    lines.push(...result.unusedAllowed.map((entry) => `  ${entry.kind}: ${entry.operation} ${entry.location}`));
  }
  const total = result.groups.reduce((sum, group) => sum + group.lines.length, 0);
  lines.push(
    '',
    total === 0
      ? 'Ours matches the published document in structure.'
      : `Ours differs from the published document in ${total} place(s): update ${names.ours.replace(/[^/]+$/, '')} to match.`,
  );
  return lines.join('\n');
}
