/**
 * Stands in for `crypto-js` in the browser bundle: the OpenAPI theme only
 * hashes storage keys with SHA-1, so include that algorithm, not all of them.
 */
import SHA1 from 'crypto-js/sha1';

export default { SHA1 };
