import type { ConsoleMessage, Page } from '@playwright/test';

import {
  STAR_BUTTON_ID,
  STAR_COUNT_API_URL,
  STAR_TOOLTIP_DELAY_MS,
  STAR_TOOLTIP_SESSION_KEY,
  STAR_TOOLTIP_TEXT,
  STAR_TOOLTIP_VISIBLE_MS,
} from '../../../src/components/GitHubStarButton/constants';
import { starButtonLabel } from '../../../src/components/GitHubStarButton/starCount';
import { axeFor } from '../a11y-support';
import { DESKTOP_BREAKPOINT_PX } from '../framework-constants';
import {
  DEFAULT_STAR_COUNT,
  GITHUB_API,
  answerGitHub,
  expect,
  hydrated,
  hydratedInStoppedTime,
  runClockTo,
  stopTimeBeforeLoad,
  test,
} from '../fixtures';

const starLink = (page: Page) => page.locator(`nav.navbar #${STAR_BUTTON_ID} a`);
const tooltip = (page: Page) => page.getByRole('status').filter({ hasText: STAR_TOOLTIP_TEXT });
const countText = (page: Page) => page.getByTestId('github-star-count');

/** Our console message about the count, not the browser's own network lines. */
const isStarCountMessage = (message: ConsoleMessage) => /GitHub star count/.test(message.text());

/** Keeps the tooltip out of tests about something else. */
async function tooltipAlreadyShown(page: Page): Promise<void> {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), STAR_TOOLTIP_SESSION_KEY);
}

test.describe('GitHub star button', () => {
  test('shows the star count read with GET api.github.com/repos/jamcalli/pulsarr, written for humans, and links to the repository', async ({
    page,
  }) => {
    const calls: { method: string; url: string }[] = [];
    await page.route(GITHUB_API, (route) => {
      calls.push({ method: route.request().method(), url: route.request().url() });
      return answerGitHub(route, { stargazers_count: 1234, full_name: 'jamcalli/pulsarr' });
    });
    await page.goto('docs/intro');
    await expect(countText(page)).toHaveText('1.2k');
    await expect(starLink(page)).toHaveAttribute('href', 'https://github.com/jamcalli/pulsarr');
    await expect(page.getByRole('link', { name: starButtonLabel(1234) })).toBeVisible();
    expect(calls).toEqual([{ method: 'GET', url: STAR_COUNT_API_URL }]);
  });

  test('reads the count once per browser session: moving between pages and reloading do not fetch it again', async ({
    page,
  }) => {
    let calls = 0;
    await page.route(GITHUB_API, (route) => {
      calls += 1;
      return answerGitHub(route, { stargazers_count: 56_789 });
    });
    await page.goto('docs/intro');
    await hydrated(page);
    await expect(countText(page)).toHaveText('56.8k');
    // The home page has another layout, so the navbar and its button are created anew.
    await page.locator('a.navbar__brand').click();
    await expect(page).toHaveURL(/\/Pulsarr\/$/);
    await expect(countText(page)).toHaveText('56.8k');
    // Off the docs, "Documentation" opens the newest docs version.
    await page.getByRole('link', { name: 'Documentation', exact: true }).click();
    await expect(page).toHaveURL(/docs\/latest\/intro$/);
    await page.reload();
    await expect(countText(page)).toHaveText('56.8k');
    expect(calls).toBe(1);
  });

  const failures: { name: string; answer: Parameters<Page['route']>[1]; reason: RegExp }[] = [
    { name: 'a network failure', answer: (route) => route.abort('internetdisconnected'), reason: /network error/ },
    {
      name: 'a non-200 answer',
      answer: (route) => answerGitHub(route, { message: 'Server Error' }, 500),
      reason: /HTTP 500/,
    },
    {
      name: 'the rate limit',
      answer: (route) =>
        answerGitHub(route, { message: 'API rate limit exceeded' }, 403, { 'x-ratelimit-remaining': '0' }),
      reason: /rate limit reached/,
    },
    {
      name: 'an answer that is not JSON',
      answer: (route) => answerGitHub(route, '<!doctype html><p>oops'),
      reason: /not JSON/,
    },
  ];
  for (const failure of failures) {
    test(`on ${failure.name} logs one clear console message, shows 0 and the navbar keeps working`, async ({
      page,
    }) => {
      const messages: ConsoleMessage[] = [];
      const pageErrors: Error[] = [];
      page.on('console', (message) => messages.push(message));
      page.on('pageerror', (error) => pageErrors.push(error));
      await page.route(GITHUB_API, failure.answer);
      await page.goto('docs/intro');
      await hydrated(page);
      await expect(countText(page)).toHaveText('0');
      await expect(page.getByRole('link', { name: starButtonLabel(0) })).toBeVisible();

      // Another page of the session neither fetches nor logs again.
      await page.locator('a.navbar__brand').click();
      await expect(countText(page)).toHaveText('0');
      const ours = messages.filter(isStarCountMessage);
      expect(ours).toHaveLength(1);
      expect(ours[0].type()).toBe('warning');
      expect(ours[0].text()).toMatch(failure.reason);
      expect(ours[0].text()).toContain('Showing 0');
      expect(pageErrors).toEqual([]);

      const navbar = page.locator('nav.navbar');
      await expect(navbar.getByRole('link', { name: 'Documentation', exact: true })).toBeVisible();
      await navbar.getByRole('button', { name: /Switch to (light|dark) mode/ }).click();
      await navbar.getByRole('link', { name: 'Documentation', exact: true }).click();
      await expect(page.locator('h1')).toHaveText('Introduction to Pulsarr');
    });
  }

  test('is keyboard operable: Tab reaches it and Enter opens the repository in a new tab', async ({
    page,
    context,
  }) => {
    await tooltipAlreadyShown(page);
    // The new tab must not reach the real github.com either.
    await context.route('https://github.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>GitHub</title>' }),
    );
    await page.goto('docs/intro');
    await hydrated(page);
    await expect(countText(page)).toHaveText('1.2k');
    for (let press = 0; press < 20; press++) {
      await page.keyboard.press('Tab');
      if (await starLink(page).evaluate((link) => link === document.activeElement)) break;
    }
    await expect(starLink(page)).toBeFocused();
    const [newTab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await newTab.waitForLoadState();
    expect(newTab.url()).toBe('https://github.com/jamcalli/pulsarr');
  });
});

test.describe("the 'Star us!' tooltip", () => {
  test(`shows '${STAR_TOOLTIP_TEXT}' ${STAR_TOOLTIP_DELAY_MS} ms after load and hides it ${STAR_TOOLTIP_VISIBLE_MS} ms later, once per session`, async ({
    page,
  }) => {
    const loadedAt = await stopTimeBeforeLoad(page);
    await page.goto('docs/intro');
    await hydratedInStoppedTime(page);
    const status = page.locator(`#${STAR_BUTTON_ID} [role="status"]`);
    await expect(status).toBeAttached();

    await runClockTo(page, loadedAt + STAR_TOOLTIP_DELAY_MS - 1);
    await expect(status).toBeEmpty();
    await page.clock.runFor(1);
    await expect(tooltip(page)).toBeVisible();
    await expect(tooltip(page)).toHaveText(STAR_TOOLTIP_TEXT);

    await page.clock.runFor(STAR_TOOLTIP_VISIBLE_MS - 1);
    await expect(tooltip(page)).toBeVisible();
    await page.clock.runFor(1);
    await expect(status).toBeEmpty();

    // Same browser session (same tab): never again.
    await page.reload();
    await hydratedInStoppedTime(page);
    await page.clock.runFor(STAR_TOOLTIP_DELAY_MS + STAR_TOOLTIP_VISIBLE_MS);
    await expect(status).toBeEmpty();
    await page.locator('a.navbar__brand').click();
    await page.clock.runFor(STAR_TOOLTIP_DELAY_MS + STAR_TOOLTIP_VISIBLE_MS);
    await expect(page.locator(`#${STAR_BUTTON_ID} [role="status"]`)).toBeEmpty();
  });

  test('counts from page load even when the reader moves to a page with another layout before it shows', async ({
    page,
  }) => {
    const loadedAt = await stopTimeBeforeLoad(page);
    await page.goto('docs/intro');
    await hydratedInStoppedTime(page);
    await runClockTo(page, loadedAt + STAR_TOOLTIP_DELAY_MS / 2);
    await page.locator('a.navbar__brand').click();
    await expect(page).toHaveURL(/\/Pulsarr\/$/);
    await runClockTo(page, loadedAt + STAR_TOOLTIP_DELAY_MS - 1);
    await expect(tooltip(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(tooltip(page)).toBeVisible();
  });

  test('is announced politely: it is the text of a status region, which is there before the text arrives', async ({
    page,
  }) => {
    await stopTimeBeforeLoad(page);
    await page.goto('docs/intro');
    await hydratedInStoppedTime(page);
    const region = page.locator(`#${STAR_BUTTON_ID} [role="status"]`);
    await expect(region).toBeAttached();
    await expect(region).toBeEmpty();
    // role=status is a polite live region; nothing may make it assertive.
    expect(await region.getAttribute('aria-live')).toBeNull();
    await page.clock.runFor(STAR_TOOLTIP_DELAY_MS);
    await expect(page.getByRole('status').filter({ hasText: STAR_TOOLTIP_TEXT })).toHaveCount(1);
  });

  test('moves only for readers who have not asked for reduced motion', async ({ page }) => {
    const animationOf = async (reducedMotion: 'reduce' | 'no-preference') => {
      await page.emulateMedia({ reducedMotion });
      await page.evaluate((key) => window.sessionStorage.removeItem(key), STAR_TOOLTIP_SESSION_KEY);
      await page.reload();
      await hydratedInStoppedTime(page);
      await page.clock.runFor(STAR_TOOLTIP_DELAY_MS);
      await expect(tooltip(page)).toBeVisible();
      return tooltip(page)
        .locator('span')
        .evaluate((element) => {
          const style = getComputedStyle(element);
          return { animation: style.animationName, transition: style.transitionDuration };
        });
    };
    await stopTimeBeforeLoad(page);
    await page.goto('docs/intro');
    expect(await animationOf('reduce')).toEqual({ animation: 'none', transition: '0s' });
    expect((await animationOf('no-preference')).animation).not.toBe('none');
  });
});

test.describe('GitHub star button accessibility', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the button and its tooltip pass axe (WCAG 2.2 AA) in ${colorScheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      // Time keeps flowing here: axe needs its own timers. The jump shows the tooltip for its 6 s.
      await page.clock.install();
      await page.goto('docs/intro');
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await page.clock.fastForward(STAR_TOOLTIP_DELAY_MS);
      await expect(tooltip(page)).toBeVisible();
      await expect(countText(page)).toHaveText('1.2k');
      const results = await axeFor(page)
        .include(`#${STAR_BUTTON_ID}`)
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations).toEqual([]);
      expect(results.passes.map((rule) => rule.id)).toContain('color-contrast');
    });
  }
});

test.describe('GitHub star button on small screens', () => {
  for (const width of [DESKTOP_BREAKPOINT_PX, 390]) {
    test(`at ${width} px stays in the top bar, compact, with its count, and the page does not overflow`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await stopTimeBeforeLoad(page);
      await page.goto('docs/intro');
      await hydratedInStoppedTime(page);
      await page.clock.runFor(STAR_TOOLTIP_DELAY_MS);
      const link = page.getByRole('link', { name: starButtonLabel(1234) });
      await expect(link).toBeVisible();
      await expect(link).toBeInViewport({ ratio: 1 });
      await expect(link.getByText('Star', { exact: true })).toBeHidden();
      await expect(countText(page)).toBeVisible();
      await expect(tooltip(page)).toBeInViewport({ ratio: 1 });
      const box = (await link.boundingBox())!;
      const navbarBox = (await page.locator('nav.navbar').boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(navbarBox.y + navbarBox.height);
      // Side by side with the search button, not under it.
      const search = page.locator('nav.navbar').getByRole('button', { name: /Search/ });
      await expect(search).toBeInViewport({ ratio: 1 });
      const searchBox = (await search.boundingBox())!;
      expect(box.x + box.width <= searchBox.x || searchBox.x + searchBox.width <= box.x).toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // The mobile menu does not get a second copy.
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      await expect(page.locator(`#${STAR_BUTTON_ID}`)).toHaveCount(1);
    });
  }

  test(`above ${DESKTOP_BREAKPOINT_PX} px the button also says 'Star'`, async ({ page }) => {
    await page.setViewportSize({ width: DESKTOP_BREAKPOINT_PX + 1, height: 800 });
    await page.goto('docs/intro');
    await expect(starLink(page).getByText('Star', { exact: true })).toBeVisible();
    await expect(countText(page)).toHaveText(String((DEFAULT_STAR_COUNT / 1000).toFixed(1)) + 'k');
  });
});
