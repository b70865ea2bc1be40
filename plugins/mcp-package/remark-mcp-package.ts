/**
 * A remark plugin that writes how to start the docs MCP server into docs pages at build time, from one
 * package spec (core/docs-site/mcp-package.ts), so every configuration a reader copies names the same package:
 *
 * - `::mcp-config{client="claude-desktop"}` (or `vscode`, `cursor`): the client's configuration file, as a
 *   titled JSON code block; `args="--site /path"` adds the server's own arguments;
 * - `::mcp-command{args="--help"}`: the `npx` command line, as a bash code block;
 * - `::mcp-package{show="source"}`: where `npx` downloads the server from: this site's tarball with its
 *   size and SHA-256, or the package on the npm registry.
 *
 * The Markdown twins run the same plugin (config/markdown.ts), so they show the same commands.
 */
import { toMarkdown } from 'mdast-util-to-markdown';
import type { Code, List, Paragraph, PhrasingContent, RootContent } from 'mdast';

import {
  MCP_PACKAGE_NAME,
  mcpServerArgs,
  type McpPackageFacts,
  type McpPackageSource,
} from '../../core/docs-site/mcp-package';

export interface RemarkMcpPackageOptions {
  source: McpPackageSource;
  /** What `npx` is given: the tarball's address on the site, or the package's name. */
  spec: string;
  /**
   * The tarball this build publishes, with its address. Read only for `::mcp-package` with the `site`
   * source, so a getter may pack it on first use.
   */
  readonly tarball: McpPackageFacts & { url: string };
}

/** The name each configuration gives the server. */
export const MCP_SERVER_KEY = 'pulsarr-docs';

interface McpClient {
  /** The configuration file's name, as the page titles its block. */
  file: string;
  /** The key the client lists its servers under. */
  serversKey: string;
  /** What the client needs in a server's entry besides the command. */
  entry: Record<string, string>;
}

/** The clients the pages configure, by the directive's `client` value. */
export const MCP_CLIENTS: Readonly<Record<string, McpClient>> = {
  'claude-desktop': { file: 'claude_desktop_config.json', serversKey: 'mcpServers', entry: {} },
  vscode: { file: '.vscode/mcp.json', serversKey: 'servers', entry: { type: 'stdio' } },
  cursor: { file: '~/.cursor/mcp.json', serversKey: 'mcpServers', entry: {} },
};

/** The mdast shape of a leaf directive, which remark-directive adds and mdast's own types do not list. */
interface LeafDirective {
  type: 'leafDirective';
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
}

type TreeNode = { type: string; children?: TreeNode[] } | LeafDirective;

const serverArgsOf = (value: string | null | undefined): string[] => (value ?? '').split(/\s+/).filter(Boolean);

/** JSON with two-space indents, each array of strings kept on one line, as the clients' docs show them. */
function configJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    /\[\n\s+((?:"[^"\n]*",\n\s+)*"[^"\n]*")\n\s+\]/g,
    (_, items: string) => `[${items.split(/,\n\s+/).join(', ')}]`,
  );
}

/** A client's configuration file that starts the server with `npx`. */
export function mcpConfigBlock(options: RemarkMcpPackageOptions, client: string, serverArgs: string[] = []): Code {
  const known = MCP_CLIENTS[client];
  if (!known)
    throw new Error(`::mcp-config: unknown client "${client}" (known: ${Object.keys(MCP_CLIENTS).join(', ')})`);
  const entry = { ...known.entry, command: 'npx', args: mcpServerArgs(options.spec, serverArgs) };
  return {
    type: 'code',
    lang: 'json',
    meta: `title="${known.file}"`,
    value: configJson({ [known.serversKey]: { [MCP_SERVER_KEY]: entry } }),
  };
}

/** The command line that starts the server in a terminal. */
export function mcpCommandBlock(options: RemarkMcpPackageOptions, serverArgs: string[] = []): Code {
  return { type: 'code', lang: 'bash', value: ['npx', ...mcpServerArgs(options.spec, serverArgs)].join(' ') };
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });

/** Where `npx` gets the server from, in the reader's words. */
export function mcpSourceContent(options: RemarkMcpPackageOptions): RootContent[] {
  if (options.source === 'registry')
    return [
      {
        type: 'paragraph',
        children: [
          code('npx'),
          text(' downloads the server from the npm registry: the package '),
          {
            type: 'link',
            url: `https://www.npmjs.com/package/${MCP_PACKAGE_NAME}`,
            children: [code(MCP_PACKAGE_NAME)],
          },
          text(
            ", published by this site's repository with a provenance statement that names the workflow run and commit that built it.",
          ),
        ],
      },
    ];
  const { tarball } = options;
  const intro: Paragraph = {
    type: 'paragraph',
    children: [
      code('npx'),
      text(' downloads the server from this site, the file each build of these docs publishes beside its pages. '),
      text(
        'It holds the whole server and needs no other package, so installing it needs nothing from the npm registry.',
      ),
    ],
  };
  const item = (children: PhrasingContent[]) => ({
    type: 'listItem' as const,
    spread: false,
    children: [{ type: 'paragraph' as const, children }],
  });
  const facts: List = {
    type: 'list',
    ordered: false,
    spread: false,
    children: [
      item([text('File: '), { type: 'link', url: tarball.url, children: [code(tarball.file)] }]),
      item([text(`Version: ${tarball.version}`)]),
      item([text(`Size: ${(tarball.size / 1024).toFixed(0)} KB (${tarball.size.toLocaleString('en-US')} bytes)`)]),
      item([text('SHA-256: '), code(tarball.sha256)]),
    ],
  };
  return [intro, facts];
}

/** What a directive stands for; null for other nodes. */
function replacement(node: TreeNode, options: RemarkMcpPackageOptions): RootContent[] | null {
  if (node.type !== 'leafDirective') return null;
  const { name, attributes } = node as LeafDirective;
  switch (name) {
    case 'mcp-config':
      return [mcpConfigBlock(options, attributes?.client ?? '', serverArgsOf(attributes?.args))];
    case 'mcp-command':
      return [mcpCommandBlock(options, serverArgsOf(attributes?.args))];
    case 'mcp-package':
      if (attributes?.show !== 'source')
        throw new Error(`::mcp-package: show="${attributes?.show ?? ''}" is not known (use show="source")`);
      return mcpSourceContent(options);
    default:
      return null;
  }
}

function transform(node: TreeNode, options: RemarkMcpPackageOptions): void {
  if (!('children' in node) || !node.children) return;
  node.children = node.children.flatMap((child) => {
    const generated = replacement(child, options);
    if (generated) return generated as TreeNode[];
    transform(child, options);
    return [child];
  });
}

export default function remarkMcpPackage(options: RemarkMcpPackageOptions) {
  if (typeof options?.spec !== 'string') throw new Error('remarkMcpPackage needs the spec option');
  return (tree: TreeNode): void => transform(tree, options);
}

/**
 * A page's source with each of these directives written out as the Markdown it stands for: what content
 * checks that read sources (key facts, code blocks) should see.
 */
export function expandMcpDirectives(source: string, options: RemarkMcpPackageOptions): string {
  return source.replace(
    /^([ \t]*)::(mcp-[a-z]+)\{([^}\n]*)\}[ \t]*$/gm,
    (line, indent: string, name: string, attributeText: string) => {
      const attributes = Object.fromEntries(
        [...attributeText.matchAll(/([a-z]+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
      );
      const generated = replacement({ type: 'leafDirective', name, attributes }, options);
      if (!generated) return line;
      const markdown = toMarkdown({ type: 'root', children: generated }).trimEnd();
      return markdown.replace(/^/gm, indent);
    },
  );
}
