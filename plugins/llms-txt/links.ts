import path from 'node:path';

/** The suffix that turns a docs page's address into its Markdown twin's. */
export const TWIN_SUFFIX = '.md';

/** What a converter needs to know to make a page's links absolute and point them at twins. */
export interface SiteLinks {
  /** Origin the site is published at, without a trailing slash. */
  siteUrl: string;
  /** The site's base path, with leading and trailing slashes. */
  baseUrl: string;
  /** Permalink (base path included) of the docs page written in this file, if it is one. */
  permalinkOfFile(absoluteFile: string): string | undefined;
  /** Whether this pathname (base path included) is a docs page, which therefore has a twin. */
  isDocsPage(pathname: string): boolean;
}

/** Absolute address of the twin of a docs page. */
export function twinUrl(site: Pick<SiteLinks, 'siteUrl'>, permalink: string): string {
  return `${site.siteUrl}${permalink}${TWIN_SUFFIX}`;
}

/**
 * Resolves a link written in a docs page (relative file path, site path
 * without the base path, address relative to the page, anchor) to an absolute
 * address, pointing at the twin when the target is a docs page.
 */
export function resolveLink(url: string, site: SiteLinks, page: { file: string; permalink: string }): string {
  // Docusaurus's escape hatch for a static file of the site (`pathname:///llms.txt`): a site path like any other.
  if (url.startsWith('pathname://')) return resolveLink(url.slice('pathname://'.length), site, page);
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  const hashAt = url.indexOf('#');
  const target = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  let pathname: string;
  if (target === '') {
    pathname = page.permalink;
  } else if (/\.mdx?$/.test(target) && !target.startsWith('/')) {
    const file = path.resolve(path.dirname(page.file), decodeURIComponent(target));
    const permalink = site.permalinkOfFile(file);
    if (!permalink) throw new Error(`${page.file}: the link ${url} names no docs page.`);
    pathname = permalink;
  } else if (target.startsWith('/')) {
    pathname = target.startsWith(site.baseUrl) ? target : `${site.baseUrl}${target.slice(1)}`;
  } else {
    pathname = new URL(target, `${site.siteUrl}${page.permalink}`).pathname;
  }
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return site.isDocsPage(trimmed) ? `${twinUrl(site, trimmed)}${hash}` : `${site.siteUrl}${pathname}${hash}`;
}
