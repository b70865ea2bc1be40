import type { PhrasingContent, Root, RootContent, Table } from 'mdast';
import { sampleResponseFromSchema } from 'docusaurus-plugin-openapi-docs/lib/openapi/createResponseExample';

import { parseMarkdown, stringifyMarkdown } from './mdx-to-markdown';

/** The parts of an operation page's `api` front matter (written by the OpenAPI generator) a twin reads. */
export interface OperationFrontMatter {
  method: string;
  path: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: Schema }[];
  requestBody?: { required?: boolean; description?: string; content?: Record<string, MediaType> };
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>;
  security?: Record<string, string[]>[];
  securitySchemes?: Record<string, { type: string; in?: string; name?: string; scheme?: string }>;
  servers?: { url: string; variables?: Record<string, { default: string }> }[];
  jsonRequestBodyExample?: unknown;
}
type Schema = Record<string, unknown>;
interface MediaType {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { summary?: string; value?: unknown }>;
}

const text = (value: string): RootContent => ({ type: 'paragraph', children: [{ type: 'text', value }] });
const heading = (depth: 2 | 3, value: string): RootContent => ({
  type: 'heading',
  depth,
  children: [{ type: 'text', value }],
});
const code = (lang: string, value: string, title?: string): RootContent => ({
  type: 'code',
  lang,
  meta: title ? `title="${title}"` : null,
  value,
});
/** Descriptions in an OpenAPI document are CommonMark: keep their formatting instead of escaping it. */
function markdownBlocks(markdown: string): RootContent[] {
  return parseMarkdown(markdown).children;
}
const json = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/** The server's address with its variables at their defaults, as the page's address line shows it. */
export function defaultServerUrl(servers: OperationFrontMatter['servers']): string {
  const server = servers?.[0];
  if (!server) return '';
  return server.url
    .replace(/\{([^}]+)\}/g, (whole, name: string) => server.variables?.[name]?.default ?? whole)
    .replace(/\/$/, '');
}

/** A schema's `type`, which OpenAPI 3.1 may give as a list (`["string", "null"]`), in words. */
function typeWords(type: unknown, fallback: string): string {
  if (Array.isArray(type)) return type.map(String).join(' or ');
  return type === undefined ? fallback : String(type);
}

/** A short type name for a parameter's schema, as a table cell. */
export function typeName(schema: Schema | undefined): string {
  if (!schema) return '';
  if (schema.type === 'array') {
    const item = typeName(schema.items as Schema | undefined);
    return item.includes(' ') ? `(${item})[]` : `${item}[]`;
  }
  if (schema.const !== undefined)
    return `${typeWords(schema.type, typeof schema.const)} (${JSON.stringify(schema.const)})`;
  if (Array.isArray(schema.enum))
    return `${typeWords(schema.type, 'string')} (${schema.enum.map((value) => (value === null ? 'null' : String(value))).join(', ')})`;
  return typeWords(schema.type, schema.oneOf || schema.anyOf ? 'one of several' : 'object');
}

function oneLine(value: string | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

/** A description as the phrasing of one table cell. */
function inlineMarkdown(markdown: string | undefined): PhrasingContent[] {
  const [first] = markdownBlocks(oneLine(markdown));
  return first?.type === 'paragraph' ? first.children : [];
}

function parametersTable(parameters: NonNullable<OperationFrontMatter['parameters']>): Table {
  const row = (cells: (string | PhrasingContent[])[]) => ({
    type: 'tableRow' as const,
    children: cells.map((value) => ({
      type: 'tableCell' as const,
      children: typeof value === 'string' ? [{ type: 'text' as const, value }] : value,
    })),
  });
  return {
    type: 'table',
    children: [
      row(['Name', 'In', 'Type', 'Required', 'Description']),
      ...parameters.map((parameter) =>
        row([
          parameter.name,
          parameter.in,
          typeName(parameter.schema),
          parameter.required ? 'yes' : 'no',
          inlineMarkdown(parameter.description),
        ]),
      ),
    ],
  };
}

function authentication(api: OperationFrontMatter): PhrasingContent[] {
  if (!api.security || api.security.length === 0)
    return [{ type: 'text', value: ' None: this operation needs no authentication.' }];
  const ways = api.security.map((requirement): PhrasingContent[] =>
    Object.keys(requirement).flatMap((name, index): PhrasingContent[] => {
      const scheme = api.securitySchemes?.[name];
      const and: PhrasingContent[] = index > 0 ? [{ type: 'text', value: ' and ' }] : [];
      if (scheme?.type === 'apiKey' && scheme.name) {
        return [
          ...and,
          { type: 'text', value: 'the ' },
          { type: 'inlineCode', value: scheme.name },
          { type: 'text', value: ` ${scheme.in ?? ''} (${name})` },
        ];
      }
      return [
        ...and,
        { type: 'text', value: scheme?.type === 'http' ? `HTTP ${scheme.scheme ?? ''} (${name})` : name },
      ];
    }),
  );
  const lead: PhrasingContent = { type: 'text', value: ways.length === 1 ? ' Send ' : ' Send any one of: ' };
  return [
    lead,
    ...ways.flatMap((way, index) => (index > 0 ? [{ type: 'text', value: '; ' } as PhrasingContent, ...way] : way)),
    { type: 'text', value: '.' },
  ];
}

/** The page's request panel builds its curl command the same way for the empty form: path parameters as `:name`. */
export function curlExample(api: OperationFrontMatter): string {
  const url = `${defaultServerUrl(api.servers)}${api.path.replace(/\{([^}]+)\}/g, ':$1')}`;
  const method = api.method.toUpperCase();
  const hasJsonBody = api.requestBody?.content?.['application/json'] !== undefined;
  // As the panel's generator writes it: curl infers GET, and POST from a body; other methods are named.
  const namesMethod =
    method !== 'GET' && !(method === 'POST' && hasJsonBody && api.jsonRequestBodyExample !== undefined);
  const lines = [`curl -L${namesMethod ? ` -X ${method}` : ''} '${url}'`];
  if (hasJsonBody) lines.push(`-H 'Content-Type: application/json'`);
  const accepts = Object.values(api.responses ?? {}).flatMap((response) => Object.keys(response.content ?? {}));
  if (accepts.length > 0) lines.push(`-H 'Accept: ${accepts[0]}'`);
  const firstScheme = Object.keys(api.security?.[0] ?? {})[0];
  const scheme = firstScheme ? api.securitySchemes?.[firstScheme] : undefined;
  if (scheme?.type === 'apiKey' && scheme.in === 'header') lines.push(`-H '${scheme.name}: <${scheme.name}>'`);
  if (hasJsonBody && api.jsonRequestBodyExample !== undefined) lines.push(`-d '${json(api.jsonRequestBodyExample)}'`);
  return lines.join(' \\\n\t');
}

function mediaTypeBlocks(mediaType: string, content: MediaType, sampleFromSchema: boolean): RootContent[] {
  const lang = mediaType.includes('json') ? 'json' : 'text';
  const blocks: RootContent[] = [
    {
      type: 'paragraph',
      children: [
        { type: 'text', value: 'Media type: ' },
        { type: 'inlineCode', value: mediaType },
      ],
    },
  ];
  if (content.schema) {
    blocks.push(code('json', json(content.schema), 'JSON Schema'));
    // The same generated example the page shows beside its own.
    if (sampleFromSchema)
      blocks.push(code(lang, json(sampleResponseFromSchema(content.schema as never)), 'Example (from the schema)'));
  }
  if (content.example !== undefined) blocks.push(code(lang, json(content.example), 'Example'));
  for (const [name, example] of Object.entries(content.examples ?? {})) {
    blocks.push(code(lang, json(example.value), example.summary ?? name));
  }
  return blocks;
}

/**
 * An operation page's twin, written from the same `api` front matter the
 * page is rendered from: method and path, description, authentication,
 * parameters, request body, every response, and a curl command.
 */
export function operationToMarkdown(title: string, api: OperationFrontMatter): string {
  // A webhook page (the generator's `event` method) is what Pulsarr sends: its "path" is the event's name.
  const webhook = api.method === 'event';
  const children: RootContent[] = [
    { type: 'heading', depth: 1, children: [{ type: 'text', value: title }] },
    webhook
      ? {
          type: 'paragraph',
          children: [
            { type: 'text', value: 'Webhook event ' },
            { type: 'inlineCode', value: api.path },
          ],
        }
      : { type: 'paragraph', children: [{ type: 'inlineCode', value: `${api.method.toUpperCase()} ${api.path}` }] },
  ];
  const server = webhook ? '' : defaultServerUrl(api.servers);
  if (server)
    children.push({
      type: 'paragraph',
      children: [
        { type: 'text', value: 'Server: ' },
        { type: 'inlineCode', value: server },
        { type: 'text', value: ' (your Pulsarr server; every path starts with /v1).' },
      ],
    });
  if (api.description) children.push(...markdownBlocks(api.description));
  if (!webhook)
    children.push({
      type: 'paragraph',
      children: [{ type: 'strong', children: [{ type: 'text', value: 'Authentication:' }] }, ...authentication(api)],
    });

  children.push(heading(2, 'Request'));
  if (api.parameters?.length) children.push(heading(3, 'Parameters'), parametersTable(api.parameters));
  if (api.requestBody) {
    children.push(heading(3, 'Body'));
    children.push(text(api.requestBody.required ? 'Required.' : 'Optional.'));
    if (api.requestBody.description) children.push(...markdownBlocks(api.requestBody.description));
    for (const [mediaType, content] of Object.entries(api.requestBody.content ?? {}))
      children.push(...mediaTypeBlocks(mediaType, content, false));
  }
  if (!api.parameters?.length && !api.requestBody) children.push(text('No parameters and no body.'));

  children.push(heading(2, 'Responses'));
  for (const [status, response] of Object.entries(api.responses ?? {})) {
    children.push(
      heading(3, status),
      ...(response.description ? markdownBlocks(response.description) : [text('No description.')]),
    );
    for (const [mediaType, content] of Object.entries(response.content ?? {}))
      children.push(...mediaTypeBlocks(mediaType, content, true));
  }

  if (!webhook) children.push(heading(2, 'Example request'), code('bash', curlExample(api), 'curl'));
  return stringifyMarkdown({ type: 'root', children } satisfies Root);
}
