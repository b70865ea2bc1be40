/**
 * What the API reference should show, read from the OpenAPI document itself
 * (openapi/, every $ref resolved), for the browser tests of the rendered pages.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import {
  kebabCase,
  listOperations,
  loadResolvedDocument,
  readTsv,
  SHARED_REFERENCE_DIR,
  type Json,
} from '../unit/openapi/load-openapi';

type JsonObject = { [key: string]: Json };

export interface ApiOperation {
  operationId: string;
  /** Page slug under /docs/api/: the operationId in kebab case. */
  slug: string;
  method: string;
  path: string;
  tag: string;
  /** Names of its parameters, then of the top-level fields of its JSON request body. */
  inputs: string[];
  /** Its response status codes, in document order. */
  statuses: string[];
  /** Top-level fields of its first response's JSON body. */
  responseFields: string[];
  /** Media types of its first response. */
  responseMediaTypes: string[];
}

export interface ApiTag {
  name: string;
  slug: string;
  operations: ApiOperation[];
}

/** The introduction page of the reference (from the document's title). */
export const API_INTRO_SLUG = 'api/pulsarr-api';

/** Stands in for the reader's own Pulsarr server in the request panel; requests to it are intercepted, never sent. */
export const READER_SERVER = 'http://127.0.0.1:3003';

/** Where the site serves the bundled document for download, relative to /Pulsarr/. */
export const OPENAPI_DOWNLOAD_ROUTE = 'openapi/pulsarr-api.yaml';

const document = loadResolvedDocument();

function fieldsOf(schema: Json | undefined): string[] {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return [];
  const object = schema as JsonObject;
  if (object.properties && typeof object.properties === 'object') return Object.keys(object.properties);
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    if (Array.isArray(object[key])) return (object[key] as Json[]).flatMap(fieldsOf);
  }
  return object.items ? fieldsOf(object.items) : [];
}

function jsonSchema(content: Json | undefined): Json | undefined {
  const media = (content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined;
  return media?.schema;
}

export const API_OPERATIONS: readonly ApiOperation[] = listOperations(document).map(({ method, path, op }) => {
  const parameters = ((op.parameters ?? []) as JsonObject[]).map((parameter) => String(parameter.name));
  const body = fieldsOf(jsonSchema((op.requestBody as JsonObject | undefined)?.content));
  const responses = (op.responses ?? {}) as JsonObject;
  const statuses = Object.keys(responses);
  const first = responses[statuses[0]] as JsonObject | undefined;
  return {
    operationId: String(op.operationId),
    slug: kebabCase(String(op.operationId)),
    method,
    path,
    tag: String((op.tags as Json[])[0]),
    inputs: [...parameters, ...body],
    statuses,
    responseFields: fieldsOf(jsonSchema(first?.content)),
    responseMediaTypes: Object.keys((first?.content ?? {}) as JsonObject),
  };
});

/** The document's tags in document order, with their operations in document order. */
export const API_TAGS: readonly ApiTag[] = (document.tags as JsonObject[]).map((tag) => ({
  name: String(tag.name),
  slug: kebabCase(String(tag.name)),
  operations: API_OPERATIONS.filter((operation) => operation.tag === tag.name),
}));

/**
 * One operation per tag for the page tests: the first that takes parameters or
 * a request body, else the tag's first operation.
 */
export const SAMPLE_OPERATIONS: readonly ApiOperation[] = API_TAGS.map(
  (tag) => tag.operations.find((operation) => operation.inputs.length > 0) ?? tag.operations[0],
);

/**
 * Page slugs from the product's published operation list (shared/reference),
 * when that folder is next to the repository; the reference must use exactly these.
 */
export function publishedOperationSlugs(): string[] | undefined {
  const file = join(SHARED_REFERENCE_DIR, 'operations.tsv');
  return existsSync(file) ? readTsv(file).map((row) => row.slug) : undefined;
}

/**
 * Brings an operation page's "Send API Request" panel on screen and waits for
 * it: on a narrow screen the panel loads only when the reader nears it.
 */
export async function openRequestPanel(page: import('@playwright/test').Page): Promise<void> {
  const panel = page.locator('.openapi-right-panel__container');
  await panel.scrollIntoViewIfNeeded();
  await panel.getByRole('button', { name: 'Send API Request' }).waitFor();
}
