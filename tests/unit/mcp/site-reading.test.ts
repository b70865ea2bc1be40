// Where the docs MCP server reads the docs from (mcp/src/site.ts): what a --site value names, the
// address of each file it reads, and a message naming the site and the way out for each way a read fails.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

import { FETCH_TIMEOUT_MS, NotFoundError, PUBLISHED_SITE, SiteError, siteFrom } from '../../../mcp/src/site';

const HINT = `Start the server with --site pointing at a copy of the docs it can read: a URL such as ${PUBLISHED_SITE}, or a local build folder such as --site ./build.`;

const dir = mkdtempSync(path.join(tmpdir(), 'mcp-site-reading-'));
mkdirSync(path.join(dir, 'docs'));
writeFileSync(path.join(dir, 'docs', 'intro.md'), '# Intro\n');

afterEach(() => {
  vi.unstubAllGlobals();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Answers every request with `answer`, and keeps the URLs and options asked for. */
function stubFetch(answer: (url: string) => Response | Promise<Response>) {
  const requests: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    return answer(url);
  });
  return requests;
}

describe('a --site value', () => {
  it.each([
    ['https://mirror.example.net', 'https://mirror.example.net/Pulsarr/'],
    ['https://mirror.example.net/', 'https://mirror.example.net/Pulsarr/'],
    ['https://mirror.example.net/docs', 'https://mirror.example.net/docs/'],
    ['https://mirror.example.net/docs/', 'https://mirror.example.net/docs/'],
    ['https://mirror.example.net/docs/?ref=x#top', 'https://mirror.example.net/docs/'],
    ['  HTTP://Mirror.Example.NET  ', 'http://mirror.example.net/Pulsarr/'],
  ])('%j reads the site at %s', async (value, location) => {
    const site = await siteFrom(value);
    expect(site.location).toBe(location);
    expect(site.origin).toBe(new URL(location).origin);
  });

  it('a folder is read as a build folder, relative to the working folder', async () => {
    const site = await siteFrom(path.basename(dir), path.dirname(dir));
    expect(site).toMatchObject({ location: dir, origin: null });
    expect(await site.read('docs/intro.md')).toBe('# Intro\n');
  });

  it('a Windows drive path is a folder, not a URL with a scheme', async () => {
    await expect(siteFrom('C:\\sites\\build')).rejects.toThrow(/no folder at .*C:\\sites\\build/);
    await expect(siteFrom('c:/sites/build')).rejects.toThrow(/no folder at/);
  });

  it('a file is not a folder', async () => {
    await expect(siteFrom(path.join(dir, 'docs', 'intro.md'))).rejects.toThrow(
      `--site ${path.join(dir, 'docs', 'intro.md')}: no folder at ${path.join(dir, 'docs', 'intro.md')}. ${HINT}`,
    );
  });

  it.each([
    ['http://', '--site http:// is not a valid URL.'],
    ['mailto:docs@example.org', '--site takes an http(s) URL or a folder, not mailto: addresses.'],
  ])('%j stops with a message and the way out', async (value, message) => {
    await expect(siteFrom(value)).rejects.toThrow(`${message} ${HINT}`);
    await expect(siteFrom(value)).rejects.toBeInstanceOf(SiteError);
  });

  it('an empty value stops with a message', async () => {
    await expect(siteFrom('')).rejects.toThrow(`--site is empty. ${HINT}`);
  });
});

describe('a site on the web', () => {
  it('reads each file below the site’s base, refusing to follow a redirect off it', async () => {
    const requests = stubFetch(() => new Response('# Intro\n'));
    const site = await siteFrom('https://mirror.example.net/docs/');
    expect(await site.read('docs/intro.md')).toBe('# Intro\n');
    expect(requests.map((request) => request.url)).toEqual(['https://mirror.example.net/docs/docs/intro.md']);
    expect(requests[0]!.init.redirect).toBe('error');
    expect(requests[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('a 404 is a missing file, not a broken site', async () => {
    stubFetch(() => new Response('gone', { status: 404 }));
    const read = (await siteFrom('https://mirror.example.net')).read('docs/none.md');
    await expect(read).rejects.toBeInstanceOf(NotFoundError);
    await expect(read).rejects.toThrow('https://mirror.example.net/Pulsarr/docs/none.md answered 404.');
  });

  it('another error status names the status, the file and the way out', async () => {
    stubFetch(() => new Response('down', { status: 503 }));
    const read = (await siteFrom('https://mirror.example.net')).read('search-index.json');
    await expect(read).rejects.toBeInstanceOf(SiteError);
    await expect(read).rejects.toThrow(
      `The Pulsarr docs at https://mirror.example.net/Pulsarr/ answered 503 for https://mirror.example.net/Pulsarr/search-index.json. ${HINT}`,
    );
  });

  it.each(['TimeoutError', 'AbortError'])('a request that ends with %s names the time limit', async (name) => {
    vi.stubGlobal('fetch', async () => {
      throw new DOMException('The operation timed out.', name);
    });
    await expect((await siteFrom('https://mirror.example.net')).read('search-index.json')).rejects.toThrow(
      `The Pulsarr docs at https://mirror.example.net/Pulsarr/ did not answer within ${FETCH_TIMEOUT_MS / 1000} s (https://mirror.example.net/Pulsarr/search-index.json). ${HINT}`,
    );
  });

  it('a connection that fails names its cause, or the error itself when it has none', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed', { cause: new Error('getaddrinfo ENOTFOUND mirror.example.net') });
    });
    const site = await siteFrom('https://mirror.example.net');
    await expect(site.read('search-index.json')).rejects.toThrow(
      `Could not reach the Pulsarr docs at https://mirror.example.net/Pulsarr/ (getaddrinfo ENOTFOUND mirror.example.net). ${HINT}`,
    );
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to parse URL');
    });
    await expect(site.read('search-index.json')).rejects.toThrow(
      `Could not reach the Pulsarr docs at https://mirror.example.net/Pulsarr/ (Failed to parse URL). ${HINT}`,
    );
  });
});

describe('a build folder', () => {
  it('a missing file is a missing file, named with the folder', async () => {
    const read = (await siteFrom(dir)).read('docs/none.md');
    await expect(read).rejects.toBeInstanceOf(NotFoundError);
    await expect(read).rejects.toThrow(`docs/none.md is not in ${dir}.`);
  });

  it('a file that cannot be read names the file, the reason and the way out', async () => {
    const read = (await siteFrom(dir)).read('docs');
    await expect(read).rejects.toBeInstanceOf(SiteError);
    await expect(read).rejects.toThrow(new RegExp(`^Could not read docs in ${dir}: EISDIR.*\\. Start the server`));
  });
});
