/**
 * The star count across pages and tabs: every tab shares one local storage, so a
 * count read a moment ago, or GitHub's refusal and its reset time, keep new
 * pages from asking again.
 */
import { describe, expect, it, vi } from 'vitest';

import {
  STAR_COUNT_FRESH_MS,
  STAR_COUNT_MAX_WAIT_MS,
  STAR_COUNT_RETRY_AFTER_FAILURE_MS,
  STAR_COUNT_STORAGE_KEY,
} from '../../../src/components/GitHubStarButton/constants';
import { createStarCountStore } from '../../../src/components/GitHubStarButton/starCount';

const START = Date.UTC(2026, 0, 5, 9, 0, 0);
const MINUTE = 60 * 1000;

/** One browser's local storage, shared by the "tabs" a test opens. */
function sharedStorage(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

type Answer = { status: number; body: string; headers?: Record<string, string> };
const ok = (count: number): Answer => ({ status: 200, body: JSON.stringify({ stargazers_count: count }) });
const rateLimited = (resetAt: number): Answer => ({
  status: 403,
  body: '{"message":"API rate limit exceeded"}',
  headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(resetAt / 1000)) },
});

/** A browser: shared storage, a clock, and GitHub answering as told. */
function browser() {
  const storage = sharedStorage();
  let time = START;
  let answer: Answer = ok(4321);
  const fetchImpl = vi.fn<typeof fetch>(
    async () => new Response(answer.body, { status: answer.status, headers: answer.headers }),
  );
  const warn = vi.fn();
  /** Opens a page in a new tab and lets its star count settle. */
  const openPage = async () => {
    const store = createStarCountStore({ fetchImpl, storage, warn, now: () => time });
    store.load();
    await flush();
    return store.getSnapshot();
  };
  return {
    storage,
    fetchImpl,
    warn,
    openPage,
    answerWith: (next: Answer) => (answer = next),
    advance: (ms: number) => (time += ms),
    now: () => time,
  };
}

describe('the star count shared by tabs', () => {
  it(`reads the count once for every tab opened within ${STAR_COUNT_FRESH_MS / MINUTE} minutes, then reads it again`, async () => {
    const b = browser();
    expect(await b.openPage()).toBe(4321);
    for (let tab = 0; tab < 10; tab += 1) {
      b.advance(5 * MINUTE);
      expect(await b.openPage()).toBe(4321);
    }
    expect(b.fetchImpl).toHaveBeenCalledTimes(1);
    b.answerWith(ok(4400));
    b.advance(STAR_COUNT_FRESH_MS);
    expect(await b.openPage()).toBe(4400);
    expect(b.fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('after GitHub refuses, asks at most once an hour however many pages are opened, and reports it once', async () => {
    const b = browser();
    b.answerWith(rateLimited(START + 10 * MINUTE));
    // A reader opening a page every minute for three hours.
    for (let minute = 0; minute < 180; minute += 1) {
      expect(await b.openPage()).toBe(0);
      b.advance(MINUTE);
    }
    expect(b.fetchImpl).toHaveBeenCalledTimes(3);
    expect(b.warn).toHaveBeenCalledTimes(3);
    expect(b.warn.mock.calls[0][0]).toMatch(
      /rate limit reached \(HTTP 403\)\. Showing 0; not asking again before 2026-01-05T10:00:00\.000Z\./,
    );
  });

  it('waits until the rate limit resets when that is later than an hour away', async () => {
    const b = browser();
    const resetAt = START + 3 * 60 * MINUTE;
    b.answerWith(rateLimited(resetAt));
    await b.openPage();
    b.answerWith(ok(5000));
    b.advance(resetAt - START - 1);
    expect(await b.openPage()).toBe(0);
    expect(b.fetchImpl).toHaveBeenCalledTimes(1);
    b.advance(1);
    expect(await b.openPage()).toBe(5000);
    expect(b.fetchImpl).toHaveBeenCalledTimes(2);
  });

  it(`never waits longer than ${STAR_COUNT_MAX_WAIT_MS / (60 * MINUTE)} hours, whatever the reset time says`, async () => {
    const b = browser();
    b.answerWith(rateLimited(START + 30 * STAR_COUNT_MAX_WAIT_MS));
    await b.openPage();
    expect(JSON.parse(b.storage.getItem(STAR_COUNT_STORAGE_KEY)!).retryAt).toBe(START + STAR_COUNT_MAX_WAIT_MS);
  });

  it('remembers a network failure or a server error for an hour too', async () => {
    for (const failing of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => new Response('{}', { status: 502 }),
    ]) {
      const b = browser();
      b.fetchImpl.mockImplementation(failing);
      await b.openPage();
      b.advance(STAR_COUNT_RETRY_AFTER_FAILURE_MS - 1);
      await b.openPage();
      expect(b.fetchImpl).toHaveBeenCalledTimes(1);
      b.advance(1);
      await b.openPage();
      expect(b.fetchImpl).toHaveBeenCalledTimes(2);
    }
  });

  it('shows the last count read, not 0, while GitHub refuses', async () => {
    const b = browser();
    expect(await b.openPage()).toBe(4321);
    b.advance(STAR_COUNT_FRESH_MS);
    b.answerWith(rateLimited(START));
    expect(await b.openPage()).toBe(4321);
    expect(b.warn.mock.calls[0][0]).toContain('Showing the last count read, 4.3k');
    b.advance(MINUTE);
    expect(await b.openPage()).toBe(4321);
    expect(b.fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('ignores what it cannot read in storage and asks GitHub', async () => {
    for (const junk of ['not json', '{"count":"12","readAt":"x"}', '{"retryAt":null}', 'null']) {
      const b = browser();
      b.storage.setItem(STAR_COUNT_STORAGE_KEY, junk);
      expect(await b.openPage()).toBe(4321);
      expect(b.fetchImpl).toHaveBeenCalledTimes(1);
    }
  });
});
