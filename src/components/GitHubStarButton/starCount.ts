import { useEffect, useSyncExternalStore } from 'react';

import {
  STAR_COUNT_API_URL,
  STAR_COUNT_FRESH_MS,
  STAR_COUNT_MAX_WAIT_MS,
  STAR_COUNT_RETRY_AFTER_FAILURE_MS,
  STAR_COUNT_STORAGE_KEY,
} from './constants';

/** Writes counts the way GitHub does: 999, 1.2k, 12.3k, 1.5m. */
export function formatStarCount(count: number): string {
  if (!Number.isFinite(count) || count < 0) return '0';
  const whole = Math.floor(count);
  if (whole < 1000) return String(whole);
  const thousands = Math.round(whole / 100) / 10;
  if (thousands < 1000) return `${thousands}k`;
  return `${Math.round(whole / 100_000) / 10}m`;
}

/**
 * The button's accessible name: it starts with what the button shows ("Star" and
 * the count), so a reader who says what they see (WCAG 2.5.3, Label in Name)
 * reaches it, then says what the count is.
 */
export function starButtonLabel(count: number | null): string {
  if (count === null) return 'Star Pulsarr on GitHub';
  const written = formatStarCount(count);
  return `Star ${written}: Pulsarr has ${written} ${count === 1 ? 'star' : 'stars'} on GitHub`;
}

/** Why the count could not be read; the message is what readers of the console see. */
export class StarCountError extends Error {
  override name = 'StarCountError';
  /** When GitHub's rate limit resets (from `X-RateLimit-Reset`), in ms since the epoch; null when not said. */
  readonly resetAt: number | null;

  constructor(message: string, resetAt: number | null = null) {
    super(message);
    this.resetAt = resetAt;
  }
}

/** `X-RateLimit-Reset` (seconds since the epoch) in milliseconds, or null. */
function rateLimitReset(response: Response): number | null {
  const seconds = Number(response.headers.get('x-ratelimit-reset'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
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
    throw new StarCountError(
      rateLimited ? `rate limit reached (HTTP ${response.status})` : `HTTP ${response.status}`,
      rateLimitReset(response),
    );
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
  /** Where the count and a refusal are kept across tabs; null when storage is unavailable. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  warn: (message: string) => void;
  /** The time in ms since the epoch; Date.now unless a test says otherwise. */
  now?: () => number;
}

/** What the site remembers between pages and tabs. */
interface StoredStarCount {
  /** The last count read, and when (ms since the epoch). */
  count: number | null;
  readAt: number | null;
  /** Until when no tab asks GitHub, after it refused; null when it did not. */
  retryAt: number | null;
}

const NOTHING_STORED: StoredStarCount = { count: null, readAt: null, retryAt: null };

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function readStored(storage: StarCountStoreOptions['storage']): StoredStarCount {
  try {
    const raw = storage?.getItem(STAR_COUNT_STORAGE_KEY);
    if (raw == null) return NOTHING_STORED;
    const value = JSON.parse(raw) as Partial<Record<keyof StoredStarCount, unknown>>;
    const count = Number.isInteger(value.count) && (value.count as number) >= 0 ? (value.count as number) : null;
    return {
      count,
      readAt: count !== null && isTime(value.readAt) ? value.readAt : null,
      retryAt: isTime(value.retryAt) ? value.retryAt : null,
    };
  } catch {
    return NOTHING_STORED;
  }
}

function writeStored(storage: StarCountStoreOptions['storage'], value: StoredStarCount): void {
  try {
    storage?.setItem(STAR_COUNT_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the count still shows, it is just read again on the next page.
  }
}

/**
 * Keeps the count for the page's lifetime and, through local storage, for every
 * tab for STAR_COUNT_FRESH_MS. When GitHub refuses (a rate limit, an error, no
 * network) the refusal is remembered too: no tab asks again before
 * STAR_COUNT_RETRY_AFTER_FAILURE_MS has passed or the rate limit has reset,
 * whichever is later. Meanwhile the last count read is shown, or 0 if none; a
 * failure is reported once, by the page that met it.
 */
export function createStarCountStore({
  fetchImpl,
  storage,
  warn,
  now = Date.now,
}: StarCountStoreOptions): StarCountStore {
  const stored = readStored(storage);
  const fresh = stored.count !== null && stored.readAt !== null && now() - stored.readAt < STAR_COUNT_FRESH_MS;
  let count: number | null = fresh ? stored.count : null;
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
      const remembered = readStored(storage);
      const started = now();
      if (remembered.retryAt !== null && started < remembered.retryAt) {
        settle(remembered.count ?? 0);
        return;
      }
      loading = true;
      fetchStarCount(fetchImpl).then(
        (value) => {
          writeStored(storage, { count: value, readAt: now(), retryAt: null });
          settle(value);
        },
        (error: unknown) => {
          const failedAt = now();
          const resetAt = error instanceof StarCountError ? error.resetAt : null;
          const retryAt = Math.min(
            Math.max(failedAt + STAR_COUNT_RETRY_AFTER_FAILURE_MS, resetAt ?? 0),
            failedAt + STAR_COUNT_MAX_WAIT_MS,
          );
          writeStored(storage, { count: remembered.count, readAt: remembered.readAt, retryAt });
          const reason = error instanceof StarCountError ? error.message : String(error);
          const shown =
            remembered.count === null
              ? 'Showing 0'
              : `Showing the last count read, ${formatStarCount(remembered.count)}`;
          warn(
            `Pulsarr docs: could not read the GitHub star count from ${STAR_COUNT_API_URL}: ${reason}. ${shown}; not asking again before ${new Date(retryAt).toISOString()}.`,
          );
          settle(remembered.count ?? 0);
        },
      );
    },
  };
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let browserStore: StarCountStore | null = null;

function getBrowserStore(): StarCountStore {
  browserStore ??= createStarCountStore({
    fetchImpl: (input, init) => window.fetch(input, init),
    storage: localStorageOrNull(),
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
