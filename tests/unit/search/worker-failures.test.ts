/**
 * The embedded client with a worker that fails, answers with an error, or never
 * answers: every case ends as the RetryError the modal and the search page show
 * as "Unable to fetch results", and the next search starts a fresh worker.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { extractPageRecords } from '../../../plugins/search/records/extract';
import { SEARCH_WORKER_TIMEOUT_MS } from '../../../core/search-engine/constants';
import { createEmbeddedSearchClient } from '../../../plugins/search/client/embedded-client';
import { packIndex } from '../../../core/search-engine/embedded-index';
import { EmbeddedSearchEngine } from '../../../core/search-engine/engine';
import type { WorkerReply, WorkerRequest } from '../../../plugins/search/client/worker-protocol';
import { DOC_PAGE, SITE_URL } from './fixtures';

const INDEX = JSON.stringify(
  packIndex(extractPageRecords({ html: DOC_PAGE, url: `${SITE_URL}/Pulsarr/docs/utilities/delete-sync` }), SITE_URL),
);

type Behaviour = 'answer' | 'silent' | 'engine-error' | 'crash';

/** Stands in for the browser's Worker, running the real engine unless told to misbehave. */
class FakeWorker {
  static created: FakeWorker[] = [];
  static behaviour: Behaviour = 'answer';
  onmessage: ((event: { data: WorkerReply }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  private engine: EmbeddedSearchEngine | null = null;

  constructor() {
    FakeWorker.created.push(this);
  }

  postMessage(request: WorkerRequest): void {
    const behaviour = FakeWorker.behaviour;
    const reply = (data: WorkerReply) => queueMicrotask(() => !this.terminated && this.onmessage?.({ data }));
    if (request.type === 'load') {
      this.engine = EmbeddedSearchEngine.fromIndexFile(JSON.parse(new TextDecoder().decode(request.index)));
      reply({ id: request.id, ok: true, results: [] });
      return;
    }
    if (behaviour === 'silent') return;
    if (behaviour === 'engine-error') reply({ id: request.id, ok: false, error: 'Invalid typed array length' });
    else if (behaviour === 'crash')
      queueMicrotask(() => this.onerror?.({ message: 'Uncaught RangeError', preventDefault() {} }));
    else reply({ id: request.id, ok: true, results: request.requests.map((r) => this.engine!.search(r)) });
  }

  terminate(): void {
    this.terminated = true;
  }
}

let fetchIndex: ReturnType<typeof vi.fn>;
let client: ReturnType<typeof createEmbeddedSearchClient>;
let clientCount = 0;

beforeEach(() => {
  FakeWorker.created = [];
  FakeWorker.behaviour = 'answer';
  vi.stubGlobal('Worker', FakeWorker);
  fetchIndex = vi.fn(async () => new Response(INDEX));
  vi.stubGlobal('fetch', fetchIndex);
  clientCount += 1;
  client = createEmbeddedSearchClient(`/Pulsarr/search-index.json?worker-${clientCount}`);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const search = (query = 'dry') => client.search({ requests: [{ query }] });

describe('a failing search worker', () => {
  it('answers through the worker when it works', async () => {
    await expect(search()).resolves.toMatchObject({ results: [{ query: 'dry' }] });
    expect(FakeWorker.created).toHaveLength(1);
  });

  it('an engine error in the worker is a RetryError, not "no results"', async () => {
    await search();
    FakeWorker.behaviour = 'engine-error';
    await expect(search()).rejects.toMatchObject({
      name: 'RetryError',
      message: expect.stringContaining('Invalid typed array length'),
    });
  });

  it('a crashed worker is a RetryError; it is ended and the next search starts another', async () => {
    await search();
    FakeWorker.behaviour = 'crash';
    await expect(search()).rejects.toMatchObject({ name: 'RetryError' });
    expect(FakeWorker.created[0].terminated).toBe(true);
    FakeWorker.behaviour = 'answer';
    await expect(search()).resolves.toMatchObject({ results: [{ query: 'dry' }] });
    expect(FakeWorker.created).toHaveLength(2);
  });

  it(`a worker silent for ${SEARCH_WORKER_TIMEOUT_MS} ms fails the search with a RetryError, and the next search starts another`, async () => {
    await search();
    vi.useFakeTimers();
    FakeWorker.behaviour = 'silent';
    const answer = search();
    const settled = vi.fn();
    answer.then(settled, settled);
    await vi.advanceTimersByTimeAsync(SEARCH_WORKER_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).rejects.toMatchObject({
      name: 'RetryError',
      message: expect.stringContaining('did not answer'),
    });
    expect(FakeWorker.created[0].terminated).toBe(true);
    vi.useRealTimers();
    FakeWorker.behaviour = 'answer';
    await expect(search()).resolves.toMatchObject({ results: [{ query: 'dry' }] });
    expect(FakeWorker.created).toHaveLength(2);
  });
});
