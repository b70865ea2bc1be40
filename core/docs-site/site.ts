/**
 * Values read from the environment when the site is built, validated so that a
 * misconfigured build stops with a message naming the setting.
 */

/** The product release these docs describe. Shown to readers; defined only here. */
export const PULSARR_VERSION = '0.6.4';

export const DEFAULT_SITE_URL = 'https://jamcalli.github.io';
export const BASE_URL = '/Pulsarr/';
export const GITHUB_REPO_URL = 'https://github.com/jamcalli/pulsarr';

/** Reads SITE_URL: the origin the site is served from (no path, no trailing slash). */
export function readSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env.SITE_URL?.trim();
  if (!raw) return DEFAULT_SITE_URL;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL such as ${DEFAULT_SITE_URL}; got "${raw}".`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`SITE_URL must use http or https; got "${raw}".`);
  }
  if (parsed.pathname !== '/' || parsed.search || parsed.hash) {
    throw new Error(`SITE_URL is the origin only (the site adds ${BASE_URL} itself); got "${raw}".`);
  }
  return parsed.origin;
}
