// read_doc's page guard (pagePathOf): which addresses name a page of the docs site, and the page path
// each one names. An address of any other host, however like the docs' own it looks, is refused.
import { describe, expect, it } from 'vitest';

import { pagePathOf } from '../../../mcp/src/server';

const DOCS = 'https://docs.example.org';
const MIRROR = 'http://127.0.0.1:4000';
const ORIGINS = [DOCS, MIRROR];
const PAGE = '/Pulsarr/docs/latest/intro';

describe('an address on the docs host', () => {
  it.each([
    [`${DOCS}${PAGE}`],
    [`${DOCS}${PAGE}/`],
    [`${DOCS}${PAGE}//`],
    [`${DOCS}${PAGE}.md`],
    [`${DOCS}${PAGE}.html`],
    [`${DOCS}${PAGE}#section`],
    [`${DOCS}${PAGE}?tab=docker`],
    [`https://DOCS.Example.ORG${PAGE}`],
    [`https://docs.example.org:443${PAGE}`],
    [`${MIRROR}${PAGE}`],
    [`  ${DOCS}${PAGE}  `],
  ])('%j names the page', (address) => {
    expect(pagePathOf(address, ORIGINS)).toEqual({ path: PAGE });
  });

  it('keeps the page’s own dots, and decodes its escapes', () => {
    expect(pagePathOf(`${DOCS}/Pulsarr/docs/0.6.4/notes.v2`, ORIGINS)).toEqual({
      path: '/Pulsarr/docs/0.6.4/notes.v2',
    });
    expect(pagePathOf(`${DOCS}/Pulsarr/docs/caf%C3%A9`, ORIGINS)).toEqual({ path: '/Pulsarr/docs/café' });
    expect(pagePathOf(`${DOCS}/Pulsarr/docs/a.mdx`, ORIGINS)).toEqual({ path: '/Pulsarr/docs/a.mdx' });
  });
});

describe('an address on another host', () => {
  it.each([
    ['a host that starts with the docs host', 'https://docs.example.org.evil.example'],
    ['a host that runs on from the docs host', 'https://docs.example.organic'],
    ['a host that ends with the docs host', 'https://evil-docs.example.org'],
    ['a subdomain of the docs host', 'https://www.docs.example.org'],
    ['the docs host on another port', 'https://docs.example.org:8443'],
    ['the docs host over http', 'http://docs.example.org'],
    ['the docs host as a user name', 'https://docs.example.org@evil.example'],
    ['the mirror on another port', 'http://127.0.0.1:4001'],
  ])('%s (%s) is refused, naming that origin', (_what, origin) => {
    const found = pagePathOf(`${origin}${PAGE}`, ORIGINS);
    expect(found).toEqual({
      error: `${new URL(`${origin}/`).origin} is not the Pulsarr docs: read_doc reads pages of ${DOCS}/Pulsarr/ only.`,
    });
  });

  it('a host-relative address is refused, whatever its host', () => {
    for (const address of ['//docs.example.org/Pulsarr/docs/intro', '//evil.example/Pulsarr/docs/intro']) {
      expect(pagePathOf(address, ORIGINS)).toEqual({
        error: `"${address}" names another host: read_doc reads pages of ${DOCS}/Pulsarr/ only.`,
      });
    }
  });

  it.each([
    ['file:///etc/passwd', 'file:'],
    ['ftp://docs.example.org/Pulsarr/docs/intro', 'ftp:'],
    ['javascript:alert(1)', 'javascript:'],
  ])('%j is refused as an address that is not http(s)', (address, protocol) => {
    expect(pagePathOf(address, ORIGINS)).toEqual({
      error: `read_doc reads pages of the Pulsarr docs (${DOCS}/Pulsarr/…), not ${protocol} addresses.`,
    });
  });

  it('an address that does not parse is refused with where to find a good one', () => {
    expect(pagePathOf('http://[not-a-host]/x', ORIGINS)).toEqual({
      error: `"http://[not-a-host]/x" is not a valid URL. Give a page's URL (${DOCS}/Pulsarr/docs/intro) or its path (docs/intro).`,
    });
  });
});

describe('a path', () => {
  it.each([
    ['docs/latest/intro', PAGE],
    ['/docs/latest/intro', PAGE],
    ['Pulsarr/docs/latest/intro', PAGE],
    ['/Pulsarr/docs/latest/intro', PAGE],
    ['docs/latest/intro.md', PAGE],
    ['docs/latest/intro/', PAGE],
    ['docs/latest/intro?x=1', PAGE],
    ['docs/latest/intro#linux', PAGE],
    ['docs/latest/intro.md#linux', PAGE],
  ])('%j names %s', (address, path) => {
    expect(pagePathOf(address, ORIGINS)).toEqual({ path });
  });

  it.each([
    ['..'],
    ['../etc/passwd'],
    ['docs/..'],
    ['docs/../../etc/passwd'],
    ['docs\\..\\..\\etc'],
    ['docs/%2e%2e/etc'],
    ['docs/%2E%2e/etc'],
    ['docs/.%2e/etc'],
    ['docs/..?x'],
    ['docs/..#x'],
    [`${DOCS}/Pulsarr/docs/../../etc/passwd`],
  ])('%j, which climbs out of a folder, is refused', (address) => {
    expect(pagePathOf(address, ORIGINS)).toEqual({
      error: `read_doc takes a page of the Pulsarr docs; "${address.trim()}" climbs out of a folder with "..".`,
    });
  });

  it('names with two dots that do not climb are pages like any other', () => {
    expect(pagePathOf('docs/a..b', ORIGINS)).toEqual({ path: '/Pulsarr/docs/a..b' });
    expect(pagePathOf('docs/...', ORIGINS)).toEqual({ path: '/Pulsarr/docs/...' });
    expect(pagePathOf('docs/..x/y', ORIGINS)).toEqual({ path: '/Pulsarr/docs/..x/y' });
  });

  it('a broken %-escape is refused', () => {
    expect(pagePathOf('docs/%E0%A4%A', ORIGINS)).toEqual({ error: '"docs/%E0%A4%A" has a broken %-escape.' });
  });
});
