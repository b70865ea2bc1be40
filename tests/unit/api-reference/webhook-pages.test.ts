import { describe, expect, it } from 'vitest';

import { asWebhookPage, webhookEvents } from '../../../plugins/api-reference/operation-page/webhookPage';
import { operationToMarkdown } from '../../../plugins/llms-txt/operation-to-markdown';

const DOCUMENT = {
  webhooks: {
    'media.available': { post: { operationId: 'webhookMediaAvailable' } },
    'quota.cap_reached': { post: { operationId: 'webhookQuotaCapReached' } },
  },
};

/** A page as docusaurus-plugin-openapi-docs hands it over for a webhook: method `event`, path `webhook`. */
const generatedWebhookPage = () => ({
  title: 'Content ready to watch',
  api: {
    operationId: 'webhookMediaAvailable',
    method: 'event',
    path: 'webhook',
    description: 'Sent when a movie has been imported.',
    security: [{ apiKeyAuth: [] }, { sessionAuth: [] }],
    requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
    responses: { '200': { description: 'Your endpoint received it.' } },
  },
});

describe('webhook payload pages', () => {
  it('find each webhook’s event name by its operationId', () => {
    expect([...webhookEvents(DOCUMENT)]).toEqual([
      ['webhookMediaAvailable', 'media.available'],
      ['webhookQuotaCapReached', 'quota.cap_reached'],
    ]);
  });

  it('show the event in place of a path, ask for no credentials, and say how Pulsarr delivers it', () => {
    const page = asWebhookPage(generatedWebhookPage(), webhookEvents(DOCUMENT));
    expect(page.api.path).toBe('media.available');
    expect(page.api.security).toEqual([]);
    expect(page.api.description).toMatch(
      /^Sent when a movie has been imported\.\n\n\*\*Delivery\.\*\* Pulsarr sends `media\.available` as an HTTP `POST`/,
    );
    expect(page.api.description).toContain('**Header Name**');
  });

  it('leave operations alone', () => {
    const operation = { api: { operationId: 'getConfig', method: 'get', path: '/v1/config', description: 'Reads.' } };
    expect(asWebhookPage(structuredClone(operation), webhookEvents(DOCUMENT))).toEqual(operation);
  });

  it('have a twin that names the event and carries no server, credentials or curl command', () => {
    const page = asWebhookPage(generatedWebhookPage(), webhookEvents(DOCUMENT));
    const markdown = operationToMarkdown(page.title, page.api as never);
    expect(markdown).toContain('Webhook event `media.available`');
    expect(markdown).toContain('## Request');
    expect(markdown).not.toMatch(/Server:|Authentication:|Example request|curl/);
  });
});
