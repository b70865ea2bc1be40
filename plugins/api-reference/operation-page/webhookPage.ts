/**
 * Pages of OpenAPI 3.1 `webhooks`: what Pulsarr sends out, not operations a
 * reader calls. The generator renders each as an `event` page but drops the
 * event's name and gives it the document's API security; here, before the
 * page is written, the event name takes the place of the path (the address
 * line and the Markdown twin show it), the page asks for no credentials, and
 * its description gains how Pulsarr delivers the event.
 */
import type { JsonObject } from '../../../core/openapi/openapi-document';

/** The generator's method for a webhook page. */
export const WEBHOOK_METHOD = 'event';

/** The part of a generated page this module reads and changes. */
interface GeneratedPage {
  api: { operationId?: string; method?: string; path?: string; description?: string; security?: unknown };
}

/** operationId → event name, for every entry of a document's `webhooks` (resolved). */
export function webhookEvents(document: JsonObject): Map<string, string> {
  const events = new Map<string, string>();
  for (const [event, item] of Object.entries((document.webhooks ?? {}) as JsonObject)) {
    for (const operation of Object.values(item as JsonObject)) {
      const id = (operation as JsonObject | null)?.operationId;
      if (typeof id === 'string') events.set(id, event);
    }
  }
  return events;
}

/** How Pulsarr delivers an event, in the words of the Native Webhooks guide. */
export function deliveryText(event: string): string {
  return [
    `**Delivery.** Pulsarr sends \`${event}\` as an HTTP \`POST\` with a JSON body to every native webhook`,
    'endpoint subscribed to it, without waiting for the answer. The body is an envelope: `event` holds the',
    'event name, `timestamp` the time it was sent (ISO 8601), and `data` the object described under **Body**.',
    'To let your receiver check that a call comes from Pulsarr, give the endpoint a **Header Name** and',
    '**Header Value** (for example `Authorization` and `Bearer <token>`) in the **Native Webhooks** section of',
    'the **Notifications** page: Pulsarr sends that header with every delivery.',
  ].join(' ');
}

/** Makes a generated `event` page show its event and delivery; other pages pass through unchanged. */
export function asWebhookPage<Page extends GeneratedPage>(page: Page, events: ReadonlyMap<string, string>): Page {
  const event = page.api.method === WEBHOOK_METHOD ? events.get(page.api.operationId ?? '') : undefined;
  if (!event) return page;
  page.api.path = event;
  // Pulsarr is the sender: the reader's endpoint, not Pulsarr's API, checks credentials.
  page.api.security = [];
  page.api.description = [page.api.description?.trim(), deliveryText(event)].filter(Boolean).join('\n\n');
  return page;
}
