/**
 * The "API changes" page's reading of each difference, case by case: which property and which facet
 * of a schema a change touches, what a parameter only one release has is like, which request-body
 * changes count, how tags are counted, and the order a reader finds each list in.
 */
import { describe, expect, it } from 'vitest';

import type { JsonObject } from '../../../core/openapi/openapi-document';
import { computeApiChanges, describeSchemaLocation } from '../../../plugins/api-reference/api-changes';

describe('the place a schema change touches', () => {
  it.each([
    ['type', 'type', '', 'type'],
    ['enum', 'values', '', 'enum'],
    ['const', 'values', '', 'const'],
    ['minimum', 'limits', '', 'minimum'],
    ['maximum', 'limits', '', 'maximum'],
    ['exclusiveMinimum', 'limits', '', 'exclusiveMinimum'],
    ['exclusiveMaximum', 'limits', '', 'exclusiveMaximum'],
    ['minLength', 'limits', '', 'minLength'],
    ['maxLength', 'limits', '', 'maxLength'],
    ['pattern', 'limits', '', 'pattern'],
    ['minItems', 'limits', '', 'minItems'],
    ['maxItems', 'limits', '', 'maxItems'],
    ['uniqueItems', 'limits', '', 'uniqueItems'],
    ['multipleOf', 'limits', '', 'multipleOf'],
    ['minProperties', 'limits', '', 'minProperties'],
    ['maxProperties', 'limits', '', 'maxProperties'],
    ['default', 'default', '', 'default'],
    ['format', 'format', '', 'format'],
    ['required', 'required-fields', '', 'required'],
    ['additionalProperties', 'shape', '', 'additionalProperties'],
    ['properties/routing/properties/rootFolder/type', 'type', 'routing.rootFolder', 'type'],
    ['properties/tags/items/enum', 'values', 'tags[]', 'enum'],
    ['items/properties/id/format', 'format', '[].id', 'format'],
    ['properties/a/items/items/type', 'type', 'a[][]', 'type'],
    ['properties/a/anyOf/1/type', 'type', 'a', 'type'],
    ['oneOf/0/properties/b/maximum', 'limits', 'b', 'maximum'],
    ['properties/a/anyOf', 'shape', 'a', 'anyOf'],
    ['properties/a/additionalProperties/type', 'type', 'a', 'type'],
    ['properties/properties/type', 'type', 'properties', 'type'],
    ['properties/items/type', 'type', 'items', 'type'],
  ])('%s is the %s of %j', (location, facet, field, keyword) => {
    expect(describeSchemaLocation(location, 1, 2)).toEqual({ field, facet, keyword, before: 1, after: 2 });
  });

  it('a whole property is added, removed, or reshaped', () => {
    expect(describeSchemaLocation('properties/a', undefined, { type: 'string' })).toMatchObject({
      field: 'a',
      facet: 'added',
      keyword: '',
    });
    expect(describeSchemaLocation('properties/a/properties/b', { type: 'string' }, undefined)).toMatchObject({
      field: 'a.b',
      facet: 'removed',
    });
    expect(describeSchemaLocation('properties/a', { type: 'string' }, null)).toMatchObject({
      field: 'a',
      facet: 'shape',
    });
  });

  it('the schema itself is added, removed or changed as a whole', () => {
    expect(describeSchemaLocation('', undefined, {})).toEqual({
      field: '',
      facet: 'added',
      keyword: '',
      before: undefined,
      after: {},
    });
    expect(describeSchemaLocation('', {}, undefined)).toMatchObject({ field: '', facet: 'removed' });
    expect(describeSchemaLocation('', {}, null)).toMatchObject({ field: '', facet: 'shape' });
    expect(describeSchemaLocation('items', 1, 2)).toMatchObject({ field: '', facet: 'shape', keyword: 'items' });
    expect(describeSchemaLocation('properties', 1, 2)).toMatchObject({
      field: '',
      facet: 'shape',
      keyword: 'properties',
    });
  });

  it('a keyword that holds a schema or a branch is passed over to the keyword that changed', () => {
    expect(describeSchemaLocation('not/type', 1, 2)).toMatchObject({ field: '', facet: 'type', keyword: 'type' });
    expect(describeSchemaLocation('allOf/x/type', 1, 2)).toMatchObject({ field: '', facet: 'type', keyword: 'type' });
    expect(describeSchemaLocation('prefixItems/0', 1, 2)).toMatchObject({ field: '', facet: 'shape', keyword: '' });
  });
});

/** A document with these operations (`METHOD /path` → operation) and tags. */
function doc(operations: Record<string, JsonObject>, tags: string[] = [], webhooks: JsonObject = {}): JsonObject {
  const paths: JsonObject = {};
  for (const [key, operation] of Object.entries(operations)) {
    const [method, apiPath] = key.split(' ') as [string, string];
    paths[apiPath] = { ...((paths[apiPath] as JsonObject | undefined) ?? {}), [method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    tags: tags.map((name) => ({ name })),
    paths,
    webhooks,
  };
}

describe('a parameter only one release has', () => {
  const withParameter = (parameter: JsonObject) =>
    doc({ 'GET /items': { operationId: 'listItems', parameters: [parameter], responses: {} } });
  const without = doc({ 'GET /items': { operationId: 'listItems', responses: {} } });

  it('is named with where it goes, whether it is required and its types', () => {
    const changes = computeApiChanges(
      without,
      withParameter({ name: 'limit', in: 'query', required: true, schema: { type: 'integer', nullable: true } }),
    );
    expect(changes.parameters).toHaveLength(1);
    expect(changes.parameters[0]!.changes).toEqual([
      { name: 'limit', in: 'query', status: 'added', schema: [], only: { required: true, types: ['integer', 'null'] } },
    ]);
  });

  it('removed, is described as the older release had it', () => {
    const changes = computeApiChanges(
      withParameter({ name: 'X-Trace-Id', in: 'header', schema: { type: ['string', 'null'], nullable: true } }),
      without,
    );
    expect(changes.parameters[0]!.changes).toEqual([
      {
        name: 'X-Trace-Id',
        in: 'header',
        status: 'removed',
        schema: [],
        only: { required: false, types: ['string', 'null'] },
      },
    ]);
  });

  it('without a schema has no types', () => {
    const changes = computeApiChanges(without, withParameter({ name: 'q', in: 'query' }));
    expect(changes.parameters[0]!.changes[0]!.only).toEqual({ required: false, types: [] });
  });
});

describe('a parameter both releases have', () => {
  const op = (parameter: JsonObject) =>
    doc({ 'GET /items': { operationId: 'listItems', parameters: [parameter], responses: {} } });

  it('made required, is reported with before and after', () => {
    const changes = computeApiChanges(op({ name: 'q', in: 'query' }), op({ name: 'q', in: 'query', required: true }));
    expect(changes.parameters[0]!.changes).toEqual([
      { name: 'q', in: 'query', status: 'changed', required: [false, true], schema: [] },
    ]);
  });

  it('whose enum lists the same values in another order is no change', () => {
    const changes = computeApiChanges(
      op({ name: 'sort', in: 'query', schema: { type: 'string', enum: ['a', 'b'] } }),
      op({ name: 'sort', in: 'query', schema: { type: 'string', enum: ['b', 'a'] } }),
    );
    expect(changes.parameters).toEqual([]);
  });

  it('whose enum gained a value is a change of values', () => {
    const changes = computeApiChanges(
      op({ name: 'sort', in: 'query', schema: { type: 'string', enum: ['a'] } }),
      op({ name: 'sort', in: 'query', schema: { type: 'string', enum: ['b', 'a'] } }),
    );
    expect(changes.parameters[0]!.changes[0]!.schema).toEqual([
      { field: '', facet: 'values', keyword: 'enum', before: ['a'], after: ['b', 'a'] },
    ]);
  });
});

describe('a request body', () => {
  const body = (requestBody?: JsonObject) =>
    doc({ 'POST /items': { operationId: 'addItem', ...(requestBody ? { requestBody } : {}), responses: {} } });
  const json = (schema: JsonObject, extra: JsonObject = {}) => ({
    content: { 'application/json': { schema } },
    ...extra,
  });

  it('added or removed is reported with its status', () => {
    expect(computeApiChanges(body(), body(json({ type: 'object' }))).requestBodies[0]!.changes).toEqual({
      status: 'added',
      schema: [],
    });
    expect(computeApiChanges(body(json({ type: 'object' })), body()).requestBodies[0]!.changes).toEqual({
      status: 'removed',
      schema: [],
    });
  });

  it('made required, or given other media types, is reported with before and after', () => {
    expect(
      computeApiChanges(body(json({ type: 'object' })), body(json({ type: 'object' }, { required: true })))
        .requestBodies[0]!.changes,
    ).toEqual({ required: [false, true], schema: [] });
    expect(
      computeApiChanges(body(json({ type: 'object' })), body({ content: { 'text/plain': {} } })).requestBodies[0]!
        .changes,
    ).toEqual({ mediaTypes: [['application/json'], ['text/plain']], schema: [] });
  });

  it('whose fields changed lists each field, across media types', () => {
    const before = body({
      content: {
        'application/json': { schema: { type: 'object', properties: { a: { type: 'string' } } } },
        'application/x-www-form-urlencoded': { schema: { type: 'object', required: ['a'] } },
      },
    });
    const after = body({
      content: {
        'application/json': { schema: { type: 'object', properties: { a: { type: 'integer' } } } },
        'application/x-www-form-urlencoded': { schema: { type: 'object', required: ['a', 'b'] } },
      },
    });
    expect(computeApiChanges(before, after).requestBodies[0]!.changes.schema).toEqual([
      { field: 'a', facet: 'type', keyword: 'type', before: ['string'], after: ['integer'] },
      { field: '', facet: 'required-fields', keyword: 'required', before: ['a'], after: ['a', 'b'] },
    ]);
  });

  it('whose enum was only reordered, or whose words alone changed, is no change', () => {
    expect(
      computeApiChanges(
        body(json({ type: 'string', enum: ['a', 'b'] })),
        body(json({ type: 'string', enum: ['b', 'a'] })),
      ).requestBodies,
    ).toEqual([]);
    expect(
      computeApiChanges(
        body(json({ type: 'string' }, { description: 'a' })),
        body(json({ type: 'string' }, { description: 'b' })),
      ).requestBodies,
    ).toEqual([]);
  });
});

describe('operations, tags and webhooks', () => {
  const op = (operationId: string, tag?: string, summary?: string): JsonObject => ({
    operationId,
    ...(tag ? { tags: [tag] } : {}),
    ...(summary ? { summary } : {}),
    responses: {},
  });

  it('an operation without an id or summary is named by its method and path', () => {
    const changes = computeApiChanges(doc({}), doc({ 'GET /items': { responses: {} } }));
    expect(changes.added).toEqual([
      { operationId: 'get /items', method: 'get', path: '/items', summary: 'get /items', tag: '', slug: 'get-items' },
    ]);
  });

  it('added operations come in the newer release’s order of tags, then of operations', () => {
    const after = doc(
      {
        'GET /z': op('zFirst', 'Zeta'),
        'GET /a': op('aFirst', 'Alpha'),
        'GET /untagged': op('untagged'),
        'GET /b': op('aSecond', 'Alpha', 'Second in Alpha'),
        'GET /other': op('otherTag', 'Unlisted'),
      },
      ['Alpha', 'Zeta'],
    );
    const changes = computeApiChanges(doc({}, ['Alpha', 'Zeta']), after);
    expect(changes.added.map((o) => [o.operationId, o.tag, o.summary])).toEqual([
      ['aFirst', 'Alpha', 'aFirst'],
      ['aSecond', 'Alpha', 'Second in Alpha'],
      ['zFirst', 'Zeta', 'zFirst'],
      ['untagged', '', 'untagged'],
      ['otherTag', 'Unlisted', 'otherTag'],
    ]);
  });

  it('removed operations come in the older release’s order', () => {
    const before = doc({ 'GET /b': op('b', 'B'), 'GET /a': op('a', 'A'), 'GET /a2': op('a2', 'A') }, ['A', 'B']);
    expect(computeApiChanges(before, doc({}, ['B', 'A'])).removed.map((o) => o.operationId)).toEqual(['a', 'a2', 'b']);
  });

  it('moved operations, and changed parameters, come in the newer release’s order', () => {
    const before = doc({ 'GET /old-b': op('b', 'T'), 'GET /old-a': op('a', 'T') }, ['T']);
    const after = doc({ 'GET /new-a': op('a', 'T'), 'GET /new-b': op('b', 'T') }, ['T']);
    expect(computeApiChanges(before, after).moved.map(({ before: was, after: now }) => [was.path, now.path])).toEqual([
      ['/old-a', '/new-a'],
      ['/old-b', '/new-b'],
    ]);
  });

  it('tags added and removed carry the number of operations and webhooks with them', () => {
    const before = doc({ 'GET /t': op('t', 'Tautulli'), 'GET /t2': op('t2', 'Tautulli') }, ['Tautulli', 'Users']);
    const after = doc({ 'GET /p': op('p', 'Plex') }, ['Users', 'Plex'], {
      'media.available': { post: op('hook', 'Plex') },
    });
    const changes = computeApiChanges(before, after);
    expect(changes.tagsAdded).toEqual([{ name: 'Plex', slug: 'plex', operationCount: 2 }]);
    expect(changes.tagsRemoved).toEqual([{ name: 'Tautulli', slug: 'tautulli', operationCount: 2 }]);
  });

  it('webhooks added and removed are listed by event, and a change inside one is not an added webhook', () => {
    const hook = (tags: string[]) => ({ post: { operationId: 'h', tags, responses: {} } });
    const changes = computeApiChanges(
      doc({}, [], { 'a.gone': hook([]), 'c.same': hook(['X']) }),
      doc({}, [], { 'b.new': hook([]), 'c.same': hook(['Y']) }),
    );
    expect(changes.webhooksAdded.map((w) => w.path)).toEqual(['b.new']);
    expect(changes.webhooksRemoved.map((w) => w.path)).toEqual(['a.gone']);
  });

  it('an operation that kept its path but changed its id is removed and added', () => {
    const changes = computeApiChanges(doc({ 'GET /items': op('listItems') }), doc({ 'GET /items': op('getItems') }));
    expect(changes.removed.map((o) => o.operationId)).toEqual(['listItems']);
    expect(changes.added.map((o) => o.operationId)).toEqual(['getItems']);
    expect(changes.moved).toEqual([]);
  });
});
