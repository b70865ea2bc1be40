/**
 * Every `example` in openapi/ must validate against the schema it illustrates: media-type
 * examples against the media type's schema, parameter examples against the parameter's
 * schema, and schema-level examples against that schema. OpenAPI 3.0 schemas are turned into
 * JSON Schema for Ajv (nullable -> type array, boolean exclusiveMinimum/Maximum -> numbers).
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
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

describe('examples', () => {
  const doc = loadResolvedDocument();
  const examples = findExamples(doc as Json, '#', []);

  it('the document carries examples for the most used operations', () => {
    expect(examples.length).toBeGreaterThanOrEqual(25);
  });

  it('every example validates against its schema', () => {
    const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
    addFormats(ajv);
    const failures: string[] = [];
    for (const { where, schema, example } of examples) {
      const validate = ajv.compile(toJsonSchema(schema) as object);
      if (!validate(example)) {
        failures.push(`${where}: ${ajv.errorsText(validate.errors, { separator: '; ' })}`);
      }
    }
    console.log(`${examples.length - failures.length}/${examples.length} examples validate`);
    expect(failures).toEqual([]);
  });
});
