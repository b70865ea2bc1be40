import type { ConsoleMessage, Page } from '@playwright/test';

import {
  STAR_BUTTON_ID,
  STAR_BUTTON_REINJECT_RETRY_DELAYS_MS,
  STAR_TOOLTIP_SESSION_KEY,
} from '../../../src/components/GitHubStarButton/constants';
import { starButtonLabel } from '../../../src/components/GitHubStarButton/starCount';
import { GITHUB_API, answerGitHub, expect, hydratedInStoppedTime, stopTimeBeforeLoad, test } from '../fixtures';

/** Tests of src/components/GitHubStarButton/keepInNavbar.ts, the button's safety net. */

declare global {
  interface Window {
    /** Fake-clock times at which the button came back into the page. */
    starButtonReturns?: number[];
    /** Fake-clock times at which the link inside the button came back into the page. */
    starLinkReturns?: number[];
    /** The navbar's right-hand item list, while a test holds it out of the page. */
    heldRightItems?: { element: Element; parent: Node; next: Node | null };
  }
}

/** The link inside the button's slot. */
const STAR_LINK = `#${STAR_BUTTON_ID} > a[data-testid="github-star-button"]`;

const LAST_RETRY_MS = STAR_BUTTON_REINJECT_RETRY_DELAYS_MS[STAR_BUTTON_REINJECT_RETRY_DELAYS_MS.length - 1];

async function openWithStoppedTime(page: Page): Promise<void> {
  // The tooltip has its own tests; keep it from appearing in these.
  await page.addInitScript((key) => window.sessionStorage.setItem(key, 'true'), STAR_TOOLTIP_SESSION_KEY);
  await stopTimeBeforeLoad(page);
  await page.goto('docs/intro');
  await hydratedInStoppedTime(page);
  await expect(page.locator(`#${STAR_BUTTON_ID}`)).toBeAttached();
  // Note, in fake time, each moment the button comes back.
  await page.evaluate(
    ({ id, link }) => {
      window.starButtonReturns = [];
      window.starLinkReturns = [];
      let present = true;
      let linkPresent = true;
      new MutationObserver(() => {
        const now = document.getElementById(id) !== null;
        if (now && !present) window.starButtonReturns!.push(Date.now());
        present = now;
        const linkNow = document.querySelector(link) !== null;
        if (linkNow && !linkPresent) window.starLinkReturns!.push(Date.now());
        linkPresent = linkNow;
      }).observe(document.body, { childList: true, subtree: true });
    },
    { id: STAR_BUTTON_ID, link: STAR_LINK },
  );
}

/**
 * Takes the button out of the page as an extension would, returning the fake
 * time at which it went. With `navbarBackAfterMs`, the navbar's right-hand list
 * leaves too (so there is nowhere to put the button) and comes back after that
 * many ms.
 */
function removeButton(page: Page, navbarBackAfterMs?: number, what: 'slot' | 'link' = 'slot'): Promise<number> {
  return page.evaluate(
    ({ id, backAfter, linkOnly }) => {
      const button = document.getElementById(id)!;
      const list = button.parentElement!;
      if (linkOnly) button.querySelector('a')!.remove();
      else button.remove();
      if (backAfter !== null) {
        window.heldRightItems = { element: list, parent: list.parentNode!, next: list.nextSibling };
        list.remove();
        if (Number.isFinite(backAfter)) {
          window.setTimeout(() => {
            const held = window.heldRightItems!;
            held.parent.insertBefore(held.element, held.next);
          }, backAfter);
        }
      }
      return Date.now();
    },
    { id: STAR_BUTTON_ID, backAfter: navbarBackAfterMs ?? null, linkOnly: what === 'link' },
  );
}

/**
 * Answers the GitHub API with `count` only once the returned function is called, so
 * the count arrives after the removed button is back and shows React still updates it.
 */
async function holdStarCount(page: Page, count: number): Promise<() => void> {
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route(GITHUB_API, async (route) => {
    await answered;
    await answerGitHub(route, { stargazers_count: count });
  });
  return release;
}

test.describe('star button re-injection', () => {
  test(`puts a removed button back where it was ${STAR_BUTTON_REINJECT_RETRY_DELAYS_MS[0]} ms later, still updated by React`, async ({
    page,
  }) => {
    const release = await holdStarCount(page, 4321);
    await openWithStoppedTime(page);
    const indexBefore = await page
      .locator(`#${STAR_BUTTON_ID}`)
      .evaluate((el) => Array.from(el.parentElement!.children).indexOf(el));

    const removedAt = await removeButton(page);
    await page.clock.runFor(STAR_BUTTON_REINJECT_RETRY_DELAYS_MS[0] - 1);
    await expect(page.locator(`#${STAR_BUTTON_ID}`)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(page.locator(`nav.navbar .navbar__items--right > #${STAR_BUTTON_ID}`)).toHaveCount(1);
    expect(await page.evaluate(() => window.starButtonReturns)).toEqual([
      removedAt + STAR_BUTTON_REINJECT_RETRY_DELAYS_MS[0],
    ]);
    expect(
      await page.locator(`#${STAR_BUTTON_ID}`).evaluate((el) => Array.from(el.parentElement!.children).indexOf(el)),
    ).toBe(indexBefore);

    release();
    await expect(page.getByRole('link', { name: starButtonLabel(4321) })).toBeVisible();
  });

  test(`puts a removed link back inside its slot ${STAR_BUTTON_REINJECT_RETRY_DELAYS_MS[0]} ms later, still updated by React`, async ({
    page,
  }) => {
    const release = await holdStarCount(page, 4321);
    await openWithStoppedTime(page);

    const removedAt = await removeButton(page, undefined, 'link');
    await expect(page.locator(`#${STAR_BUTTON_ID}`)).toHaveCount(1);
    await page.clock.runFor(STAR_BUTTON_REINJECT_RETRY_DELAYS_MS[0] - 1);
    await expect(page.locator(STAR_LINK)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(page.locator(STAR_LINK)).toHaveCount(1);
    expect(await page.evaluate(() => window.starLinkReturns)).toEqual([
      removedAt + STAR_BUTTON_REINJECT_RETRY_DELAYS_MS[0],
    ]);
    // Back before the tooltip's status region, where React put it.
    expect(await page.locator(STAR_LINK).evaluate((el) => el.nextElementSibling?.getAttribute('role'))).toBe('status');

    release();
    await expect(page.getByRole('link', { name: starButtonLabel(4321) })).toBeVisible();
  });

  test(`retries a removed link at ${STAR_BUTTON_REINJECT_RETRY_DELAYS_MS.join(', ')} ms while its slot is out of the page`, async ({
    page,
  }) => {
    await openWithStoppedTime(page);
    let previous = 0;
    for (const retry of STAR_BUTTON_REINJECT_RETRY_DELAYS_MS) {
      await page.evaluate(() => (window.starLinkReturns = []));
      // The link goes, then the navbar with its slot; the navbar comes back 1 ms after the previous try.
      const removedAt = await removeButton(page, previous + 1, 'link');
      await page.clock.runFor(LAST_RETRY_MS + 500);
      expect(await page.evaluate(() => window.starLinkReturns), `the try at ${retry} ms`).toEqual([removedAt + retry]);
      await expect(page.locator(STAR_LINK)).toHaveCount(1);
      previous = retry;
    }
  });

  test(`retries at ${STAR_BUTTON_REINJECT_RETRY_DELAYS_MS.join(', ')} ms while there is nowhere to put it`, async ({
    page,
  }) => {
    await openWithStoppedTime(page);
    let previous = 0;
    for (const retry of STAR_BUTTON_REINJECT_RETRY_DELAYS_MS) {
      await page.evaluate(() => (window.starButtonReturns = []));
      // The navbar comes back 1 ms after the previous try: only the try at `retry` can succeed.
      const removedAt = await removeButton(page, previous + 1);
      await page.clock.runFor(LAST_RETRY_MS + 500);
      expect(await page.evaluate(() => window.starButtonReturns), `the try at ${retry} ms`).toEqual([
        removedAt + retry,
      ]);
      await expect(page.locator(`nav.navbar .navbar__items--right > #${STAR_BUTTON_ID}`)).toHaveCount(1);
      previous = retry;
    }
  });

  test(`gives up quietly after the try at ${LAST_RETRY_MS} ms`, async ({ page }) => {
    const messages: ConsoleMessage[] = [];
    const pageErrors: Error[] = [];
    page.on('console', (message) => messages.push(message));
    page.on('pageerror', (error) => pageErrors.push(error));
    await openWithStoppedTime(page);
    await expect(page.getByTestId('github-star-count')).toHaveText('1.2k');
    const before = messages.length;

    await removeButton(page, LAST_RETRY_MS + 1);
    await page.clock.runFor(LAST_RETRY_MS + 10_000);
    await expect(page.locator('nav.navbar .navbar__items--right')).toHaveCount(1);
    await expect(page.locator(`#${STAR_BUTTON_ID}`)).toHaveCount(0);
    expect(await page.evaluate(() => window.starButtonReturns)).toEqual([]);
    expect(messages.slice(before).map((message) => message.text())).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('never adds a second button: a navbar created anew by navigation has exactly one', async ({ page }) => {
    await openWithStoppedTime(page);
    await page.locator('a.navbar__brand').click();
    await expect(page).toHaveURL(/\/Pulsarr\/$/);
    await page.clock.runFor(LAST_RETRY_MS + 1000);
    // Off the docs, "Documentation" opens the newest docs version.
    await page.getByRole('link', { name: 'Documentation', exact: true }).click();
    await expect(page).toHaveURL(/docs\/latest\/intro$/);
    await page.clock.runFor(LAST_RETRY_MS + 1000);
    await expect(page.locator(`#${STAR_BUTTON_ID}`)).toHaveCount(1);
    expect(await page.evaluate(() => window.starButtonReturns)).toEqual([]);
  });
});
