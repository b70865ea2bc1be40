import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent, DocMetadata } from '@docusaurus/plugin-content-docs';
import type { RootContent } from 'mdast';

import { TWIN_SUFFIX, twinUrl, type SiteLinks } from './links';
import { buildLlmsTxt, concatenateTwins, firstSentence, type ListedPage, type PageSection } from './llms-files';
import { describe, mdxToMarkdown } from './mdx-to-markdown';
import { operationToMarkdown, type OperationFrontMatter } from './operation-to-markdown';
import {
  llmsApiFile,
  llmsFullFile,
  LLMS_API_FILE,
  LLMS_FULL_FILE,
  LLMS_TXT_FILE,
  type LlmsTxtOptions,
} from './options';

export type { LlmsTxtOptions } from './options';

/**
 * A static folder of the site (see docusaurus.config.ts) where `npm start`, which
 * builds no pages, finds the twins and llms files, so "Copy page" works there too.
 */
export const DEV_TWINS_DIR = '.docusaurus/llms-txt-dev';

type SidebarItem = LoadedContent['loadedVersions'][number]['sidebars'][string][number];

function operationOf(doc: DocMetadata): OperationFrontMatter | undefined {
  const api = (doc.frontMatter as { api?: Partial<OperationFrontMatter> }).api;
  return api && typeof api.method === 'string' && typeof api.path === 'string'
    ? (api as OperationFrontMatter)
    : undefined;
}

/** The docs of a sidebar in order, each once (a category's own page before its items). */
function docsInOrder(items: readonly SidebarItem[]): string[] {
  const ids: string[] = [];
  const visit = (list: readonly SidebarItem[]) => {
    for (const item of list) {
      if (item.type === 'doc' || item.type === 'ref') ids.push(item.id);
      else if (item.type === 'category') {
        if (item.link?.type === 'doc') ids.push(item.link.id);
        visit(item.items);
      }
    }
  };
  visit(items);
  return [...new Set(ids)];
}

const kb = (text: string) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`;

/** One docs version as Docusaurus loaded it: its docs and the sidebar the llms files follow. */
interface DocsVersionContent {
  name: string;
  label: string;
  docs: DocMetadata[];
  sidebar: SidebarItem[];
}

/** One version's twins and how its llms files group them. */
interface VersionListing {
  version: DocsVersionContent;
  word: string;
  sections: PageSection[];
  guides: ListedPage[];
  apiPages: ListedPage[];
}

/**
 * Writes a Markdown twin of every docs page of every docs version next to its
 * HTML (the page's address plus `.md`), converted from the page's own MDX or,
 * for API operations, from the OpenAPI front matter the page renders; then
 * llms.txt (each version's pages by sidebar group, Latest first) and, per
 * version, llms-full-<version>.txt (every guide) and llms-api-<version>.txt
 * (the API reference), in sidebar order, with the first version's also under the
 * conventional llms-full.txt and llms-api.txt. Its theme adds the "Copy page"
 * control to docs pages. Under `npm start` it writes the same files to
 * DEV_TWINS_DIR, again whenever the docs change.
 */
export default function llmsTxtPlugin(context: LoadContext, pluginOptions: unknown): Plugin<unknown> {
  // Docusaurus hands over the options given with the plugin in config/llms-txt.ts.
  const options = pluginOptions as LlmsTxtOptions;
  let versions: DocsVersionContent[] = [];

  /** Writes the twins of one version under `outDir` and groups them as its llms files list them. */
  async function writeVersionTwins(
    version: DocsVersionContent,
    site: SiteLinks,
    outDir: string,
  ): Promise<VersionListing> {
    const { docs, sidebar } = version;
    const byId = new Map(docs.map((doc) => [doc.id, doc]));
    const componentTwins = Object.fromEntries(
      Object.entries(options.componentTwins ?? {}).map(([name, twinOf]) => [name, twinOf(version.name)]),
    );

    const categoryOfLink = new Map<string, SidebarItem[]>();
    const collectCategories = (items: readonly SidebarItem[]) => {
      for (const item of items) {
        if (item.type !== 'category') continue;
        if (item.link?.type === 'doc') categoryOfLink.set(item.link.id, item.items);
        collectCategories(item.items);
      }
    };
    collectCategories(sidebar);

    const twins = new Map<string, ListedPage>();
    await Promise.all(
      docs.map(async (doc) => {
        const file = path.resolve(context.siteDir, doc.source.replace(/^@site\//, ''));
        const operation = operationOf(doc);
        let markdown: string;
        if (operation) {
          markdown = operationToMarkdown(doc.title, operation);
        } else {
          // A tag page lists its operations with cards the browser fills in; its twin lists them itself.
          const categoryItems = file.endsWith('.tag.mdx') ? (categoryOfLink.get(doc.id) ?? []) : [];
          const append = docsInOrder(categoryItems).flatMap((id): RootContent[] => {
            const target = byId.get(id);
            if (!target) return [];
            const api = operationOf(target);
            return [
              { type: 'heading', depth: 2, children: [{ type: 'text', value: target.title }] },
              ...(api
                ? [
                    {
                      type: 'paragraph',
                      children: [{ type: 'inlineCode', value: `${api.method.toUpperCase()} ${api.path}` }],
                    } as RootContent,
                  ]
                : []),
              {
                type: 'paragraph',
                children: [
                  { type: 'text', value: `${firstSentence(api?.description ?? target.description)} ` },
                  {
                    type: 'link',
                    url: twinUrl(site, target.permalink),
                    children: [{ type: 'text', value: 'Full reference' }],
                  },
                ],
              },
            ];
          });
          markdown = mdxToMarkdown(
            { source: await readFile(file, 'utf8'), file, permalink: doc.permalink, title: doc.title },
            site,
            append,
            { remarkPlugins: options.remarkPlugins, componentTwins },
          );
        }
        const relative = `${doc.permalink.slice(context.baseUrl.length)}${TWIN_SUFFIX}`;
        const target = path.join(outDir, relative);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, markdown);
        twins.set(doc.id, {
          id: doc.id,
          title: doc.title,
          description: describe(doc.title, doc.description, markdown),
          twinUrl: twinUrl(site, doc.permalink),
          markdown,
        });
      }),
    );

    // One section per sidebar group; runs of top-level pages get the configured titles.
    const sections: PageSection[] = [];
    let apiSection: PageSection | undefined;
    let apiPages: ListedPage[] = [];
    let looseIndex = 0;
    let loose: PageSection | undefined;
    for (const item of sidebar) {
      if (item.type === 'category') {
        loose = undefined;
        const ids = docsInOrder([item]);
        if (item.label === options.apiCategoryLabel) {
          apiPages = ids.map((id) => twins.get(id)).filter((page): page is ListedPage => !!page);
          // llms.txt lists the introduction and the tag pages; operations are reached from the tag pages' twins.
          const listed = ids.filter((id) => !operationOf(byId.get(id)!));
          apiSection = { title: item.label, pages: listed.map((id) => twins.get(id)!).filter(Boolean) };
          sections.push(apiSection);
        } else {
          sections.push({ title: item.label, pages: ids.map((id) => twins.get(id)!).filter(Boolean) });
        }
      } else if (item.type === 'doc' || item.type === 'ref') {
        if (!loose) {
          loose = { title: options.topLevelSectionTitles[looseIndex] ?? 'More', pages: [] };
          looseIndex += 1;
          sections.push(loose);
        }
        const page = twins.get(item.id);
        if (page) loose.pages.push(page);
      }
    }
    const guides = sections.filter((section) => section !== apiSection).flatMap((section) => section.pages);
    const word = options.versionFileWords[version.name];
    if (!word) throw new Error(`llms-txt: no file name word for docs version "${version.name}" (versionFileWords).`);
    return { version, word, sections, guides, apiPages };
  }

  /** Writes every twin and the llms files under `outDir`; returns the twin count and the llms files. */
  async function writeLlmsFiles(outDir: string): Promise<{ twinCount: number; files: [string, string][] }> {
    const { url: siteUrl } = context.siteConfig;
    const allDocs = versions.flatMap((version) => version.docs);
    const bySource = new Map(
      allDocs.map((doc) => [path.resolve(context.siteDir, doc.source.replace(/^@site\//, '')), doc]),
    );
    const permalinks = new Set(allDocs.map((doc) => doc.permalink));
    const site: SiteLinks = {
      siteUrl,
      baseUrl: context.baseUrl,
      permalinkOfFile: (file) => bySource.get(file)?.permalink,
      isDocsPage: (pathname) => permalinks.has(pathname),
    };

    const listings = await Promise.all(versions.map((version) => writeVersionTwins(version, site, outDir)));
    const fileUrl = (name: string) => `${siteUrl}${context.baseUrl}${name}`;
    // The conventional names hold the version listed first, the one readers install today.
    const [first] = listings;
    const conventionalNote = (file: string) =>
      `This file holds ${first.version.label}, the docs of the Pulsarr release people install today; it is the same as ` +
      `${fileUrl(file)}. Every docs version has its own files, listed in ${fileUrl(LLMS_TXT_FILE)}.`;
    const fullOf = ({ version, guides }: VersionListing, note?: string) =>
      concatenateTwins(`${options.title} documentation, ${version.label}: every guide`, options.summary, guides, note);
    const apiOf = ({ version, apiPages }: VersionListing, note?: string) =>
      concatenateTwins(`${options.title} API reference, ${version.label}`, options.summary, apiPages, note);
    const files: [string, string][] = [
      [
        LLMS_TXT_FILE,
        buildLlmsTxt(
          options,
          listings.map(({ version, word, sections }) => ({
            label: version.label,
            fullUrl: fileUrl(llmsFullFile(word)),
            apiUrl: fileUrl(llmsApiFile(word)),
            sections,
          })),
          { label: first.version.label, fullUrl: fileUrl(LLMS_FULL_FILE), apiUrl: fileUrl(LLMS_API_FILE) },
        ),
      ],
      [LLMS_FULL_FILE, fullOf(first, conventionalNote(llmsFullFile(first.word)))],
      [LLMS_API_FILE, apiOf(first, conventionalNote(llmsApiFile(first.word)))],
      ...listings.flatMap((listing): [string, string][] => [
        [llmsFullFile(listing.word), fullOf(listing)],
        [llmsApiFile(listing.word), apiOf(listing)],
      ]),
    ];
    await Promise.all(files.map(([name, body]) => writeFile(path.join(outDir, name), body)));
    return { twinCount: allDocs.length, files };
  }

  return {
    name: 'llms-txt',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async allContentLoaded({ allContent }) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docsContent || docsContent.loadedVersions.length === 0)
        throw new Error('llms-txt: the docs plugin loaded no docs.');
      // Listed in the order of versionFileWords: the version readers should start with first.
      const order = Object.keys(options.versionFileWords);
      versions = [...docsContent.loadedVersions]
        .sort((a, b) => order.indexOf(a.versionName) - order.indexOf(b.versionName))
        .map((version) => {
          const sidebar = version.sidebars[options.sidebarId] ?? [];
          if (sidebar.length === 0)
            throw new Error(`llms-txt: docs version "${version.versionName}" has no sidebar "${options.sidebarId}".`);
          return { name: version.versionName, label: version.label, docs: version.docs, sidebar };
        });

      // Written afresh each time, so the twin of a removed page goes with it.
      const devDir = path.join(context.siteDir, DEV_TWINS_DIR);
      await rm(devDir, { recursive: true, force: true });
      // A production build writes its own in postBuild; a copy left by `npm start` must not come along with the static files.
      if (process.env.NODE_ENV === 'production') return;
      // A convenience of the dev server must not stop it: say what failed and go on without the twins.
      await writeLlmsFiles(devDir).catch((error: unknown) =>
        console.warn(`[llms-txt] No Markdown twins under npm start: ${error instanceof Error ? error.message : error}`),
      );
    },

    async postBuild({ outDir }) {
      if (options.writeFiles === false) {
        console.log('[llms-txt] No Markdown twins or llms files: writeFiles is false.');
        return;
      }
      const started = performance.now();
      const { twinCount, files } = await writeLlmsFiles(outDir);
      const elapsed = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `[llms-txt] ${twinCount} Markdown twins in ${elapsed} s; ${files.map(([name, body]) => `${name} ${kb(body)}`).join(', ')}`,
      );
    },
  };
}
