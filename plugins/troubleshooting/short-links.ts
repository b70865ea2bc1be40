/**
 * Short links a maintainer can paste into a support answer: `/go/<name>` opens the entry of
 * the troubleshooting page whose heading id is `<name>`. Docusaurus's client-redirects plugin
 * writes one static page per link at build time; it checks that the page exists, and this
 * module checks that each name is a real entry, once, before the build starts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { toString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** Where the short links live, below the site's base URL. */
export const SHORT_LINK_PREFIX = '/go/';

/** A name is a heading id as Docusaurus writes one: lower-case letters, digits and hyphens. */
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface ShortLinkTarget {
  /** The site's folder. */
  siteDir: string;
  /** The troubleshooting page's Markdown file in it, whose explicit heading ids are the entries. */
  file: string;
  /** The page's route below the base URL, such as `/docs/latest/troubleshooting`. */
  route: string;
}

export interface Redirect {
  from: string;
  to: string;
}

/** The explicit heading ids (`## Heading {#id}`) of a Markdown page's own headings, in order; code blocks are skipped. */
export function entryIds(markdown: string): string[] {
  return unified()
    .use(remarkParse)
    .parse(markdown)
    .children.filter((node) => node.type === 'heading')
    .flatMap((heading) => /\{#([^}\s]+)\}\s*$/.exec(toString(heading))?.[1] ?? []);
}

/** Every problem of a list of short links against the entries of its page, one line each; empty when all is well. */
export function shortLinkProblems(names: readonly string[], entries: readonly string[], file: string): string[] {
  const problems: string[] = [];
  const known = new Set(entries);
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) problems.push(`"${name}" is listed more than once`);
    seen.add(name);
    if (!NAME.test(name)) {
      problems.push(`"${name}" is not a heading id (lower-case letters, digits and single hyphens only)`);
    } else if (!known.has(name)) {
      problems.push(`"${name}" names no entry of ${file}`);
    }
  }
  // One line per problem, each said once even when a name repeats.
  return [...new Set(problems)];
}

/**
 * The redirects of the short links, for @docusaurus/plugin-client-redirects. Throws, naming
 * every bad link and the entries that exist, when a link names no entry or is listed twice.
 */
export function shortLinkRedirects(names: readonly string[], target: ShortLinkTarget): Redirect[] {
  let markdown: string;
  try {
    markdown = readFileSync(join(target.siteDir, target.file), 'utf8');
  } catch {
    throw new Error(`Short links: cannot read ${target.file}, the page they lead to.`);
  }
  const entries = entryIds(markdown);
  const problems = shortLinkProblems(names, entries, target.file);
  if (problems.length > 0) {
    throw new Error(
      [
        `Short links (${SHORT_LINK_PREFIX}<name>) that lead nowhere:`,
        ...problems.map((problem) => `- ${problem}`),
        `Entries of ${target.file}: ${entries.join(', ') || '(none)'}`,
      ].join('\n'),
    );
  }
  return names.map((name) => ({ from: `${SHORT_LINK_PREFIX}${name}`, to: `${target.route}#${name}` }));
}
