/**
 * lodash/isEmpty for the schema views, which ask it about JSON values: null and
 * undefined are empty, strings, arrays and typed arrays by length, maps and sets
 * by size, other objects by their own enumerable keys, anything else is empty.
 * The real module brings lodash's type-tag internals to every API page.
 */
export default function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string' || Array.isArray(value)) return value.length === 0;
  if (ArrayBuffer.isView(value)) return (value as unknown as { length?: number }).length === 0;
  if (value instanceof Map || value instanceof Set) return value.size === 0;
  if (typeof value === 'object' || typeof value === 'function') return Object.keys(value).length === 0;
  return true;
}
