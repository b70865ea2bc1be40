/**
 * Stands in for `xml-formatter` (with its XML parser), which the theme uses to
 * lay out XML bodies and examples. Pulsarr's API speaks JSON: neither OpenAPI
 * document has an XML media type (tests/unit/api-reference/bundle-trim.test.ts checks).
 */
import { standInReached } from './reached';

export default function formatXml(): never {
  return standInReached('xml-formatter (an XML body or example)');
}
