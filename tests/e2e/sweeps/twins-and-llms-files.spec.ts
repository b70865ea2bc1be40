import fs from 'node:fs';
import path from 'node:path';

import { load, type CheerioAPI } from 'cheerio';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

import { BASE_URL, readSiteUrl } from '../../../core/docs-site/site';
import { unpackRecords, type EmbeddedIndexFile } from '../../../core/search-engine/embedded-index';
import { expect, test } from '../fixtures';
import { servedBuildDir } from '../search-support';
import { API_REFERENCE_CATEGORY, DOC_ROUTES, latestGuideIds } from '../site-map';

/** Each docs version's files for assistants, and where its guides and API reference live. */
const VERSIONS = [
  {
    word: 'latest',
    label: 'Latest (late 2026)',
    guides: () => latestGuideIds().map((id) => `docs/latest/${id}`),
    api: 'docs/latest/api/',
    apiSource: 'docs/api',
  },
  {
    word: '0.6.4',
    label: '0.6.4',
    guides: () => [...DOC_ROUTES],
    api: 'docs/api/',
    apiSource: 'versioned_docs/version-0.6.4/api',
  },
];
/** The names the llms.txt convention asks for, holding Latest. */
const CONVENTIONAL_FILES = ['llms-full.txt', 'llms-api.txt'];
const LLMS_FILES = [
  'llms.txt',
  ...CONVENTIONAL_FILES,
  ...VERSIONS.flatMap(({ word }) => [`llms-full-${word}.txt`, `llms-api-${word}.txt`]),
];

/** Every twin and llms file an earlier build published (one address below the base a line; `#` starts a comment). */
const PUBLISHED_ADDRESSES = fs
  .readFileSync(path.join(__dirname, 'published-addresses.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

const siteRoot = `${readSiteUrl()}${BASE_URL}`;

/** Every docs page of the build, as its path below the base URL without `.html`. */
function docsPages(buildDir: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) pages.push(path.relative(buildDir, full).replace(/\.html$/, ''));
    }
  };
  walk(path.join(buildDir, 'docs'));
  return pages.sort();
}

const parseMarkdown = (markdown: string): Root => unified().use(remarkParse).use(remarkGfm).parse(markdown);

function headings(tree: Root, depth: number): string[] {
  return tree.children
    .filter((node): node is Heading => node.type === 'heading' && node.depth === depth)
    .map((node) => toString(node));
}

function links(tree: Root): string[] {
  const urls: string[] = [];
  const visit = (node: { type: string; url?: string; children?: unknown[] }) => {
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.url) urls.push(node.url);
    for (const child of (node.children ?? []) as (typeof node)[]) visit(child);
  };
  visit(tree as never);
  return urls;
}

function codeValues(tree: Root): string[] {
  const values: string[] = [];
  const visit = (node: { type: string; value?: string; children?: unknown[] }) => {
    if (node.type === 'code' && node.value !== undefined) values.push(node.value);
    for (const child of (node.children ?? []) as (typeof node)[]) visit(child);
  };
  visit(tree as never);
  return values;
}

/** Visible text as a reader compares it: zero-width spaces (heading anchors) gone, and the cards' leading icons. */
const clean = (text: string) =>
  text
    .replace(/\u200b/g, '')
    .replace(/^[\p{Extended_Pictographic}\uFE0F\s]+/u, '')
    .replace(/\s+/g, ' ')
    .trim();
const withoutSpace = (text: string) => text.replace(/\s+/g, '');

/** Whether `wanted` appears in `list` in the same order (other items may come between). */
function inOrder(wanted: string[], list: string[]): string[] {
  let at = 0;
  const missing: string[] = [];
  for (const item of wanted) {
    const found = list.indexOf(item, at);
    if (found === -1) missing.push(item);
    else at = found + 1;
  }
  return missing;
}

test.describe('Markdown twins and llms files in the build', () => {
  // One whole-build sweep: its checks run one after another in one worker, which parses each page and each
  // twin once for all of them (run side by side, each worker would parse the whole build again).
  test.describe.configure({ mode: 'default' });

  let buildDir: string;
  let pages: string[];
  const htmlCache = new Map<string, CheerioAPI>();
  const html = (page: string) => {
    if (!htmlCache.has(page)) htmlCache.set(page, load(fs.readFileSync(path.join(buildDir, `${page}.html`), 'utf8')));
    return htmlCache.get(page)!;
  };
  const twinCache = new Map<string, string>();
  const twin = (page: string) => {
    if (!twinCache.has(page)) twinCache.set(page, fs.readFileSync(path.join(buildDir, `${page}.md`), 'utf8'));
    return twinCache.get(page)!;
  };
  const twinTreeCache = new Map<string, Root>();
  const twinTree = (page: string) => {
    if (!twinTreeCache.has(page)) twinTreeCache.set(page, parseMarkdown(twin(page)));
    return twinTreeCache.get(page)!;
  };

  // These checks read the build's files; they open no page.
  test.beforeAll(() => {
    buildDir = servedBuildDir(test.info().project.metadata);
    pages = docsPages(buildDir);
  });

  test('every docs page has a twin at its address plus .md, and says so in its head', () => {
    expect(pages.length).toBeGreaterThan(DOC_ROUTES.length);
    const missing = pages.filter((page) => !fs.existsSync(path.join(buildDir, `${page}.md`)));
    expect(missing).toEqual([]);
    const unannounced = pages.filter(
      (page) =>
        html(page)(`head link[rel="alternate"][type="text/markdown"][href="${siteRoot}${page}.md"]`).length !== 1,
    );
    expect(unannounced).toEqual([]);
  });

  test('each twin parses and has exactly one # heading, the page title', () => {
    const wrong: string[] = [];
    for (const page of pages) {
      const title = clean(html(page)('article h1').first().text());
      const h1 = headings(twinTree(page), 1);
      if (h1.length !== 1 || h1[0] !== title) wrong.push(`${page}: ${JSON.stringify(h1)} vs "${title}"`);
    }
    expect(wrong).toEqual([]);
  });

  test('every ## heading of a page is a ## heading of its twin, in the same order', () => {
    const wrong: string[] = [];
    for (const page of pages) {
      const $ = html(page);
      // An operation's address line is an h2 of the theme's; the twin states it as its method-and-path line.
      const pageHeadings = $('article h2')
        .not('.openapi__method-endpoint-path')
        .map((_, element) => clean($(element).text()))
        .get();
      const missing = inOrder(pageHeadings, headings(twinTree(page), 2).map(clean));
      if (missing.length > 0) wrong.push(`${page}: ${missing.join(' | ')}`);
    }
    expect(wrong).toEqual([]);
  });

  test('the text of every code block of a page is in a code block of its twin', () => {
    const wrong: string[] = [];
    for (const page of pages) {
      const $ = html(page);
      // Compared with the twin's code blocks as parsed: inside a blockquote their lines carry the quote's marker.
      const codeBlocks = codeValues(twinTree(page)).map(withoutSpace);
      $('article pre')
        .not('.openapi__method-endpoint')
        .each((_, element) => {
          const code = withoutSpace($(element).text());
          if (code && !codeBlocks.some((block) => block.includes(code)))
            wrong.push(`${page}: ${$(element).text().slice(0, 80)}`);
        });
    }
    expect(wrong).toEqual([]);
  });

  test('an operation twin states its method and path', () => {
    const markdown = twin('docs/api/approve-and-execute-request');
    expect(markdown).toContain('`POST /v1/approval/requests/{id}/approve`');
    expect(markdown).toMatch(/^\| Name +\| In +\| Type +\| Required +\| Description +\|$/m);
    expect(markdown).toContain("curl -L 'http://localhost:3003/v1/approval/requests/:id/approve'");
  });

  test('every link of a twin into the site reaches a page, a twin or a file, and its anchor exists', () => {
    const wrong: string[] = [];
    const files = LLMS_FILES.map((name) => ({
      name,
      tree: () => parseMarkdown(fs.readFileSync(path.join(buildDir, name), 'utf8')),
    }));
    const sources = [...pages.map((page) => ({ name: `${page}.md`, tree: () => twinTree(page) })), ...files];
    for (const { name, tree } of sources) {
      for (const url of links(tree())) {
        if (!url.startsWith(siteRoot)) {
          if (url.startsWith('/') || url.startsWith('.')) wrong.push(`${name}: relative link ${url}`);
          continue;
        }
        const [target, anchor] = url.slice(siteRoot.length).split('#');
        const page = target!.replace(/\.md$/, '');
        const exists = target!.endsWith('.md')
          ? fs.existsSync(path.join(buildDir, target!)) && fs.existsSync(path.join(buildDir, `${page}.html`))
          : fs.existsSync(path.join(buildDir, target!)) || fs.existsSync(path.join(buildDir, `${target}.html`));
        if (!exists) wrong.push(`${name}: ${url}`);
        else if (anchor && html(page)(`[id="${anchor}"]`).length === 0) wrong.push(`${name}: no #${anchor} on ${page}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('llms.txt names the versions and their files, then lists each version’s guides in sidebar order, Latest first, then its API introduction and tag pages', () => {
    const markdown = fs.readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
    const tree = parseMarkdown(markdown);
    expect(headings(tree, 1)).toEqual(['Pulsarr']);
    expect(tree.children[1]?.type).toBe('blockquote');
    expect(headings(tree, 2)[0]).toBe('Docs versions');
    const listed = links(tree).map((url) => url.replace(siteRoot, ''));
    expect(listed.slice(0, 6)).toEqual([
      ...CONVENTIONAL_FILES,
      ...VERSIONS.flatMap(({ word }) => [`llms-full-${word}.txt`, `llms-api-${word}.txt`]),
    ]);
    expect(markdown).toContain(`[Every guide](${siteRoot}llms-full.txt): the guides of ${VERSIONS[0]!.label},`);

    const pagesListed = listed.slice(6);
    for (const version of VERSIONS) {
      const own = pagesListed.filter((url) =>
        version.word === 'latest' ? url.startsWith('docs/latest/') : !url.startsWith('docs/latest/'),
      );
      const guides = own.filter((url) => !url.startsWith(version.api));
      expect(guides, version.label).toEqual(version.guides().map((route) => `${route}.md`));
      // Tag pages, and Latest's "API changes since 0.6.4" page (plugins/api-reference/api-changes-page.ts).
      const tagPages = fs
        .readdirSync(path.join(buildDir, '..', version.apiSource))
        .filter((file) => file.endsWith('.mdx') && !/\.(api|info)\.mdx$/.test(file))
        .map((file) => `${version.api}${file.replace(/(\.tag)?\.mdx$/, '')}.md`);
      const api = own.filter((url) => url.startsWith(version.api));
      expect(api[0]).toBe(`${version.api}pulsarr-api.md`);
      expect(api.slice(1).sort()).toEqual(tagPages.sort());
      expect(headings(tree, 2)).toContain(`${version.label}: ${API_REFERENCE_CATEGORY.group}`);
    }
    // Latest's pages come before 0.6.4's.
    expect(pagesListed.findIndex((url) => !url.startsWith('docs/latest/'))).toBe(
      pagesListed.filter((url) => url.startsWith('docs/latest/')).length,
    );
    // Each line: [Title](twin or file): a description.
    const items = markdown.split('\n').filter((line) => line.startsWith('- '));
    expect(items.length).toBe(listed.length);
    for (const item of items) expect(item).toMatch(/^- \[[^\]]+\]\(https?:\/\/\S+\.(md|txt)\): \S.*[.!?]$/);
  });

  for (const version of VERSIONS) {
    test(`llms-full-${version.word}.txt holds every ${version.label} guide twin in sidebar order, and llms-api-${version.word}.txt every API twin of that version`, () => {
      const full = fs.readFileSync(path.join(buildDir, `llms-full-${version.word}.txt`), 'utf8');
      const positions = version.guides().map((route) => full.indexOf(twin(route).trim()));
      expect(positions).not.toContain(-1);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      const api = fs.readFileSync(path.join(buildDir, `llms-api-${version.word}.txt`), 'utf8');
      const apiPages = pages.filter((page) => page.startsWith(version.api));
      expect(apiPages.length).toBeGreaterThan(100);
      expect(apiPages.filter((page) => !api.includes(`Source: <${siteRoot}${page}.md>`))).toEqual([]);
      expect(full).not.toContain(`Source: <${siteRoot}${version.api}`);
    });
  }

  test('llms-full.txt and llms-api.txt hold Latest’s guides and API reference, and say so at the top', () => {
    const read = (name: string) => fs.readFileSync(path.join(buildDir, name), 'utf8');
    const latest = VERSIONS[0]!;
    for (const [conventional, own] of [
      ['llms-full.txt', `llms-full-${latest.word}.txt`],
      ['llms-api.txt', `llms-api-${latest.word}.txt`],
    ] as const) {
      const text = read(conventional);
      const tree = parseMarkdown(text);
      expect(headings(tree, 1)[0], conventional).toContain(latest.label);
      // The note after the summary: which version this is, and where each version's own files are.
      const note = toString(tree.children[2]!);
      expect(note).toContain(`This file holds ${latest.label}`);
      expect(note).toContain(`${siteRoot}${own}`);
      expect(note).toContain(`${siteRoot}llms.txt`);
      // The same twins, in the same order, as the version's own file.
      const sources = (body: string) => body.match(/^Source: <[^>]+>$/gm) ?? [];
      expect(sources(text).length).toBeGreaterThan(10);
      expect(sources(text)).toEqual(sources(read(own)));
      expect(text).not.toContain(`Source: <${siteRoot}docs/intro.md>`);
    }
  });

  test('every twin and llms file an earlier build published still answers', async ({ request }) => {
    expect(PUBLISHED_ADDRESSES.length).toBeGreaterThan(400);
    const failed: string[] = [];
    // A few at a time: the server is the one every test of this run shares.
    for (let i = 0; i < PUBLISHED_ADDRESSES.length; i += 16) {
      await Promise.all(
        PUBLISHED_ADDRESSES.slice(i, i + 16).map(async (address) => {
          const response = await request.get(address);
          if (!response.ok() || (await response.body()).length === 0) failed.push(`${address}: ${response.status()}`);
        }),
      );
    }
    expect(failed).toEqual([]);
  });

  test('twins and llms files stay out of the sitemap and the search index, and robots.txt allows them', () => {
    const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/docs/intro</loc>');
    expect(sitemap).not.toMatch(/\.(md|txt)<\/loc>/);
    const index = path.join(buildDir, 'search-index.json');
    // No record is a twin or an llms file; a page may still name them in its text (the AI assistants page does).
    if (fs.existsSync(index)) {
      const records = unpackRecords(JSON.parse(fs.readFileSync(index, 'utf8')) as EmbeddedIndexFile);
      expect(records.length).toBeGreaterThan(1000);
      expect(records.map((record) => record.url_without_anchor).filter((url) => /\.(md|txt)$/.test(url))).toEqual([]);
    }
    const robots = fs.readFileSync(path.join(buildDir, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).not.toMatch(/^Disallow: \S/m);
  });
});
