/**
 * A schema held by `not`, `contains` or `propertyNames`, or by a branch of `allOf` or `prefixItems`, is
 * compared as a schema: written in 3.0 or 3.1 it compares equal, and a change inside it is reported at
 * the keyword that changed, below the keyword that holds it, not as one change of the whole. A schema's
 * `summary`, like its other words, is not structure; nor are a security scheme's words and vendor
 * extensions.
 */
import { describe, expect, it } from 'vitest';

import type { Json, JsonObject } from '../../../core/openapi/openapi-document';
import { compareDocuments, formatDifference } from '../../../plugins/api-reference/openapi-compare';

/** A document whose one response has this JSON schema. */
const withSchema = (schema: Json): JsonObject => ({
  openapi: '3.1.0',
  info: { title: 'Test', version: '1' },
  paths: {
    '/v1/items': {
      get: {
        operationId: 'getItems',
        responses: { '200': { description: 'OK', content: { 'application/json': { schema } } } },
      },
    },
  },
});

const lines = (left: Json, right: Json) => compareDocuments(withSchema(left), withSchema(right)).map(formatDifference);
const AT = 'response: GET /v1/items responses/200/application/json';

describe('a schema inside a keyword that holds one', () => {
  it.each(['not', 'contains', 'propertyNames'])('inside %s, the 3.0 and 3.1 spellings compare equal', (keyword) => {
    expect(
      lines({ [keyword]: { type: 'string', nullable: true } }, { [keyword]: { type: ['null', 'string'] } }),
    ).toEqual([]);
  });

  it.each(['not', 'contains', 'propertyNames'])('inside %s, a change is reported at the keyword inside', (keyword) => {
    expect(
      lines({ [keyword]: { type: 'string', maxLength: 5 } }, { [keyword]: { type: 'string', maxLength: 8 } }),
    ).toEqual([`${AT}/${keyword}/maxLength: 5 vs 8`]);
  });
});

describe('a branch of a list of schemas', () => {
  it.each(['allOf', 'prefixItems'])('in %s, the 3.0 and 3.1 spellings compare equal branch by branch', (keyword) => {
    expect(
      lines(
        { [keyword]: [{ type: 'integer' }, { type: 'string', nullable: true, description: 'a name' }] },
        { [keyword]: [{ type: 'integer' }, { type: ['string', 'null'] }] },
      ),
    ).toEqual([]);
  });

  it.each(['allOf', 'prefixItems'])('in %s, a change is reported at the branch that changed', (keyword) => {
    expect(
      lines(
        { [keyword]: [{ type: 'integer' }, { type: 'string' }] },
        { [keyword]: [{ type: 'integer' }, { type: 'boolean' }] },
      ),
    ).toEqual([`${AT}/${keyword}/1/type: ["string"] vs ["boolean"]`]);
  });
});

describe('the words of a schema', () => {
  it('a summary that differs is no difference', () => {
    expect(lines({ type: 'string', summary: 'A name' }, { type: 'string', summary: 'The name' })).toEqual([]);
  });
});

describe('a security scheme', () => {
  const scheme = (extra: JsonObject): JsonObject => ({
    ...withSchema({ type: 'string' }),
    components: { securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', ...extra } } },
  });

  it('that differs in its description and vendor extensions alone is no difference', () => {
    expect(
      compareDocuments(
        scheme({ description: 'The key', 'x-scope': 'admin' }),
        scheme({ description: 'Your key', 'x-scope': 'user' }),
      ),
    ).toEqual([]);
  });

  it('that differs in where its key goes is one difference, without the words', () => {
    expect(
      compareDocuments(scheme({ 'x-scope': 'admin' }), scheme({ in: 'query', 'x-scope': 'user' })).map(
        formatDifference,
      ),
    ).toEqual([
      'security-scheme: components/securitySchemes/apiKey: {"type":"apiKey","in":"header","name":"X-API-Key"} vs {"type":"apiKey","in":"query","name":"X-API-Key"}',
    ]);
  });
});
