/**
 * The docs MCP server: three tools over the Pulsarr docs of one site. The search
 * index is loaded on the first call that needs it and kept for the session; a
 * failed load is not kept, so a later call tries again.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

import { BASE_URL } from '../../core/docs-site/site';
import { SEARCH_INPUT_MAX_LENGTH } from '../../core/search-engine/constants';
import { versionTagFilters } from '../../core/search-engine/version-tags';
import { HIERARCHY_LEVELS } from '../../core/search-engine/records';
import packageJson from '../package.json';

import { loadDocs, type LoadedDocs } from './docs-index';
import { NotFoundError, type DocsSite } from './site';
import { OFFERED_VERSIONS, VERSION_WORDS } from './versions';

/** At most this many hits per search. */
export const MAX_LIMIT = 10;
const DEFAULT_LIMIT = 5;
/** Words around the match in a hit's snippet. */
const SNIPPET_WORDS = 30;
/** The longest page address read_doc takes. */
const MAX_PAGE_LENGTH = 500;
/** The language of the site's records. */
const LANGUAGE = 'en';

const CITE =
  'Cite the URL of every page an answer rests on. When the answer depends on the Pulsarr version the reader runs ' +
  'and they have not said it, ask them (list_versions says how to tell).';

/** A tool's result when its input or the site is at fault: an MCP error result, never a thrown error. */
export function toolError(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}

const json = (value: unknown): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value, null, 2) }],
});

/** Why a read_doc address is refused, or the page path it names (`/Pulsarr/docs/intro`). */
export function pagePathOf(input: string, allowedOrigins: readonly string[]): { path: string } | { error: string } {
  const raw = input.trim();
  const site = `${allowedOrigins[0]}${BASE_URL}`;
  // Checked on the text as given: URL parsing would resolve `..` away without a word.
  if (/(^|[/\\])(\.|%2e){2}([/\\?#]|$)/i.test(raw))
    return { error: `read_doc takes a page of the Pulsarr docs; "${raw}" climbs out of a folder with "..".` };
  let pathname: string;
  if (/^[a-z][a-z\d+.-]*:/i.test(raw)) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return { error: `"${raw}" is not a valid URL. Give a page's URL (${site}docs/intro) or its path (docs/intro).` };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return { error: `read_doc reads pages of the Pulsarr docs (${site}…), not ${url.protocol} addresses.` };
    if (!allowedOrigins.includes(url.origin))
      return { error: `${url.origin} is not the Pulsarr docs: read_doc reads pages of ${site} only.` };
    pathname = url.pathname;
  } else {
    if (raw.startsWith('//')) return { error: `"${raw}" names another host: read_doc reads pages of ${site} only.` };
    pathname = raw.replace(/[?#].*$/, '');
    if (!pathname.startsWith('/')) pathname = `/${pathname}`;
    if (!pathname.startsWith(BASE_URL)) pathname = `${BASE_URL.slice(0, -1)}${pathname}`;
  }
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    return { error: `"${raw}" has a broken %-escape.` };
  }
  return { path: pathname.replace(/\/+$/, '').replace(/\.(md|html)$/, '') };
}

/**
 * A heading's hit has no text of its own: its snippet is the start of the text
 * that follows the heading on the page, so every hit says something.
 */
function leadingText(loaded: LoadedDocs, objectID: string): string {
  const { records } = loaded.engine;
  const at = loaded.recordIndex.get(objectID);
  if (at === undefined) return '';
  const heading = records[at]!;
  const next = records[at + 1];
  if (!next || next.url !== heading.url || !next.content) return '';
  // Stryker disable next-line Regex: splitting at each space instead of each run of them leaves only empty words, which filter(Boolean) drops
  const words = next.content.split(/\s+/).filter(Boolean);
  return words.length > SNIPPET_WORDS ? `${words.slice(0, SNIPPET_WORDS).join(' ')}…` : words.join(' ');
}

/** The server for one site. */
export function createDocsServer(site: DocsSite): McpServer {
  let loading: Promise<LoadedDocs> | null = null;
  const docs = () => {
    loading ??= loadDocs(site).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  /** Runs a tool; a failure of the site becomes an error result that says what failed. */
  const guarded =
    <A>(run: (args: A, loaded: LoadedDocs) => Promise<CallToolResult> | CallToolResult) =>
    async (args: A): Promise<CallToolResult> => {
      try {
        return await run(args, await docs());
      } catch (error) {
        return toolError(error instanceof Error ? error.message : String(error));
      }
    };

  const server = new McpServer(
    { name: packageJson.name, version: packageJson.version },
    {
      instructions:
        'Searches and reads the Pulsarr documentation (Pulsarr routes Plex watchlists to Sonarr and Radarr). ' +
        `The docs have ${OFFERED_VERSIONS.length} versions: ${OFFERED_VERSIONS.map((v) => `${v.word} (${v.info.label})`).join(', ')}. ${CITE}`,
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Pulsarr docs',
      description:
        "Search one version of the Pulsarr documentation with the site's own search, and get for each hit the page " +
        'title, the section, the URL and a short snippet. Use a few keywords, not a sentence. Version "latest" ' +
        '(default) is the release people install today; "0.6.4" is the old 0.6.4 release. Read a hit in full with ' +
        `read_doc. ${CITE}`,
      inputSchema: {
        query: z
          .string()
          .trim()
          .min(1, { error: 'The query is empty: give a few keywords, such as "native installation".' })
          .max(SEARCH_INPUT_MAX_LENGTH, {
            error: `The query is longer than ${SEARCH_INPUT_MAX_LENGTH} characters, as much as the site's search takes: give a few keywords.`,
          })
          .describe(`A few keywords, at most ${SEARCH_INPUT_MAX_LENGTH} characters.`),
        version: z
          .enum(VERSION_WORDS, { error: `Unknown docs version: use one of ${VERSION_WORDS.join(', ')}.` })
          .default(VERSION_WORDS[0])
          .describe(`The docs version to search: ${VERSION_WORDS.join(' or ')}; ${VERSION_WORDS[0]} by default.`),
        limit: z
          .number({ error: `The limit is a whole number from 1 to ${MAX_LIMIT}.` })
          .int({ error: `The limit is a whole number from 1 to ${MAX_LIMIT}.` })
          .min(1, { error: `The limit is a whole number from 1 to ${MAX_LIMIT}.` })
          .max(MAX_LIMIT, { error: `The limit is at most ${MAX_LIMIT}.` })
          .default(DEFAULT_LIMIT)
          .describe(`How many hits to return, 1 to ${MAX_LIMIT}; ${DEFAULT_LIMIT} by default.`),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(({ query, version, limit }: { query: string; version: string; limit: number }, loaded) => {
      const offered = OFFERED_VERSIONS.find((candidate) => candidate.word === version)!;
      const response = loaded.engine.search({
        query,
        hitsPerPage: limit,
        facetFilters: versionTagFilters(LANGUAGE, offered.tag),
        // Stryker disable next-line ArrayDeclaration: no answer reads the highlights; the snippet is made apart from them
        attributesToHighlight: [],
        attributesToSnippet: [`content:${SNIPPET_WORDS}`],
        highlightPreTag: '',
        highlightPostTag: '',
        snippetEllipsisText: '…',
      });
      const hits = response.hits.map((hit) => {
        const levels = HIERARCHY_LEVELS.slice(2)
          .map((level) => hit.hierarchy?.[level])
          .filter((text): text is string => !!text);
        return {
          title: hit.hierarchy?.lvl1 ?? '',
          section: levels.length > 0 ? levels.join(' › ') : null,
          url: hit.url ?? '',
          snippet: hit._snippetResult.content?.value || leadingText(loaded, hit.objectID),
        };
      });
      return json({
        query: response.query,
        version: offered.word,
        versionLabel: offered.info.label,
        hits,
        ...(hits.length === 0
          ? { note: 'Nothing matched: try other keywords, or the other docs version if the reader runs it.' }
          : {}),
      });
    }),
  );

  server.registerTool(
    'read_doc',
    {
      title: 'Read a Pulsarr docs page',
      description:
        'Read one page of the Pulsarr documentation as Markdown, by its URL (as search_docs returns it) or its path ' +
        `(docs/latest/installation/native-installation). Pages of this documentation site only. ${CITE}`,
      inputSchema: {
        page: z
          .string()
          .trim()
          .min(1, { error: 'No page given: pass a page URL or path from search_docs.' })
          .max(MAX_PAGE_LENGTH, { error: `A page address is at most ${MAX_PAGE_LENGTH} characters.` })
          .describe(
            'The page URL or path, e.g. https://jamcalli.github.io/Pulsarr/docs/latest/intro or docs/latest/intro.',
          ),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(async ({ page }: { page: string }, loaded) => {
      const origins = [new URL(loaded.siteUrl).origin, ...(site.origin ? [site.origin] : [])];
      const found = pagePathOf(page, [...new Set(origins)]);
      if ('error' in found) return toolError(found.error);
      const known = loaded.pages.get(found.path);
      if (!known)
        return toolError(
          `No page of the Pulsarr docs at ${found.path}. Find pages with search_docs, and pass a URL it returns.`,
        );
      try {
        return { content: [{ type: 'text', text: await site.read(`${known.path.slice(BASE_URL.length)}.md`) }] };
      } catch (error) {
        if (error instanceof NotFoundError)
          return toolError(`The page ${known.path} has no Markdown copy at ${site.location}: ${error.message}`);
        throw error;
      }
    }),
  );

  server.registerTool(
    'list_versions',
    {
      title: 'List the Pulsarr docs versions',
      description:
        'List the versions of the Pulsarr documentation, what each covers and how to tell which one the reader runs. ' +
        'Call it when the answer may differ between Pulsarr releases; ask the reader when you cannot tell.',
      inputSchema: {},
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded((_args: Record<string, never>, loaded) =>
      json({
        versions: OFFERED_VERSIONS.map((version) => ({
          version: version.word,
          label: version.info.label,
          docsUrl: `${loaded.siteUrl}${BASE_URL}docs/${version.info.path ? `${version.info.path}/` : ''}intro`,
          pages: [...loaded.pages.values()].filter((page) => page.tag === version.tag).length,
          covers: version.covers,
          howToTell: version.howToTell,
        })),
        default: VERSION_WORDS[0],
        advice: CITE,
      }),
    ),
  );

  return server;
}
