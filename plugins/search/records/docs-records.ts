/**
 * Search records straight from the docs' Markdown, for the dev server (`npm start`),
 * which builds no HTML pages to read. Each Markdown file becomes a small page in
 * the shape of a built one and goes through extractPageRecords, so records and
 * index are made by the same code as in a production build; only what Markdown
 * says is searchable (MDX components and generated API panels are left out).
 */
import fs from 'node:fs';

import type { DocSearchRecord } from '../../../core/search-engine/records';
import { extractPageRecords } from './extract';
import { pageRankOf, type PageRankRule } from './site-records';

/** The fields of a page's front matter the records need, read line by line. */
function frontMatter(source: string): { fields: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { fields: {}, body: source };
  const fields: Record<string, string> = {};
  for (const line of match[1].split(/\r?\n/)) {
    const field = /^([A-Za-z_]+):\s*(.*)$/.exec(line);
    if (field) fields[field[1]] = field[2].trim().replace(/^(['"])(.*)\1$/, '$2');
  }
  return { fields, body: source.slice(match[0].length) };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Inline Markdown as plain text: link text, code, emphasis, without the marks. */
function inlineText(text: string): string {
  return escapeHtml(
    text
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2')
      .replace(/<[^>]+>/g, ''),
  );
}

/** A heading's anchor as Docusaurus writes it: an explicit `{#id}`, or the text slugged. */
function headingId(text: string): { text: string; id: string } {
  const explicit = /\s*\{#([\w-]+)\}\s*$/.exec(text);
  if (explicit) return { text: text.slice(0, explicit.index), id: explicit[1] };
  const id = text
    .toLowerCase()
    .replace(/[`*_[\]()]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
  return { text, id };
}

/** The body of a Markdown page as the HTML a build would write for its article. */
export function markdownArticleHtml(body: string): string {
  const html: string[] = [];
  let paragraph: string[] = [];
  let fence: string | null = null;
  const flush = () => {
    if (paragraph.length) html.push(`<p>${inlineText(paragraph.join(' '))}</p>`);
    paragraph = [];
  };
  for (const line of body.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (fence) {
      if (trimmed.startsWith(fence)) fence = null;
      continue;
    }
    const fenceStart = /^(```+|~~~+)/.exec(trimmed);
    if (fenceStart) {
      flush();
      fence = fenceStart[1];
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(trimmed);
    if (heading) {
      flush();
      const { text, id } = headingId(heading[2]);
      const level = heading[1].length;
      html.push(
        level === 1
          ? `<header><h1>${inlineText(text)}</h1></header>`
          : `<h${level} class="anchor" id="${id}">${inlineText(text)}</h${level}>`,
      );
      continue;
    }
    const item = /^(?:[-*+]|\d+\.)\s+(.*)$/.exec(trimmed);
    if (item) {
      flush();
      html.push(`<ul><li>${inlineText(item[1])}</li></ul>`);
      continue;
    }
    if (trimmed.startsWith('|')) {
      flush();
      if (!/^\|[\s|:-]+\|$/.test(trimmed)) {
        const cells = trimmed.replace(/^\||\|$/g, '').split('|');
        html.push(`<table><tr>${cells.map((cell) => `<td>${inlineText(cell.trim())}</td>`).join('')}</tr></table>`);
      }
      continue;
    }
    // Blank lines end a paragraph; imports, exports, JSX and admonition fences are not text.
    if (!trimmed || /^(import|export)\s/.test(trimmed) || trimmed.startsWith('<') || trimmed.startsWith(':::')) {
      flush();
      continue;
    }
    paragraph.push(trimmed);
  }
  flush();
  return html.join('\n');
}

/** A built page's shape around an article: the metadata and sidebar category extractPageRecords reads. */
function pageHtml({
  title,
  category,
  tag,
  article,
}: {
  title: string;
  category: string | null;
  tag: string;
  article: string;
}): string {
  const sidebar = category
    ? `<nav class="menu"><a class="menu__link menu__link--sublist menu__link--active" href="#">${escapeHtml(category)}</a></nav>`
    : '';
  return `<!doctype html><html lang="en"><head><title>${escapeHtml(title)}</title>
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="${escapeHtml(tag)}"></head>
<body>${sidebar}<main><article><div class="theme-doc-markdown markdown">${article}</div></article></main></body></html>`;
}

/** A doc id's first folder as a category name: `installation/quick-start` → `Installation`. */
function categoryOf(docId: string): string | null {
  const folder = docId.includes('/') ? docId.split('/')[0] : null;
  if (!folder) return null;
  return folder === 'api'
    ? 'API Reference'
    : folder.replace(/-/g, ' ').replace(/^\w/, (letter) => letter.toUpperCase());
}

/** A docs page as the docs plugin loaded it. */
export interface DocsPageSource {
  /** Its Markdown file, absolute. */
  file: string;
  /** Its doc id (`installation/quick-start`). */
  id: string;
  /** Its route below the base URL (`docs/latest/installation/quick-start`). */
  route: string;
  /** Its docs version's search tag (`docs-default-current`). */
  tag: string;
}

export interface DocsRecordsOptions {
  pages: readonly DocsPageSource[];
  siteUrl: string;
  baseUrl: string;
  pageRanks?: readonly PageRankRule[];
}

/** The records of the given docs pages, read from their Markdown. */
export function collectDocsRecords({ pages, siteUrl, baseUrl, pageRanks = [] }: DocsRecordsOptions): DocSearchRecord[] {
  return pages.flatMap(({ file, id, route, tag }) => {
    if (!fs.existsSync(file)) return [];
    const { fields, body } = frontMatter(fs.readFileSync(file, 'utf8'));
    const heading = /^#\s+(.*)$/m.exec(body)?.[1];
    const title = fields.title ?? heading ?? route;
    const article = `${heading ? '' : `<header><h1>${escapeHtml(title)}</h1></header>`}${fields.description ? `<p>${escapeHtml(fields.description)}</p>` : ''}${markdownArticleHtml(body)}`;
    // A generated operation or webhook page carries its operation in its front matter.
    const pageRank = pageRankOf(pageRanks, route, 'api' in fields);
    return extractPageRecords({
      html: pageHtml({ title, category: categoryOf(id), tag, article }),
      url: `${siteUrl}${baseUrl}${route}`,
      pageRank,
    });
  });
}
