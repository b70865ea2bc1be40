/**
 * A search client with the interface DocSearch expects of Algolia's (`search`,
 * `addAlgoliaAgent`, `transporter.algoliaAgent`), answered in the browser by the
 * embedded engine. The index loads once, on first interest; the page fetches it
 * and a worker reads and searches it, off the main thread.
 */
import { SEARCH_WORKER_TIMEOUT_MS } from '../../../core/search-engine/constants';
import type { EmbeddedIndexFile } from '../../../core/search-engine/embedded-index';
import type { SearchRequest, SearchResponse } from '../../../core/search-engine/engine';
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
 * Any failure to answer: the index, the worker or the engine. Named as the error
 * Algolia's client throws when no host answers, which is what makes the DocSearch
 * modal show its "Unable to fetch results" screen.
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

/** Any failure to answer a search, named as the modal and the search page expect it. */
function unavailable(error: unknown, what: string): SearchUnavailableError {
  if (error instanceof SearchUnavailableError) return error;
  return new SearchUnavailableError(`${what}: ${error instanceof Error ? error.message : String(error)}`);
}

/**
 * The engine in a worker (search-worker.ts), given the index's bytes.
 * Every request must be answered within SEARCH_WORKER_TIMEOUT_MS; a worker that
 * fails or stays silent is ended, and `onBroken` lets the next search start anew.
 */
function startWorker(index: ArrayBuffer, onBroken: () => void): Promise<LoadedEngine> {
  const worker = new Worker(new URL('./search-worker.ts', import.meta.url), { name: 'pulsarr-search' });
  const pending = new Map<
    number,
    { resolve(results: SearchResponse[]): void; reject(error: Error): void; timer: ReturnType<typeof setTimeout> }
  >();
  let nextId = 0;
  let broken: Error | null = null;
  const breakDown = (error: Error) => {
    if (broken) return;
    broken = error;
    worker.terminate();
    for (const waiting of pending.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(error);
    }
    pending.clear();
    onBroken();
  };
  const ask = (message: UnnumberedRequest, transfer: Transferable[] = []) =>
    new Promise<SearchResponse[]>((resolve, reject) => {
      if (broken) {
        reject(broken);
        return;
      }
      const id = (nextId += 1);
      const timer = setTimeout(
        () =>
          breakDown(
            new SearchUnavailableError(`The search worker did not answer within ${SEARCH_WORKER_TIMEOUT_MS} ms.`),
          ),
        SEARCH_WORKER_TIMEOUT_MS,
      );
      pending.set(id, { resolve, reject, timer });
      worker.postMessage({ ...message, id } as WorkerRequest, transfer);
    });
  worker.onmessage = ({ data }: MessageEvent<WorkerReply>) => {
    const waiting = pending.get(data.id);
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.delete(data.id);
    if (data.ok) waiting.resolve(data.results);
    else waiting.reject(new SearchUnavailableError(`The search engine failed: ${data.error}`));
  };
  worker.onerror = (event) => {
    event.preventDefault();
    breakDown(new SearchUnavailableError(`The search worker failed: ${event.message || 'it could not be started'}`));
  };
  worker.onmessageerror = () =>
    breakDown(new SearchUnavailableError('The search worker sent a message that could not be read.'));
  return ask({ type: 'load', index }, [index]).then(() => ({
    search: (requests) => ask({ type: 'search', requests }),
  }));
}

/** The engine on the page itself, where there are no workers (a test runner, an old browser). */
async function startInPage(index: ArrayBuffer): Promise<LoadedEngine> {
  const { EmbeddedSearchEngine } = await import(
    /* webpackChunkName: "search-engine" */ '../../../core/search-engine/engine'
  );
  const engine = EmbeddedSearchEngine.fromIndexFile(JSON.parse(new TextDecoder().decode(index)) as EmbeddedIndexFile);
  return { search: async (requests) => requests.map((request) => engine.search(request)) };
}

/** The engine for an index, loaded once; a failed load or a broken worker is started again on the next search. */
export function loadEmbeddedEngine(indexUrl: string): Promise<LoadedEngine> {
  let engine = engines.get(indexUrl);
  if (!engine) {
    const forget = () => {
      if (engines.get(indexUrl) === loading) engines.delete(indexUrl);
    };
    const loading: Promise<LoadedEngine> = fetchIndex(indexUrl)
      .then((index) => (typeof Worker === 'undefined' ? startInPage(index) : startWorker(index, forget)))
      .catch((error: unknown) => {
        forget();
        throw unavailable(error, 'The search index could not be loaded');
      });
    engine = loading;
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
      const requests = Array.isArray(params)
        ? (params as readonly ClientRequest[])
        : (params as { requests: readonly ClientRequest[] }).requests;
      const engine = await loadEmbeddedEngine(indexUrl);
      try {
        return { results: await engine.search(requests.map(readRequest)) };
      } catch (error) {
        throw unavailable(error, 'The search failed');
      }
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
