import { useEffect, useSyncExternalStore } from 'react';

import { STAR_COUNT_API_URL, STAR_COUNT_SESSION_KEY } from './constants';

/** Writes counts the way GitHub does: 999, 1.2k, 12.3k, 1.5m. */
export function formatStarCount(count: number): string {
  if (!Number.isFinite(count) || count < 0) return '0';
  const whole = Math.floor(count);
  if (whole < 1000) return String(whole);
  const thousands = Math.round(whole / 100) / 10;
  if (thousands < 1000) return `${thousands}k`;
  return `${Math.round(whole / 100_000) / 10}m`;
}

/** The button's accessible name: what it does, then the count once it is known. */
export function starButtonLabel(count: number | null): string {
  if (count === null) return 'Star Pulsarr on GitHub';
  return `Star Pulsarr on GitHub (${formatStarCount(count)} ${count === 1 ? 'star' : 'stars'})`;
}

/** Why the count could not be read; the message is what readers of the console see. */
export class StarCountError extends Error {
  override name = 'StarCountError';
}

/**
 * Reads `stargazers_count` from the repository API. Throws a StarCountError that
 * says what went wrong: network, rate limit, another status, or an answer that
 * is not the expected JSON.
 */
export async function fetchStarCount(fetchImpl: typeof fetch): Promise<number> {
  let response: Response;
  try {
    response = await fetchImpl(STAR_COUNT_API_URL);
  } catch (cause) {
    throw new StarCountError(`network error (${cause instanceof Error ? cause.message : String(cause)})`);
  }
  if (response.status !== 200) {
    const rateLimited =
      response.status === 429 || (response.status === 403 && response.headers.get('x-ratelimit-remaining') === '0');
    throw new StarCountError(rateLimited ? `rate limit reached (HTTP ${response.status})` : `HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new StarCountError('the answer is not JSON');
  }
  const count = (body as { stargazers_count?: unknown } | null)?.stargazers_count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
    throw new StarCountError('the answer has no stargazers_count');
  }
  return count;
}

export interface StarCountStore {
  /** The count, or null while it is not known yet. */
  getSnapshot(): number | null;
  subscribe(listener: () => void): () => void;
  /** Starts reading the count unless it is known or being read. */
  load(): void;
}

export interface StarCountStoreOptions {
  fetchImpl: typeof fetch;
  /** Where a successful count is kept for the browser session; null when storage is unavailable. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  warn: (message: string) => void;
}

function readStoredCount(storage: StarCountStoreOptions['storage']): number | null {
  try {
    const stored = storage?.getItem(STAR_COUNT_SESSION_KEY);
    if (stored == null) return null;
    const count = Number(stored);
    return Number.isInteger(count) && count >= 0 ? count : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the count for the page's lifetime and, once read successfully, for the
 * browser session, so moving between pages never asks GitHub again. A failure is
 * reported once and shown as 0; it is not stored, so the next visit tries again.
 */
export function createStarCountStore({ fetchImpl, storage, warn }: StarCountStoreOptions): StarCountStore {
  let count: number | null = readStoredCount(storage);
  let loading = false;
  const listeners = new Set<() => void>();

  const settle = (value: number): void => {
    count = value;
    listeners.forEach((listener) => listener());
  };

  return {
    getSnapshot: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      if (count !== null || loading) return;
      loading = true;
      fetchStarCount(fetchImpl).then(
        (value) => {
          try {
            storage?.setItem(STAR_COUNT_SESSION_KEY, String(value));
          } catch {
            // Storage full or blocked: the count still shows, it is just read again next visit.
          }
          settle(value);
        },
        (error: unknown) => {
          const reason = error instanceof StarCountError ? error.message : String(error);
          warn(`Pulsarr docs: could not read the GitHub star count from ${STAR_COUNT_API_URL}: ${reason}. Showing 0.`);
          settle(0);
        },
      );
    },
  };
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

let browserStore: StarCountStore | null = null;

function getBrowserStore(): StarCountStore {
  browserStore ??= createStarCountStore({
    fetchImpl: (input, init) => window.fetch(input, init),
    storage: sessionStorageOrNull(),
    warn: (message) => console.warn(message),
  });
  return browserStore;
}

const subscribe = (listener: () => void): (() => void) => getBrowserStore().subscribe(listener);
const getSnapshot = (): number | null => getBrowserStore().getSnapshot();
const getServerSnapshot = (): null => null;

/** The project's star count, or null until it is known (always null while rendering on the server). */
export function useStarCount(): number | null {
  const count = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  useEffect(() => getBrowserStore().load(), []);
  return count;
}
