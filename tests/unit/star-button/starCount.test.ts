import { describe, expect, it, vi } from 'vitest';

import { STAR_COUNT_API_URL, STAR_COUNT_STORAGE_KEY } from '../../../src/components/GitHubStarButton/constants';
import {
  createStarCountStore,
  fetchStarCount,
  formatStarCount,
  starButtonLabel,
} from '../../../src/components/GitHubStarButton/starCount';

function memoryStorage(initial: Record<string, string> = {}): Pick<Storage, 'getItem' | 'setItem'> {
  const data = new Map(Object.entries(initial));
  return { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const answer = (body: string, status = 200, headers: Record<string, string> = {}) =>
  vi.fn<typeof fetch>(async () => new Response(body, { status, headers }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('formatStarCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [1250, '1.3k'],
    [12_345, '12.3k'],
    [999_949, '999.9k'],
    [999_950, '1m'],
    [1_540_000, '1.5m'],
  ])('writes %d as %s', (count, written) => {
    expect(formatStarCount(count)).toBe(written);
  });

  it('writes anything that is not a count as 0', () => {
    expect(formatStarCount(Number.NaN)).toBe('0');
    expect(formatStarCount(-3)).toBe('0');
  });
});

describe('starButtonLabel', () => {
  it('starts with what the button shows, then says what the count is', () => {
    expect(starButtonLabel(1234)).toBe('Star 1.2k: Pulsarr has 1.2k stars on GitHub');
    expect(starButtonLabel(1)).toBe('Star 1: Pulsarr has 1 star on GitHub');
    expect(starButtonLabel(0)).toBe('Star 0: Pulsarr has 0 stars on GitHub');
    expect(starButtonLabel(null)).toBe('Star Pulsarr on GitHub');
  });
});

describe('fetchStarCount', () => {
  it('reads stargazers_count from GET on the repository API', async () => {
    const fetchImpl = answer(JSON.stringify({ full_name: 'jamcalli/pulsarr', stargazers_count: 1234 }));
    await expect(fetchStarCount(fetchImpl)).resolves.toBe(1234);
    expect(fetchImpl).toHaveBeenCalledWith('https://api.github.com/repos/jamcalli/pulsarr');
    expect(STAR_COUNT_API_URL).toBe('https://api.github.com/repos/jamcalli/pulsarr');
  });

  it.each([
    [
      'a network failure',
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))),
      /network error/,
    ],
    ['the rate limit', answer('{}', 403, { 'x-ratelimit-remaining': '0' }), /rate limit reached \(HTTP 403\)/],
    ['another status', answer('{}', 500), /HTTP 500/],
    ['an answer that is not JSON', answer('<html>'), /not JSON/],
    ['JSON without a count', answer('{"message":"Moved"}'), /no stargazers_count/],
    ['a count that is not a whole number', answer('{"stargazers_count":"12"}'), /no stargazers_count/],
  ])('names %s in its error', async (_case, fetchImpl, message) => {
    await expect(fetchStarCount(fetchImpl)).rejects.toThrow(message);
  });
});

describe('the star count store', () => {
  it('fetches once, keeps the count for other pages and tabs and tells subscribers', async () => {
    const storage = memoryStorage();
    const fetchImpl = answer('{"stargazers_count":321}');
    const store = createStarCountStore({ fetchImpl, storage, warn: vi.fn() });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot()).toBeNull();
    store.load();
    store.load();
    await flush();
    expect(store.getSnapshot()).toBe(321);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.getItem(STAR_COUNT_STORAGE_KEY)!)).toMatchObject({ count: 321, retryAt: null });
    store.load();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('uses a count stored a moment ago without fetching', () => {
    const fetchImpl = answer('{"stargazers_count":1}');
    const storage = memoryStorage({
      [STAR_COUNT_STORAGE_KEY]: JSON.stringify({ count: 4321, readAt: Date.now() - 1000, retryAt: null }),
    });
    const store = createStarCountStore({ fetchImpl, storage, warn: vi.fn() });
    expect(store.getSnapshot()).toBe(4321);
    store.load();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('on failure warns once, shows 0 and stores no count, only the refusal', async () => {
    const storage = memoryStorage();
    const warn = vi.fn();
    const fetchImpl = answer('{}', 429, { 'x-ratelimit-remaining': '0' });
    const store = createStarCountStore({ fetchImpl, storage, warn });
    store.load();
    await flush();
    store.load();
    await flush();
    expect(store.getSnapshot()).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/could not read the GitHub star count .*rate limit reached.*Showing 0/);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.getItem(STAR_COUNT_STORAGE_KEY)!)).toMatchObject({ count: null });
  });

  it('works when session storage is unavailable or throws', async () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    for (const storage of [null, throwing]) {
      const store = createStarCountStore({ fetchImpl: answer('{"stargazers_count":5}'), storage, warn: vi.fn() });
      store.load();
      await flush();
      expect(store.getSnapshot()).toBe(5);
    }
  });
});
