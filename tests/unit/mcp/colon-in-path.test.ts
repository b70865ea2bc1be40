// A colon later in a path does not make it a URL: only a scheme at the very start (letters, then letters,
// digits, "+", "." or "-", then ":") does. So a read_doc path or a --site folder with a colon in a name
// is read as the path it is, not refused as an address of some other scheme.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { pagePathOf } from '../../../mcp/src/server';
import { siteFrom } from '../../../mcp/src/site';

const ORIGINS = ['https://docs.example.org'];

const dir = mkdtempSync(path.join(tmpdir(), 'mcp-colon-'));
mkdirSync(path.join(dir, 'copies', 'site:2'), { recursive: true });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a read_doc path with a colon in it', () => {
  it.each([
    ['docs/notes:v2', '/Pulsarr/docs/notes:v2'],
    ['docs/a1:b', '/Pulsarr/docs/a1:b'],
    ['/Pulsarr/docs/x/y:z', '/Pulsarr/docs/x/y:z'],
  ])('%j names the page %s', (address, page) => {
    expect(pagePathOf(address, ORIGINS)).toEqual({ path: page });
  });

  it('with a scheme at the start is an address of that scheme', () => {
    expect(pagePathOf('a1+b.c-d:docs/intro', ORIGINS)).toEqual({
      error: 'read_doc reads pages of the Pulsarr docs (https://docs.example.org/Pulsarr/…), not a1+b.c-d: addresses.',
    });
  });
});

describe('a --site folder with a colon in a name', () => {
  it('is read as a folder, relative to the working folder', async () => {
    const site = await siteFrom('copies/site:2', dir);
    expect(site).toMatchObject({ location: path.join(dir, 'copies', 'site:2'), origin: null });
  });
});
