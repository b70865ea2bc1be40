/**
 * The star count across tabs, with the GitHub API faked: a count read in one tab
 * serves the others, and when GitHub refuses, no tab asks again for an hour (or
 * until the rate limit resets, when that is later).
 */
import type { BrowserContext, Page } from '@playwright/test';

import {
  STAR_COUNT_RETRY_AFTER_FAILURE_MS,
  STAR_TOOLTIP_SESSION_KEY,
} from '../../../src/components/GitHubStarButton/constants';
import { GITHUB_API, answerGitHub, expect, hydrated, test } from '../fixtures';

/** Any fixed moment, so reset times can be written out. */
const START = new Date('2026-01-05T09:00:00Z').getTime();

const countText = (page: Page) => page.getByTestId('github-star-count');

/** Counts the context's requests to GitHub and answers them as `answer` says at the time. */
async function fakeGitHub(
  context: BrowserContext,
  answer: () => { status: number; body: unknown; headers?: Record<string, string> },
) {
  const calls = { count: 0 };
  await context.route(GITHUB_API, (route) => {
    calls.count += 1;
    const { status, body, headers } = answer();
    return answerGitHub(route, body, status, headers);
  });
  return calls;
}

/** Opens a page in a new tab, reads the count it shows, and closes the tab. */
async function countInNewTab(context: BrowserContext, expected: string, path = 'docs/intro'): Promise<void> {
  const page = await context.newPage();
  await page.goto(path);
  await hydrated(page);
  await expect(countText(page)).toHaveText(expected);
  await page.close();
}

// Several tabs load one after another: room for a busy machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => {
  await context.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), STAR_TOOLTIP_SESSION_KEY);
  await context.clock.install({ time: START });
});

test('a count read in one tab serves the tabs opened after it', async ({ context }) => {
  const calls = await fakeGitHub(context, () => ({ status: 200, body: { stargazers_count: 4321 } }));
  await countInNewTab(context, '4.3k');
  for (const path of ['', 'docs/api/pulsarr-api', 'search']) await countInNewTab(context, '4.3k', path);
  expect(calls.count).toBe(1);
});

test('when GitHub refuses, new tabs do not ask again for an hour, then one asks', async ({ context }) => {
  const resetAt = Math.floor((START + 10 * 60 * 1000) / 1000);
  let refusing = true;
  const calls = await fakeGitHub(context, () =>
    refusing
      ? {
          status: 403,
          body: { message: 'API rate limit exceeded' },
          headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(resetAt) },
        }
      : { status: 200, body: { stargazers_count: 4321 } },
  );
  await countInNewTab(context, '0');
  expect(calls.count).toBe(1);

  // Past the reset time GitHub would answer again, but an hour has not passed: no tab asks.
  refusing = false;
  await context.clock.setSystemTime(START + 30 * 60 * 1000);
  for (const path of ['', 'docs/intro', 'docs/api/pulsarr-api']) await countInNewTab(context, '0', path);
  expect(calls.count).toBe(1);

  // An hour after the refusal (the first page took a moment of real time to load).
  await context.clock.setSystemTime(START + STAR_COUNT_RETRY_AFTER_FAILURE_MS + 60 * 1000);
  await countInNewTab(context, '4.3k');
  expect(calls.count).toBe(2);
});

test('when the rate limit resets later than an hour away, tabs wait for the reset', async ({ context }) => {
  const resetAt = START + 2 * STAR_COUNT_RETRY_AFTER_FAILURE_MS;
  let refusing = true;
  const calls = await fakeGitHub(context, () =>
    refusing
      ? {
          status: 429,
          body: { message: 'Too Many Requests' },
          headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(resetAt / 1000) },
        }
      : { status: 200, body: { stargazers_count: 987 } },
  );
  await countInNewTab(context, '0');
  refusing = false;
  await context.clock.setSystemTime(resetAt - 60 * 1000);
  await countInNewTab(context, '0');
  expect(calls.count).toBe(1);
  await context.clock.setSystemTime(resetAt);
  await countInNewTab(context, '987');
  expect(calls.count).toBe(2);
});
