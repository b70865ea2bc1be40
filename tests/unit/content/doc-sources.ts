// Reads the hand-written documentation sources of each docs version for the content tests.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { docsVersion, SPEC_VERSION, type DocsVersionName } from '../../../core/docs-site/versions';
import { mcpPackageOnPages } from '../../../config/mcp-package';
import { expandDirectives } from '../../../plugins/compose-builder/remark-generated-content';
import { expandMcpDirectives } from '../../../plugins/mcp-package/remark-mcp-package';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The folder of a version's docs: `docs/` for Latest, `versioned_docs/version-0.6.4/` for 0.6.4. */
export function docsDirOf(version: DocsVersionName): string {
  return join(REPO_ROOT, docsVersion(version).docsDir);
}

/** <version docs>/api/ is generated from the OpenAPI document at build time, so its pages are not ours to test. */
const GENERATED_DOCS_SUBDIR = 'api';

const DOC_EXTENSIONS = ['.md', '.mdx'];

export interface DocFile {
  /** Doc id: the path in its version's folder without extension, with forward slashes (e.g. `installation/quick-start`). */
  id: string;
  /** The docs version the page belongs to. */
  version: DocsVersionName;
  /** Path relative to the repository root, for messages (e.g. `docs/intro.md`). */
  relPath: string;
  /** The page's Markdown, with the build-time directives (generated tables, files and MCP configurations) written out. */
  source: string;
}

function walk(docsDir: string, dir: string = docsDir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      return relative(docsDir, full) === GENERATED_DOCS_SUBDIR ? [] : walk(docsDir, full);
    }
    return DOC_EXTENSIONS.some((ext) => entry.name.endsWith(ext)) ? [full] : [];
  });
}

function toDocFile(full: string, version: DocsVersionName): DocFile {
  const underDocs = relative(docsDirOf(version), full).split(sep).join('/');
  return {
    id: underDocs.replace(/\.mdx?$/, ''),
    version,
    relPath: relative(REPO_ROOT, full).split(sep).join('/'),
    source: expandMcpDirectives(
      expandDirectives(readFileSync(full, 'utf8'), { docsVersion: version }),
      mcpPackageOnPages,
    ),
  };
}

/** Every hand-written .md/.mdx page of a docs version (0.6.4 unless named), sorted by path. */
export function listDocFiles(version: DocsVersionName = SPEC_VERSION): DocFile[] {
  const docsDir = docsDirOf(version);
  return walk(docsDir)
    .sort()
    .map((full) => toDocFile(full, version));
}

/** The page with this doc id in a docs version (0.6.4 unless named), or undefined when no .md/.mdx file has it. */
export function findDocFile(id: string, version: DocsVersionName = SPEC_VERSION): DocFile | undefined {
  const docsDir = docsDirOf(version);
  const full = DOC_EXTENSIONS.map((ext) => join(docsDir, `${id}${ext}`)).find((path) => existsSync(path));
  return full ? toDocFile(full, version) : undefined;
}

export interface CodeBlock {
  /** 1-based line of the opening fence. */
  line: number;
  /** Language word after the fence, lower-cased; empty when none. */
  lang: string;
  /** The rest of the info string, e.g. `title="docker-compose.yml"`. */
  meta: string;
  /** The block's text with the fence's indentation removed. */
  content: string;
}

const OPENING_FENCE = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;

/**
 * Fenced code blocks of a Markdown source, including those indented inside list items,
 * admonitions or tabs. A block ends at a fence of the same character at least as long
 * as the opening one, or at the end of the file.
 */
export function extractCodeBlocks(source: string): CodeBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = OPENING_FENCE.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, lang, meta] = open;
    const closing = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !closing.test(lines[j])) {
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
      j += 1;
    }
    blocks.push({ line: i + 1, lang: lang.toLowerCase(), meta: meta.trim(), content: body.join('\n') });
    i = j;
  }
  return blocks;
}
