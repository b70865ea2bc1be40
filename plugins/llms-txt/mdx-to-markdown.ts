import type {
  BlockContent,
  Blockquote,
  Heading,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableRow,
} from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type PluggableList } from 'unified';

import { resolveLink, type SiteLinks } from './links';

/** Admonition kinds Docusaurus knows, with the word a twin's blockquote starts with. */
export const ADMONITION_LABELS: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

export interface PageToConvert {
  /** The page's MDX or Markdown source, front matter included. */
  source: string;
  /** Absolute path of the source file, for relative links. */
  file: string;
  /** The page's permalink, base path included. */
  permalink: string;
  /** The page's title: the twin's one `#` heading. */
  title: string;
}

// The MDX/directive node types mdast's own types do not list, read through this loose shape.
interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}
interface LooseNode {
  type: string;
  name?: string | null;
  attributes?: JsxAttribute[];
  children?: LooseNode[];
  value?: string;
  lang?: string | null;
  meta?: string | null;
  url?: string;
  depth?: number;
  data?: { directiveLabel?: boolean };
}

/**
 * Docusaurus's older admonition title syntax (`:::note Title`) is not a
 * directive; its loader rewrites it to a directive label before parsing, and so
 * does this converter, on the same lines: inside a blockquote, indented, with
 * more colons for a nested admonition, and whatever the title starts with.
 */
function admonitionTitlesToLabels(source: string): string {
  return source.replace(
    /^((?:> ?)*[ \t]*:{3,})([a-z]+) +(\S.*?)[ \t]*$/gm,
    (line, fence: string, kind: string, title: string) =>
      kind in ADMONITION_LABELS ? `${fence}${kind}[${title}]` : line,
  );
}

/** A heading's explicit id (`## Logs {#logs}`) is Docusaurus syntax, not MDX: it goes before parsing, as in Docusaurus. */
function dropHeadingIds(source: string): string {
  return source.replace(/^( {0,3}#{1,6}[ \t].*?)[ \t]*\\?\{#[^\s}]+\}[ \t]*$/gm, '$1');
}

/**
 * Docusaurus unwraps mdx-code-block fences into MDX before parsing; so must we, with its rules (3.8.1's
 * `unwrapMdxCodeBlocks`): three or four backticks, indented or not, CRLF or LF. Its @docusaurus/utils is not
 * ours to import (the top-level copy is another release, pulled by the API reference plugin).
 */
const MDX_CODE_BLOCKS = ['```', '````'].map(
  (fence) => new RegExp(`(^|\\r?\\n)( *)${fence} *mdx-code-block\\r?\\n(.*?)\\r?\\n *${fence}(\\r?\\n|$)`, 'gs'),
);
function unwrapMdxCodeBlocks(source: string): string {
  return MDX_CODE_BLOCKS.reduce((text, fence) => text.replace(fence, '$1$3$4'), source);
}

// Built once per list of the site's remark plugins: every page of a build goes through the same processors.
const mdxProcessors = new WeakMap<PluggableList, ReturnType<typeof mdxProcessorWith>>();
const NO_PLUGINS: PluggableList = [];
function mdxProcessorWith(remarkPlugins: PluggableList) {
  return unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkMdx)
    .use(remarkDirective)
    .use(remarkGfm)
    .use(remarkPlugins)
    .freeze();
}
const markdownProcessor = unified().use(remarkParse).use(remarkGfm).freeze();

/** Parses a page and runs the site's remark plugins on it, with its file path, as the docs plugin does. */
function parse(source: string, file: string, remarkPlugins: PluggableList = NO_PLUGINS): Root {
  const processor = mdxProcessors.get(remarkPlugins) ?? mdxProcessorWith(remarkPlugins);
  mdxProcessors.set(remarkPlugins, processor);
  return processor.runSync(processor.parse(unwrapMdxCodeBlocks(admonitionTitlesToLabels(dropHeadingIds(source)))), {
    path: file,
  }) as Root;
}

/** Parses CommonMark + GFM (OpenAPI descriptions, twins). */
export function parseMarkdown(markdown: string): Root {
  return markdownProcessor.runSync(markdownProcessor.parse(markdown)) as Root;
}

function attribute(node: LooseNode, name: string): string | undefined {
  // Only a named attribute (mdxJsxAttribute) has a name: a spread `{...props}` never matches.
  const found = node.attributes?.find((attr) => attr.name === name);
  if (!found) return undefined;
  if (typeof found.value === 'string') return found.value;
  // A JSX expression such as children={"Version: 0.6.4"}: keep plain string literals only.
  const expression = (found.value as { value?: string } | null)?.value;
  if (typeof expression === 'string') {
    try {
      const parsed: unknown = JSON.parse(expression);
      return typeof parsed === 'string' ? parsed : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Wraps loose phrasing nodes (left by unwrapped inline JSX at block level) in paragraphs. */
function asBlocks(nodes: RootContent[]): RootContent[] {
  const blocks: RootContent[] = [];
  let phrasing: PhrasingContent[] = [];
  const flush = () => {
    const meaningful = phrasing.some((node) => node.type !== 'text' || node.value.trim() !== '');
    if (meaningful) blocks.push({ type: 'paragraph', children: phrasing });
    phrasing = [];
  };
  for (const node of nodes) {
    if (['text', 'emphasis', 'strong', 'inlineCode', 'link', 'image', 'break', 'delete'].includes(node.type)) {
      phrasing.push(node as PhrasingContent);
    } else {
      flush();
      blocks.push(node);
    }
  }
  flush();
  return blocks;
}

function textOf(nodes: LooseNode[]): string {
  return nodes
    .map((node) => (node.type === 'text' ? (node.value ?? '') : textOf(node.children ?? [])))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

class Converter {
  /** Depth of the last heading met, so a flattened tab's label heads a section one level below it. */
  private sectionDepth = 1;
  /** Inside a flattened tab, headings go below the tab's label. */
  private minDepth = 2;

  constructor(
    private readonly site: SiteLinks,
    private readonly page: PageToConvert,
    private readonly componentTwins: Record<string, RootContent[]> = {},
  ) {}

  convertAll(nodes: LooseNode[]): RootContent[] {
    return nodes.flatMap((node) => this.convert(node));
  }

  private convert(node: LooseNode): RootContent[] {
    switch (node.type) {
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
      case 'html':
        return [];
      case 'heading': {
        // The page's title is written once, by the caller.
        if (node.depth === 1) return [];
        const depth = Math.min(6, Math.max(node.depth ?? 2, this.minDepth)) as Heading['depth'];
        this.sectionDepth = depth;
        return [{ ...(node as Heading), depth, children: this.convertAll(node.children ?? []) as PhrasingContent[] }];
      }
      case 'code':
        return [this.code(node)];
      case 'link':
      case 'definition':
        return [
          {
            ...(node as unknown as RootContent),
            url: resolveLink(node.url ?? '', this.site, this.page),
            children: this.convertAll(node.children ?? []),
          } as RootContent,
        ];
      case 'image':
        return [
          {
            ...(node as unknown as RootContent),
            url: resolveLink(node.url ?? '', this.site, this.page),
          } as RootContent,
        ];
      case 'containerDirective':
        return node.name && node.name in ADMONITION_LABELS
          ? [this.admonition(node)]
          : this.convertAll(node.children ?? []);
      case 'leafDirective':
      case 'textDirective':
        return this.convertAll(node.children ?? []);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.jsx(node);
      default: {
        if (!node.children) return [node as unknown as RootContent];
        const children = this.convertAll(node.children);
        // A line holding only a component that writes nothing (`<Heading as="h1">`) leaves no empty paragraph.
        if (node.type === 'paragraph' && children.length === 0) return [];
        return [{ ...(node as unknown as RootContent), children } as RootContent];
      }
    }
  }

  /** Keeps the language and the title of a code block; other meta (line highlights) means nothing outside the site. */
  private code(node: LooseNode): RootContent {
    const title = /\btitle=("[^"]*"|'[^']*')/.exec(node.meta ?? '')?.[1];
    return { type: 'code', lang: node.lang ?? null, meta: title ? `title=${title}` : null, value: node.value ?? '' };
  }

  private admonition(node: LooseNode): Blockquote {
    const label = ADMONITION_LABELS[node.name ?? ''];
    const children = node.children ?? [];
    const titleNode = children[0]?.data?.directiveLabel ? children[0] : undefined;
    const body = this.convertAll(titleNode ? children.slice(1) : children) as BlockContent[];
    const kind: PhrasingContent = { type: 'strong', children: [{ type: 'text', value: `${label}:` }] };
    if (titleNode) {
      const title = this.convertAll(titleNode.children ?? []) as PhrasingContent[];
      return {
        type: 'blockquote',
        children: [{ type: 'paragraph', children: [kind, { type: 'text', value: ' ' }, ...title] }, ...body],
      };
    }
    const [first, ...rest] = body;
    if (first?.type === 'paragraph') {
      return {
        type: 'blockquote',
        children: [{ type: 'paragraph', children: [kind, { type: 'text', value: ' ' }, ...first.children] }, ...rest],
      };
    }
    return { type: 'blockquote', children: [{ type: 'paragraph', children: [kind] }, ...body] };
  }

  private jsx(node: LooseNode): RootContent[] {
    const name = node.name ?? '';
    const children = node.children ?? [];
    const twin = this.componentTwins[name];
    if (twin) return structuredClone(twin);
    if (name === 'Tabs' || name === 'SchemaTabs') return this.tabs(children);
    if (name === 'Heading' || /^h[1-6]$/.test(name)) {
      const depth = Number((name === 'Heading' ? attribute(node, 'as') : name)?.slice(1) ?? 2);
      if (depth === 1) return [];
      this.sectionDepth = depth;
      const text = attribute(node, 'children') ?? textOf(children);
      return [{ type: 'heading', depth: depth as Heading['depth'], children: [{ type: 'text', value: text }] }];
    }
    if (name === 'a') {
      const href = attribute(node, 'href');
      const inner = this.convertAll(children) as PhrasingContent[];
      const phrasing = inner.flatMap((child) =>
        child.type === ('paragraph' as string) ? (child as unknown as Paragraph).children : [child],
      );
      return href ? [{ type: 'link', url: resolveLink(href, this.site, this.page), children: phrasing }] : phrasing;
    }
    if (name === 'table') return [this.table(node)];
    if (name === 'Export') {
      const url = attribute(node, 'url');
      return url
        ? [
            {
              type: 'paragraph',
              children: [
                {
                  type: 'link',
                  url: resolveLink(url, this.site, this.page),
                  children: [{ type: 'text', value: 'Download the OpenAPI document' }],
                },
              ],
            },
          ]
        : [];
    }
    const text = attribute(node, 'children');
    if (text && children.length === 0) return [{ type: 'text', value: text }];
    // Any other component or element: its content, without the wrapper.
    return node.type === 'mdxJsxFlowElement' ? asBlocks(this.convertAll(children)) : this.convertAll(children);
  }

  /** Each tab becomes a section headed by its label, one level below the section the tabs are in. */
  private tabs(items: LooseNode[]): RootContent[] {
    const depth = Math.min(6, this.sectionDepth + 1) as Heading['depth'];
    const outer = this.sectionDepth;
    const outerMin = this.minDepth;
    this.minDepth = Math.min(6, depth + 1);
    const sections = items
      .filter((item) => item.type === 'mdxJsxFlowElement' && item.name === 'TabItem')
      .flatMap((item) => {
        const label = attribute(item, 'label') ?? attribute(item, 'value') ?? '';
        this.sectionDepth = depth;
        return [
          { type: 'heading', depth, children: [{ type: 'text', value: label }] } as Heading,
          ...asBlocks(this.convertAll(item.children ?? [])),
        ];
      });
    this.sectionDepth = outer;
    this.minDepth = outerMin;
    return sections;
  }

  /** An HTML table written as JSX: a GFM table, its first row as the header. */
  private table(node: LooseNode): Table {
    const rows: LooseNode[] = [];
    const collect = (nodes: LooseNode[]) => {
      for (const child of nodes) {
        if (child.name === 'tr') rows.push(child);
        else collect(child.children ?? []);
      }
    };
    collect(node.children ?? []);
    // A cell on a line of its own is parsed inside a paragraph of the row: cells are found at any depth.
    const cellsOf = (nodes: LooseNode[]): LooseNode[] =>
      nodes.flatMap((child) => (child.name === 'th' || child.name === 'td' ? [child] : cellsOf(child.children ?? [])));
    const tableRows: TableRow[] = rows.map((row) => ({
      type: 'tableRow',
      children: cellsOf(row.children ?? []).map((cell) => ({
        type: 'tableCell',
        children: [{ type: 'text', value: textOf(cell.children ?? []) }],
      })),
    }));
    return { type: 'table', children: tableRows };
  }
}

/** Serialises mdast to CommonMark + GFM the same way for every twin. */
export function stringifyMarkdown(root: Root): string {
  return toMarkdown(root, {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
    extensions: [gfmToMarkdown()],
  });
}

/**
 * Converts one docs page's MDX source to its Markdown twin: the title as the
 * one `#` heading, then the content in CommonMark + GFM, with admonitions as
 * blockquotes, tabs as labelled sections, no JSX or import/export lines, and
 * absolute links that point at twins for docs pages.
 */
export function mdxToMarkdown(
  page: PageToConvert,
  site: SiteLinks,
  append: RootContent[] = [],
  {
    remarkPlugins,
    componentTwins,
  }: { remarkPlugins?: PluggableList; componentTwins?: Record<string, RootContent[]> } = {},
): string {
  const tree = parse(page.source, page.file, remarkPlugins);
  const body = asBlocks(new Converter(site, page, componentTwins).convertAll(tree.children as LooseNode[]));
  const root: Root = {
    type: 'root',
    children: [{ type: 'heading', depth: 1, children: [{ type: 'text', value: page.title }] }, ...body, ...append],
  };
  return stringifyMarkdown(root);
}

/**
 * The page's description for a list of pages: its front-matter description,
 * unless that is only the title or a cut-off line (as the OpenAPI generator
 * writes for tag pages and the introduction), then the twin's first paragraph.
 */
export function describe(title: string, description: string, markdown: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  if (flat && flat !== title && /[.!?]$/.test(flat)) return flat;
  const tree = parseMarkdown(markdown);
  // The first paragraph that is a sentence, past badges and download links.
  const sentence = tree.children
    .filter((node) => node.type === 'paragraph')
    .map((node) => toString(node).replace(/\s+/g, ' ').trim())
    .find((text) => /[.!?](\s|$)/.test(text));
  return sentence ?? flat;
}
