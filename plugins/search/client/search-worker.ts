/**
 * The embedded engine in a worker: the index is read and searched off the page's
 * main thread, so opening the modal, drawing it and typing never wait for it.
 * The page fetches the index (embedded-client.ts) and hands its bytes
 * over; every search is one message in, one message out.
 */
import type { EmbeddedIndexFile } from '../../../core/search-engine/embedded-index';
import { EmbeddedSearchEngine } from '../../../core/search-engine/engine';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

let engine: EmbeddedSearchEngine | null = null;

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(reply: WorkerReply): void;
};

scope.onmessage = ({ data }) => {
  try {
    if (data.type === 'load') {
      engine = EmbeddedSearchEngine.fromIndexFile(
        JSON.parse(new TextDecoder().decode(data.index)) as EmbeddedIndexFile,
      );
      scope.postMessage({ id: data.id, ok: true, results: [] });
    } else if (!engine) {
      scope.postMessage({ id: data.id, ok: false, error: 'The search index is not loaded.' });
    } else {
      const current = engine;
      scope.postMessage({ id: data.id, ok: true, results: data.requests.map((request) => current.search(request)) });
    }
  } catch (error) {
    scope.postMessage({ id: data.id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
