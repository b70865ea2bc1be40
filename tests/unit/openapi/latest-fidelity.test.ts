/**
 * Fidelity of the Latest document (openapi/latest/) to Pulsarr's published API of late 2026:
 * every operation and webhook of shared/reference/latest/operations.tsv is here with the same
 * method, path or event, operationId and tag, and the 26 tags of tags.tsv are declared in the
 * same order. Checks that need no reference files (version, security, servers, the gaps the
 * introduction must name) run always.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { docsVersion, LATEST_VERSION } from '../../../core/docs-site/versions';
import { serverAddress, type ServerObject } from '../../../plugins/api-reference/operation-page/serverAddress';
import {
  HTTP_METHODS,
  type Json,
  kebabCase,
  LATEST_REFERENCE_DIR,
  listOperations,
  loadRawFiles,
  loadResolvedDocument,
  readTsv,
} from './load-openapi';

type JsonObject = Record<string, unknown>;

const OPERATIONS_TSV = path.join(LATEST_REFERENCE_DIR, 'operations.tsv');
const TAGS_TSV = path.join(LATEST_REFERENCE_DIR, 'tags.tsv');
const haveReference = fs.existsSync(OPERATIONS_TSV) && fs.existsSync(TAGS_TSV);

if (!haveReference) {
  console.warn(
    `latest-fidelity.test.ts: ${OPERATIONS_TSV} or tags.tsv not found (the shared/ folder is not next to ` +
      'this repository), so the comparison with the published Pulsarr operations is SKIPPED.',
  );
}

const doc = loadResolvedDocument(LATEST_VERSION);
const operations = listOperations(doc);
const tags = doc.tags as { name: string; description?: string }[];
const webhooks = (doc.webhooks ?? {}) as Record<string, JsonObject>;
const webhookOperations = Object.entries(webhooks).flatMap(([event, item]) =>
  Object.entries(item)
    .filter(([method]) => HTTP_METHODS.includes(method))
    .map(([method, op]) => ({ event, method, op: op as JsonObject })),
);
const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0 && !/TODO/.test(value);

describe('Latest document structure', () => {
  it('is OpenAPI 3.1.0 and shows a version the introduction prints as written, not a release number', () => {
    expect(doc.openapi).toBe('3.1.0');
    const version = (doc.info as JsonObject).version as string;
    expect(version).not.toMatch(/^v?\d+\.\d+/);
    // The generator's version badge percent-encodes every other character ("Version: late%202026").
    expect(version).toMatch(/^[A-Za-z0-9@*_+\-./]+$/);
    expect(version).toContain(docsVersion(LATEST_VERSION).label.match(/\d{4}/)![0]);
    // The introduction page is pulsarr-api (the title in kebab case); guides link to it.
    expect(kebabCase((doc.info as JsonObject).title as string)).toBe('pulsarr-api');
  });

  it('declares the four security schemes and accepts an API key or a session globally', () => {
    const schemes = (doc.components as Record<string, Record<string, unknown>>).securitySchemes;
    expect(schemes.apiKeyAuth).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    expect(schemes.sessionAuth).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'pulsarr' });
    expect(schemes.webhookSecretAuth).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Pulsarr-Secret' });
    expect(schemes.maintainerrWebhookAuth).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
    expect(doc.security).toEqual([{ apiKeyAuth: [] }, { sessionAuth: [] }]);
  });

  it('opens the health check, admin creation and login, and gives the incoming webhooks their secrets', () => {
    const securityOf = (method: string, p: string) => operations.find((o) => o.method === method && o.path === p)?.op.security;
    expect(securityOf('get', '/health')).toEqual([]);
    expect(securityOf('post', '/v1/users/create-admin')).toEqual([]);
    expect(securityOf('post', '/v1/users/login')).toEqual([]);
    expect(securityOf('post', '/v1/notifications/webhook')).toEqual([{ webhookSecretAuth: [] }]);
    expect(securityOf('post', '/v1/notifications/webhook/maintainerr')).toEqual([{ maintainerrWebhookAuth: [] }]);
    expect(operations.filter(({ op }) => op.security !== undefined)).toHaveLength(5);
  });

  it('sends requests to http://localhost:3003 unless the reader picks another of the four servers', () => {
    const servers = doc.servers as unknown as (ServerObject & { description?: string })[];
    expect(servers).toHaveLength(4);
    expect(serverAddress(servers[0])).toBe('http://localhost:3003');
    for (const server of servers) expect(isText(server.description), server.url).toBe(true);
  });

  it('names, in its introduction, the groups the published description lacks', () => {
    const intro = (doc.info as JsonObject).description as string;
    for (const gap of ['quiet hours', 'Routing Failures', 'Watchlist Diagnostics', 'X-Pulsarr-Secret', 'Authorization']) {
      expect(intro, gap).toContain(gap);
    }
  });

  it('gives every operation and webhook a unique operationId, one tag, a summary, a description and described responses', () => {
    const all = [
      ...operations.map(({ method, path: p, op }) => ({ where: `${method.toUpperCase()} ${p}`, op })),
      ...webhookOperations.map(({ event, op }) => ({ where: `webhook ${event}`, op })),
    ];
    const ids = all.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { where, op } of all) {
      expect(op.tags, where).toHaveLength(1);
      expect(isText(op.summary), `${where} summary`).toBe(true);
      expect(isText(op.description), `${where} description`).toBe(true);
      for (const [status, response] of Object.entries(op.responses as Record<string, JsonObject>)) {
        expect(isText(response.description), `${where} ${status}`).toBe(true);
      }
    }
  });

  it('describes every tag and every component schema, and uses every declared tag', () => {
    for (const tag of tags) expect(isText(tag.description), tag.name).toBe(true);
    const schemas = (doc.components as Record<string, Record<string, JsonObject>>).schemas;
    for (const [name, schema] of Object.entries(schemas)) expect(isText(schema.description), name).toBe(true);
    const used = new Set([...operations, ...webhookOperations].map(({ op }) => (op.tags as string[])[0]));
    expect([...used].sort()).toEqual(tags.map((t) => t.name).sort());
  });

  it('describes a referenced schema only in its component, where every page shows the same words', () => {
    // The generator keeps a description written beside a $ref on the first page that uses the
    // component and drops it on the others; a default beside a $ref survives everywhere.
    const found: string[] = [];
    const walk = (node: Json, where: string) => {
      if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${where}/${i}`));
      else if (node !== null && typeof node === 'object') {
        if (typeof node.$ref === 'string' && 'description' in node) found.push(where);
        for (const [key, value] of Object.entries(node)) walk(value, `${where}/${key}`);
      }
    };
    for (const [file, content] of loadRawFiles(LATEST_VERSION)) walk(content, file);
    expect(found).toEqual([]);
  });

  it('serves the two streams as text/event-stream', () => {
    for (const [p, id] of [
      ['/v1/progress/', 'streamProgress'],
      ['/v1/logs/stream', 'streamLogs'],
    ]) {
      const found = operations.find((o) => o.path === p && o.method === 'get');
      expect(found?.op.operationId).toBe(id);
      const content = ((found?.op.responses as Record<string, JsonObject>)['200'].content ?? {}) as object;
      expect(Object.keys(content)).toEqual(['text/event-stream']);
    }
  });
});

describe.skipIf(!haveReference)('Latest operations match the published Pulsarr API', () => {
  const rows = haveReference ? readTsv(OPERATIONS_TSV) : [];
  const tagRows = haveReference ? readTsv(TAGS_TSV).filter((row) => !row.description.startsWith('REMOVED')) : [];

  it('has every operation of operations.tsv with the same method, path, operationId and tag', () => {
    const pathRows = rows.filter((row) => row.kind === 'path');
    const problems: string[] = [];
    for (const row of pathRows) {
      const found = operations.find((o) => o.method === row.method.toLowerCase() && o.path === row.path_or_event);
      if (!found) {
        problems.push(`missing ${row.method} ${row.path_or_event}`);
        continue;
      }
      if (found.op.operationId !== row.operationId) problems.push(`${row.path_or_event}: ${String(found.op.operationId)}`);
      if (kebabCase((found.op.tags as string[])[0]) !== row.tag_slug) problems.push(`${row.path_or_event}: tag`);
      if (kebabCase(String(found.op.operationId)) !== row.slug) problems.push(`${row.path_or_event}: page slug`);
    }
    console.log(`${pathRows.length - problems.length}/${pathRows.length} operations match`);
    expect(problems).toEqual([]);
    expect(pathRows).toHaveLength(164);
    expect(operations).toHaveLength(pathRows.length);
  });

  it('has every webhook payload of operations.tsv as a post webhook tagged Webhook Payloads', () => {
    const webhookRows = rows.filter((row) => row.kind === 'webhook');
    expect(webhookRows).toHaveLength(9);
    for (const row of webhookRows) {
      const found = webhookOperations.filter(({ event }) => event === row.path_or_event);
      expect(found.map(({ method }) => method), row.path_or_event).toEqual(['post']);
      expect(found[0].op.operationId).toBe(row.operationId);
      expect(found[0].op.tags).toEqual(['Webhook Payloads']);
    }
    expect(webhookOperations).toHaveLength(webhookRows.length);
  });

  it('declares the 26 tags of tags.tsv in the same order, with the same number of operations', () => {
    expect(tags.map((t) => t.name)).toEqual(tagRows.map((t) => t.tag_name));
    expect(tags).toHaveLength(26);
    for (const row of tagRows) {
      const count = [...operations, ...webhookOperations].filter(({ op }) => (op.tags as string[])[0] === row.tag_name);
      expect(count.length, row.tag_name).toBe(Number(row.operation_count));
    }
  });
});
