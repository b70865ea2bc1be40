/**
 * Stands in for `@faker-js/faker/locale/en` (360 KB) in the browser bundle.
 * postman-collection uses faker only to fill Postman's {{$random…}} dynamic
 * variables, which the API reference's requests never contain. The module
 * reads faker's functions when it loads, so every property path is answered
 * with a function that fails if it is ever called.
 */
(() => {
  const unavailable = (): never => {
    throw new Error("Postman's {{$random…}} variables are not available in the API reference.");
  };
  const anyPath: object = new Proxy(unavailable, { get: () => anyPath });
  module.exports = anyPath;
})();
