import fs from 'node:fs';
import path from 'node:path';

import type { Page } from '@playwright/test';
import { parse } from 'yaml';

import { docsVersion, LATEST_VERSION, SPEC_VERSION } from '../../../core/docs-site/versions';
import { expect, hydrated, test } from '../fixtures';
import { latestGuideIds } from '../site-map';

const LATEST_LABEL = docsVersion(LATEST_VERSION).label;
const SPEC_LABEL = docsVersion(SPEC_VERSION).label;
const REPO = path.resolve(__dirname, '../../..');

/** A Latest page's title, from its front matter. */
function latestTitle(id: string): string {
  const file = ['.md', '.mdx'].map((ext) => path.join(REPO, 'docs', `${id}${ext}`)).find((f) => fs.existsSync(f))!;
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  return String((parse(frontMatter) as { title: string }).title);
}

test.describe('the Latest docs version', () => {
  // Fetched, not opened: the server's HTML is what a reader and a crawler first get.
  test('every Latest page answers 200 at /docs/latest/… with its title as the heading', async ({ request }) => {
    const wrong: string[] = [];
    for (const id of latestGuideIds()) {
      const response = await request.get(`docs/latest/${id}`);
      const html = await response.text();
      const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/
        .exec(html)?.[1]
        ?.replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .trim();
      const title = latestTitle(id);
      if (response.status() !== 200 || heading !== title) wrong.push(`${id}: ${response.status()} "${heading}"`);
    }
    expect(wrong).toEqual([]);
  });
});

/** The navbar's version dropdown on a desktop. */
const versionToggle = (page: Page) => page.locator('nav.navbar .navbar__items--right .dropdown > .navbar__link');

async function chooseVersionWithKeyboard(page: Page, label: string): Promise<void> {
  const toggle = versionToggle(page);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const item = page.locator('nav.navbar .dropdown--show .dropdown__link', { hasText: label });
  // The menu fades in (visibility is part of the transition): a link cannot take
  // focus in its first frame, so focus it again until it holds, then press Enter.
  await expect(async () => {
    await item.focus();
    await expect(item).toBeFocused({ timeout: 200 });
  }).toPass({ timeout: 5000 });
  await page.keyboard.press('Enter');
}

test.describe('the docs version dropdown keeps the reader on the same page', () => {
  for (const { from, label, to, why } of [
    {
      from: 'docs/installation/quick-start',
      label: LATEST_LABEL,
      to: '/Pulsarr/docs/latest/installation/quick-start',
      why: 'a page both versions have',
    },
    {
      from: 'docs/latest/installation/configuration',
      label: SPEC_LABEL,
      to: '/Pulsarr/docs/installation/configuration',
      why: 'a page both versions have, the other way',
    },
    {
      from: 'docs/latest/installation/native-installation',
      label: SPEC_LABEL,
      to: '/Pulsarr/docs/intro',
      why: 'a page only Latest has: 0.6.4’s introduction',
    },
    {
      from: 'docs/notifications/tautulli',
      label: LATEST_LABEL,
      to: '/Pulsarr/docs/latest/intro',
      why: 'a page only 0.6.4 has: Latest’s introduction',
    },
  ]) {
    test(`from ${from}, choosing ${label} with the keyboard opens ${to} (${why})`, async ({ page }) => {
      await page.goto(from);
      await hydrated(page);
      await chooseVersionWithKeyboard(page, label);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(versionToggle(page)).toHaveText(label);
    });
  }

  test.describe('in the mobile menu', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('lists both versions and leads to the same page in the other one', async ({ page }) => {
      await page.goto('docs/installation/quick-start');
      await hydrated(page);
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await page.locator('.navbar-sidebar').getByRole('button', { name: 'Back to main menu' }).click();
      const menu = page.locator('.navbar-sidebar__item.menu').first();
      // The theme names the version dropdown "Versions" in the mobile menu.
      await menu.getByRole('button', { name: 'Versions', exact: true }).click();
      await menu.getByRole('link', { name: LATEST_LABEL }).click();
      await expect(page).toHaveURL(/\/Pulsarr\/docs\/latest\/installation\/quick-start$/);
    });
  });
});

test.describe('the version banner', () => {
  test('on a 0.6.4 page says in one line which release it describes and links the same page in Latest', async ({
    page,
  }) => {
    await page.goto('docs/installation/configuration');
    const banner = page.locator('.theme-doc-version-banner');
    await expect(banner).toHaveText(
      `These docs describe Pulsarr ${SPEC_LABEL}. For today's release, read the latest docs.`,
    );
    // One line at a desktop width: no taller than one line of text plus its padding.
    const { height } = (await banner.boundingBox())!;
    const lineHeight = await banner.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect(height).toBeLessThan(lineHeight * 2 + 16);
    await banner.getByRole('link', { name: 'latest docs' }).click();
    await expect(page).toHaveURL(/\/Pulsarr\/docs\/latest\/installation\/configuration$/);
  });

  test('on a page only 0.6.4 has, links the Latest introduction', async ({ page }) => {
    await page.goto('docs/notifications/tautulli');
    await expect(page.locator('.theme-doc-version-banner a')).toHaveAttribute('href', '/Pulsarr/docs/latest/intro');
  });

  test('Latest pages show no banner, only their version label', async ({ page }) => {
    await page.goto('docs/latest/installation/quick-start');
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
    await expect(page.locator('.theme-doc-version-badge')).toHaveText(`Version: ${LATEST_LABEL}`);
  });
});
