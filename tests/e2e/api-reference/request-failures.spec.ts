/**
 * The request panel explains a request that did not come back, against real
 * servers on 127.0.0.1: one that does not allow this site (no CORS headers), a
 * closed port, and one that allows it, whose answer is shown.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';

import { axeFor } from '../a11y-support';
import { expect, hydrated, test } from '../fixtures';

/** A server on 127.0.0.1 that answers every request with Pulsarr's config, with or without CORS headers. */
async function startServer(allowOrigin: boolean): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    const cors: Record<string, string> = allowOrigin
      ? {
          'access-control-allow-origin': request.headers.origin ?? '*',
          'access-control-allow-headers': '*',
          'access-control-allow-methods': 'GET, POST, OPTIONS',
        }
      : {};
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/json', ...cors })
      .end(JSON.stringify({ success: true, config: { port: 3003, logLevel: 'info' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port on 127.0.0.1 where nothing listens: taken, then given back. */
async function closedPort(): Promise<string> {
  const { url, close } = await startServer(false);
  await close();
  return url;
}

async function sendTo(page: Page, serverUrl: string): Promise<ReturnType<Page['locator']>> {
  await page.goto('docs/api/get-config');
  await hydrated(page);
  const panel = page.locator('.openapi-right-panel__container');
  await panel.getByText('http://localhost:3003', { exact: true }).hover();
  await panel.getByRole('button', { name: 'Edit' }).click();
  await panel.locator('.openapi-explorer__server-container input').fill(serverUrl);
  await panel.getByRole('button', { name: 'Send API Request' }).click();
  return panel;
}

const CURL_ADVICE = 'The curl command in the code samples above sends the same request from a terminal';

test.describe('the request panel explains a request that did not come back', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a server that does not allow this site: blocked by the browser (CORS), with the curl command as the way round', async ({
    page,
  }) => {
    const server = await startServer(false);
    try {
      const panel = await sendTo(page, server.url);
      const failure = panel.getByRole('alert');
      await expect(failure).toContainText('The request did not complete.', { timeout: 20_000 });
      await expect(failure).toContainText(
        `A server answered at ${server.url}, but your browser kept its answer from this page`,
      );
      await expect(failure).toContainText('does not allow requests from http://127.0.0.1');
      await expect(failure).toContainText('(CORS)');
      await expect(failure).toContainText(CURL_ADVICE);
      await expect(panel.getByText('Send the request above to see the response here.')).toHaveCount(0);
      expect(server.requests).toContain('GET /v1/config/config');
    } finally {
      await server.close();
    }
  });

  test('a closed port: nothing answered, check the address and that Pulsarr runs', async ({ page }) => {
    const address = await closedPort();
    const panel = await sendTo(page, address);
    const failure = panel.getByRole('alert');
    await expect(failure).toContainText(
      `Nothing answered at ${address}. Check the base URL above (host and port), that Pulsarr is running`,
      {
        timeout: 20_000,
      },
    );
    await expect(failure).toContainText(CURL_ADVICE);
    const axe = await axeFor(page)
      .include('.openapi-explorer__response-container')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await expect(failure.getByRole('link', { name: 'More about sending requests from this site' })).toHaveAttribute(
      'href',
      '/Pulsarr/docs/api-documentation#try-requests-from-this-site',
    );

    // Clear empties the response area again.
    await panel.getByRole('button', { name: 'Clear' }).click();
    await expect(panel.getByText('Send the request above to see the response here.')).toBeVisible();
  });

  test('a server that allows this site: its answer is shown', async ({ page }) => {
    const server = await startServer(true);
    try {
      const panel = await sendTo(page, server.url);
      await expect(panel.locator('.openapi-response__status-code')).toContainText('"logLevel": "info"', {
        timeout: 20_000,
      });
      await expect(panel.getByRole('tab', { name: /\b200$/ })).toBeVisible();
      await expect(panel.getByRole('alert')).toHaveCount(0);
    } finally {
      await server.close();
    }
  });
});
