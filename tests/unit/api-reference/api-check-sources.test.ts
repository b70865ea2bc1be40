// What `npm run api:check` takes as its document, in this process: only a source that begins with a
// scheme is an address (http(s) fetched, any other refused), so a file path with "https://" further on
// is a file; a file that is no OpenAPI 3.x document is refused; a file that cannot be read for another
// reason than a missing file or a folder is named with the system's reason; and every 3.x version, with
// minor and patch numbers of more than one digit, is OpenAPI 3.x.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

import { ApiCheckInputError, assertOpenApi3, readPublishedDocument } from '../../../plugins/api-reference/api-check';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-check-sources-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const MINIMAL = { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: {} };

/** Writes the minimal document at `relative` below the folder; its full path as written. */
function write(relative: string): string {
  const at = `${dir}/${relative}`;
  fs.mkdirSync(path.dirname(at), { recursive: true });
  fs.writeFileSync(at, JSON.stringify(MINIMAL));
  return at;
}

describe('a source that names a file', () => {
  it.each([['https://openapi.json'], ['ftp://openapi.json']])(
    'with %j after its folder is read as that file, never fetched',
    async (tail) => {
      const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network in unit tests'));
      const at = write(tail);
      expect(await readPublishedDocument(at, 1000)).toEqual(MINIMAL);
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('below something that is not a folder is named with the system’s reason', async () => {
    const file = write('plain.json');
    const source = `${file}/openapi.json`;
    const error = await readPublishedDocument(source, 1000).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiCheckInputError);
    expect((error as Error).message).toMatch(
      new RegExp(`^${source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} cannot be read: ENOTDIR: not a directory.*\\.$`),
    );
  });
});

describe('a file read as the published document', () => {
  it('that is JSON but no OpenAPI 3.x document is refused, naming the file', async () => {
    const at = `${dir}/swagger.json`;
    fs.writeFileSync(at, JSON.stringify({ swagger: '2.0', paths: {} }));
    const error = await readPublishedDocument(at, 1000).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiCheckInputError);
    expect((error as Error).message).toBe(
      `${at} is not an OpenAPI 3.x document: it has no "openapi" field (it is a Swagger 2.0 document).`,
    );
  });
});

describe('the OpenAPI version', () => {
  it.each([['3.10'], ['3.10.0'], ['3.0.12'], ['3.12.34']])('%s is a 3.x version', (openapi) => {
    expect(() => assertOpenApi3({ openapi, paths: {} }, 'x')).not.toThrow();
  });
});
