/**
 * Where the server reads the docs from: the published site (the origin and base
 * path the site is built with), another copy of it on the web, or a build folder
 * on disk. Every read names one file below the site's base, so nothing outside
 * the site given is ever fetched or opened.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

import { BASE_URL, DEFAULT_SITE_URL } from '../../core/docs-site/site';

/** The published docs, read when no `--site` is given. */
export const PUBLISHED_SITE = `${DEFAULT_SITE_URL}${BASE_URL}`;

/** How long one request to the site may take before the server gives up, in milliseconds. */
export const FETCH_TIMEOUT_MS = 8_000;

/** A file the site does not have. */
export class NotFoundError extends Error {}

/** The site, or its copy, could not be read: the message names it and says what to try. */
export class SiteError extends Error {}

export interface DocsSite {
  /** The site as the reader named it: a URL ending in `/`, or an absolute folder. */
  readonly location: string;
  /** The origin of a site on the web; null for a folder. */
  readonly origin: string | null;
  /** One file of the site by its path below the base (`search-index.json`, `docs/intro.md`). */
  read(relative: string): Promise<string>;
}

const SITE_HINT =
  'Start the server with --site pointing at a copy of the docs it can read: a URL such as ' +
  `${PUBLISHED_SITE}, or a local build folder such as --site ./build.`;

function webSite(base: URL): DocsSite {
  const location = base.href;
  return {
    location,
    origin: base.origin,
    async read(relative) {
      const url = new URL(relative, base).href;
      let response: Response;
      try {
        // A redirect could lead off the site: the docs are read where they were asked for, or not at all.
        response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        const cause =
          error instanceof Error && error.cause instanceof Error
            ? error.cause.message
            : String((error as Error).message);
        throw new SiteError(
          timedOut
            ? `The Pulsarr docs at ${location} did not answer within ${FETCH_TIMEOUT_MS / 1000} s (${url}). ${SITE_HINT}`
            : `Could not reach the Pulsarr docs at ${location} (${cause}). ${SITE_HINT}`,
        );
      }
      if (response.status === 404) throw new NotFoundError(`${url} answered 404.`);
      if (!response.ok)
        throw new SiteError(`The Pulsarr docs at ${location} answered ${response.status} for ${url}. ${SITE_HINT}`);
      return response.text();
    },
  };
}

function folderSite(dir: string): DocsSite {
  return {
    location: dir,
    origin: null,
    async read(relative) {
      try {
        return await readFile(path.join(dir, relative), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT')
          throw new NotFoundError(`${relative} is not in ${dir}.`);
        throw new SiteError(`Could not read ${relative} in ${dir}: ${(error as Error).message}. ${SITE_HINT}`);
      }
    },
  };
}

/**
 * The site a `--site` value names: an http(s) URL (an origin alone gets the site's
 * base path) or a folder, which must exist. Anything else stops with a message.
 */
export async function siteFrom(value: string | undefined, cwd = process.cwd()): Promise<DocsSite> {
  if (value === undefined) return webSite(new URL(PUBLISHED_SITE));
  const trimmed = value.trim();
  if (!trimmed) throw new SiteError(`--site is empty. ${SITE_HINT}`);
  if (/^[a-z][a-z\d+.-]*:/i.test(trimmed) && !/^[a-z]:[\\/]/i.test(trimmed)) {
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      throw new SiteError(`--site ${trimmed} is not a valid URL. ${SITE_HINT}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new SiteError(`--site takes an http(s) URL or a folder, not ${url.protocol} addresses. ${SITE_HINT}`);
    url.search = '';
    url.hash = '';
    if (url.pathname === '/') url.pathname = BASE_URL;
    else if (!url.pathname.endsWith('/')) url.pathname += '/';
    return webSite(url);
  }
  const dir = path.resolve(cwd, trimmed);
  // Stryker disable next-line ArrowFunction: undefined for null changes nothing, info?. reads both as no folder
  const info = await stat(dir).catch(() => null);
  if (!info?.isDirectory()) throw new SiteError(`--site ${trimmed}: no folder at ${dir}. ${SITE_HINT}`);
  return folderSite(dir);
}
