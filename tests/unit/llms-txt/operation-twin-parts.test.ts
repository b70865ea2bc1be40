// The parts of an API operation's twin a reader or assistant acts on: the server address, the
// authentication sentence, the types in the parameter table, the curl command the page's panel
// would build, and a webhook page, which describes what Pulsarr sends rather than a request.
import { describe, expect, it } from 'vitest';

import {
  curlExample,
  defaultServerUrl,
  operationToMarkdown,
  typeName,
  type OperationFrontMatter,
} from '../../../plugins/llms-txt/operation-to-markdown';

const SERVERS = [
  {
    url: '{protocol}://{host}:{port}/',
    variables: { protocol: { default: 'http' }, host: { default: 'localhost' }, port: { default: '3003' } },
  },
];

const api = (changes: Partial<OperationFrontMatter> = {}): OperationFrontMatter => ({
  method: 'get',
  path: '/v1/items/{id}',
  servers: SERVERS,
  ...changes,
});

describe('the server address', () => {
  it('fills each variable with its default and drops the trailing slash', () => {
    expect(defaultServerUrl(SERVERS)).toBe('http://localhost:3003');
  });

  it('keeps a variable it has no default for, and takes the first server', () => {
    expect(defaultServerUrl([{ url: 'https://{host}/api' }, { url: 'https://second' }])).toBe('https://{host}/api');
  });

  it('keeps a variable the server defines no default for, beside one it fills in', () => {
    expect(defaultServerUrl([{ url: '{scheme}://{host}/', variables: { host: { default: 'pulsarr.lan' } } }])).toBe(
      '{scheme}://pulsarr.lan',
    );
  });

  it('is empty without servers', () => {
    expect(defaultServerUrl(undefined)).toBe('');
    expect(defaultServerUrl([])).toBe('');
  });
});

describe('a parameter’s type', () => {
  it.each<[Record<string, unknown> | undefined, string]>([
    [undefined, ''],
    [{ type: 'string' }, 'string'],
    [{ type: 'array', items: { type: 'string' } }, 'string[]'],
    [{ type: 'array', items: { type: 'array', items: { type: 'integer' } } }, 'integer[][]'],
    [{ type: 'array', items: { type: 'string', enum: ['a', 'b'] } }, '(string (a, b))[]'],
    [{ type: 'array' }, '[]'],
    [{ enum: ['a', 'b'] }, 'string (a, b)'],
    [{ type: 'integer', enum: [1, 2] }, 'integer (1, 2)'],
    [{ const: 3 }, 'number (3)'],
    [{ oneOf: [{ type: 'string' }] }, 'one of several'],
    [{ anyOf: [{ type: 'string' }] }, 'one of several'],
    [{}, 'object'],
  ])('%j reads as %j', (schema, name) => {
    expect(typeName(schema)).toBe(name);
  });
});

describe('the curl command', () => {
  it('names the method unless curl infers it, with path parameters as :name', () => {
    expect(curlExample(api())).toBe(`curl -L 'http://localhost:3003/v1/items/:id'`);
    expect(curlExample(api({ method: 'delete' }))).toBe(`curl -L -X DELETE 'http://localhost:3003/v1/items/:id'`);
    expect(curlExample(api({ method: 'post' }))).toBe(`curl -L -X POST 'http://localhost:3003/v1/items/:id'`);
  });

  it('sends a JSON body with its content type, and lets curl infer POST from it', () => {
    const withBody = api({
      method: 'post',
      requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
      jsonRequestBodyExample: { name: 'x' },
    });
    expect(curlExample(withBody)).toBe(
      [
        `curl -L 'http://localhost:3003/v1/items/:id'`,
        `-H 'Content-Type: application/json'`,
        `-d '{\n  "name": "x"\n}'`,
      ].join(' \\\n\t'),
    );
    expect(curlExample({ ...withBody, method: 'put' }).split(' \\\n\t')[0]).toBe(
      `curl -L -X PUT 'http://localhost:3003/v1/items/:id'`,
    );
    expect(curlExample({ ...withBody, jsonRequestBodyExample: undefined })).toBe(
      [`curl -L -X POST 'http://localhost:3003/v1/items/:id'`, `-H 'Content-Type: application/json'`].join(' \\\n\t'),
    );
  });

  it('accepts the first response media type, and sends the API key header the first requirement names', () => {
    const command = curlExample(
      api({
        responses: { '200': { content: { 'application/json': {} } }, '404': { content: { 'text/plain': {} } } },
        security: [{ apiKeyAuth: [] }],
        securitySchemes: { apiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-API-Key' } },
      }),
    );
    expect(command.split(' \\\n\t')).toEqual([
      `curl -L 'http://localhost:3003/v1/items/:id'`,
      `-H 'Accept: application/json'`,
      `-H 'X-API-Key: <X-API-Key>'`,
    ]);
  });

  it('sends no header for a cookie or an HTTP scheme', () => {
    for (const scheme of [
      { type: 'apiKey', in: 'cookie', name: 'session' },
      { type: 'http', scheme: 'bearer' },
    ]) {
      expect(curlExample(api({ security: [{ auth: [] }], securitySchemes: { auth: scheme } }))).toBe(
        `curl -L 'http://localhost:3003/v1/items/:id'`,
      );
    }
  });
});

describe('the authentication sentence', () => {
  const sentence = (changes: Partial<OperationFrontMatter>) =>
    operationToMarkdown('T', api(changes))
      .split('\n')
      .find((line) => line.startsWith('**Authentication:**'));

  it('says when none is needed', () => {
    expect(sentence({})).toBe('**Authentication:** None: this operation needs no authentication.');
    expect(sentence({ security: [] })).toBe('**Authentication:** None: this operation needs no authentication.');
  });

  it('names one way, several ways, and schemes needed together', () => {
    const securitySchemes = {
      key: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      session: { type: 'apiKey', in: 'cookie', name: 'pulsarr' },
      basic: { type: 'http', scheme: 'basic' },
      oauth: { type: 'oauth2' },
    };
    expect(sentence({ security: [{ key: [] }], securitySchemes })).toBe(
      '**Authentication:** Send the `X-API-Key` header (key).',
    );
    expect(sentence({ security: [{ session: [] }, { basic: [] }], securitySchemes })).toBe(
      '**Authentication:** Send any one of: the `pulsarr` cookie (session); HTTP basic (basic).',
    );
    expect(sentence({ security: [{ key: [], oauth: [] }], securitySchemes })).toBe(
      '**Authentication:** Send the `X-API-Key` header (key) and oauth.',
    );
    expect(sentence({ security: [{ unknown: [] }], securitySchemes })).toBe('**Authentication:** Send unknown.');
  });
});

describe('the page', () => {
  it('of an operation without parameters or body says so, and a response without description too', () => {
    const twin = operationToMarkdown('List items', api({ responses: { '204': {} } }));
    expect(twin).toBe(
      [
        '# List items',
        '',
        '`GET /v1/items/{id}`',
        '',
        'Server: `http://localhost:3003` (your Pulsarr server; every path starts with /v1).',
        '',
        '**Authentication:** None: this operation needs no authentication.',
        '',
        '## Request',
        '',
        'No parameters and no body.',
        '',
        '## Responses',
        '',
        '### 204',
        '',
        'No description.',
        '',
        '## Example request',
        '',
        '```bash title="curl"',
        "curl -L 'http://localhost:3003/v1/items/:id'",
        '```',
        '',
      ].join('\n'),
    );
  });

  it('of a webhook names its event, and has no server, authentication or request to send', () => {
    const twin = operationToMarkdown(
      'Media available',
      api({
        method: 'event',
        path: 'media.available',
        requestBody: {
          required: true,
          description: 'What Pulsarr **sends**.',
          content: {
            'application/json': {
              schema: { type: 'object' },
              examples: { movie: { summary: 'A movie', value: { title: 'X' } }, show: { value: 'plain text' } },
            },
            'text/plain': { example: 'hello' },
          },
        },
      }),
    );
    expect(twin).toBe(
      [
        '# Media available',
        '',
        'Webhook event `media.available`',
        '',
        '## Request',
        '',
        '### Body',
        '',
        'Required.',
        '',
        'What Pulsarr **sends**.',
        '',
        'Media type: `application/json`',
        '',
        '```json title="JSON Schema"',
        '{',
        '  "type": "object"',
        '}',
        '```',
        '',
        '```json title="A movie"',
        '{',
        '  "title": "X"',
        '}',
        '```',
        '',
        '```json title="show"',
        'plain text',
        '```',
        '',
        'Media type: `text/plain`',
        '',
        '```text title="Example"',
        'hello',
        '```',
        '',
        '## Responses',
        '',
      ].join('\n'),
    );
  });

  it('keeps the Markdown of a parameter’s description in its table cell, on one line', () => {
    const twin = operationToMarkdown(
      'T',
      api({ parameters: [{ name: 'id', in: 'path', required: true, description: 'The **item**\n  id.' }] }),
    );
    expect(twin).toContain('| id   | path |      | yes      | The **item** id. |');
  });
});
