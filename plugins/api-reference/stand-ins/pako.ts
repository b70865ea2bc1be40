/**
 * Stands in for `pako` in the browser bundle. The theme stores each
 * operation in its page's front matter deflated and base64-encoded, and
 * inflates it with pako; the site stores it as plain JSON instead
 * (config/openapi.ts, disableCompression), which the theme reads as is when
 * inflating fails. Served pages are gzip-compressed by the web server anyway.
 */
import { standInReached } from './reached';

export function ungzip(): never {
  return standInReached('pako ungzip (operations are stored uncompressed: disableCompression)');
}
