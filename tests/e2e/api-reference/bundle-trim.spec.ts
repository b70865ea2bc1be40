import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { STAND_IN_REACHED } from '../../../plugins/api-reference/stand-ins/reached';
import { expect, hydrated, test } from '../fixtures';
import { READER_SERVER } from '../api-operations';

test.describe('the module stand-ins of the API reference', () => {
  test.describe.configure({ timeout: 60_000 });

  test('are never reached while a reader uses the request panel: every code sample, a body with a Postman variable, a non-UTF-8 answer', async ({
    page,
  }) => {
    const reached: string[] = [];
    page.on('console', (message) => message.text().includes(STAND_IN_REACHED) && reached.push(message.text()));
    page.on('pageerror', (error) => error.message.includes(STAND_IN_REACHED) && reached.push(error.message));
    await page.route(`${READER_SERVER}/**`, (route) =>
      route.fulfill({
        status: 200,
        headers: { 'access-control-allow-origin': '*', 'content-type': 'text/plain; charset=iso-8859-1' },
        body: 'quota saved',
      }),
    );

    await page.goto('docs/api/create-user-quota');
    await hydrated(page);
    const panel = page.locator('.openapi-right-panel__container');
    const languages = panel.locator('.openapi-tabs__code-item:not(.openapi-tabs__code-item--variant)');
    await expect(languages).toHaveCount(4);
    for (const language of await languages.all()) {
      await language.click();
      await expect(panel.locator('.openapi-explorer__code-block-code, pre code').first()).toBeVisible();
    }

    await panel.getByText('http://localhost:3003', { exact: true }).hover();
    await panel.getByRole('button', { name: 'Edit' }).click();
    await panel.locator('.openapi-explorer__server-container input').fill(READER_SERVER);
    const body = panel
      .locator(
        '.openapi-explorer__playground-container [contenteditable], .openapi-explorer__playground-container textarea',
      )
      .first();
    await body.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('{"userId": "{{$randomInt}}", "quotaType": "daily", "quotaLimit": 3}');
    for (const field of await panel.getByRole('textbox', { name: /apiKeyAuth/ }).all()) await field.fill('test-key');
    await panel.getByRole('button', { name: 'Send API Request' }).click();
    await expect(panel.getByText('quota saved')).toBeVisible({ timeout: 20_000 });

    expect(reached).toEqual([]);
  });

  test('that only the theme’s unused API item would call are not in the built site at all', () => {
    const jsDir = join(__dirname, '../../../build/assets/js');
    const chunks = readdirSync(jsDir).filter((name) => name.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(0);
    const withPako = chunks.filter((name) => readFileSync(join(jsDir, name), 'utf8').includes('pako ungzip'));
    expect(withPako).toEqual([]);
  });
});
