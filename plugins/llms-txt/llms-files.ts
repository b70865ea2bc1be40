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

/** One docs version as llms.txt lists it. */
export interface VersionSections {
  /** The version's label, as the site shows it (`Latest (late 2026)`, `0.6.4`). */
  label: string;
  /** Absolute addresses of the version's llms-full and llms-api files. */
  fullUrl: string;
  apiUrl: string;
  sections: PageSection[];
}

/** The conventional `llms-full.txt` and `llms-api.txt`, and the version they hold. */
export interface ConventionalFiles {
  label: string;
  fullUrl: string;
  apiUrl: string;
}

/**
 * `/llms.txt`, as the llms.txt proposal lays it out: title, summary, a list of the
 * docs versions with their one-file copies, then one section of links per sidebar
 * group of each version, in the order given (the version to start with first).
 */
export function buildLlmsTxt(
  options: Pick<LlmsTxtOptions, 'title' | 'summary' | 'details'>,
  versions: VersionSections[],
  conventional?: ConventionalFiles,
): string {
  const lines = [`# ${options.title}`, '', `> ${options.summary.replace(/\s+/g, ' ').trim()}`, ''];
  if (options.details) lines.push(options.details.trim(), '');
  lines.push('## Docs versions', '');
  if (conventional) {
    lines.push(
      `- [Every guide](${conventional.fullUrl}): the guides of ${conventional.label}, the version people install today, in one file.`,
      `- [API reference](${conventional.apiUrl}): the API reference of ${conventional.label} in one file.`,
    );
  }
  for (const version of versions) {
    lines.push(
      `- [${version.label}: every guide](${version.fullUrl}): the guides of this version in one file, in reading order.`,
      `- [${version.label}: API reference](${version.apiUrl}): every page of this version's API reference in one file.`,
    );
  }
  lines.push('');
  for (const version of versions) {
    for (const section of version.sections) {
      lines.push(`## ${version.label}: ${section.title}`, '');
      for (const page of section.pages) {
        const description = firstSentence(page.description);
        lines.push(`- [${page.title}](${page.twinUrl})${description ? `: ${description}` : ''}`);
      }
      lines.push('');
    }
  }
  return lines.join('\n');
}

/**
 * Twins one after another, each introduced by a rule and its address so a reader can tell where one ends.
 * A note, when given, follows the summary (which version a conventional file holds).
 */
export function concatenateTwins(heading: string, summary: string, pages: ListedPage[], note?: string): string {
  const parts = [`# ${heading}\n\n> ${summary.replace(/\s+/g, ' ').trim()}\n${note ? `\n${note.trim()}\n` : ''}`];
  for (const page of pages) parts.push(`---\n\nSource: <${page.twinUrl}>\n\n${page.markdown.trim()}\n`);
  return parts.join('\n');
}
