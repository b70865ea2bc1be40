/**
 * Every `example` in each docs version's document must validate against the schema it
 * illustrates: media-type examples against the media type's schema, parameter examples against
 * the parameter's schema, and schema-level examples against that schema. OpenAPI 3.0 schemas
 * (0.6.4) are turned into JSON Schema for Ajv (nullable -> type array, boolean
 * exclusiveMinimum/Maximum -> numbers); OpenAPI 3.1 schemas (Latest) already are JSON Schema
 * 2020-12.
 */
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';

import { docsVersion, LATEST_VERSION, SPEC_VERSION, type DocsVersionName } from '../../../core/docs-site/versions';
import { type Json, loadResolvedDocument } from './load-openapi';

type Schema = { [key: string]: Json };

/** Converts an OpenAPI 3.0 Schema Object into JSON Schema (draft-07) for Ajv. */
export function toJsonSchema(node: Json, underProperties = false): Json {
  if (Array.isArray(node)) return node.map((item) => toJsonSchema(item));
  if (node === null || typeof node !== 'object') return node;
  if (underProperties) {
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, toJsonSchema(v)]));
  }
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example' || key === 'nullable' || key === 'discriminator' || key === 'xml') continue;
    if (key === 'readOnly' || key === 'writeOnly' || key === 'externalDocs' || key === 'deprecated') continue;
    out[key] = toJsonSchema(value, key === 'properties');
  }
  if (node.nullable === true && typeof out.type === 'string') out.type = [out.type, 'null'];
  if (out.exclusiveMinimum === true && typeof out.minimum === 'number') {
    out.exclusiveMinimum = out.minimum;
    delete out.minimum;
  } else if (out.exclusiveMinimum === false) delete out.exclusiveMinimum;
  if (out.exclusiveMaximum === true && typeof out.maximum === 'number') {
    out.exclusiveMaximum = out.maximum;
    delete out.maximum;
  } else if (out.exclusiveMaximum === false) delete out.exclusiveMaximum;
  return out;
}

interface FoundExample {
  where: string;
  schema: Json;
  example: Json;
}

function findExamples(node: Json, where: string, found: FoundExample[], underProperties = false): FoundExample[] {
  if (Array.isArray(node)) {
    node.forEach((item, i) => findExamples(item, `${where}/${i}`, found));
    return found;
  }
  if (node === null || typeof node !== 'object') return found;
  if (!underProperties && 'example' in node) {
    // media type object or parameter: { schema, example }; schema object: example sits inside it
    const schema = 'schema' in node ? node.schema : node;
    found.push({ where, schema, example: node.example });
  }
  if (!underProperties && 'examples' in node && node.examples && typeof node.examples === 'object') {
    for (const [name, ex] of Object.entries(node.examples as Schema)) {
      if (ex && typeof ex === 'object' && 'value' in ex && 'schema' in node) {
        found.push({ where: `${where}/examples/${name}`, schema: node.schema, example: (ex as Schema).value });
      }
    }
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example' && !underProperties) continue;
    findExamples(value, `${where}/${key}`, found, key === 'properties' && !underProperties);
  }
  return found;
}

interface VersionExamples {
  version: DocsVersionName;
  /** Fewer examples than this means examples were lost. */
  minimum: number;
  ajv: () => Ajv;
  convert: (schema: Json) => Json;
}

const versions: VersionExamples[] = [
  // The 0.6.4 document is OpenAPI 3.0: its schemas need converting and draft-07 validates them.
  {
    version: SPEC_VERSION,
    minimum: 25,
    ajv: () => new Ajv({ strict: false, allErrors: true, unicodeRegExp: false }),
    convert: toJsonSchema,
  },
  // The Latest document is OpenAPI 3.1, whose schemas are JSON Schema 2020-12 as they stand.
  {
    version: LATEST_VERSION,
    minimum: 150,
    ajv: () => new Ajv2020({ strict: false, allErrors: true }),
    convert: (schema) => schema,
  },
];

for (const { version, minimum, ajv: makeAjv, convert } of versions) {
  describe(`examples of the ${docsVersion(version).label} document`, () => {
    const doc = loadResolvedDocument(version);
    const examples = findExamples(doc as Json, '#', []);

    it('the document carries examples for the most used operations', () => {
      expect(examples.length).toBeGreaterThanOrEqual(minimum);
    });

    it('every example validates against its schema', () => {
      const ajv = makeAjv();
      addFormats(ajv);
      const failures: string[] = [];
      for (const { where, schema, example } of examples) {
        const validate = ajv.compile(convert(schema) as object);
        if (!validate(example)) {
          failures.push(`${where}: ${ajv.errorsText(validate.errors, { separator: '; ' })}`);
        }
      }
      console.log(`${docsVersion(version).label}: ${examples.length - failures.length}/${examples.length} examples validate`);
      expect(failures).toEqual([]);
    });
  });
}
