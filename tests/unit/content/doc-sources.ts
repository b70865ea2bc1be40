// Reads the hand-written documentation sources under docs/ for the content tests.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { PULSARR_VERSION } from '../../../config/site';
import { expandDirectives } from '../../../plugins/compose-builder/remark-generated-content';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const DOCS_DIR = join(REPO_ROOT, 'docs');

/** docs/api/ is generated from the OpenAPI document at build time, so its pages are not ours to test. */
const GENERATED_DOCS_SUBDIR = 'api';

const DOC_EXTENSIONS = ['.md', '.mdx'];

export interface DocFile {
  /** Doc id: the path under docs/ without extension, with forward slashes (e.g. `installation/quick-start`). */
  id: string;
  /** Path relative to the repository root, for messages (e.g. `docs/intro.md`). */
  relPath: string;
  /** The page's Markdown, with the build-time directives (generated tables and files) written out. */
  source: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      return relative(DOCS_DIR, full) === GENERATED_DOCS_SUBDIR ? [] : walk(full);
    }
    return DOC_EXTENSIONS.some((ext) => entry.name.endsWith(ext)) ? [full] : [];
  });
}

function toDocFile(full: string): DocFile {
  const underDocs = relative(DOCS_DIR, full).split(sep).join('/');
  return {
    id: underDocs.replace(/\.mdx?$/, ''),
    relPath: relative(REPO_ROOT, full).split(sep).join('/'),
    source: expandDirectives(readFileSync(full, 'utf8'), { pulsarrVersion: PULSARR_VERSION }),
  };
}

/** Every hand-written .md/.mdx page under docs/, sorted by path. */
export function listDocFiles(): DocFile[] {
  return walk(DOCS_DIR).sort().map(toDocFile);
}

/** The page with this doc id, or undefined when no .md/.mdx file has it. */
export function findDocFile(id: string): DocFile | undefined {
  const full = DOC_EXTENSIONS.map((ext) => join(DOCS_DIR, `${id}${ext}`)).find((path) => existsSync(path));
  return full ? toDocFile(full) : undefined;
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
