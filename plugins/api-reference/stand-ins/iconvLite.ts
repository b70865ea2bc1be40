/**
 * Stands in for `iconv-lite` (480 KB) in the browser bundle. postman-collection
 * uses it only to decode response bodies in charsets other than UTF-8; saying
 * that no other charset exists makes it decode as UTF-8, which is what Pulsarr
 * sends.
 */
export function encodingExists(): boolean {
  return false;
}

export function decode(): never {
  throw new Error('Only UTF-8 is decoded in the API reference.');
}
