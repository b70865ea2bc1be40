/**
 * Fidelity of openapi/pulsarr-api.yaml to the facts of Pulsarr 0.6.4: every operation of the
 * product's published document (shared/reference/operations.tsv) must exist here with the same
 * method, path, operationId and tag, plus the confirmed era supplement GET /v1/logs/stream.
 * Structural checks that need no reference files run always.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kebabCase, listOperations, loadResolvedDocument, readTsv, SHARED_REFERENCE_DIR } from './load-openapi';

const OPERATIONS_TSV = path.join(SHARED_REFERENCE_DIR, 'operations.tsv');
const TAGS_TSV = path.join(SHARED_REFERENCE_DIR, 'tags.tsv');
const haveReference = fs.existsSync(OPERATIONS_TSV) && fs.existsSync(TAGS_TSV);

if (!haveReference) {
  console.warn(
    `fidelity.test.ts: ${OPERATIONS_TSV} or tags.tsv not found (the shared/ folder is not next to ` +
      'this repository), so the comparison with the published Pulsarr operations is SKIPPED.',
  );
}

const doc = loadResolvedDocument();
const operations = listOperations(doc);
const tags = doc.tags as { name: string; description?: string }[];

describe('document structure', () => {
  it('uses OpenAPI 3.0.3 and names the documented release', () => {
    expect(doc.openapi).toBe('3.0.3');
    expect((doc.info as Record<string, unknown>).version).toBe('0.6.4');
  });

  it('declares both security schemes and accepts either one globally', () => {
    const schemes = (doc.components as Record<string, Record<string, unknown>>).securitySchemes;
    expect(schemes.apiKeyAuth).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    expect(schemes.sessionAuth).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'pulsarr' });
    expect(doc.security).toEqual([{ apiKeyAuth: [] }, { sessionAuth: [] }]);
  });

  it('gives every operation a unique operationId, one tag, a summary and a description', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { method, path: p, op } of operations) {
      const where = `${method.toUpperCase()} ${p}`;
      expect(op.tags, where).toHaveLength(1);
      expect(typeof op.summary === 'string' && op.summary.trim().length > 0, `${where} summary`).toBe(true);
      expect(typeof op.description === 'string' && op.description.trim().length > 0, `${where} description`).toBe(
        true,
      );
      expect(op.summary).not.toMatch(/TODO/);
      expect(op.description).not.toMatch(/TODO/);
    }
  });

  it('describes every tag, uses every declared tag and declares every used tag', () => {
    for (const tag of tags) expect(tag.description?.trim(), tag.name).toBeTruthy();
    const declared = new Set(tags.map((t) => t.name));
    const used = new Set(operations.map(({ op }) => (op.tags as string[])[0]));
    expect([...used].sort()).toEqual([...declared].sort());
  });

  it('serves the two streams as text/event-stream', () => {
    for (const [p, id] of [
      ['/v1/progress/', 'streamProgress'],
      ['/v1/logs/stream', 'streamLogs'],
    ]) {
      const found = operations.find((o) => o.path === p && o.method === 'get');
      expect(found?.op.operationId).toBe(id);
      const content = ((found?.op.responses as Record<string, Record<string, unknown>>)['200'].content ?? {}) as object;
      expect(Object.keys(content)).toEqual(['text/event-stream']);
    }
  });
});

describe.skipIf(!haveReference)('operations match the published Pulsarr 0.6.4 API', () => {
  const rows = haveReference ? readTsv(OPERATIONS_TSV) : [];
  const tagRows = haveReference ? readTsv(TAGS_TSV) : [];

  it('has every (method, path) of operations.tsv with the same operationId and tag', () => {
    const problems: string[] = [];
    let matching = 0;
    for (const row of rows) {
      const found = operations.find((o) => o.method === row.method.toLowerCase() && o.path === row.path);
      if (!found) {
        problems.push(`missing ${row.method} ${row.path}`);
        continue;
      }
      const tag = (found.op.tags as string[])[0];
      const sameId = found.op.operationId === row.operationId;
      const sameTag = kebabCase(tag) === row.tag_slug;
      if (!sameId) problems.push(`${row.method} ${row.path}: operationId ${String(found.op.operationId)} != ${row.operationId}`);
      if (!sameTag) problems.push(`${row.method} ${row.path}: tag ${tag} (${kebabCase(tag)}) != ${row.tag_slug}`);
      if (sameId && sameTag) matching += 1;
    }
    const stream = operations.find((o) => o.method === 'get' && o.path === '/v1/logs/stream');
    const streamOk = stream?.op.operationId === 'streamLogs' && (stream.op.tags as string[])[0] === 'Logs';
    console.log(
      `${matching}/${rows.length} operations match (+${streamOk ? 1 : 0} era supplement: GET /v1/logs/stream)`,
    );
    expect(problems).toEqual([]);
    expect(rows.length).toBe(131);
    expect(streamOk).toBe(true);
    expect(operations).toHaveLength(rows.length + 1);
  });

  it('uses exactly the tags of tags.tsv plus Logs', () => {
    const expected = [...tagRows.map((t) => t.tag_name), 'Logs'].sort();
    expect(tags.map((t) => t.name).sort()).toEqual(expected);
    expect(tags).toHaveLength(tagRows.length + 1);
    for (const t of tagRows) {
      const count = operations.filter(({ op }) => (op.tags as string[])[0] === t.tag_name).length;
      expect(count, t.tag_name).toBe(Number(t.operation_count));
    }
  });
});
