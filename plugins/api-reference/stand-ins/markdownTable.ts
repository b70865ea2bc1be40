/**
 * Stands in for `markdown-table`, with which remark-gfm's table extension
 * writes tables back out as Markdown; rendering never does (see mdastToMarkdown.ts).
 */
import { standInReached } from './reached';

export function markdownTable(): never {
  return standInReached('markdown-table (writing a Markdown table)');
}
