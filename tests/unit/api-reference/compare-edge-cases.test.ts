/**
 * What api:check and the changes page rely on compareDocuments() for, case by case: the same API
 * written in 3.0 and 3.1 compares equal, each kind of change is reported once at its place with
 * both values, and a document's own `$ref`s resolve as JSON Pointers.
 */
import { describe, expect, it } from 'vitest';

import type { Json, JsonObject } from '../../../core/openapi/openapi-document';
import {
  compareDocuments,
  formatDifference,
  groupByKind,
  normaliseSchema,
  resolveLocalRefs,
} from '../../../plugins/api-reference/openapi-compare';

/** A document with one operation, its parts given. */
function document(operation: JsonObject = {}, top: JsonObject = {}): JsonObject {
  return {
    openapi: '3.1.0',
    info: { title: 'Test', version: '1' },
    paths: {
      '/v1/items': { get: { operationId: 'getItems', responses: { '200': { description: 'OK' } }, ...operation } },
    },
    ...top,
  };
}

/** A document whose one response has this JSON schema. */
const withSchema = (schema: Json) =>
  document({ responses: { '200': { description: 'OK', content: { 'application/json': { schema } } } } });

const lines = (left: JsonObject, right: JsonObject) => compareDocuments(left, right).map(formatDifference);

describe('schemas that say the same in both dialects', () => {
  it.each<[string, Json, Json]>([
    ['a 3.0 nullable and a 3.1 type list', { type: 'string', nullable: true }, { type: ['string', 'null'] }],
    ['a type and a one-item type list', { type: 'string' }, { type: ['string'] }],
    ['type lists in another order', { type: ['null', 'string'] }, { type: ['string', 'null'] }],
    [
      'a nullable type list with null already in it',
      { type: ['string', 'null'], nullable: true },
      { type: ['null', 'string'] },
    ],
    [
      'anyOf a typed schema and null, either way round',
      { anyOf: [{ type: 'null' }, { type: 'integer' }] },
      { type: ['integer', 'null'] },
    ],
    [
      'anyOf with null in a nullable type already',
      { anyOf: [{ type: ['integer', 'null'] }, { type: 'null' }] },
      { type: ['integer', 'null'] },
    ],
    [
      '3.0 exclusiveMinimum: true and 3.1 exclusiveMinimum',
      { type: 'integer', minimum: 1, exclusiveMinimum: true },
      { type: 'integer', exclusiveMinimum: 1 },
    ],
    [
      '3.0 exclusiveMaximum: true and 3.1 exclusiveMaximum',
      { type: 'integer', maximum: 9, exclusiveMaximum: true },
      { type: 'integer', exclusiveMaximum: 9 },
    ],
    [
      '3.0 exclusiveMinimum: false and no exclusive bound',
      { type: 'integer', minimum: 1, exclusiveMinimum: false },
      { type: 'integer', minimum: 1 },
    ],
    [
      'required names in another order',
      { type: 'object', required: ['a', 'b'] },
      { type: 'object', required: ['b', 'a'] },
    ],
    [
      'other words, examples and vendor extensions',
      { type: 'string', description: 'x', title: 't', example: 'e', examples: ['e'], 'x-internal': true },
      { type: 'string', description: 'y', externalDocs: { url: 'u' } },
    ],
    [
      'the same inside properties, items and additionalProperties',
      {
        type: 'object',
        properties: { a: { type: 'array', items: { type: 'string', nullable: true } } },
        additionalProperties: { type: 'string', nullable: true },
      },
      {
        type: 'object',
        properties: { a: { type: 'array', items: { type: ['null', 'string'] } } },
        additionalProperties: { type: ['string', 'null'] },
      },
    ],
    [
      'the same in every branch of oneOf',
      {
        oneOf: [
          { type: 'string', nullable: true },
          { type: 'integer', description: 'n' },
        ],
      },
      { oneOf: [{ type: ['null', 'string'] }, { type: 'integer' }] },
    ],
    [
      'object keys in another order',
      { type: 'object', properties: { a: { type: 'string' }, b: { type: 'integer' } } },
      { properties: { b: { type: 'integer' }, a: { type: 'string' } }, type: 'object' },
    ],
  ])('%s', (_what, left, right) => {
    expect(lines(withSchema(left), withSchema(right))).toEqual([]);
  });
});

describe('schemas that differ', () => {
  const at = 'response: GET /v1/items responses/200/application/json';

  it.each<[string, Json, Json, string]>([
    ['a type', { type: 'string' }, { type: 'integer' }, `${at}/type: ["string"] vs ["integer"]`],
    [
      'nullability',
      { type: 'string' },
      { type: 'string', nullable: true },
      `${at}/type: ["string"] vs ["null","string"]`,
    ],
    [
      'an exclusive bound kept apart from a plain one',
      { type: 'integer', minimum: 1 },
      { type: 'integer', exclusiveMinimum: 1 },
      `${at}/minimum: 1 vs (none)\n${at}/exclusiveMinimum: (none) vs 1`,
    ],
    [
      'a required name',
      { type: 'object', required: ['a'] },
      { type: 'object', required: ['a', 'b'] },
      `${at}/required: ["a"] vs ["a","b"]`,
    ],
    [
      'an enum value',
      { type: 'string', enum: ['a', 'b'] },
      { type: 'string', enum: ['a'] },
      `${at}/enum: ["a","b"] vs ["a"]`,
    ],
    [
      'a property’s type, at the property',
      { type: 'object', properties: { a: { type: 'string' } } },
      { type: 'object', properties: { a: { type: 'integer' } } },
      `${at}/properties/a/type: ["string"] vs ["integer"]`,
    ],
    [
      'an added property',
      { type: 'object', properties: {} },
      { type: 'object', properties: { a: { type: 'string' } } },
      `${at}/properties/a: (none) vs {"type":["string"]}`,
    ],
    [
      'an item type, at items',
      { type: 'array', items: { type: 'string' } },
      { type: 'array', items: { type: 'integer' } },
      `${at}/items/type: ["string"] vs ["integer"]`,
    ],
    [
      'a branch of anyOf, at its index',
      { anyOf: [{ type: 'string' }, { type: 'integer' }] },
      { anyOf: [{ type: 'string' }, { type: 'boolean' }] },
      `${at}/anyOf/1/type: ["integer"] vs ["boolean"]`,
    ],
    ['a schema and none', { type: 'string' }, null, `${at}: {"type":["string"]} vs null`],
  ])('%s is reported at its place', (_what, left, right, line) => {
    expect(lines(withSchema(left), withSchema(right))).toEqual(line.split('\n'));
  });

  it('a oneOf with another number of branches is one difference of the whole list', () => {
    expect(
      lines(
        withSchema({ oneOf: [{ type: 'string' }] }),
        withSchema({ oneOf: [{ type: 'string' }, { type: 'integer' }] }),
      ),
    ).toEqual([`${at}/oneOf: [{"type":["string"]}] vs [{"type":["string"]},{"type":["integer"]}]`]);
  });

  it('anyOf of two typed schemas is not read as a nullable type', () => {
    expect(normaliseSchema({ anyOf: [{ type: 'string' }, { type: 'integer' }] })).toEqual({
      anyOf: [{ type: ['string'] }, { type: ['integer'] }],
    });
    expect(normaliseSchema({ anyOf: [{ type: 'null' }, { properties: {} }] })).toEqual({
      anyOf: [{ type: ['null'] }, { properties: {} }],
    });
    expect(normaliseSchema({ anyOf: [{ type: 'null' }, { type: 'string' }], description: 'kept apart' })).toEqual({
      type: ['null', 'string'],
    });
    expect(normaliseSchema({ anyOf: [{ type: 'null' }, { type: 'string' }], default: null })).toEqual({
      anyOf: [{ type: ['null'] }, { type: ['string'] }],
      default: null,
    });
  });

  it('leaves what is not a schema object as it is', () => {
    expect(normaliseSchema(true)).toBe(true);
    expect(normaliseSchema(undefined)).toBeUndefined();
    expect(normaliseSchema({ exclusiveMinimum: true })).toEqual({ exclusiveMinimum: true });
    expect(normaliseSchema({ minimum: 1, exclusiveMinimum: true })).toEqual({ exclusiveMinimum: 1 });
  });
});

describe('an operation', () => {
  it('a parameter added, removed, made required or retyped is reported at the parameter', () => {
    const parameter = (changes: JsonObject = {}) => ({
      name: 'limit',
      in: 'query',
      schema: { type: 'integer' },
      ...changes,
    });
    expect(lines(document({ parameters: [parameter()] }), document({ parameters: [] }))).toEqual([
      'parameter: GET /v1/items parameters/query/limit: "present" vs (none)',
    ]);
    expect(lines(document({ parameters: [] }), document({ parameters: [parameter()] }))).toEqual([
      'parameter: GET /v1/items parameters/query/limit: (none) vs "present"',
    ]);
    expect(
      lines(document({ parameters: [parameter()] }), document({ parameters: [parameter({ required: true })] })),
    ).toEqual(['parameter: GET /v1/items parameters/query/limit/required: (none) vs true']);
    expect(
      lines(document({ parameters: [parameter({ required: false })] }), document({ parameters: [parameter()] })),
    ).toEqual([]);
    expect(
      lines(
        document({ parameters: [parameter()] }),
        document({ parameters: [parameter({ schema: { type: 'string' } })] }),
      ),
    ).toEqual(['parameter: GET /v1/items parameters/query/limit/schema/type: ["integer"] vs ["string"]']);
    expect(
      lines(document({ parameters: [parameter()] }), document({ parameters: [parameter({ schema: null })] })),
    ).toEqual(['parameter: GET /v1/items parameters/query/limit/schema: {"type":["integer"]} vs null']);
  });

  it('a parameter of the same name in another place is another parameter', () => {
    expect(
      lines(
        document({ parameters: [{ name: 'id', in: 'query' }] }),
        document({ parameters: [{ name: 'id', in: 'header' }] }),
      ),
    ).toEqual([
      'parameter: GET /v1/items parameters/query/id: "present" vs (none)',
      'parameter: GET /v1/items parameters/header/id: (none) vs "present"',
    ]);
  });

  it('a request body added, made required, or given another media type or schema is reported', () => {
    const body = (changes: JsonObject = {}) => ({
      content: { 'application/json': { schema: { type: 'object' } } },
      ...changes,
    });
    expect(lines(document(), document({ requestBody: body() }))).toEqual([
      'request-body: GET /v1/items requestBody: (none) vs "present"',
    ]);
    expect(lines(document({ requestBody: body() }), document())).toEqual([
      'request-body: GET /v1/items requestBody: "present" vs (none)',
    ]);
    expect(lines(document({ requestBody: body() }), document({ requestBody: body({ required: true }) }))).toEqual([
      'request-body: GET /v1/items requestBody/required: (none) vs true',
    ]);
    expect(
      lines(document({ requestBody: body() }), document({ requestBody: body({ content: { 'text/plain': {} } }) })),
    ).toEqual(['request-body: GET /v1/items requestBody/content: ["application/json"] vs ["text/plain"]']);
    expect(
      lines(
        document({ requestBody: body() }),
        document({ requestBody: body({ content: { 'application/json': { schema: { type: 'array' } } } }) }),
      ),
    ).toEqual(['request-body: GET /v1/items requestBody/application/json/type: ["object"] vs ["array"]']);
    expect(lines(document({ requestBody: body({ description: 'a' }) }), document({ requestBody: body() }))).toEqual([]);
  });

  it('a status code added or removed, or a response’s media types changed, is reported at the status', () => {
    const ok = { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } };
    expect(
      lines(
        document({ responses: { '200': ok } }),
        document({ responses: { '200': ok, '404': { description: 'No' } } }),
      ),
    ).toEqual(['response: GET /v1/items responses/404: (none) vs "present"']);
    expect(lines(document({ responses: { '200': ok, '500': ok } }), document({ responses: { '200': ok } }))).toEqual([
      'response: GET /v1/items responses/500: "present" vs (none)',
    ]);
    expect(
      lines(document({ responses: { '200': ok } }), document({ responses: { '200': { description: 'OK' } } })),
    ).toEqual(['response: GET /v1/items responses/200/content: ["application/json"] vs []']);
  });

  it('security is the operation’s own, or else the document’s', () => {
    const key = [{ apiKey: [] }];
    const session = [{ session: [] }];
    expect(lines(document({}, { security: key }), document({ security: key }))).toEqual([
      'security: security: [{"apiKey":[]}] vs (none)',
    ]);
    expect(lines(document({}, { security: key }), document({ security: session }, { security: key }))).toEqual([
      'security: GET /v1/items security: [{"apiKey":[]}] vs [{"session":[]}]',
    ]);
    expect(lines(document({ security: [] }, { security: key }), document({ security: [] }, { security: key }))).toEqual(
      [],
    );
    expect(lines(document({ security: [] }, { security: key }), document({}, { security: key }))).toEqual([
      'security: GET /v1/items security: [] vs [{"apiKey":[]}]',
    ]);
  });

  it('its tags and operationId are compared as written', () => {
    expect(lines(document({ tags: ['A', 'B'] }), document({ tags: ['B', 'A'] }))).toEqual([
      'operation-tag: GET /v1/items tags: ["A","B"] vs ["B","A"]',
    ]);
    expect(lines(document(), document({ operationId: 'listItems' }))).toEqual([
      'operation-id: GET /v1/items operationId: "getItems" vs "listItems"',
    ]);
  });

  it('operations are told apart by method as well as path, and path items that are not objects hold none', () => {
    const both = document();
    (both.paths as JsonObject)['/v1/items'] = {
      ...((both.paths as JsonObject)['/v1/items'] as JsonObject),
      post: { operationId: 'addItem', responses: {} },
      parameters: [],
      summary: 'Items',
    };
    (both.paths as JsonObject)['/v1/broken'] = 'not a path item';
    expect(lines(document(), both)).toEqual(['operation: POST /v1/items: (none) vs "addItem"']);
  });
});

describe('the document', () => {
  it('its OpenAPI version, servers, security schemes and tags are each reported', () => {
    const top: JsonObject = {
      servers: [
        {
          url: 'http://{host}:3003',
          variables: { host: { default: 'localhost', enum: ['localhost'], description: 'x' } },
        },
      ],
      components: {
        securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'a' } },
      },
      tags: [{ name: 'A', description: 'first' }, { name: 'B' }],
    };
    expect(
      lines(document({}, top), document({}, { ...top, tags: [{ name: 'A', description: 'other' }, { name: 'B' }] })),
    ).toEqual([]);
    expect(lines(document({}, top), document({}, { ...top, openapi: '3.0.3' }))).toEqual([
      'document: openapi: "3.1.0" vs "3.0.3"',
    ]);
    expect(
      lines(
        document({}, top),
        document({}, { ...top, servers: [{ url: 'http://{host}:3003', variables: { host: { default: 'pulsarr' } } }] }),
      ),
    ).toEqual([
      'server: servers/0: {"url":"http://{host}:3003","variables":{"host":{"enum":["localhost"],"default":"localhost"}}} vs {"url":"http://{host}:3003","variables":{"host":{"enum":null,"default":"pulsarr"}}}',
    ]);
    expect(
      lines(document({}, top), document({}, { ...top, servers: [...(top.servers as Json[]), { url: 'https://b' }] })),
    ).toEqual(['server: servers/1: (none) vs {"url":"https://b","variables":{}}']);
    expect(
      lines(
        document({}, top),
        document(
          {},
          { ...top, components: { securitySchemes: { apiKey: { type: 'apiKey', in: 'cookie', name: 'X-API-Key' } } } },
        ),
      ),
    ).toEqual([
      'security-scheme: components/securitySchemes/apiKey: {"type":"apiKey","in":"header","name":"X-API-Key"} vs {"type":"apiKey","in":"cookie","name":"X-API-Key"}',
    ]);
    expect(lines(document({}, top), document({}, { ...top, components: {} }))).toEqual([
      'security-scheme: components/securitySchemes/apiKey: {"type":"apiKey","in":"header","name":"X-API-Key"} vs (none)',
    ]);
    expect(lines(document({}, top), document({}, { ...top, tags: [{ name: 'B' }, { name: 'A' }] }))).toEqual([
      'tag: tags: ["A","B"] vs ["B","A"]',
    ]);
  });

  it('a webhook’s methods, and each method’s operation, are compared; the document’s security does not apply', () => {
    const hook = (item: JsonObject) => ({ security: [{ apiKey: [] }], webhooks: { 'media.available': item } });
    const post = { operationId: 'hook', responses: { '200': { description: 'OK' } } };
    expect(lines(document({}, hook({ post })), document({}, hook({ post, put: post })))).toEqual([
      'webhook: webhook media.available methods: ["post"] vs ["put","post"]',
    ]);
    expect(lines(document({}, hook({ post })), document({}, hook({ post: { ...post, tags: ['Media'] } })))).toEqual([
      'operation-tag: webhook media.available tags: (none) vs ["Media"]',
    ]);
    expect(lines(document({}, hook({ post })), document({}, { security: [{ apiKey: [] }] }))).toEqual([
      'webhook: webhook media.available: "present" vs (none)',
    ]);
    expect(lines(document({}, { security: [{ apiKey: [] }] }), document({}, hook({ post })))).toEqual([
      'webhook: webhook media.available: (none) vs "present"',
    ]);
  });

  it('matched by operationId, an operation only one side has is named by its method and path', () => {
    const byId = (left: JsonObject, right: JsonObject) =>
      compareDocuments(left, right, { matchOperationsBy: 'operationId' }).map(formatDifference);
    expect(byId(document(), document({ operationId: 'listItems' }))).toEqual([
      'operation: GET /v1/items: "getItems" vs (none)',
      'operation: GET /v1/items: (none) vs "listItems"',
    ]);
    expect(byId(document(), document())).toEqual([]);
  });

  it('groups differences by kind, in the order found', () => {
    const groups = groupByKind(
      compareDocuments(
        document({ tags: ['A'] }),
        document({ tags: ['B'], operationId: 'other' }, { openapi: '3.0.0' }),
      ),
    );
    expect([...groups.keys()]).toEqual(['document', 'operation-id', 'operation-tag']);
    expect(groups.get('operation-tag')).toHaveLength(1);
  });

  it('a difference reads as kind, place and both values', () => {
    expect(formatDifference({ kind: 'document', operation: '', location: '', left: 1, right: undefined })).toBe(
      'document: : 1 vs (none)',
    );
  });
});

describe('resolveLocalRefs', () => {
  it('follows JSON Pointer escapes, nested $refs and $refs inside lists', () => {
    const doc: JsonObject = {
      components: {
        schemas: { 'a/b': { $ref: '#/components/schemas/c~0d' }, 'c~d': { type: 'string' } },
      },
      list: [{ $ref: '#/components/schemas/a~1b' }, 3],
    };
    expect(resolveLocalRefs(doc).list).toEqual([{ type: 'string' }, 3]);
  });

  it('stops on a $ref that does not resolve, points elsewhere, or runs in a circle', () => {
    expect(() => resolveLocalRefs({ a: { $ref: '#/components/none' } })).toThrow(
      '$ref #/components/none does not resolve',
    );
    expect(() => resolveLocalRefs({ a: { $ref: 'other.yaml#/x' } })).toThrow(
      'only local $refs are supported, not other.yaml#/x',
    );
    expect(() => resolveLocalRefs({ a: { $ref: '#/b' }, b: { next: { $ref: '#/a' } } })).toThrow('circular $ref #/b');
  });

  it('resolves the same target twice where it is used twice, which is no circle', () => {
    const doc: JsonObject = {
      t: { type: 'integer' },
      a: { $ref: '#/t' },
      b: { items: [{ $ref: '#/t' }, { $ref: '#/t' }] },
    };
    expect(resolveLocalRefs(doc)).toMatchObject({
      a: { type: 'integer' },
      b: { items: [{ type: 'integer' }, { type: 'integer' }] },
    });
  });
});
