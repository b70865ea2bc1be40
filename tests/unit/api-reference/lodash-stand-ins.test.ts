import lodashFlatten from 'lodash/flatten';
import lodashIsEmpty from 'lodash/isEmpty';
import lodashMerge from 'lodash/merge';
import { describe, expect, it } from 'vitest';

import flatten from '../../../plugins/api-reference/stand-ins/lodash/flatten';
import isEmpty from '../../../plugins/api-reference/stand-ins/lodash/isEmpty';
import merge from '../../../plugins/api-reference/stand-ins/lodash/merge';
import { loadResolvedDocument, type Json } from '../openapi/load-openapi';

/** Every value of the document: objects, arrays and primitives, as the schema views meet them. */
function allValues(node: Json, found: Json[] = []): Json[] {
  found.push(node);
  if (Array.isArray(node)) node.forEach((item) => allValues(item, found));
  else if (node && typeof node === 'object') Object.values(node).forEach((value) => allValues(value, found));
  return found;
}

/** Every schema with a oneOf or anyOf, the ones the request panel merges with an option. */
function schemasWithOptions(node: Json, found: Record<string, Json>[] = []): Record<string, Json>[] {
  if (Array.isArray(node)) node.forEach((item) => schemasWithOptions(item, found));
  else if (node && typeof node === 'object') {
    if (Array.isArray(node.oneOf) || Array.isArray(node.anyOf)) found.push(node);
    Object.values(node).forEach((value) => schemasWithOptions(value, found));
  }
  return found;
}

const clone = <T>(value: T): T => structuredClone(value);

describe('the lodash/merge stand-in merges JSON as lodash does', () => {
  it.each([
    ['objects deeply', { a: { b: 1, c: [1, 2] } }, { a: { d: 2, c: [3] } }],
    ['arrays by index', [1, { x: 1 }, 3], [undefined, { y: 2 }]],
    ['undefined never overwrites', { a: 1, b: { c: 2 } }, { a: undefined, b: undefined }],
    ['primitives and null replace', { a: { b: 1 }, c: 'x' }, { a: null, c: 5 }],
    ['an object over a primitive', { a: 1 }, { a: { b: [1, { c: 2 }] } }],
  ])('%s', (_name, target, source) => {
    const ours = merge(clone(target) as object, clone(source));
    expect(ours).toEqual(lodashMerge(clone(target), clone(source)));
  });

  it('does not share the sources’ objects with the result', () => {
    const source = { a: { b: [1] } };
    const result = merge({}, source) as { a: { b: number[] } };
    result.a.b.push(2);
    expect(source.a.b).toEqual([1]);
  });

  it.each(['0.6.4', 'current'] as const)(
    'gives what lodash gives for every oneOf/anyOf option of the %s document, as the request panel merges them',
    (version) => {
      const schemas = schemasWithOptions(loadResolvedDocument(version));
      expect(schemas.length).toBeGreaterThan(0);
      for (const schema of schemas) {
        for (const option of [...((schema.oneOf as Json[]) ?? []), ...((schema.anyOf as Json[]) ?? [])]) {
          expect(merge({}, clone(schema), clone(option))).toEqual(lodashMerge({}, clone(schema), clone(option)));
        }
      }
    },
  );
});

describe('the lodash/isEmpty stand-in answers as lodash does', () => {
  it.each([
    null,
    undefined,
    0,
    1,
    true,
    '',
    'a',
    [],
    [0],
    {},
    { a: undefined },
    new Map(),
    new Map([[1, 2]]),
    new Set(),
    new Set([1]),
    new Uint8Array(0),
    new Uint8Array(2),
    () => 1,
  ])('%s', (value) => {
    expect(isEmpty(value)).toBe(lodashIsEmpty(value));
  });

  it.each(['0.6.4', 'current'] as const)('for every value of the %s document', (version) => {
    const values = allValues(loadResolvedDocument(version));
    expect(values.filter((value) => isEmpty(value) !== lodashIsEmpty(value))).toEqual([]);
  });
});

describe('the lodash/flatten stand-in flattens one level as lodash does', () => {
  it.each<[unknown[]]>([
    [[]],
    [[1, 2, 3]],
    [[1, [2, [3, [4]]], 5]],
    [[{ props: { value: 'a' } }, [{ props: { value: 'b' } }, { props: { value: 'c' } }]]],
    [[[], [[]], null, undefined]],
  ])('%j', (array) => {
    expect(flatten(array)).toEqual(lodashFlatten(array));
  });

  it('gives an empty list for null and undefined', () => {
    expect(flatten(null)).toEqual(lodashFlatten(null));
    expect(flatten(undefined)).toEqual(lodashFlatten(undefined));
  });
});
