/**
 * Search results are shown as HTML (the DocSearch modal sets highlighted values with
 * innerHTML, and falls back to a hit's raw text for recent searches). Page text or a
 * query containing `<script>` must stay text: only the highlight tags may be markup.
 * Escaping `<` and `>` alone is enough for element content and makes these
 * functions idempotent, so an already escaped value passes through unchanged.
 */

export const HIGHLIGHT_PRE_TAG = '<mark>';
export const HIGHLIGHT_POST_TAG = '</mark>';

/** Text with `<` and `>` escaped. */
export function escapeMarkup(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Highlighted HTML where only `<mark>` and `</mark>` stay markup. */
export function sanitizeHighlight(html: string): string {
  return html
    .split(/(<mark>|<\/mark>)/)
    .map((part) => (part === HIGHLIGHT_PRE_TAG || part === HIGHLIGHT_POST_TAG ? part : escapeMarkup(part)))
    .join('');
}

function sanitizeResults<T>(node: T): T {
  if (Array.isArray(node)) return node.map(sanitizeResults) as T;
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === 'value' && typeof value === 'string' ? sanitizeHighlight(value) : sanitizeResults(value);
  }
  return out as T;
}

interface HitText {
  content?: string | null;
  hierarchy?: object;
  _highlightResult?: unknown;
  _snippetResult?: unknown;
}

/** A hit whose raw text and highlighted values are safe to set as HTML. */
export function sanitizeHit<T extends HitText>(hit: T): T {
  const out = { ...hit };
  if (typeof hit.content === 'string') out.content = escapeMarkup(hit.content);
  if (hit.hierarchy) {
    out.hierarchy = Object.fromEntries(
      Object.entries(hit.hierarchy).map(([level, text]) => [
        level,
        typeof text === 'string' ? escapeMarkup(text) : text,
      ]),
    ) as T['hierarchy'];
  }
  if (hit._highlightResult) out._highlightResult = sanitizeResults(hit._highlightResult);
  if (hit._snippetResult) out._snippetResult = sanitizeResults(hit._snippetResult);
  return out;
}
