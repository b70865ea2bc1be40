import { expect, hydrated, test } from '../fixtures';

import { API_OPERATIONS, READER_SERVER } from '../api-operations';

const READER_API_KEY = 'pulsarr-test-key-5d1c';

test.describe('the request panel of an operation page', () => {
  // The panel renders after hydration and works through several steps: room for a busy machine.
  test.describe.configure({ timeout: 60_000 });

  // get-config moved from /v1/config/config (0.6.4) to /v1/config (Latest): each page sends to its own version's path.
  for (const { route, path } of [
    { route: 'docs/api/get-config', path: API_OPERATIONS.find((candidate) => candidate.slug === 'get-config')!.path },
    { route: 'docs/latest/api/get-config', path: '/v1/config' },
  ]) {
    test(`sends the request to the reader's server with the API key in X-API-Key and shows the answer (${route})`, async ({
      page,
    }) => {
      const received: { path: string; apiKey: string | undefined }[] = [];
      await page.route(`${READER_SERVER}/**`, async (route) => {
        const request = route.request();
        received.push({ path: new URL(request.url()).pathname, apiKey: request.headers()['x-api-key'] });
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: JSON.stringify({ success: true, config: { port: 3003, logLevel: 'info' } }),
        });
      });

      await page.goto(route);
      await hydrated(page);
      const panel = page.locator('.openapi-right-panel__container');
      await panel.getByText('http://localhost:3003', { exact: true }).hover();
      await panel.getByRole('button', { name: 'Edit' }).click();
      // 0.6.4's first server is one address; Latest's has protocol, host and port variables.
      const server = new URL(READER_SERVER);
      const host = panel.getByRole('textbox', { name: 'host' });
      if (await host.count()) {
        await host.fill(server.hostname);
        await panel.getByRole('textbox', { name: 'port' }).fill(server.port);
      } else {
        await panel.locator('.openapi-explorer__server-container input').fill(READER_SERVER);
      }
      await panel.getByPlaceholder('apiKeyAuth').fill(READER_API_KEY);
      await expect(panel.getByText('Send the request above to see the response here.')).toBeVisible();
      await panel.getByRole('button', { name: 'Send API Request' }).click();

      await expect.poll(() => received, { timeout: 20_000 }).toEqual([{ path, apiKey: READER_API_KEY }]);
      // The answer, formatted, with its status.
      await expect(panel.locator('.openapi-response__status-code')).toContainText('"logLevel": "info"');
      await expect(panel.getByRole('tab', { name: /\b200$/ })).toBeVisible();
    });
  }

  test('names each field after its label, and sends nothing while a required parameter is empty', async ({ page }) => {
    const operation = API_OPERATIONS.find((candidate) => candidate.slug === 'approve-and-execute-request')!;
    const received: string[] = [];
    await page.route(`${READER_SERVER}/**`, async (route) => {
      received.push(route.request().url());
      await route.abort();
    });

    await page.goto(`docs/api/${operation.slug}`);
    await hydrated(page);
    const panel = page.locator('.openapi-right-panel__container');
    await expect(panel.getByRole('combobox', { name: 'Security Scheme' })).toHaveValue('apiKeyAuth');
    await expect(panel.getByLabel('apiKeyAuth')).toHaveAttribute('type', 'password');
    const id = panel.getByRole('textbox', { name: 'id' });
    await expect(id).toHaveAttribute('aria-required', 'true');

    await panel.getByRole('button', { name: 'Send API Request' }).click();
    // The theme's stylesheet puts a warning sign before the message.
    await expect(id).toHaveAccessibleDescription(/^\W*This field is required$/);
    await expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(received).toEqual([]);
  });

  test('offers code samples in curl, JavaScript, Python and Go for the chosen server', async ({ page }) => {
    await page.goto('docs/api/get-config');
    await hydrated(page);
    const panel = page.locator('.openapi-right-panel__container');
    const samples: Record<string, RegExp> = {
      curl: /curl -L 'http:\/\/localhost:3003\/v1\/config\/config'/,
      javascript: /fetch\("http:\/\/localhost:3003\/v1\/config\/config", requestOptions\)/,
      python: /requests\.request\("GET", url, headers=headers/,
      go: /http\.NewRequest\(method, url, nil\)/,
    };
    const languages = panel.locator('.openapi-tabs__code-item:not(.openapi-tabs__code-item--variant)');
    // The panel loads its code after the page has hydrated: wait for its tabs.
    await expect(languages).toHaveText(Object.keys(samples));
    for (const [language, code] of Object.entries(samples)) {
      await languages.filter({ hasText: language }).click();
      await expect(panel.locator('pre.openapi-explorer__code-block'), language).toContainText(code);
      // Every sample authenticates the way the reference explains: with the X-API-Key header.
      await expect(panel.locator('pre.openapi-explorer__code-block'), language).toContainText('X-API-Key');
    }
  });
});
