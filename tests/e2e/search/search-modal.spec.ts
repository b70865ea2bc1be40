import { expect as baseExpect, type Locator, type Page } from '@playwright/test';

import {
  MAX_HITS_PER_GROUP,
  SEARCH_HITS_PER_PAGE,
  SEARCH_INPUT_MAX_LENGTH,
  SNIPPET_WORDS,
  DEFAULT_INDEX_NAME,
} from '../../../core/search-engine/constants';
import {
  FAVORITE_SEARCHES_LIMIT,
  MAX_SUGGESTIONS,
  MISSING_RESULTS_LINK_TEXT,
  MISSING_RESULTS_TEXT,
  NO_RECENT_SEARCHES_TEXT,
  NO_RESULTS_TEXT,
  RECENT_SEARCHES_LIMIT,
  RECENT_SEARCHES_LIMIT_WITH_FAVORITES,
  SEARCH_ERROR_HELP,
  SEARCH_ERROR_TITLE,
  SEARCH_PLACEHOLDER,
  SEARCH_STALL_THRESHOLD_MS,
  SEE_ALL_RESULTS_TEXT,
  SNIPPET_NARROW_MAX_WIDTH_PX,
  SNIPPET_WORDS_NARROW,
  TRY_SEARCHING_FOR_TEXT,
} from '../../support/search-spec-strings';
import { GITHUB_REPO_URL } from '../../../core/docs-site/site';
import { ANY_BACKEND, hydrated, searchButton, searchTest as test } from '../search-support';

/** The first search loads the modal's code and the index; a busy machine needs more than 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

function searchInput(page: Page): Locator {
  return page.locator('.DocSearch-Input');
}

async function openDocs(page: Page, path = 'docs/intro'): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

async function search(page: Page, query: string): Promise<void> {
  await searchInput(page).fill(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
}

test.describe('opening and closing the search modal', ANY_BACKEND, () => {
  test('Ctrl+K opens it, Escape closes it and focus returns to the Search button', async ({ searchPage: page }) => {
    await openDocs(page);
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
    await expect(searchInput(page)).toHaveAttribute('placeholder', SEARCH_PLACEHOLDER);
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });

  test('Cmd+K opens it', async ({ searchPage: page }) => {
    await openDocs(page);
    await page.keyboard.press('Meta+k');
    await expect(searchInput(page)).toBeFocused();
  });

  test("'/' opens it when focus is not in a text field, and types into a text field otherwise", async ({
    searchPage: page,
  }) => {
    await openDocs(page);
    await page.keyboard.press('/');
    await expect(searchInput(page)).toBeFocused();
    await expect(searchInput(page)).toHaveValue('');
    await page.keyboard.press('Escape');

    await page.evaluate(() => {
      const field = document.createElement('input');
      field.id = 'some-field';
      document.querySelector('main')?.prepend(field);
    });
    await page.locator('#some-field').focus();
    await page.keyboard.press('/');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page.locator('#some-field')).toHaveValue('/');
  });

  test('a click on the navbar Search button opens it', async ({ searchPage: page }) => {
    await openDocs(page);
    await searchButton(page).click();
    await expect(searchInput(page)).toBeFocused();
  });

  test('a character typed while the button has focus opens it with that character, Ctrl+F stays the browser find', async ({
    searchPage: page,
  }) => {
    await openDocs(page);
    await searchButton(page).focus();
    await page.keyboard.press('Control+f');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await page.keyboard.press('q');
    await expect(searchInput(page)).toHaveValue('q');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });
});

test.describe('what the modal shows', () => {
  test(`groups hits by section, at most ${MAX_HITS_PER_GROUP} a group and ${SEARCH_HITS_PER_PAGE} in all`, async ({
    searchPage: page,
  }) => {
    await openDocs(page);
    await page.keyboard.press('Control+k');
    await search(page, 'sonarr');
    const groups = page.locator('.DocSearch-Hits');
    expect(await groups.count()).toBeGreaterThan(1);
    const sizes = await groups.evaluateAll((sections) =>
      sections.map((section) => section.querySelectorAll('.DocSearch-Hit').length),
    );
    expect(Math.max(...sizes)).toBe(MAX_HITS_PER_GROUP);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(SEARCH_HITS_PER_PAGE);
    const titles = await page.locator('.DocSearch-Hit-source').allInnerTexts();
    expect(new Set(titles).size).toBe(titles.length);
  });

  for (const { width, words } of [
    { width: 1280, words: SNIPPET_WORDS },
    { width: SNIPPET_NARROW_MAX_WIDTH_PX, words: SNIPPET_WORDS_NARROW },
  ]) {
    test(`snippets text to ${words} words at ${width} px wide`, async ({ searchPage: page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openDocs(page);
      await page.keyboard.press('Control+k');
      await search(page, 'watchlist');
      const snippets = await page.locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title').allInnerTexts();
      const counts = snippets.map(
        (text) =>
          text
            .replace(/…/g, ' ')
            .split(/\s+/)
            .filter((word) => /[\p{L}\p{N}]/u.test(word)).length,
      );
      expect(Math.max(...counts)).toBeLessThanOrEqual(words);
      expect(snippets.some((text) => text.includes('…'))).toBe(true);
    });
  }

  test("'See all {count} results' opens /search with the query", async ({ searchPage: page }) => {
    await openDocs(page);
    await page.keyboard.press('Control+k');
    await search(page, 'quota');
    const seeAll = page.getByRole('link', { name: new RegExp(`^${SEE_ALL_RESULTS_TEXT.replace('{count}', '\\d+')}$`) });
    await expect(seeAll).toBeVisible();
    await seeAll.click();
    // The search page opens on the version of the page the modal searched (docs/intro: 0.6.4).
    await expect(page).toHaveURL(/\/Pulsarr\/search\?q=quota&version=0\.6\.4$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for "quota"' })).toBeVisible();
    await expect(page.locator('article').first()).toBeVisible();
  });

  test(`limits the query to ${SEARCH_INPUT_MAX_LENGTH} characters`, ANY_BACKEND, async ({ searchPage: page }) => {
    await openDocs(page);
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toHaveAttribute('maxlength', String(SEARCH_INPUT_MAX_LENGTH));
    await searchInput(page).pressSequentially('x'.repeat(SEARCH_INPUT_MAX_LENGTH + 16));
    await expect(searchInput(page)).toHaveValue('x'.repeat(SEARCH_INPUT_MAX_LENGTH));
  });

  test('a hit leads to its page and section', async ({ searchPage: page }) => {
    await openDocs(page);
    await page.keyboard.press('Control+k');
    await search(page, 'dry run');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/Pulsarr\/docs\/utilities\/delete-sync/);
  });
});

test.describe('start screen, recent searches and favorites', ANY_BACKEND, () => {
  const recentKey = `__DOCSEARCH_RECENT_SEARCHES__${DEFAULT_INDEX_NAME}`;
  const favoriteKey = `__DOCSEARCH_FAVORITE_SEARCHES__${DEFAULT_INDEX_NAME}`;
  const storedHits = (count: number, prefix: string) =>
    Array.from({ length: count }, (_, i) => ({
      objectID: `${prefix}-${i}`,
      url: `/Pulsarr/docs/intro#${prefix}-${i}`,
      type: 'lvl2',
      content: null,
      hierarchy: {
        lvl0: 'Documentation',
        lvl1: 'Introduction to Pulsarr',
        lvl2: `${prefix} ${i}`,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
    }));

  async function seed(page: Page, recent: number, favorites: number) {
    await page.evaluate(
      ([keys, values]) => {
        localStorage.setItem(keys[0], JSON.stringify(values[0]));
        localStorage.setItem(keys[1], JSON.stringify(values[1]));
      },
      [
        [recentKey, favoriteKey],
        [storedHits(recent, 'recent'), storedHits(favorites, 'favorite')],
      ] as const,
    );
  }

  test(`says '${NO_RECENT_SEARCHES_TEXT}' without history, then remembers a chosen hit`, async ({
    searchPage: page,
  }) => {
    await openDocs(page);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-StartScreen')).toHaveText(NO_RECENT_SEARCHES_TEXT);
    // A page title hit: DocSearch remembers pages and headings, not lines of text.
    await search(page, 'delete sync');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/delete-sync/);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(1);
  });

  test(`keeps ${RECENT_SEARCHES_LIMIT} recent searches, ${RECENT_SEARCHES_LIMIT_WITH_FAVORITES} once a favorite exists, and ${FAVORITE_SEARCHES_LIMIT} favorites`, async ({
    searchPage: page,
  }) => {
    await openDocs(page);
    const countIn = (title: string) =>
      page
        .locator('.DocSearch-Hits')
        .filter({ has: page.locator('.DocSearch-Hit-source', { hasText: title }) })
        .locator('.DocSearch-Hit');

    await seed(page, 10, 0);
    await page.keyboard.press('Control+k');
    await expect(countIn('Recent')).toHaveCount(RECENT_SEARCHES_LIMIT);
    await page.keyboard.press('Escape');

    await seed(page, 10, 1);
    await page.keyboard.press('Control+k');
    await expect(countIn('Recent')).toHaveCount(RECENT_SEARCHES_LIMIT_WITH_FAVORITES);
    await expect(countIn('Favorite')).toHaveCount(1);
    await page.keyboard.press('Escape');

    await seed(page, 0, 12);
    await page.keyboard.press('Control+k');
    await expect(countIn('Favorite')).toHaveCount(FAVORITE_SEARCHES_LIMIT);
  });
});

test.describe('no results, slow and failed searches', () => {
  test(`shows '${NO_RESULTS_TEXT} "…"', up to ${MAX_SUGGESTIONS} suggestions and a link to report it`, async ({
    searchPage: page,
  }) => {
    await openDocs(page);
    await page.keyboard.press('Control+k');
    await search(page, 'sonarr');
    await searchInput(page).fill('zqxjkvw');
    await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toHaveText(`${NO_RESULTS_TEXT} "zqxjkvw"`);
    await expect(page.locator('.DocSearch-NoResults')).toContainText(`${TRY_SEARCHING_FOR_TEXT}:`);
    const suggestions = page.locator('.DocSearch-Prefill');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(MAX_SUGGESTIONS);
    await expect(page.locator('.DocSearch-NoResults')).toContainText(MISSING_RESULTS_TEXT);
    const report = page.getByRole('link', { name: MISSING_RESULTS_LINK_TEXT });
    await expect(report).toHaveAttribute('href', new RegExp(`^${GITHUB_REPO_URL}/issues/new\\?title=.*zqxjkvw`));

    await suggestions.first().click();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test(`shows the stalled state when a search takes longer than ${SEARCH_STALL_THRESHOLD_MS} ms`, async ({
    searchPage: page,
    fakeAlgolia,
  }) => {
    await openDocs(page);
    if (fakeAlgolia) {
      fakeAlgolia.delayMs = 1_500;
    } else {
      await page.route('**/search-index.json', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
    }
    await page.keyboard.press('Control+k');
    const started = Date.now();
    await searchInput(page).fill('quota');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(SEARCH_STALL_THRESHOLD_MS - 50);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 10_000 });
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  });

  test(`shows '${SEARCH_ERROR_TITLE}' when the search cannot be reached`, async ({ searchPage: page, fakeAlgolia }) => {
    await openDocs(page);
    if (fakeAlgolia) {
      for (const host of fakeAlgolia.hosts) fakeAlgolia.setBehaviour(host.index, 'refuse');
    } else {
      await page.route('**/search-index.json', (route) => route.abort('connectionrefused'));
    }
    await page.keyboard.press('Control+k');
    await searchInput(page).fill('quota');
    await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Title')).toHaveText(SEARCH_ERROR_TITLE);
    await expect(page.locator('.DocSearch-ErrorScreen .DocSearch-Help')).toHaveText(SEARCH_ERROR_HELP);
  });
});
