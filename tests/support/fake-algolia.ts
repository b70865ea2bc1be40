/**
 * A fake Algolia search API on 127.0.0.1, for tests that must never reach the
 * internet. Each fake host is its own HTTP server, so a client's fallback from one
 * host to the next can be watched. Searches are answered by the embedded engine
 * over the given records, which is what an Algolia index holds after
 * `npm run search:push`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { EmbeddedSearchEngine, type SearchRequest, type SearchResponse } from '../../core/search-engine/engine';
import { packIndex } from '../../core/search-engine/embedded-index';
import type { DocSearchRecord } from '../../core/search-engine/records';

/** How a host treats requests: answer, never answer, answer 500, or refuse the connection. */
export type HostBehaviour = 'answer' | 'hang' | 'error' | 'refuse';

export interface ReceivedRequest {
  host: number;
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: { requests?: (SearchRequest & { params?: string })[] } | null;
}

export interface FakeHost {
  index: number;
  port: number;
  /** host:port, as Algolia's clients take a host. */
  url: string;
  behaviour: HostBehaviour;
}

export interface FakeAlgolia {
  hosts: FakeHost[];
  requests: ReceivedRequest[];
  /** What each answered search returned. */
  answers: { host: number; results: SearchResponse[] }[];
  /** Indexes written through the API (settings, batch, copy/move operations), by name. */
  indexes: Map<string, { settings: Record<string, unknown>; objects: Record<string, unknown>[] }>;
  /** Extra delay before every answer, in milliseconds. */
  delayMs: number;
  setBehaviour(host: number, behaviour: HostBehaviour): void;
  /** The status and JSON body the fake answers a request with (also used to fulfil browser routes). */
  respond(
    host: number,
    method: string,
    url: string,
    headers: http.IncomingHttpHeaders,
    rawBody: string,
  ): Promise<{ status: number; body: string } | 'hang' | 'refuse'>;
  close(): Promise<void>;
}

function randomQueryId(): string {
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
}

export async function startFakeAlgolia({
  records,
  hostCount = 4,
  siteUrl,
}: {
  records: DocSearchRecord[];
  hostCount?: number;
  siteUrl: string;
}): Promise<FakeAlgolia> {
  const engine = EmbeddedSearchEngine.fromIndexFile(JSON.parse(JSON.stringify(packIndex(records, siteUrl))));
  const hanging = new Set<http.ServerResponse>();
  const servers: http.Server[] = [];

  const fake: FakeAlgolia = {
    hosts: [],
    requests: [],
    answers: [],
    indexes: new Map(),
    delayMs: 0,
    setBehaviour(host, behaviour) {
      fake.hosts[host].behaviour = behaviour;
    },
    async respond(host, method, url, headers, rawBody) {
      const parsed = new URL(url, 'http://fake');
      let body: ReceivedRequest['body'] = null;
      try {
        body = rawBody ? JSON.parse(rawBody) : null;
      } catch {
        body = null;
      }
      fake.requests.push({ host, method, path: parsed.pathname, query: parsed.searchParams, headers, body });
      const behaviour = fake.hosts[host].behaviour;
      if (behaviour === 'hang' || behaviour === 'refuse') return behaviour;
      if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
      if (behaviour === 'error')
        return { status: 500, body: JSON.stringify({ message: 'Internal error', status: 500 }) };
      const write = writeEndpoint(method, parsed.pathname, body);
      if (write) return { status: 200, body: JSON.stringify(write) };
      if (method !== 'POST' || !/^\/1\/indexes\/\*\/queries$/.test(parsed.pathname) || !body?.requests) {
        return { status: 404, body: JSON.stringify({ message: 'Not found', status: 404 }) };
      }
      const results = body.requests.map((request) => {
        const response = engine.search(request);
        return request.clickAnalytics ? { ...response, queryID: randomQueryId() } : response;
      });
      fake.answers.push({ host, results });
      return { status: 200, body: JSON.stringify({ results }) };
    },
    async close() {
      for (const response of hanging) response.destroy();
      await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    },
  };

  let taskID = 0;
  const indexNamed = (name: string) => {
    let index = fake.indexes.get(name);
    if (!index) {
      index = { settings: {}, objects: [] };
      fake.indexes.set(name, index);
    }
    return index;
  };
  /** Just enough of Algolia's write API for setSettings, waitForTask and replaceAllObjects. */
  function writeEndpoint(method: string, pathname: string, body: unknown): Record<string, unknown> | null {
    const match = pathname.match(/^\/1\/indexes\/([^/*]+)\/(settings|batch|operation|task\/\d+)$/);
    if (!match) return null;
    const name = decodeURIComponent(match[1]);
    const payload = (body ?? {}) as Record<string, unknown>;
    taskID += 1;
    if (match[2].startsWith('task')) return { status: 'published', pendingTask: false };
    if (match[2] === 'settings' && method === 'PUT') {
      indexNamed(name).settings = payload;
      return { taskID, updatedAt: new Date().toISOString() };
    }
    if (match[2] === 'batch' && method === 'POST') {
      const requests = (payload.requests ?? []) as { action: string; body: Record<string, unknown> }[];
      const objects = requests.filter((request) => request.action === 'addObject').map((request) => request.body);
      indexNamed(name).objects.push(...objects);
      return { taskID, objectIDs: objects.map((object) => String(object.objectID)) };
    }
    if (match[2] === 'operation' && method === 'POST') {
      const { operation, destination } = payload as { operation: 'copy' | 'move'; destination: string };
      const source = indexNamed(name);
      const target = indexNamed(destination);
      target.settings = { ...source.settings };
      if (operation === 'move') {
        target.objects = source.objects;
        fake.indexes.delete(name);
      }
      return { taskID, updatedAt: new Date().toISOString() };
    }
    return null;
  }

  for (let index = 0; index < hostCount; index += 1) {
    const server = http.createServer((request, response) => {
      let raw = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => {
        raw += chunk;
      });
      request.on('end', async () => {
        const answer = await fake.respond(index, request.method ?? 'GET', request.url ?? '/', request.headers, raw);
        if (answer === 'hang') {
          hanging.add(response);
          return;
        }
        if (answer === 'refuse') {
          request.socket.destroy();
          return;
        }
        response.writeHead(answer.status, {
          'content-type': 'application/json; charset=utf-8',
          'access-control-allow-origin': '*',
        });
        response.end(answer.body);
      });
    });
    // A refused host closes connections at once, as nothing listening would.
    server.on('connection', (socket) => {
      if (fake.hosts[index]?.behaviour === 'refuse') socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as AddressInfo;
    servers.push(server);
    fake.hosts.push({ index, port, url: `127.0.0.1:${port}`, behaviour: 'answer' });
  }
  return fake;
}
