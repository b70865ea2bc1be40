/**
 * compareDocuments() finds each kind of structural change between two OpenAPI documents and
 * ignores what is not structure (words, examples, vendor extensions, 3.0 vs 3.1 spellings of
 * the same schema).
 */
import { describe, expect, it } from 'vitest';

import {
  compareDocuments,
  formatDifference,
  groupByKind,
  normaliseSchema,
  resolveLocalRefs,
} from '../../../plugins/api-reference/openapi-compare';
import type { Json, JsonObject } from '../../../core/openapi/openapi-document';

/** A small document in OpenAPI 3.1 with one operation and one webhook. */
function baseDocument(): JsonObject {
  return {
    openapi: '3.1.0',
    info: { title: 'Test', version: '1' },
    servers: [{ url: 'http://localhost:3003' }],
    security: [{ apiKeyAuth: [] }],
    tags: [{ name: 'Users', description: 'People' }],
    components: { securitySchemes: { apiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-API-Key' } } },
    paths: {
      '/v1/users/{id}': {
        get: {
          operationId: 'getUser',
          summary: 'Get a user',
          tags: ['Users'],
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'number' } }],
          responses: {
            '200': {
              description: 'The user',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: { name: { type: 'string' }, alias: { type: ['string', 'null'] } },
                    required: ['name'],
                  },
                  example: { name: 'alex', alias: null },
                },
              },
            },
          },
        },
      },
    },
    webhooks: {
      'user.created': {
        post: {
          operationId: 'webhookUserCreated',
          tags: ['Users'],
          requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
          responses: { '200': { description: 'Received' } },
        },
      },
    },
  };
}

const OPERATION = ['paths', '/v1/users/{id}', 'get'];
const RESPONSE_SCHEMA = [...OPERATION, 'responses', '200', 'content', 'application/json', 'schema'];

/** Sets (or, with `undefined`, deletes) the value at a key path of a document. */
function setAt(doc: JsonObject, keys: string[], value: Json | undefined): void {
  let node = doc;
  for (const key of keys.slice(0, -1)) node = node[key] as JsonObject;
  const last = keys[keys.length - 1];
  if (value === undefined) delete node[last];
  else node[last] = value;
}

describe('compareDocuments', () => {
  it('finds nothing between a document and a copy with other words and examples', () => {
    const copy = baseDocument();
    setAt(copy, [...OPERATION, 'summary'], 'Read one user');
    setAt(copy, [...OPERATION, 'responses', '200', 'description'], 'Found');
    setAt(copy, [...OPERATION, 'responses', '200', 'content', 'application/json', 'example'], {
      name: 'sam',
      alias: 'Sam',
    });
    setAt(copy, [...OPERATION, 'x-internal'], true);
    expect(compareDocuments(baseDocument(), copy)).toEqual([]);
  });

  it('reports a changed property type, a removed property and a changed required list as response differences', () => {
    const changed = baseDocument();
    setAt(changed, [...RESPONSE_SCHEMA, 'properties', 'name'], { type: 'number' });
    setAt(changed, [...RESPONSE_SCHEMA, 'properties', 'alias'], undefined);
    setAt(changed, [...RESPONSE_SCHEMA, 'required'], ['name', 'alias']);
    const differences = compareDocuments(baseDocument(), changed);
    expect(differences.map(formatDifference)).toEqual([
      'response: GET /v1/users/{id} responses/200/application/json/properties/name/type: ["string"] vs ["number"]',
      'response: GET /v1/users/{id} responses/200/application/json/properties/alias: {"type":["null","string"]} vs (none)',
      'response: GET /v1/users/{id} responses/200/application/json/required: ["name"] vs ["name","alias"]',
    ]);
  });

  it('reports parameters, status codes, security, tags and operationIds by kind', () => {
    const changed = baseDocument();
    setAt(changed, [...OPERATION, 'parameters', '0', 'required'], false);
    setAt(changed, [...OPERATION, 'responses', '404'], { description: 'Missing' });
    setAt(changed, [...OPERATION, 'security'], []);
    setAt(changed, [...OPERATION, 'tags'], ['People']);
    setAt(changed, [...OPERATION, 'operationId'], 'getPerson');
    const kinds = [...groupByKind(compareDocuments(baseDocument(), changed)).keys()];
    expect(kinds.sort()).toEqual(['operation-id', 'operation-tag', 'parameter', 'response', 'security']);
  });

  it('reports an operation or webhook that only one side has, and a server change', () => {
    const changed = baseDocument();
    setAt(changed, ['paths', '/v1/users/{id}'], undefined);
    setAt(changed, ['webhooks', 'user.created'], undefined);
    setAt(changed, ['servers'], [{ url: 'http://localhost:8080' }]);
    const differences = compareDocuments(baseDocument(), changed);
    expect(differences.map((d) => `${d.kind} ${d.operation}`).sort()).toEqual([
      'operation GET /v1/users/{id}',
      'server ',
      'webhook webhook user.created',
    ]);
  });

  it('pairs operations by operationId across releases and reports the move', () => {
    const moved = baseDocument();
    setAt(moved, ['paths', '/v1/users/users/{id}'], (moved.paths as JsonObject)['/v1/users/{id}']);
    setAt(moved, ['paths', '/v1/users/{id}'], undefined);
    const differences = compareDocuments(moved, baseDocument(), { matchOperationsBy: 'operationId' });
    expect(differences.map(formatDifference)).toEqual([
      'path: GET /v1/users/users/{id}: "GET /v1/users/users/{id}" vs "GET /v1/users/{id}"',
    ]);
  });
});

describe('normaliseSchema', () => {
  it('writes an OpenAPI 3.0 nullable schema as the 3.1 type list', () => {
    expect(normaliseSchema({ type: 'string', nullable: true, description: 'x' })).toEqual({ type: ['null', 'string'] });
    expect(normaliseSchema({ anyOf: [{ type: 'number' }, { type: 'null' }] })).toEqual({ type: ['null', 'number'] });
  });

  it('writes 3.0 boolean exclusive bounds as 3.1 numbers', () => {
    expect(normaliseSchema({ type: 'integer', minimum: 0, exclusiveMinimum: true })).toEqual({
      type: ['integer'],
      exclusiveMinimum: 0,
    });
  });
});

describe('resolveLocalRefs', () => {
  it('replaces a component $ref by its target and keeps keywords beside the $ref', () => {
    const doc = {
      components: { schemas: { Mode: { type: 'string', enum: ['a', 'b'] } } },
      paths: { '/x': { get: { responses: { '200': { $ref: '#/components/schemas/Mode', default: 'a' } } } } },
    };
    expect(resolveLocalRefs(doc).paths).toEqual({
      '/x': { get: { responses: { '200': { type: 'string', enum: ['a', 'b'], default: 'a' } } } },
    });
  });
});
