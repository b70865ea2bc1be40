import type { Processor } from 'unified';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTable } from 'micromark-extension-gfm-table';

/**
 * Stands in for `remark-gfm`, keeping only its tables. The theme runs it on every
 * description; a few descriptions hold a table, and none uses GitHub's other
 * extensions (footnotes, strikethrough, task lists, bare-URL links), which
 * tests/unit/api-reference/bundle-trim.test.ts checks by parsing each with both.
 */
export default function remarkGfm(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmTable());
  (data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown());
}
