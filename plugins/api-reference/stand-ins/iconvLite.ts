/**
 * Stands in for `iconv-lite` in the browser bundle. postman-collection
 * uses it only to decode response bodies in charsets other than UTF-8; saying
 * that no other charset exists makes it decode as UTF-8, which is what Pulsarr
 * sends.
 */
import { standInReached } from './reached';

export function encodingExists(): boolean {
  return false;
}

export function decode(): never {
  return standInReached('iconv-lite decode (only UTF-8 is decoded in the API reference)');
}
