/** The messages between the page and the search worker (search-worker.ts). */
import type { SearchRequest, SearchResponse } from '../../../core/search-engine/engine';

export type WorkerRequest =
  /** The index file's bytes, transferred to the worker. */
  { id: number; type: 'load'; index: ArrayBuffer } | { id: number; type: 'search'; requests: SearchRequest[] };

export type WorkerReply =
  { id: number; ok: true; results: SearchResponse[] } | { id: number; ok: false; error: string };

/** A request before it is numbered. */
export type UnnumberedRequest = WorkerRequest extends infer Request
  ? Request extends unknown
    ? Omit<Request, 'id'>
    : never
  : never;
