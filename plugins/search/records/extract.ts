/**
 * Turns one built HTML page into DocSearch records, the way the DocSearch crawler's
 * Docusaurus template reads a page: lvl0 is the innermost active sidebar category,
 * lvl1 the page title, lvl2–lvl6 the headings, and each paragraph, list item or
 * table row becomes a `content` record under the headings above it.
 */
import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element, Text } from 'domhandler';

import {
  LEVEL_WEIGHT,
  type DocSearchRecord,
  type Hierarchy,
  type RecordType,
} from '../../../core/search-engine/records';

/** lvl0 when a page sits in no sidebar category, as in the crawler's template. */
export const DEFAULT_LVL0 = 'Documentation';

export interface PageInput {
  html: string;
  /** Absolute URL of the page, without a hash. */
  url: string;
  /** "METHOD /path/{param}" → operationId, for API operation pages. */
  operationIds?: ReadonlyMap<string, string>;
  /**
   * DocSearch's weight.pageRank: higher ranks the page's records first. A function
   * is given what kind of page it is.
   */
  pageRank?: number | ((page: { apiOperation: boolean }) => number);
}

/** Parts of a page that are navigation, chrome or code, never searchable text. */
const NOISE = [
  'script',
  'style',
  'noscript',
  'svg',
  'button',
  'nav',
  'footer',
  '.hash-link',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.theme-doc-version-badge',
  '.pagination-nav',
  '.theme-code-block',
  '.docusaurus-mermaid-container',
  '[class*="admonitionHeading"]',
  '[role="tab"]',
  'a.card',
  '.openapi-skeleton',
  '.openapi-tabs__response-header-section',
  '.openapi-tabs__container',
  '.openapi-explorer__request-form',
  '[aria-hidden="true"]',
  'pre:not(.openapi__method-endpoint)',
].join(', ');

type SubHeadingLevel = 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

/** One property of a schema on an API page (a request body's or a webhook payload's field). */
const SCHEMA_PROPERTY = '.openapi-schema__list-item';

const BLOCKS = `h1, h2, h3, h4, h5, h6, p, li, tr, summary, pre.openapi__method-endpoint, ${SCHEMA_PROPERTY}`;

/** Text as a reader sees it: one line, no zero-width marks. */
export function cleanText(text: string): string {
  return text
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a page asks not to be indexed (the search page itself does). */
function isNoIndex($: CheerioAPI): boolean {
  return $('meta[name="robots"], meta[property="robots"]')
    .toArray()
    .some((meta) => /noindex/i.test($(meta).attr('content') ?? ''));
}

function metaContent($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"]`).attr('content') ?? undefined;
}

function readLvl0($: CheerioAPI): string {
  const categories = $('.menu__link.menu__link--sublist.menu__link--active');
  const active = categories.length > 0 ? categories.last() : $('.navbar__link--active').last();
  return cleanText(active.text()) || DEFAULT_LVL0;
}

const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'code',
  'em',
  'i',
  'kbd',
  'mark',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
]);

/** Text of an element with a space where blocks meet, so "<h3>Route</h3><p>Pulsarr…" reads "Route Pulsarr…". */
function readableText(node: AnyNode, skip?: (el: Element) => boolean): string {
  if (node.type === 'text') return (node as Text).data;
  if (!('children' in node)) return '';
  const el = node as Element;
  if (skip?.(el)) return '';
  const inner = el.children.map((child) => readableText(child, skip)).join('');
  return el.type === 'tag' && !INLINE.has(el.tagName.toLowerCase()) ? ` ${inner} ` : inner;
}

function textOf(el: Cheerio<Element>, skip?: (el: Element) => boolean): string {
  return cleanText(
    el
      .toArray()
      .map((node) => readableText(node, skip))
      .join(' '),
  );
}

/** Direct text of a list item, without the nested lists that become records of their own. */
function listItemText(li: Cheerio<Element>): string {
  return textOf(li, (el) => el !== li[0] && (el.tagName === 'ul' || el.tagName === 'ol'));
}

function rowText($: CheerioAPI, row: Cheerio<Element>): string {
  return row
    .children('th, td')
    .toArray()
    .map((cell) => textOf($(cell)))
    .filter(Boolean)
    .join(CELL_SEPARATOR);
}

/** Cells of a table row as a record joins them; a record whose first cell is one word defines it. */
const CELL_SEPARATOR = ' — ';

/**
 * A schema property read as a table row: `port — integer required — Port Pulsarr listens
 * on…`, its own text only. Nested properties are records of their own, so a long
 * schema is many short records, each found by its name and its own description,
 * rather than one that holds every word of the schema.
 */
function schemaPropertyText($: CheerioAPI, property: Cheerio<Element>): string {
  const own = (el: Element) => $(el).parent().closest(SCHEMA_PROPERTY)[0] === property[0];
  const header = property
    .find('.openapi-schema__container')
    .filter((_, el) => own(el))
    .first();
  const name = textOf(header.find('.openapi-schema__property').first());
  if (!name) return '';
  const type = [
    textOf(header.find('.openapi-schema__name').first()),
    header.find('.openapi-schema__required').length > 0 ? 'required' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const description = textOf(property, (el) => el === header[0] || (el !== property[0] && $(el).is(SCHEMA_PROPERTY)));
  return [name, type, description].filter(Boolean).join(CELL_SEPARATOR);
}

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

/** A list item or cell read as one record: one that holds no heading of its own. */
function isLeafBlock($: CheerioAPI, el: AnyNode): boolean {
  return $(el).find(HEADINGS).length === 0;
}

/**
 * The document's path for the address shown under an operation's title: the
 * server's address in front of it is dropped (its port would read as a
 * parameter), and `:param`, as openapi-docs shows `{param}`, gets its braces back.
 */
export function openapiPath(shownPath: string): string {
  return shownPath.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').replace(/:([A-Za-z0-9_-]+)/g, '{$1}');
}

export function extractPageRecords({ html, url, operationIds, pageRank: rankPage = 0 }: PageInput): DocSearchRecord[] {
  // parse5 (cheerio's default), not htmlparser2: built pages leave out optional end
  // tags such as </p>, </td> and </tr>, which only an HTML5 parser closes correctly.
  const $ = load(html);
  if (isNoIndex($)) return [];

  const language = metaContent($, 'docsearch:language') ?? $('html').attr('lang') ?? 'en';
  const docusaurusTag = metaContent($, 'docsearch:docusaurus_tag') ?? 'default';
  const lvl0 = readLvl0($);

  const article = $('article').first();
  const container = article.length > 0 ? article : $('main').first();
  if (container.length === 0) return [];
  container.find(NOISE).remove();
  const pageRank =
    typeof rankPage === 'function'
      ? rankPage({ apiOperation: container.find('pre.openapi__method-endpoint').length > 0 })
      : rankPage;

  const pageTitle = cleanText($('title').first().text()).replace(/\s\|\s[^|]*$/, '');
  const hierarchy: Hierarchy = { lvl0, lvl1: pageTitle, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const anchors: (string | null)[] = [null, null, null, null, null, null, null];
  const records: DocSearchRecord[] = [];
  const seen = new Set<string>();
  let lvl1Record: DocSearchRecord | null = null;

  const currentAnchor = (): string | null => {
    for (let level = 6; level >= 1; level -= 1) if (anchors[level]) return anchors[level];
    return null;
  };

  const push = (type: RecordType, content: string | null): DocSearchRecord | null => {
    const anchor = type === 'lvl1' ? null : currentAnchor();
    const key = `${type}|${anchor}|${content ?? hierarchy[type === 'content' ? 'lvl1' : type]}`;
    if (seen.has(key)) return null;
    seen.add(key);
    const position = records.length;
    const record: DocSearchRecord = {
      objectID: `${new URL(url).pathname}-${position}`,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      type,
      hierarchy: { ...hierarchy },
      content,
      language,
      docusaurus_tag: docusaurusTag,
      weight: { pageRank, level: LEVEL_WEIGHT[type], position },
    };
    records.push(record);
    return record;
  };

  // A page without an <h1>: its <title> stands in, as in the crawler's template.
  if (container.find('h1').length === 0 && pageTitle) lvl1Record = push('lvl1', null);

  container.find(BLOCKS).each((_, node) => {
    const el = $(node);
    const tag = node.tagName.toLowerCase();

    if (/^h[1-6]$/.test(tag)) {
      if (el.closest('pre').length > 0 || el.is('.openapi-tabs__heading, .openapi-tabs__h')) return;
      const text = textOf(el);
      if (!text) return;
      const level = Number(tag[1]);
      if (level === 1) {
        if (lvl1Record) return;
        hierarchy.lvl1 = text;
        lvl1Record = push('lvl1', null);
        return;
      }
      for (let deeper = level; deeper <= 6; deeper += 1) {
        hierarchy[`lvl${deeper}` as SubHeadingLevel] = null;
        anchors[deeper] = null;
      }
      const key = `lvl${level}` as SubHeadingLevel;
      hierarchy[key] = text;
      anchors[level] = el.attr('id') ?? null;
      push(key, null);
      return;
    }

    if (tag === 'pre') {
      const method = textOf(el.find('.badge').first()).toUpperCase();
      const shownPath = textOf(el.find('.openapi__method-endpoint-path').first());
      if (!method || !shownPath) return;
      const apiPath = openapiPath(shownPath);
      const operationId = operationIds?.get(`${method} ${apiPath}`);
      const endpoint = operationId ? `${method} ${apiPath} · ${operationId}` : `${method} ${apiPath}`;
      if (lvl1Record && lvl1Record.content === null) lvl1Record.content = endpoint;
      else push('content', endpoint);
      return;
    }

    // Text before the page title is an eyebrow or badge, not content.
    if (!lvl1Record) return;
    if (el.is(SCHEMA_PROPERTY)) {
      const text = schemaPropertyText($, el);
      if (text) push('content', text);
      return;
    }
    // What a schema property holds is read with the property; a list of properties is read property by property.
    if (el.parents(SCHEMA_PROPERTY).length > 0 || (tag === 'li' && el.find(SCHEMA_PROPERTY).length > 0)) return;
    // A paragraph inside a list item or table row is read with its item or row,
    // unless the item is a card with a heading of its own.
    if (tag === 'p' && el.parents('td, th, summary').length > 0) return;
    if (
      tag === 'p' &&
      el
        .closest('li')
        .toArray()
        .some((li) => isLeafBlock($, li))
    )
      return;
    if (tag === 'li' && (el.parents('td').length > 0 || !isLeafBlock($, node))) return;
    if (tag === 'tr' && el.children('td').length === 0) return;

    const text = tag === 'li' ? listItemText(el) : tag === 'tr' ? rowText($, el) : textOf(el);
    if (text) push('content', text);
  });

  return records;
}
