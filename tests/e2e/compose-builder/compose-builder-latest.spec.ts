import type { Page } from '@playwright/test';
import { parse as parseDotenv } from 'dotenv';
import { parse as parseYaml } from 'yaml';

import { axeViolations } from '../a11y-support';
import { expect, hydrated, test } from '../fixtures';

// The Latest docs' builder: the same component as 0.6.4's, fed the Latest data by its docs version.
const LATEST_BUILDER = 'docs/latest/installation/compose-builder';
const SPEC_BUILDER = 'docs/installation/compose-builder';

interface ComposeFile {
  services: Record<string, { image: string; ports: string[]; volumes: string[]; env_file: string[] }>;
}

async function openBuilder(page: Page, path = LATEST_BUILDER): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await expect(page.getByLabel('Port', { exact: true })).toBeEnabled();
}

/** The text of an output file as the page shows it. */
async function shownFile(page: Page, name: 'docker-compose.yml' | '.env'): Promise<string> {
  await page.getByRole('tab', { name, exact: true }).click();
  const code = page.getByRole('tabpanel').filter({ visible: true }).locator('pre code');
  await expect(code).toBeVisible();
  return code.innerText();
}

/** Waits until the shown compose file passes `check`, then returns it parsed. */
async function composeWhere(page: Page, check: (compose: ComposeFile) => boolean): Promise<ComposeFile> {
  let parsed: ComposeFile | undefined;
  await expect
    .poll(async () => {
      parsed = parseYaml(await shownFile(page, 'docker-compose.yml')) as ComposeFile;
      return check(parsed);
    })
    .toBe(true);
  return parsed!;
}

const nodeImage = (page: Page) => page.getByRole('radio', { name: /^node,/ });
const latestImage = (page: Page) => page.getByRole('radio', { name: /^latest,/ });

test.describe('compose file builder, Latest docs', () => {
  test('by default writes a compose file that parses and runs lakker/pulsarr:latest, and a .env with only TZ', async ({
    page,
  }) => {
    await openBuilder(page);
    await expect(latestImage(page)).toBeChecked();
    const compose = await composeWhere(page, (file) => file.services.pulsarr?.image === 'lakker/pulsarr:latest');
    expect(compose.services.pulsarr).toMatchObject({
      ports: ['3003:3003'],
      volumes: ['./data:/app/data', '.env:/app/.env'],
      env_file: ['.env'],
    });
    const env = parseDotenv(await shownFile(page, '.env'));
    const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(env).toEqual({ TZ: browserZone });
  });

  test('choosing the node image changes the compose file, and a reload keeps it', async ({ page }) => {
    await openBuilder(page);
    await composeWhere(page, (file) => file.services.pulsarr?.image === 'lakker/pulsarr:latest');
    await nodeImage(page).check();
    await expect(page.getByText('runs Pulsarr on Node.js instead of Bun')).toBeVisible();
    const compose = await composeWhere(page, (file) => file.services.pulsarr?.image === 'lakker/pulsarr:node');
    expect(compose.services.pulsarr?.ports).toEqual(['3003:3003']);
    await expect.poll(() => new URL(page.url()).searchParams.get('tag')).toBe('node');

    await page.reload();
    await hydrated(page);
    await expect(nodeImage(page)).toBeChecked();
    await composeWhere(page, (file) => file.services.pulsarr?.image === 'lakker/pulsarr:node');
  });

  test('offers the Docker user instead of the 0.6.4 address and log fields, and writes PUID and PGID only when changed', async ({
    page,
  }) => {
    await openBuilder(page);
    await expect(page.getByLabel('Where logs go (NODE_ARGS)')).toHaveCount(0);
    await expect(page.getByLabel('Address Sonarr and Radarr use to reach Pulsarr')).toHaveCount(0);
    await expect(page.getByLabel('User ID (PUID)')).toHaveValue('1000');
    await expect(page.getByLabel('Group ID (PGID)')).toHaveValue('1000');

    await page.getByLabel('User ID (PUID)').fill('1026');
    await page.getByLabel('Group ID (PGID)').fill('100');
    await expect
      .poll(async () => parseDotenv(await shownFile(page, '.env')))
      .toMatchObject({ PUID: '1026', PGID: '100' });
  });

  test('maps another host port to port 3003 in the container', async ({ page }) => {
    await openBuilder(page);
    await page.getByLabel('Port', { exact: true }).fill('8080');
    await composeWhere(page, (file) => file.services.pulsarr?.ports[0] === '8080:3003');
    expect(Object.keys(parseDotenv(await shownFile(page, '.env')))).toEqual(['TZ']);
    await expect(page.getByText('http://your-server-ip:8080')).toBeVisible();
  });

  test('the 0.6.4 page keeps building 0.6.4 files', async ({ page }) => {
    await openBuilder(page, SPEC_BUILDER);
    await composeWhere(page, (file) => file.services.pulsarr?.image === 'lakker/pulsarr:0.6.4');
    await expect(nodeImage(page)).toHaveCount(0);
    await expect(page.getByLabel('User ID (PUID)')).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the Latest default files', async ({ page }) => {
      await page.goto(LATEST_BUILDER);
      await expect(page.locator('pre.language-yaml').first()).toContainText('image: lakker/pulsarr:latest');
      await expect(page.locator('pre.language-ini').first()).toContainText('TZ=UTC', { useInnerText: false });
    });
  });

  test('the Markdown twin of each version shows that version’s default files', async ({ request }) => {
    const latestTwin = await (await request.get(`${LATEST_BUILDER}.md`)).text();
    expect(latestTwin).toContain('image: lakker/pulsarr:latest');
    expect(latestTwin).not.toContain('NODE_ARGS');
    const specTwin = await (await request.get(`${SPEC_BUILDER}.md`)).text();
    expect(specTwin).toContain('image: lakker/pulsarr:0.6.4');
    expect(specTwin).toContain('NODE_ARGS=--log-both');
  });
});

test.describe('compose file builder, Latest docs: axe, WCAG 2.2 AA', () => {
  test('has no violations with the Docker user fields, the node hint and Advanced open', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openBuilder(page);
    await nodeImage(page).check();
    await page.getByText('Advanced: every other variable').click();
    await page.getByLabel('Set listenPort').check();
    expect(await axeViolations(page)).toEqual([]);
  });
});
