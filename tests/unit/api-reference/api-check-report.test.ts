// api:check's own code, in this process (api-check-script.test.ts runs the command as a maintainer does):
// which input it refuses and with what message, how a published document is read from a file or a URL,
// which allowed differences cover which difference, and the report each difference lands in.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

import type { JsonObject } from '../../../core/openapi/openapi-document';
import {
  ApiCheckInputError,
  assertOpenApi3,
  checkAgainstPublished,
  formatCheckReport,
  groupForCheck,
  isAllowed,
  parseDocumentText,
  readAllowedDifferences,
  readPublishedDocument,
  type AllowedDifference,
} from '../../../plugins/api-reference/api-check';
import type { Difference } from '../../../plugins/api-reference/openapi-compare';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-check-report-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.unstubAllGlobals());

const MINIMAL = { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: {} };

function file(name: string, text: string): string {
  const at = path.join(dir, name);
  fs.writeFileSync(at, text);
  return at;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiCheckInputError);
  return (error as Error).message;
}

describe('the text of a document', () => {
  it('is read as JSON, or else as YAML', () => {
    expect(parseDocumentText('{"openapi":"3.1.0"}', 'a.json')).toEqual({ openapi: '3.1.0' });
    expect(parseDocumentText('openapi: 3.0.3\npaths: {}\n', 'a.yaml')).toEqual({ openapi: '3.0.3', paths: {} });
  });

  it('that is neither is refused with the YAML parser’s first line', () => {
    expect(() => parseDocumentText('a: [1\nb', 'broken.json')).toThrow(
      /^broken\.json is not JSON or YAML: [^\n]*[^:\s]$/,
    );
  });

  it.each([
    ['null', 'nothing'],
    ['[1, 2]', 'a list'],
    ['"text"', 'a string'],
    ['42', 'a number'],
    ['true', 'a boolean'],
  ])('%s is refused as no object: it reads as %s', (text, found) => {
    expect(() => parseDocumentText(text, 'x.json')).toThrow(
      `x.json is not JSON or YAML describing an object: it reads as ${found}.`,
    );
  });
});

describe('an OpenAPI 3.x document', () => {
  it.each([['3.0.0'], ['3.0.3'], ['3.1.0'], ['3.1']])('%s with paths is accepted', (openapi) => {
    expect(() => assertOpenApi3({ openapi, paths: {} }, 'x')).not.toThrow();
  });

  it('with webhooks and no paths is accepted', () => {
    expect(() => assertOpenApi3({ openapi: '3.1.0', webhooks: {} }, 'x')).not.toThrow();
  });

  it.each([
    [
      { swagger: '2.0', paths: {} },
      'x is not an OpenAPI 3.x document: it has no "openapi" field (it is a Swagger 2.0 document).',
    ],
    [{ paths: {} }, 'x is not an OpenAPI 3.x document: it has no "openapi" field.'],
    [{ openapi: '2.0', paths: {} }, 'x is not an OpenAPI 3.x document: its "openapi" field is "2.0".'],
    [{ openapi: '3.1.0-rc', paths: {} }, 'x is not an OpenAPI 3.x document: its "openapi" field is "3.1.0-rc".'],
    [{ openapi: 'v3.1.0', paths: {} }, 'x is not an OpenAPI 3.x document: its "openapi" field is "v3.1.0".'],
    [{ openapi: 3.1, paths: {} }, 'x is not an OpenAPI 3.x document: its "openapi" field is 3.1.'],
    [
      { openapi: '3.1.0', paths: [] },
      'x is an OpenAPI 3.1.0 document without "paths" or "webhooks": there is nothing to compare.',
    ],
  ])('%j is refused', (doc, message) => {
    expect(() => assertOpenApi3(doc as JsonObject, 'x')).toThrow(message);
  });
});

describe('reading the published document', () => {
  it('from a file, with its local $refs resolved', async () => {
    const at = file(
      'refs.json',
      JSON.stringify({
        ...MINIMAL,
        components: { schemas: { A: { type: 'string' } } },
        x: { $ref: '#/components/schemas/A' },
      }),
    );
    expect((await readPublishedDocument(at, 1000)).x).toEqual({ type: 'string' });
  });

  it('names a file that is missing, a folder, a $ref that does not resolve', async () => {
    expect(await refusal(readPublishedDocument(path.join(dir, 'none.json'), 1000))).toBe(
      `${path.join(dir, 'none.json')} cannot be read: no such file.`,
    );
    expect(await refusal(readPublishedDocument(dir, 1000))).toBe(`${dir} cannot be read: it is a folder.`);
    const broken = file('broken-ref.json', JSON.stringify({ ...MINIMAL, x: { $ref: '#/nowhere' } }));
    expect(await refusal(readPublishedDocument(broken, 1000))).toBe(
      `${broken} cannot be resolved: $ref #/nowhere does not resolve.`,
    );
  });

  it('refuses an address that is neither a file nor http(s)', async () => {
    expect(await refusal(readPublishedDocument('ftp://example.org/openapi.json', 1000))).toBe(
      'ftp://example.org/openapi.json: only files and http(s) URLs can be read.',
    );
  });

  it('from a URL, following redirects within the time given', async () => {
    const requests: [string, RequestInit][] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      requests.push([url, init]);
      return new Response(JSON.stringify(MINIMAL));
    });
    expect(await readPublishedDocument('HTTPS://example.org/openapi.json', 1234)).toEqual(MINIMAL);
    expect(requests[0]![0]).toBe('HTTPS://example.org/openapi.json');
    expect(requests[0]![1]).toMatchObject({ redirect: 'follow' });
    expect(requests[0]![1].signal).toBeInstanceOf(AbortSignal);
  });

  it('names an error status, with its text when there is one', async () => {
    vi.stubGlobal('fetch', async () => new Response('no', { status: 404, statusText: 'Not Found' }));
    expect(await refusal(readPublishedDocument('http://example.org/a', 1000))).toBe(
      'http://example.org/a answered HTTP 404 Not Found.',
    );
    vi.stubGlobal('fetch', async () => new Response('no', { status: 500 }));
    expect(await refusal(readPublishedDocument('http://example.org/a', 1000))).toBe(
      'http://example.org/a answered HTTP 500.',
    );
  });

  it.each([
    [
      Object.assign(new Error('timeout'), { name: 'TimeoutError' }),
      'did not answer within 1000 ms (a longer wait: --timeout <ms>).',
    ],
    [
      Object.assign(new Error('aborted'), { name: 'AbortError' }),
      'did not answer within 1000 ms (a longer wait: --timeout <ms>).',
    ],
    [
      new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }),
      'is unreachable: the connection was refused (nothing listens there).',
    ],
    [
      new TypeError('fetch failed', { cause: { code: 'ENOTFOUND' } }),
      'is unreachable: its host name does not resolve.',
    ],
    [
      new TypeError('fetch failed', { cause: { code: 'EAI_AGAIN' } }),
      'is unreachable: its host name does not resolve.',
    ],
    [
      new TypeError('fetch failed', { cause: { code: 'ECONNRESET', message: 'socket hang up' } }),
      'is unreachable: socket hang up.',
    ],
    [new TypeError('fetch failed'), 'is unreachable: fetch failed.'],
  ])('names why a URL could not be read (%s)', async (error, message) => {
    vi.stubGlobal('fetch', async () => {
      throw error;
    });
    expect(await refusal(readPublishedDocument('http://example.org/a', 1000))).toBe(`http://example.org/a ${message}`);
  });
});

describe('the allowed differences', () => {
  const entry: AllowedDifference = {
    kind: 'response',
    operation: 'GET /v1/a',
    location: 'responses/200',
    ours: { b: 1, a: [1, { y: 2, x: 1 }] },
    published: null,
    reason: 'kept on purpose',
  };
  const difference: Difference = {
    kind: 'response',
    operation: 'GET /v1/a',
    location: 'responses/200',
    left: { a: [1, { x: 1, y: 2 }], b: 1 },
    right: null,
  };

  it('an entry covers the difference with its kind, operation, place and both values, keys in any order', () => {
    expect(isAllowed(difference, entry)).toBe(true);
  });

  it.each([
    ['kind', { kind: 'parameter' }],
    ['operation', { operation: 'GET /v1/b' }],
    ['location', { location: 'responses/404' }],
    ['our value', { ours: { b: 1, a: [1, { x: 1, y: 3 }] } }],
    ['the published value', { published: 'present' }],
    ['a list in another order', { ours: { b: 1, a: [{ x: 1, y: 2 }, 1] } }],
  ])('an entry with another %s does not', (_what, change) => {
    expect(isAllowed(difference, { ...entry, ...change } as AllowedDifference)).toBe(false);
  });

  it('an entry for no value does not cover an empty one', () => {
    expect(isAllowed({ ...difference, right: undefined }, { ...entry, published: null })).toBe(false);
  });

  it('are read from YAML, skipping what is not an entry; a missing file has none', () => {
    const at = file('allowed.yaml', '- kind: response\n  operation: GET /v1/a\n- just text\n');
    expect(readAllowedDifferences(at)).toEqual([{ kind: 'response', operation: 'GET /v1/a' }]);
    expect(readAllowedDifferences(file('not-a-list.yaml', 'kind: response\n'))).toEqual([]);
    expect(readAllowedDifferences(path.join(dir, 'no-such.yaml'))).toEqual([]);
  });
});

describe('the report', () => {
  const d = (difference: Partial<Difference>): Difference => ({
    kind: 'document',
    operation: '',
    location: '',
    left: undefined,
    right: undefined,
    ...difference,
  });

  it('puts each difference in the group a maintainer fixes it in, groups in a fixed order', () => {
    const groups = groupForCheck(
      [
        d({ kind: 'webhook', operation: 'webhook media.available', location: 'methods', left: ['post'], right: [] }),
        d({ kind: 'operation', operation: 'GET /v1/new', right: 'getNew' }),
        d({ kind: 'operation', operation: 'GET /v1/old', left: 'getOld' }),
        d({ kind: 'path', operation: 'GET /v1/a', left: 'GET /v1/a', right: 'GET /v1/b' }),
        d({ kind: 'path', operation: 'GET /v1/c', left: 'GET /v1/c', right: 'GET /v1/d' }),
        d({ kind: 'parameter', operation: 'GET /v1/a', location: 'parameters/query/limit', left: 'present' }),
        d({ kind: 'request-body', operation: 'POST /v1/a', location: 'requestBody', right: 'present' }),
        d({
          kind: 'request-body',
          operation: 'POST /v1/a',
          location: 'requestBody/required',
          left: true,
          right: false,
        }),
        d({ kind: 'request-body', operation: 'POST /v1/a', location: 'requestBody/content', left: ['a/b'], right: [] }),
        d({
          kind: 'request-body',
          operation: 'POST /v1/a',
          location: 'requestBody/application/json/properties/name/type',
          left: ['string'],
          right: ['integer'],
        }),
        d({
          kind: 'request-body',
          operation: 'POST /v1/b',
          location: 'requestBody/application/json/type',
          left: 1,
          right: 2,
        }),
        d({ kind: 'response', operation: 'GET /v1/a', location: 'responses/404', right: 'present' }),
        d({ kind: 'response', operation: 'GET /v1/a', location: 'responses/200/content', left: [], right: ['a/b'] }),
        d({
          kind: 'response',
          operation: 'GET /v1/a',
          location: 'responses/200/application/json/properties/tags/items/enum',
          left: ['a'],
          right: ['a', 'b'],
        }),
        d({ kind: 'security', location: 'security', left: [] }),
        d({ kind: 'security', operation: 'GET /v1/a', location: 'security', left: [] }),
        d({ kind: 'security-scheme', location: 'components/securitySchemes/key', left: 'x' }),
        d({ kind: 'document', location: 'openapi', left: '3.0.0', right: '3.1.0' }),
        d({ kind: 'operation-tag', operation: 'GET /v1/a', location: 'tags', left: ['A'], right: ['B'] }),
      ],
      new Map([['GET /v1/a', 'getA']]),
    );
    expect(groups.map((group) => [group.title, group.lines])).toEqual([
      ['Operations added (the published document has them, ours does not)', ['GET /v1/new (getNew)']],
      ['Operations removed (ours has them, the published document does not)', ['GET /v1/old (getOld)']],
      [
        'Operations moved (same operationId, another method or path)',
        ['getA: ours GET /v1/a, published GET /v1/b', 'ours GET /v1/c, published GET /v1/d'],
      ],
      ['Parameters', ['GET /v1/a parameter query/limit: ours "present", published (none)']],
      [
        'Request bodies',
        [
          'POST /v1/a request body: ours (none), published "present"',
          'POST /v1/a request body required: ours true, published false',
          'POST /v1/a request body content: ours ["a/b"], published []',
        ],
      ],
      [
        'Response codes and media types',
        [
          'GET /v1/a response 404: ours (none), published "present"',
          'GET /v1/a response 200 media types: ours [], published ["a/b"]',
        ],
      ],
      [
        'Schemas: properties, types and enums',
        [
          'POST /v1/a request body application/json, field name, type: ours ["string"], published ["integer"]',
          'POST /v1/b request body application/json, the schema, type: ours 1, published 2',
          'GET /v1/a response 200 application/json, field tags[], enum: ours ["a"], published ["a","b"]',
        ],
      ],
      [
        'Security',
        [
          'document security: ours [], published (none)',
          'GET /v1/a security: ours [], published (none)',
          'document components/securitySchemes/key: ours "x", published (none)',
        ],
      ],
      ['Webhooks', ['webhook media.available methods: ours ["post"], published []']],
      [
        'Document, servers and tags',
        ['openapi: ours "3.0.0", published "3.1.0"', 'GET /v1/a tags: ours ["A"], published ["B"]'],
      ],
    ]);
  });

  it('a webhook present on one side only is named without a place', () => {
    expect(groupForCheck([d({ kind: 'webhook', operation: 'webhook a.b', left: 'present' })])).toEqual([
      { title: 'Webhooks', lines: ['webhook a.b: ours "present", published (none)'] },
    ]);
  });

  it('cuts a long value to one line', () => {
    const long = 'x'.repeat(200);
    const [line] = groupForCheck([d({ location: 'servers/0', left: long })])[0]!.lines;
    expect(line).toBe(`servers/0: ours ${JSON.stringify(long).slice(0, 137)}..., published (none)`);
    const fits = 'y'.repeat(138);
    expect(groupForCheck([d({ location: 'servers/0', left: fits })])[0]!.lines[0]).toBe(
      `servers/0: ours ${JSON.stringify(fits)}, published (none)`,
    );
  });

  const ours: JsonObject = {
    ...MINIMAL,
    paths: { '/v1/a': { get: { operationId: 'getA', responses: {} } }, '/v1/c': { get: { responses: {} } } },
  };
  const published: JsonObject = {
    ...MINIMAL,
    paths: { '/v1/b': { get: { operationId: 'getA', responses: {} } }, '/v1/c': { get: { responses: {} } } },
  };

  it('leaves out allowed differences, counts them, and names the entries that matched nothing', () => {
    const moved: AllowedDifference = {
      kind: 'path',
      operation: 'GET /v1/a',
      location: '',
      ours: 'GET /v1/a',
      published: 'GET /v1/b',
      reason: 'r',
    };
    const stale: AllowedDifference = { ...moved, operation: 'GET /v1/z' };
    expect(checkAgainstPublished(ours, published, [moved, stale])).toEqual({
      groups: [],
      allowedCount: 1,
      unusedAllowed: [stale],
    });
    expect(checkAgainstPublished(ours, published, []).groups).toEqual([
      {
        title: 'Operations moved (same operationId, another method or path)',
        lines: ['getA: ours GET /v1/a, published GET /v1/b'],
      },
    ]);
  });

  it('files an operation without an operationId under added or removed by the side that has it', () => {
    const doc = (paths: JsonObject): JsonObject => ({ ...MINIMAL, paths });
    const unnamed = { get: { summary: 'No id', responses: {} } };
    const keep = { get: { operationId: 'keep', responses: {} } };
    const lines = (ours: JsonObject, published: JsonObject) =>
      checkAgainstPublished(ours, published, []).groups.map((group) => [group.title.split(' ')[1], group.lines]);
    expect(lines(doc({ '/v1/keep': keep }), doc({ '/v1/keep': keep, '/v1/new': unnamed }))).toEqual([
      ['added', ['GET /v1/new (no operationId)']],
    ]);
    expect(lines(doc({ '/v1/keep': keep, '/v1/old': unnamed }), doc({ '/v1/keep': keep }))).toEqual([
      ['removed', ['GET /v1/old (no operationId)']],
    ]);
  });

  it('prints the groups with counts, the stale entries and what to do', () => {
    const names = { ours: 'openapi/latest/pulsarr-api.yaml', published: 'openapi.json', allowedFile: 'allowed.yaml' };
    const stale: AllowedDifference = {
      kind: 'path',
      operation: 'GET /v1/z',
      location: 'x',
      ours: 1,
      published: 2,
      reason: 'r',
    };
    expect(formatCheckReport(checkAgainstPublished(ours, published, [stale]), names)).toBe(
      [
        'Comparing openapi/latest/pulsarr-api.yaml (ours) with openapi.json (published).',
        '0 difference(s) left out as listed in allowed.yaml.',
        '',
        'Operations moved (same operationId, another method or path): 1',
        '  getA: ours GET /v1/a, published GET /v1/b',
        '',
        'Listed in allowed.yaml but not found this time (the entry may be out of date):',
        '  path: GET /v1/z x',
        '',
        'Ours differs from the published document in 1 place(s): update openapi/latest/ to match.',
      ].join('\n'),
    );
    expect(formatCheckReport(checkAgainstPublished(ours, ours, []), names)).toBe(
      [
        'Comparing openapi/latest/pulsarr-api.yaml (ours) with openapi.json (published).',
        '0 difference(s) left out as listed in allowed.yaml.',
        '',
        'Ours matches the published document in structure.',
      ].join('\n'),
    );
  });
});
