/**
 * lodash/merge for the request panel's schemas, which are JSON: plain objects
 * and arrays are merged deeply into the first argument (arrays by index, as
 * lodash does), other values replace, and `undefined` never overwrites. The
 * real module brings lodash's cloning and type-checking internals to every API
 * page's first load; the panel only merges schemas when a reader picks a
 * oneOf/anyOf option.
 */
type JsonLike = unknown;

const isPlainObject = (value: JsonLike): value is Record<string, JsonLike> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function mergeValue(target: JsonLike, source: JsonLike): JsonLike {
  if (source === undefined) return target;
  if (Array.isArray(source)) {
    const result: JsonLike[] = Array.isArray(target) ? target : [];
    source.forEach((item, index) => {
      result[index] = mergeValue(result[index], item);
    });
    return result;
  }
  if (isPlainObject(source)) {
    const result = isPlainObject(target) ? target : {};
    for (const key of Object.keys(source)) result[key] = mergeValue(result[key], source[key]);
    return result;
  }
  return source;
}

export default function merge<T extends object>(object: T, ...sources: JsonLike[]): T {
  for (const source of sources) mergeValue(object, source);
  return object;
}
