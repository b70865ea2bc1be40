import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { defaultApiServerUrl, defaultApiServerUrls } from '../../../config/openapi';
import { DEFAULT_SITE_URL, readSiteUrl } from '../../../core/docs-site/site';

describe('SITE_URL', () => {
  it('defaults to the GitHub Pages origin', () => {
    expect(readSiteUrl({})).toBe(DEFAULT_SITE_URL);
  });

  it('accepts another origin and drops a trailing slash', () => {
    expect(readSiteUrl({ SITE_URL: 'https://docs.example.net/' })).toBe('https://docs.example.net');
  });

  it.each([
    ['not a url', /SITE_URL must be an absolute http\(s\) URL/],
    ['ftp://example.net', /SITE_URL must use http or https/],
    ['https://example.net/Pulsarr/', /SITE_URL is the origin only/],
  ])('rejects %s with a message naming SITE_URL', (value, message) => {
    expect(() => readSiteUrl({ SITE_URL: value })).toThrow(message);
  });
});

describe("the API reference's default server address", () => {
  it("is each version's document's first server with its variables at their defaults", () => {
    expect(defaultApiServerUrls()).toEqual({ current: 'http://localhost:3003', '0.6.4': 'http://localhost:3003' });
  });

  it('stops the build, naming the document, when it lists no server', () => {
    const spec = join(mkdtempSync(join(tmpdir(), 'pulsarr-spec-')), 'no-servers.yaml');
    writeFileSync(spec, 'openapi: 3.0.3\ninfo: { title: t, version: "1" }\npaths: {}\n');
    expect(() => defaultApiServerUrl(spec)).toThrow(`${spec} lists no server`);
  });
});
