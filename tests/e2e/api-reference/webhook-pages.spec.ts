import { expect, hydrated, test } from '../fixtures';

test.describe('webhook payload pages of the Latest API reference', () => {
  test('show the event, how Pulsarr delivers it and its payload schema, and offer no request to send', async ({
    page,
  }) => {
    await page.goto('docs/latest/api/webhook-media-available');
    await hydrated(page);
    const article = page.locator('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('Content ready to watch');
    await expect(article.locator('.openapi__method-endpoint')).toHaveText(/Webhook\s+media\.available/);
    await expect(article).toContainText('Pulsarr sends media.available as an HTTP POST');
    await expect(article).toContainText('Header Name');
    // The payload's fields, from the schema, in the page's own HTML.
    for (const field of ['mediaType', 'title', 'watchlistedBy', 'episodeDetails']) {
      await expect(article.getByText(field, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Send API Request' })).toHaveCount(0);
  });

  test('are linked from the Native Webhooks guide, all nine', async ({ page }) => {
    await page.goto('docs/latest/notifications/native-webhooks');
    // Each event's payload page (the Webhook Payloads tag page is linked too).
    const links = page.locator('article a[href^="/Pulsarr/docs/latest/api/webhook-"]:not([href$="/webhook-payloads"])');
    const targets = new Set(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))));
    expect(targets.size).toBe(9);
    for (const target of targets) expect((await page.request.get(target!.replace('/Pulsarr/', ''))).status()).toBe(200);
  });
});
