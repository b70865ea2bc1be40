import type { Page } from '@playwright/test';

import { axeViolations, startInLightMode, switchToDark } from '../a11y-support';
import { expect, hydrated, test } from '../fixtures';

const LATEST_PAGE = 'docs/latest/installation/check-setup';
const SPEC_PAGE = 'docs/installation/check-setup';

/** A .env with four known mistakes, one per line 2 to 5 (the fourth is line 5, set again on line 6). */
const FOUR_MISTAKES = [
  'TZ=Europe/London',
  'deleteSyncNotfy=all',
  'closeGraceDelay=-5',
  'NODE_ARGS=--log-both',
  'cookieName=first-secret-marker',
  'cookieName=second-secret-marker',
].join('\n');

async function openChecker(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await expect(envField(page)).toBeEnabled();
}

const envField = (page: Page) => page.getByLabel('.env', { exact: true });
const composeField = (page: Page) => page.getByLabel('docker-compose.yml', { exact: true });
const findingsRegion = (page: Page) => page.getByRole('region', { name: /^Findings for/ });
const findings = (page: Page) => findingsRegion(page).getByRole('listitem');

test.describe('check your setup', () => {
  test('a .env with four known mistakes gets four findings with their lines and links, a binary file one; nothing pasted is kept', async ({
    page,
  }) => {
    await openChecker(page, LATEST_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Check your setup' })).toBeVisible();
    await envField(page).fill(FOUR_MISTAKES);
    const region = findingsRegion(page);
    await expect(region.getByRole('status')).toHaveText('3 errors, 1 warning, 0 notes.');
    await expect(findings(page)).toHaveCount(4);
    const expected = [
      {
        line: 2,
        text: 'did you mean deleteSyncNotify?',
        link: '/Pulsarr/docs/latest/development/environment-variables',
      },
      {
        line: 3,
        text: 'closeGraceDelay takes a whole number',
        link: '/Pulsarr/docs/latest/development/environment-variables',
      },
      {
        line: 4,
        text: 'enableConsoleOutput',
        link: '/Pulsarr/docs/latest/installation/upgrading-from-0.6.4#step-2-update-env',
      },
      {
        line: 5,
        text: 'set again on line 6, and the last one wins',
        link: '/Pulsarr/docs/latest/development/environment-variables#how-values-are-written',
      },
    ];
    for (const [index, { line, text, link }] of expected.entries()) {
      const item = findings(page).nth(index);
      await expect(item).toContainText(`.env, line ${line}`);
      await expect(item).toContainText(text);
      await expect(item.getByRole('link')).toHaveAttribute('href', link);
    }

    // A finding's line, clicked, is selected in its text area.
    await findings(page).nth(1).getByRole('button', { name: '.env, line 3' }).click();
    await expect(envField(page)).toBeFocused();
    expect(
      await envField(page).evaluate((field: HTMLTextAreaElement) =>
        field.value.slice(field.selectionStart, field.selectionEnd),
      ),
    ).toBe('closeGraceDelay=-5');

    // Fixing the mistakes, the page says so.
    await envField(page).fill('TZ=Europe/London\ncookieName=first-secret-marker\n');
    await expect(region.getByRole('status')).toHaveText(
      '0 errors, 0 warnings, 0 notes. Looks right for Latest (late 2026).',
    );

    // A binary file is named as such, with its line, and nothing else is read from it.
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({
        name: '.env',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from([0x54, 0x5a, 0x00, 0x01]),
      });
    await expect(findings(page)).toHaveCount(1);
    await expect(findings(page)).toContainText('Not a text file: line 1 holds the control character U+0000');
    await envField(page).fill('TZ=Europe/London\ncookieName=first-secret-marker\n');

    // Nothing pasted reaches the address or storage, and a reload leaves the fields empty.
    const kept = async () =>
      page.evaluate(() => {
        const all = (storage: Storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`);
        return [window.location.href, ...all(localStorage), ...all(sessionStorage)].join('\n');
      });
    expect(await kept()).not.toContain('secret-marker');
    await page.reload();
    await hydrated(page);
    await expect(envField(page)).toHaveValue('');
    await expect(composeField(page)).toHaveValue('');
    expect(await kept()).not.toContain('secret-marker');
    expect(page.url()).toMatch(/\/docs\/latest\/installation\/check-setup$/);
  });

  test('0.6.4: a dropped or opened compose file is read; hostile input gets a finding, no markup and no hang', async ({
    page,
  }) => {
    await openChecker(page, SPEC_PAGE);
    await expect(findingsRegion(page).getByRole('heading')).toHaveText('Findings for 0.6.4');
    await envField(page).fill('baseUrl=http://192.168.1.20\nport=3003\nTZ=Europe/London\n');
    const compose =
      'services:\n  pulsarr:\n    image: lakker/pulsarr:latest\n    ports:\n      - "3003:3003"\n    env_file: .env\n';
    const dropped = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'docker-compose.yml', { type: 'application/yaml' }));
      return transfer;
    }, compose);
    await composeField(page).dispatchEvent('drop', { dataTransfer: dropped });
    await expect(composeField(page)).toHaveValue(compose);
    // latest moves past 0.6.4; no volume at /app/data.
    await expect(findings(page).filter({ hasText: 'docker-compose.yml, line 3' })).toContainText(
      'these docs describe 0.6.4',
    );
    await expect(findings(page).filter({ hasText: 'docker-compose.yml, line 2' })).toContainText('/app/data');
    await page.getByRole('radio', { name: 'Yes' }).check();
    await expect(findings(page).filter({ hasText: 'statx' })).toContainText('lakker/pulsarr:0.6.4');

    await page
      .locator('input[type=file]')
      .nth(1)
      .setInputFiles({
        name: 'docker-compose.yml',
        mimeType: 'application/yaml',
        buffer: Buffer.from('- just\n- a list\n'),
      });
    await expect(findings(page).filter({ hasText: 'docker-compose.yml, line 1' })).toContainText('this one is a list');

    // Markup in a value is shown as text and never runs.
    await envField(page).fill(
      'baseUrl=http://192.168.1.20\nTZ=UTC\nlogLevel=<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>\n',
    );
    const markup = findings(page).filter({ hasText: '.env, line 3' });
    await expect(markup).toContainText('<img src=x onerror="window.__pwned=1"><script>window.__pwned');
    expect(await markup.locator('img, script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

    // A YAML alias bomb and 5 MB of .env: one clear finding each, and the page answers the next edit.
    const bomb = [
      'a: &a ["x","x","x","x","x","x","x","x","x"]',
      ...'bcdefgh'
        .split('')
        .map((name, index) => `${name}: &${name} [${Array(9).fill(`*${'abcdefgh'[index]}`).join(',')}]`),
    ].join('\n');
    await composeField(page).fill(bomb);
    await expect(findings(page).filter({ hasText: 'Too many aliases' })).toHaveCount(1);
    // A paste of 5 MB, as the browser delivers one: the field keeps what the checker reads.
    await envField(page).focus();
    await envField(page).evaluate((element, text) => {
      const clipboardData = new DataTransfer();
      clipboardData.setData('text/plain', text);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
    }, 'x=1\n'.repeat(1_300_000));
    expect((await envField(page).inputValue()).length).toBe(128 * 1024 + 1);
    await expect(
      findings(page).filter({ hasText: 'Too large: the checker reads the first 128 KB of .env' }),
    ).toHaveCount(1);
    await envField(page).fill('TZ=UTC\n');
    await expect(findings(page).filter({ hasText: 'Too large' })).toHaveCount(0);
  });

  test('0.6.4 Quick Start files: the stand-in address is named and baseUrl is no web-interface setting; comments alone are nothing to check', async ({
    page,
  }) => {
    await openChecker(page, SPEC_PAGE);
    await envField(page).fill('baseUrl=http://your-server-ip\nport=3003\nTZ=America/Los_Angeles\n');
    await composeField(page).fill(
      'services:\n  pulsarr:\n    image: lakker/pulsarr:0.6.4\n    ports:\n      - "${PORT:-3003}:3003"\n    volumes:\n      - ./data:/app/data\n      - .env:/app/.env\n    env_file:\n      - .env\n',
    );
    const region = findingsRegion(page);
    await expect(region.getByRole('status')).toHaveText('0 errors, 1 warning, 1 note.');
    await expect(findings(page).filter({ hasText: '.env, line 1' })).toContainText(
      'your-server-ip in baseUrl is a stand-in copied from an example',
    );
    await expect(findings(page).filter({ hasText: 'web interface' })).toContainText('.env, line 2');
    await expect(findings(page).filter({ hasText: 'baseUrl is also set' })).toHaveCount(0);

    await composeField(page).fill('');
    await envField(page).fill('# baseUrl=http://192.168.1.20\n\n# TZ=UTC\n');
    await expect(region.getByRole('status')).toHaveText(
      'Nothing to check: the .env holds only comments and blank lines, no setting.',
    );
    await expect(findings(page)).toHaveCount(0);
  });

  test('fits a 390 px screen with findings shown', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openChecker(page, LATEST_PAGE);
    await envField(page).fill(`${FOUR_MISTAKES}\nplexTokens=${'x'.repeat(300)}\n`);
    await expect(findings(page)).toHaveCount(5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('check your setup: axe, WCAG 2.2 AA', () => {
  test.describe.configure({ timeout: 120_000 });

  test('has no violations in light and dark mode with findings shown', async ({ page }) => {
    // One load: findings shown in light mode, then the page switched to dark with the navbar's toggle.
    await startInLightMode(page);
    await openChecker(page, LATEST_PAGE);
    await envField(page).fill(`${FOUR_MISTAKES}\nskipFriendSync=true\n`);
    await composeField(page).fill('services:\n  pulsarr:\n    image: lakker/pulsarr:0.14.2\n');
    await expect(findings(page).filter({ hasText: 'Note' })).not.toHaveCount(0);
    const found: Record<string, string[]> = {};
    for (const mode of ['light', 'dark'] as const) {
      if (mode === 'dark') await switchToDark(page);
      expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
      await expect(findings(page).filter({ hasText: 'Note' })).not.toHaveCount(0);
      found[mode] = await axeViolations(page);
    }
    expect(found).toEqual({ light: [], dark: [] });
  });
});
