import { test as base, expect, type Page, type Route } from '@playwright/test';

/** The star count every test sees unless it answers the GitHub API itself. */
export const DEFAULT_STAR_COUNT = 1234;

/** Every request to the GitHub API, which the star button calls. */
export const GITHUB_API = 'https://api.github.com/**';

/** Answers like the GitHub API: JSON, readable from any origin. */
export function answerGitHub(
  route: Route,
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Promise<void> {
  return route.fulfill({
    status,
    contentType: 'application/json',
    // As GitHub does: any origin may read the answer and its rate-limit headers.
    headers: {
      'access-control-allow-origin': '*',
      'access-control-expose-headers': 'X-RateLimit-Remaining, X-RateLimit-Reset',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * Use this `test` in every browser test: it answers the GitHub API in every
 * browser context, so no test reaches the real network (this machine and CI have
 * none). A test that needs another answer routes the page itself; page routes
 * win over this context route.
 */
export const test = base.extend<{ githubApi: void }>({
  githubApi: [
    async ({ context }, use) => {
      await context.route(GITHUB_API, (route) => answerGitHub(route, { stargazers_count: DEFAULT_STAR_COUNT }));
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the page, before interacting with it. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
}

/** Any fixed moment: tests with fake time start from it. */
const FAKE_START = new Date('2026-01-05T09:00:00Z').getTime();

/**
 * Installs Playwright's fake clock and stops it, before the page loads: from
 * then on time moves only with page.clock.runFor(), so "2 s after load" can be
 * checked to the millisecond. Returns the fake time at which the page will load.
 */
export async function stopTimeBeforeLoad(page: Page): Promise<number> {
  const stoppedAt = FAKE_START + 1_000;
  await page.clock.install({ time: FAKE_START });
  await page.clock.pauseAt(stoppedAt);
  return stoppedAt;
}

/** The page's fake time now. */
export function fakeNow(page: Page): Promise<number> {
  return page.evaluate(() => Date.now());
}

/** Moves stopped time forward to exactly `time`, firing every timer due on the way. */
export async function runClockTo(page: Page, time: number): Promise<void> {
  const now = await fakeNow(page);
  if (time < now) throw new Error(`The fake clock is already ${now - time} ms past the moment asked for.`);
  await page.clock.runFor(time - now);
}

/** Lets the page's queued tasks run (React schedules its work with message events, which the fake clock leaves alone). */
async function settle(page: Page): Promise<void> {
  for (let round = 0; round < 3; round++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

/**
 * With time stopped, React hydrates on an animation frame, which never comes by
 * itself: move time 1 ms at a time until it has hydrated. Afterwards the fake
 * clock stands exactly at the moment the page came alive, so timers its
 * components started then are due exactly when the specification says.
 */
export async function hydratedInStoppedTime(page: Page): Promise<void> {
  for (let ms = 0; ms < 1_000; ms++) {
    await settle(page);
    if (await page.evaluate(() => document.documentElement.getAttribute('data-has-hydrated') === 'true')) return;
    await page.clock.runFor(1);
  }
  throw new Error('The page did not hydrate within 1 s of fake time.');
}
