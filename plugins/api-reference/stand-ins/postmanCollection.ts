/**
 * Stands in for the index of `postman-collection` in the browser bundle. The
 * index loads every class of the Postman collection format, including
 * responses, collections and scripts with their MIME, charset and JSON
 * helpers; the OpenAPI theme builds requests only and uses these classes.
 */
export { Cookie } from 'postman-collection/lib/collection/cookie';
export { CookieList } from 'postman-collection/lib/collection/cookie-list';
export { FormParam } from 'postman-collection/lib/collection/form-param';
export { Header } from 'postman-collection/lib/collection/header';
export { QueryParam } from 'postman-collection/lib/collection/query-param';
export { Request } from 'postman-collection/lib/collection/request';
export { RequestBody } from 'postman-collection/lib/collection/request-body';
export { Url } from 'postman-collection/lib/collection/url';
export { Variable } from 'postman-collection/lib/collection/variable';
