/**
 * lodash/flatten for the schema tabs, which flatten their list of tab elements
 * one level: what Array.prototype.flat does for arrays. Keeps lodash's
 * internals off every API page.
 */
export default function flatten<T>(array: readonly (T | readonly T[])[] | null | undefined): T[] {
  return array === null || array === undefined ? [] : (array.flat(1) as T[]);
}
