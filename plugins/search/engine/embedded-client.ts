/**
 * A search client with the interface DocSearch expects of Algolia's (`search`,
 * `addAlgoliaAgent`, `transporter.algoliaAgent`), answered in the browser by the
 * embedded engine. The index loads once, on first interest; the page fetches it
 * and a worker reads and searches it, off the main thread.
 */
import type { EmbeddedIndexFile } from './embedded-index';
import type { SearchRequest, SearchResponse } from './engine';
import type { UnnumberedRequest, WorkerReply, WorkerRequest } from './worker-protocol';

/** A request as Algolia's client takes it: the v5 form, or the legacy `{ indexName, params }`. */
type ClientRequest = Omit<SearchRequest, 'params'> & { params?: string | SearchRequest };
export type SearchMethodParams = { requests: readonly ClientRequest[] } | readonly ClientRequest[];

export interface EmbeddedSearchClient {
  search(params: SearchMethodParams): Promise<{ results: SearchResponse[] }>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: { algoliaAgent: { value: string; add(options: { segment: string; version?: string }): void } };
  /** Starts loading the engine and index, so the first search does not wait for them. */
  preload(): Promise<unknown>;
}

/**
 * Named as the error Algolia's client throws when no host answers, which is what
 * makes the DocSearch modal show its "Unable to fetch results" screen.
 */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
}

/** What answers searches once the index is loaded: the worker, or the engine on the page. */
interface LoadedEngine {
  search(requests: SearchRequest[]): Promise<SearchResponse[]>;
}

const engines = new Map<string, Promise<LoadedEngine>>();

async function fetchIndex(indexUrl: string): Promise<ArrayBuffer> {
  const response = await fetch(indexUrl);
  if (!response.ok) throw new Error(`${indexUrl} answered ${response.status}`);
  return response.arrayBuffer();
}

/** The engine in a worker (search-worker.ts), given the index's bytes. */
function startWorker(index: ArrayBuffer): Promise<LoadedEngine> {
  const worker = new Worker(new URL('./search-worker.ts', import.meta.url), { name: 'pulsarr-search' });
  const pending = new Map<number, { resolve(results: SearchResponse[]): void; reject(error: Error): void }>();
  let nextId = 0;
  const ask = (message: UnnumberedRequest, transfer: Transferable[] = []) =>
    new Promise<SearchResponse[]>((resolve, reject) => {
      const id = (nextId += 1);
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id } as WorkerRequest, transfer);
    });
  worker.onmessage = ({ data }: MessageEvent<WorkerReply>) => {
    const waiting = pending.get(data.id);
    pending.delete(data.id);
    if (data.ok) waiting?.resolve(data.results);
    else waiting?.reject(new Error(data.error));
  };
  worker.onerror = (event) => {
    event.preventDefault();
    for (const waiting of pending.values()) waiting.reject(new Error(event.message || 'The search worker failed.'));
    pending.clear();
  };
  return ask({ type: 'load', index }, [index]).then(() => ({ search: (requests) => ask({ type: 'search', requests }) }));
}

/** The engine on the page itself, where there are no workers (a test runner, an old browser). */
async function startInPage(index: ArrayBuffer): Promise<LoadedEngine> {
  const { EmbeddedSearchEngine } = await import(/* webpackChunkName: "search-engine" */ './engine');
  const engine = EmbeddedSearchEngine.fromIndexFile(JSON.parse(new TextDecoder().decode(index)) as EmbeddedIndexFile);
  return { search: async (requests) => requests.map((request) => engine.search(request)) };
}

/** The engine for an index, loaded once; a failed load is retried on the next search. */
export function loadEmbeddedEngine(indexUrl: string): Promise<LoadedEngine> {
  let engine = engines.get(indexUrl);
  if (!engine) {
    engine = fetchIndex(indexUrl)
      .then((index) => (typeof Worker === 'undefined' ? startInPage(index) : startWorker(index)))
      .catch((error: unknown) => {
        engines.delete(indexUrl);
        throw new SearchUnavailableError(`The search index could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
      });
    engines.set(indexUrl, engine);
  }
  return engine;
}

function readRequest(request: ClientRequest): SearchRequest {
  const { params, ...rest } = request;
  return typeof params === 'object' && params !== null ? { ...rest, ...params } : { ...rest, params };
}

export function createEmbeddedSearchClient(indexUrl: string): EmbeddedSearchClient {
  const agents: string[] = ['Pulsarr embedded search'];
  return {
    async search(params) {
      const requests = Array.isArray(params) ? (params as readonly ClientRequest[]) : (params as { requests: readonly ClientRequest[] }).requests;
      const engine = await loadEmbeddedEngine(indexUrl);
      return { results: await engine.search(requests.map(readRequest)) };
    },
    addAlgoliaAgent(segment, version) {
      agents.push(version ? `${segment} (${version})` : segment);
    },
    transporter: {
      algoliaAgent: {
        get value() {
          return agents.join('; ');
        },
        add({ segment, version }) {
          agents.push(version ? `${segment} (${version})` : segment);
        },
      },
    },
    preload() {
      return loadEmbeddedEngine(indexUrl).catch(() => undefined);
    },
  };
}
