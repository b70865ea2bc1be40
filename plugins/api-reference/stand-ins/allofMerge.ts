/**
 * Stands in for `allof-merge`, which the theme's schema view uses to merge an
 * `allOf` schema. Neither OpenAPI document has one
 * (tests/unit/api-reference/bundle-trim.test.ts checks).
 */
import { standInReached } from './reached';

export function merge(): never {
  return standInReached('allof-merge (a schema with allOf)');
}
