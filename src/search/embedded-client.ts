/**
 * A search client with the interface DocSearch expects of Algolia's (`search`,
 * `addAlgoliaAgent`, `transporter.algoliaAgent`), answered in the browser by the
 * embedded engine. The engine's code and the index load once, on first interest.
 */
import type { EmbeddedIndexFile } from './embedded-index';
import type { EmbeddedSearchEngine, SearchRequest, SearchResponse } from './engine';

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

const engines = new Map<string, Promise<EmbeddedSearchEngine>>();

async function fetchIndex(indexUrl: string): Promise<EmbeddedIndexFile> {
  const response = await fetch(indexUrl);
  if (!response.ok) throw new Error(`${indexUrl} answered ${response.status}`);
  return (await response.json()) as EmbeddedIndexFile;
}

/** The engine for an index, loaded once; a failed load is retried on the next search. */
export function loadEmbeddedEngine(indexUrl: string): Promise<EmbeddedSearchEngine> {
  let engine = engines.get(indexUrl);
  if (!engine) {
    engine = Promise.all([fetchIndex(indexUrl), import(/* webpackChunkName: "search-engine" */ './engine')])
      .then(([file, { EmbeddedSearchEngine }]) => EmbeddedSearchEngine.fromIndexFile(file))
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
      return { results: requests.map((request) => engine.search(readRequest(request))) };
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
