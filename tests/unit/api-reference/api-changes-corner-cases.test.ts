/**
 * Corners of the "API changes" page's reading that its main cases do not reach: an empty key (null, as
 * YAML writes `webhooks:` with nothing under it) holds nothing; a branch of a composition added or
 * removed reads as added or removed, not as a keyword named by its index; a property added inside a
 * keyword that holds a schema still reads as added; a parameter only one release has is described from
 * the parameter in its own place, not from one of the same name elsewhere; an operation without an
 * operationId that the newer release dropped is removed, not an empty "added" entry.
 */
import { describe, expect, it } from 'vitest';

import type { JsonObject } from '../../../core/openapi/openapi-document';
import { computeApiChanges, describeSchemaLocation } from '../../../plugins/api-reference/api-changes';

const base = (paths: JsonObject, extra: JsonObject = {}): JsonObject => ({
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  paths,
  ...extra,
});

describe('an empty key', () => {
  it('of webhooks or of a path holds nothing, and does not stop the reading', () => {
    const before = base(
      { '/v1/gone': null, '/v1/items': { get: { operationId: 'listItems', responses: {} } } },
      { webhooks: null },
    );
    const after = base(
      {
        '/v1/items': { get: { operationId: 'listItems', responses: {} } },
        '/v1/new': { get: { operationId: 'getNew', responses: {} } },
      },
      { webhooks: null },
    );
    const changes = computeApiChanges(before, after);
    expect(changes.added.map((operation) => operation.operationId)).toEqual(['getNew']);
    expect(changes.removed).toEqual([]);
    expect(changes.webhooksAdded).toEqual([]);
  });
});

describe('a branch of a composition', () => {
  it.each(['anyOf', 'oneOf', 'allOf', 'prefixItems'])(
    'of %s, added or removed, reads as added or removed',
    (keyword) => {
      expect(describeSchemaLocation(`${keyword}/1`, undefined, { type: 'string' })).toMatchObject({
        field: '',
        facet: 'added',
        keyword: '',
      });
      expect(describeSchemaLocation(`properties/name/${keyword}/0`, { type: 'string' }, undefined)).toMatchObject({
        field: 'name',
        facet: 'removed',
        keyword: '',
      });
    },
  );
});

describe('a property inside a keyword that holds a schema', () => {
  it.each(['additionalProperties', 'not'])('inside %s, added or removed, reads as added or removed', (keyword) => {
    expect(describeSchemaLocation(`${keyword}/properties/note`, undefined, { type: 'string' })).toMatchObject({
      field: 'note',
      facet: 'added',
      keyword: '',
    });
    expect(describeSchemaLocation(`${keyword}/properties/note`, { type: 'string' }, undefined)).toMatchObject({
      field: 'note',
      facet: 'removed',
    });
  });
});

describe('a parameter only one release has', () => {
  it('is described from the parameter in its own place when another of its name sits elsewhere', () => {
    const query = { name: 'version', in: 'query', schema: { type: 'string' } };
    const header = { name: 'version', in: 'header', required: true, schema: { type: 'integer' } };
    const op = (parameters: JsonObject[]) =>
      base({ '/v1/items': { get: { operationId: 'listItems', parameters, responses: {} } } });
    const changes = computeApiChanges(op([query]), op([query, header]));
    expect(changes.parameters[0]!.changes).toEqual([
      { name: 'version', in: 'header', status: 'added', schema: [], only: { required: true, types: ['integer'] } },
    ]);
    const removed = computeApiChanges(op([header, query]), op([header]));
    expect(removed.parameters[0]!.changes).toEqual([
      { name: 'version', in: 'query', status: 'removed', schema: [], only: { required: false, types: ['string'] } },
    ]);
  });
});

describe('an operation without an operationId', () => {
  const items = { '/v1/items': { get: { summary: 'List items', responses: {} } } };
  const keep = { '/v1/keep': { get: { operationId: 'keep', responses: {} } } };

  it('dropped by the newer release is removed, named by its method and path', () => {
    const changes = computeApiChanges(base({ ...items, ...keep }), base(keep));
    expect(changes.added).toEqual([]);
    expect(changes.removed.map((operation) => [operation.operationId, operation.summary])).toEqual([
      ['get /v1/items', 'List items'],
    ]);
  });

  it('new in the newer release is added', () => {
    const changes = computeApiChanges(base(keep), base({ ...items, ...keep }));
    expect(changes.removed).toEqual([]);
    expect(changes.added.map((operation) => operation.operationId)).toEqual(['get /v1/items']);
  });

  it('is paired by its method and path, never with another operation that lacks an id', () => {
    const unnamed = (paths: string[]) =>
      base(Object.fromEntries(paths.map((apiPath) => [apiPath, { get: { summary: apiPath, responses: {} } }])));
    const changes = computeApiChanges(unnamed(['/v1/a', '/v1/b']), unnamed(['/v1/a', '/v1/c']));
    expect(changes.moved).toEqual([]);
    expect(changes.removed.map((operation) => operation.operationId)).toEqual(['get /v1/b']);
    expect(changes.added.map((operation) => operation.operationId)).toEqual(['get /v1/c']);
  });
});
