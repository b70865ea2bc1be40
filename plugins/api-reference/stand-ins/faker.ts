/**
 * Stands in for `@faker-js/faker/locale/en` in the browser bundle.
 * postman-collection uses faker only to fill Postman's {{$random…}} dynamic
 * variables, which the API reference's requests never contain; a reader who
 * types one gets an empty value. The module reads faker's functions when it
 * loads, so every property path is answered with such a function.
 */
(() => {
  const empty = (): string => '';
  const anyPath: object = new Proxy(empty, { get: () => anyPath });
  module.exports = anyPath;
})();
