/**
 * The little Markdown the data module's descriptions use: `code` and
 * [links](target). Parsed here once for the page's tables (mdast) and the
 * builder's hints (React).
 */
export type InlinePart =
  { kind: 'text'; value: string } | { kind: 'code'; value: string } | { kind: 'link'; value: string; url: string };

const INLINE = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(source: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ kind: 'text', value: source.slice(last, index) });
    if (match[1] !== undefined) parts.push({ kind: 'code', value: match[1] });
    else parts.push({ kind: 'link', value: match[2] ?? '', url: match[3] ?? '' });
    last = index + match[0].length;
  }
  if (last < source.length) parts.push({ kind: 'text', value: source.slice(last) });
  return parts;
}
