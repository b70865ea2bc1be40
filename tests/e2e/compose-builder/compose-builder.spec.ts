import { readFile } from 'node:fs/promises';

import type { Locator, Page } from '@playwright/test';

import { axeViolations, startInLightMode, switchToDark } from '../a11y-support';
import { expect, hydrated, test } from '../fixtures';

const BUILDER = 'docs/installation/compose-builder';
const PORT_ERROR = 'Port must be a whole number from 1 to 65535';
const STALE_NOTE = 'These files are out of date';

/** Opens the builder and waits until its form accepts input. */
async function openBuilder(page: Page, query = ''): Promise<void> {
  await page.goto(`${BUILDER}${query}`);
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

async function expectFile(
  page: Page,
  name: 'docker-compose.yml' | '.env',
  expected: RegExp | string,
  present = true,
): Promise<void> {
  await expect
    .poll(async () => {
      const text = await shownFile(page, name);
      return typeof expected === 'string' ? text.includes(expected) : expected.test(text);
    })
    .toBe(present);
}

const portField = (page: Page): Locator => page.getByLabel('Port', { exact: true });

test.describe('compose file builder', () => {
  test('filling the form by label updates both files', async ({ page }) => {
    await openBuilder(page);
    await expectFile(page, 'docker-compose.yml', '"3003:3003"');
    await portField(page).fill('8080');
    await page.getByLabel('Address Sonarr and Radarr use to reach Pulsarr').fill('http://192.168.1.20');
    await page.getByLabel('Time zone').selectOption('Europe/Berlin');
    await page.getByLabel('Data folder on the host').fill('/srv/pulsarr');
    await page.getByLabel('Log level (logLevel)').selectOption('debug');
    await page.getByLabel('Who must log in (authenticationMethod)').selectOption('requiredExceptLocal');
    await expectFile(page, 'docker-compose.yml', '"8080:8080"');
    await expectFile(page, 'docker-compose.yml', '/srv/pulsarr:/app/data');
    for (const line of [
      'baseUrl=http://192.168.1.20',
      'port=8080',
      'TZ=Europe/Berlin',
      'logLevel=debug',
      'authenticationMethod=requiredExceptLocal',
    ]) {
      await expectFile(page, '.env', line);
    }
    // The relaxed login mode carries the configuration guide's warning.
    await expect(page.getByText('gets in without a password')).toBeVisible();
    await expect(page.getByText('http://192.168.1.20:8080')).toBeVisible();
  });

  test('choosing PostgreSQL in the same compose file adds the postgres service and points Pulsarr at it', async ({
    page,
  }) => {
    await openBuilder(page);
    await expectFile(page, 'docker-compose.yml', /^\s{2}postgres:/m, false);
    await page.getByLabel('PostgreSQL in the same compose file').check();
    await expectFile(page, 'docker-compose.yml', /^\s{2}postgres:/m);
    await expectFile(page, 'docker-compose.yml', 'condition: service_healthy');
    await expectFile(page, 'docker-compose.yml', 'pulsarr-postgres:/var/lib/postgresql/data');
    for (const line of ['dbType=postgres', 'dbHost=postgres', 'dbPort=5432', 'dbName=pulsarr', 'dbUser=pulsarr']) {
      await expectFile(page, '.env', line);
    }
    // A password is made for the new server, in the page.
    const password = await page.getByLabel('Database password').inputValue();
    expect(password).toMatch(/^[A-Za-z0-9]{24}$/);
    await expectFile(page, '.env', `dbPassword=${password}`);
  });

  test('an invalid port shows an error naming the rule, marks the field invalid and keeps the last valid files with a note', async ({
    page,
  }) => {
    await openBuilder(page);
    await portField(page).fill('9000');
    await expectFile(page, 'docker-compose.yml', '"9000:9000"');
    await expect(page.getByText(STALE_NOTE)).toHaveCount(0);

    await portField(page).fill('70000');
    await expect(page.getByText(PORT_ERROR)).toBeVisible();
    await expect(portField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(portField(page)).toHaveAccessibleDescription(new RegExp(PORT_ERROR));
    await expect(page.getByText(STALE_NOTE)).toBeVisible();
    await expectFile(page, 'docker-compose.yml', '"9000:9000"');

    await portField(page).fill('9001');
    await expect(page.getByText(PORT_ERROR)).toHaveCount(0);
    await expect(portField(page)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(STALE_NOTE)).toHaveCount(0);
    await expectFile(page, 'docker-compose.yml', '"9001:9001"');
  });

  test('Copy puts exactly the shown file on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openBuilder(page);
    await page.getByLabel('PostgreSQL in the same compose file').check();
    for (const name of ['docker-compose.yml', '.env'] as const) {
      const shown = await shownFile(page, name);
      await page.getByRole('button', { name: `Copy ${name}` }).click();
      await expect(page.getByText(`${name} copied`)).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.trimEnd()).toBe(shown.trimEnd());
      expect(copied.endsWith('\n')).toBe(true);
    }
  });

  test('Download saves exactly the shown file under its name', async ({ page }) => {
    await openBuilder(page);
    await portField(page).fill('8123');
    for (const name of ['docker-compose.yml', '.env'] as const) {
      const shown = await shownFile(page, name);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `Download ${name}` }).click(),
      ]);
      // Chrome saves a file whose name starts with a dot without the dot; the page says so beside the button.
      expect(download.suggestedFilename()).toBe(name === '.env' ? 'env' : name);
      const saved = await readFile((await download.path()) ?? '', 'utf8');
      expect(saved.trimEnd()).toBe(shown.trimEnd());
      expect(saved).toContain('8123');
    }
  });

  test('a reload restores the choices from the URL, without the password', async ({ page }) => {
    await openBuilder(page);
    await portField(page).fill('8080');
    await page.getByLabel('An existing PostgreSQL server').check();
    await page.getByLabel('Database host').fill('db.lan');
    await page.getByLabel('Database password').fill('hunter2-secret');
    await expect.poll(() => new URL(page.url()).searchParams.get('port')).toBe('8080');
    expect(page.url()).toContain('dbHost=db.lan');
    expect(page.url()).not.toContain('hunter2');

    await page.reload();
    await hydrated(page);
    await expect(portField(page)).toHaveValue('8080');
    await expect(page.getByLabel('An existing PostgreSQL server')).toBeChecked();
    await expect(page.getByLabel('Database host')).toHaveValue('db.lan');
    await expect(page.getByLabel('Database password')).toHaveValue('');
    // Nothing of the password was kept in the browser either.
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toContain('hunter2');
  });

  test('a shared link to PostgreSQL in the same compose file gives valid files at once, with a new password', async ({
    page,
  }) => {
    await openBuilder(page, '?db=postgres-compose&port=8080');
    await expect(page.getByLabel('PostgreSQL in the same compose file')).toBeChecked();
    await expect(page.getByLabel('Database password')).toHaveValue(/^[A-Za-z0-9]{24}$/);
    await expect(page.getByText(STALE_NOTE)).toHaveCount(0);
    await expectFile(page, 'docker-compose.yml', '"8080:8080"');
    await expectFile(page, 'docker-compose.yml', /^\s{2}postgres:/m);
  });

  test('Reset returns every field to its default', async ({ page }) => {
    await openBuilder(page, '?port=8080&db=postgres-compose&auth=disabled');
    await expect(portField(page)).toHaveValue('8080');
    await page.getByRole('button', { name: 'Reset to the defaults' }).click();
    await expect(portField(page)).toHaveValue('3003');
    await expect(page.getByLabel('SQLite (a file in the data folder)')).toBeChecked();
    await expectFile(page, '.env', 'authenticationMethod', false);
  });

  test('works with the keyboard alone', async ({ page, context }) => {
    // Many single key presses, each followed by a look at the focus.
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openBuilder(page);
    const tabTo = async (target: Locator) => {
      for (let presses = 0; presses < 120; presses += 1) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error('never reached with Tab');
    };
    await tabTo(portField(page));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('8090');
    // The radio group takes one Tab stop; the arrow keys choose within it.
    await tabTo(page.getByLabel('SQLite (a file in the data folder)'));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('PostgreSQL in the same compose file')).toBeChecked();
    await tabTo(page.getByRole('button', { name: 'Copy docker-compose.yml' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('docker-compose.yml copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('"8090:8090"');
    expect(copied).toMatch(/^\s{2}postgres:/m);
    // Back up the page to the Advanced section, open it and turn a variable on.
    const summary = page.getByText('Advanced: every other variable');
    for (
      let presses = 0;
      presses < 60 && !(await summary.evaluate((element) => element === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Shift+Tab');
    }
    await expect(summary).toBeFocused();
    await page.keyboard.press('Enter');
    await tabTo(page.getByLabel('Set rateLimitMax'));
    await page.keyboard.press('Space');
    await tabTo(page.getByLabel('Value of rateLimitMax'));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('600');
    await expectFile(page, '.env', 'rateLimitMax=600');
  });

  test('puts the files beside the form on a wide screen and below it on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openBuilder(page);
    const form = page.getByRole('form', { name: 'Compose file choices' });
    const files = page.getByRole('region', { name: 'Your files' });
    let formBox = await form.boundingBox();
    let filesBox = await files.boundingBox();
    expect(filesBox!.x).toBeGreaterThanOrEqual(formBox!.x + formBox!.width);
    await page.setViewportSize({ width: 390, height: 844 });
    formBox = await form.boundingBox();
    filesBox = await files.boundingBox();
    expect(filesBox!.y).toBeGreaterThanOrEqual(formBox!.y + formBox!.height);
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('no request leaves the page after it has loaded', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openBuilder(page);
    await page.waitForLoadState('networkidle');
    const origin = new URL(page.url()).origin;
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));

    await page.getByLabel('An existing PostgreSQL server').check();
    await page.getByLabel('Database host').fill('db.lan');
    await page.getByLabel('Database password').fill('hunter2-secret');
    await page.getByText('Advanced: every other variable').click();
    await page.getByLabel('Set discordBotToken').check();
    await page.getByLabel('Value of discordBotToken').fill('bot-token-secret');
    await page.getByRole('tab', { name: '.env', exact: true }).click();
    await page.getByRole('button', { name: 'Copy .env' }).click();
    await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .env' }).click()]);
    await page.waitForLoadState('networkidle');

    // Only the site's own code may still arrive (the highlighter, when a code block is first touched); nothing goes elsewhere.
    const elsewhere = requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('blob:'));
    expect(elsewhere).toEqual([]);
    expect(requests.filter((url) => /hunter2|bot-token|db\.lan/.test(url))).toEqual([]);
    expect(
      requests.filter(
        (url) => url.startsWith(`${origin}/`) && !/\.(?:js|css|woff2?|svg|png|ico)$/.test(new URL(url).pathname),
      ),
    ).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the default files beside a disabled form', async ({ page }) => {
      await page.goto(BUILDER);
      await expect(portField(page)).toBeDisabled();
      const compose = page.locator('pre.language-yaml').first();
      await expect(compose).toContainText('image: lakker/pulsarr:0.6.4');
      await expect(compose).toContainText('"3003:3003"');
      // The .env panel is in the page too, behind its tab.
      await expect(page.locator('pre.language-ini').first()).toContainText('baseUrl=http://your-server-ip', {
        useInnerText: false,
      });
    });
  });

  test('says the form needs JavaScript only where JavaScript is off (in a noscript element)', async ({ request }) => {
    // Browsers show <noscript> only with scripting off, which Playwright cannot switch off for the HTML parser: read the server's HTML.
    const html = await (await request.get(BUILDER)).text();
    expect(html).toMatch(/<noscript>(?:(?!<\/noscript>).)*The form needs JavaScript/s);
    expect(html.split('The form needs JavaScript').length - 1).toBe(1);
  });
});

const WIDTHS = [
  { name: '1280 px', width: 1280, height: 900 },
  { name: '390 px', width: 390, height: 844 },
] as const;

test.describe('compose file builder: axe, WCAG 2.2 AA', () => {
  test.describe.configure({ timeout: 180_000 });

  test('has no violations in light and dark mode, at 1280 px and 390 px, with Advanced open and an error shown', async ({
    page,
  }) => {
    // One load: the form filled in light mode, then switched to dark with the navbar's toggle, as a reader does.
    await startInLightMode(page);
    await page.setViewportSize(WIDTHS[0]);
    await openBuilder(page, '?db=postgres-external&auth=disabled');
    await portField(page).fill('0');
    await expect(page.getByText(PORT_ERROR)).toBeVisible();
    await page.getByText('Advanced: every other variable').click();
    await page.getByLabel('Set plexSessionMonitoring').check();
    const found: Record<string, string[]> = {};
    for (const mode of ['light', 'dark'] as const) {
      if (mode === 'dark') await switchToDark(page, WIDTHS[0]);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      for (const viewport of WIDTHS) {
        await page.setViewportSize(viewport);
        // The form keeps what was entered at every width.
        await expect(page.getByText(PORT_ERROR)).toBeVisible();
        found[`${mode}, ${viewport.name}`] = await axeViolations(page);
      }
    }
    expect(found).toEqual({ 'light, 1280 px': [], 'light, 390 px': [], 'dark, 1280 px': [], 'dark, 390 px': [] });
  });
});
