// `npm run api:check` as a maintainer runs it: the script in a child process, against a document
// made from ours with known changes, against input it cannot compare (each with exit code 2 and a
// message naming the problem), and against Pulsarr's published document. URLs are served by local
// servers on 127.0.0.1 only.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { docsVersion, LATEST_VERSION } from '../../../core/docs-site/versions';
import { loadResolvedDocument, type JsonObject } from '../../../core/openapi/openapi-document';

const ROOT = path.join(__dirname, '../../..');
const SCRIPT = path.join(ROOT, 'scripts/api-check.mjs');
const PUBLISHED = path.resolve(ROOT, '../shared/reference/latest/openapi.json');

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the script with node, asynchronously so this process's test servers keep answering. */
function apiCheck(args: string[]): Promise<Run> {
  const { PATH, HOME } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [SCRIPT, ...args],
      { cwd: ROOT, env: { PATH, HOME }, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const status = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({ status, stdout, stderr });
      },
    );
  });
}

/** The lines of one group of the report (its title line starts with `title`), without their indentation. */
function group(stdout: string, title: string): string[] {
  const block = stdout.split('\n\n').find((part) => part.startsWith(title));
  return block
    ? block
        .split('\n')
        .slice(1)
        .map((line) => line.trim())
    : [];
}

let dir: string;
const servers: http.Server[] = [];

/** A server on 127.0.0.1 with the given handler; its base URL. */
async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-check-'));
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Our Latest document with one operation added, one removed, one moved and one response enum grown. */
function changedFromOurs() {
  const ours = loadResolvedDocument(path.join(ROOT, docsVersion(LATEST_VERSION).openapiRoot));
  const doc = JSON.parse(JSON.stringify(ours)) as JsonObject;
  const paths = doc.paths as Record<string, Record<string, JsonObject>>;
  const operations = Object.entries(paths).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
      .map(([method, op]) => ({ key: `${method.toUpperCase()} ${p}`, path: p, method, op })),
  );
  const take = (index: number) => {
    const found = operations[index];
    delete paths[found.path][found.method];
    if (Object.keys(paths[found.path]).every((key) => !['get', 'put', 'post', 'delete', 'patch'].includes(key))) {
      delete paths[found.path];
    }
    return found;
  };
  const removed = take(0);
  const moved = take(1);
  const movedTo = `${moved.path.replace(/\/$/, '')}/moved-by-the-test`;
  paths[movedTo] = { [moved.method]: moved.op };
  paths['/v1/added-by-the-test'] = {
    get: { operationId: 'getAddedByTheTest', tags: ['System'], responses: { '200': { description: 'OK' } } },
  };

  // The first string enum of a 200 response's JSON properties, in an operation left in place.
  let enumChange: { operation: string; field: string } | undefined;
  for (const { key, op } of operations.slice(2)) {
    const schema = (op.responses as Record<string, JsonObject> | undefined)?.['200']?.content as
      Record<string, { schema?: JsonObject }> | undefined;
    const properties = schema?.['application/json']?.schema?.properties as Record<string, JsonObject> | undefined;
    const [field, property] =
      Object.entries(properties ?? {}).find(([, p]) => Array.isArray(p.enum) && typeof p.enum[0] === 'string') ?? [];
    if (field && property) {
      (property.enum as string[]).push('added-by-the-test');
      enumChange = { operation: key, field };
      break;
    }
  }
  if (!enumChange) throw new Error('No 200 response of the Latest document has a property with a string enum.');
  return {
    doc,
    removed: `${removed.key} (${String(removed.op.operationId)})`,
    moved: `${String(moved.op.operationId)}: ours ${moved.key}, published ${moved.method.toUpperCase()} ${movedTo}`,
    enumChange,
  };
}

describe('a document that differs from ours', () => {
  const fixture = changedFromOurs();
  let file: string;
  beforeAll(() => {
    file = path.join(dir, 'changed.json');
    fs.writeFileSync(file, JSON.stringify(fixture.doc));
  });

  it('exits with 1 and lists each difference under its group', async () => {
    const run = await apiCheck([file]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    expect(group(run.stdout, 'Operations added')).toEqual(['GET /v1/added-by-the-test (getAddedByTheTest)']);
    expect(group(run.stdout, 'Operations removed')).toEqual([fixture.removed]);
    expect(group(run.stdout, 'Operations moved')).toEqual([fixture.moved]);
    const schemas = group(run.stdout, 'Schemas');
    expect(schemas).toHaveLength(1);
    expect(schemas[0]).toContain(
      `${fixture.enumChange.operation} response 200 application/json, field ${fixture.enumChange.field}, enum:`,
    );
    expect(schemas[0]).toContain('"added-by-the-test"');
    expect(run.stdout).toMatch(/differs from the published document in 4 place/);
  });

  it('reads the same document from a URL', async () => {
    const base = await serve((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(fs.readFileSync(file));
    });
    const run = await apiCheck([`${base}/openapi.json`]);
    expect(run.status).toBe(1);
    expect(group(run.stdout, 'Operations added')).toEqual(['GET /v1/added-by-the-test (getAddedByTheTest)']);
  });
});

describe('input it cannot compare', () => {
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    return file;
  };

  it('stops with 2 on a file that is neither JSON nor YAML', async () => {
    const file = write('broken.json', '{ "openapi": "3.1.0", "paths": {\n  "/x": [\n');
    const run = await apiCheck([file]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`${file} is not JSON or YAML`);
    expect(run.stdout).toBe('');
  });

  it('stops with 2 on a Swagger 2.0 document', async () => {
    const run = await apiCheck([write('swagger.json', JSON.stringify({ swagger: '2.0', paths: {} }))]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      'is not an OpenAPI 3.x document: it has no "openapi" field (it is a Swagger 2.0 document)',
    );
  });

  it('stops with 2 on a document of another OpenAPI version', async () => {
    const run = await apiCheck([write('v2.yaml', 'openapi: 2.0.0\npaths: {}\n')]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('is not an OpenAPI 3.x document: its "openapi" field is "2.0.0"');
  });

  it('stops with 2 on a file that does not exist', async () => {
    const run = await apiCheck([path.join(dir, 'missing.json')]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('missing.json cannot be read: no such file');
  });

  it('stops with 2 on a URL nothing listens on', async () => {
    // A port that was free a moment ago: closed again, so the connection is refused.
    const base = await serve(() => {});
    const port = new URL(base).port;
    const server = servers.pop()!;
    await new Promise((resolve) => server.close(resolve));
    const run = await apiCheck([`http://127.0.0.1:${port}/openapi.json`]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`http://127.0.0.1:${port}/openapi.json is unreachable: the connection was refused`);
  });

  it('stops with 2 when a URL does not answer within --timeout', async () => {
    const base = await serve(() => {
      // Never answers.
    });
    const started = Date.now();
    const run = await apiCheck(['--timeout', '300', `${base}/openapi.json`]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`${base}/openapi.json did not answer within 300 ms`);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('stops with 2 when a URL answers with an error status', async () => {
    const base = await serve((_request, response) => {
      response.writeHead(404);
      response.end();
    });
    const run = await apiCheck([`${base}/openapi.json`]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('answered HTTP 404');
  });

  it('stops with 2 and shows the usage without a document or with a bad --timeout', async () => {
    for (const args of [[], ['--timeout', 'soon', 'openapi.json']]) {
      const run = await apiCheck(args);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('Usage: npm run api:check --');
    }
  });
});

const havePublished = fs.existsSync(PUBLISHED);
if (!havePublished) {
  console.warn(
    `api-check-script.test.ts: ${PUBLISHED} not found (the shared/ folder is not next to this repository), ` +
      "so the check against Pulsarr's published document is SKIPPED.",
  );
}

describe.skipIf(!havePublished)('the published document', () => {
  it('matches ours in structure once the allowed differences are left out: exit 0', async () => {
    const run = await apiCheck([PUBLISHED]);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('Ours matches the published document in structure.');
    expect(run.status).toBe(0);
  });
});
