import type { LlmsTxtOptions } from './options';

/** One docs page as the llms files list it. */
export interface ListedPage {
  id: string;
  title: string;
  description: string;
  /** Absolute address of the page's twin. */
  twinUrl: string;
  /** The twin's Markdown. */
  markdown: string;
}

/** A group of the sidebar: its label and its pages, in sidebar order. */
export interface PageSection {
  title: string;
  pages: ListedPage[];
}

/** The first sentence of a description, so each llms.txt line stays one sentence. */
export function firstSentence(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  const end = flat.search(/[.!?](\s|$)/);
  return end === -1 ? flat : flat.slice(0, end + 1);
}

/** `/llms.txt`, as the llms.txt proposal lays it out: title, summary, one section of links per sidebar group. */
export function buildLlmsTxt(
  options: Pick<LlmsTxtOptions, 'title' | 'summary' | 'details'>,
  sections: PageSection[],
): string {
  const lines = [`# ${options.title}`, '', `> ${options.summary.replace(/\s+/g, ' ').trim()}`, ''];
  if (options.details) lines.push(options.details.trim(), '');
  for (const section of sections) {
    lines.push(`## ${section.title}`, '');
    for (const page of section.pages) {
      const description = firstSentence(page.description);
      lines.push(`- [${page.title}](${page.twinUrl})${description ? `: ${description}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** Twins one after another, each introduced by a rule and its address so a reader can tell where one ends. */
export function concatenateTwins(heading: string, summary: string, pages: ListedPage[]): string {
  const parts = [`# ${heading}\n\n> ${summary.replace(/\s+/g, ' ').trim()}\n`];
  for (const page of pages) parts.push(`---\n\nSource: <${page.twinUrl}>\n\n${page.markdown.trim()}\n`);
  return parts.join('\n');
}
