// The bench's static server: it must serve the build as a static host does, or the figures lie.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pickEncoding, startStaticServer } from '../../../scripts/lib/static-server.mjs';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const script = `console.log(${JSON.stringify('Pulsarr routes watchlists. '.repeat(400))});\n`;
let dir: string;
let server: { origin: string; close: () => Promise<void> };

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  mkdirSync(path.join(dir, 'assets/js'), { recursive: true });
  mkdirSync(path.join(dir, 'docs/intro'), { recursive: true });
  writeFileSync(path.join(dir, 'assets/js/main.1234.js'), script);
  writeFileSync(path.join(dir, 'docs/intro/index.html'), '<!doctype html><title>Intro</title><p>Introduction</p>');
  writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Page Not Found</title>');
  writeFileSync(path.join(dir, 'favicon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]));
  server = await startStaticServer({ dir });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('bench static server', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('sends brotli that decodes to the file, with its length, the same on every request', async () => {
    const url = `${server.origin}/Pulsarr/assets/js/main.1234.js`;
    const first = await get(url, { 'accept-encoding': 'gzip, br' });
    const second = await get(url, { 'accept-encoding': 'gzip, br' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(first.body.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(first.body).toString()).toBe(script);
    expect(second.body.equals(first.body)).toBe(true);
    expect(first.headers['cache-control']).toContain('immutable');
  });

  it('sends gzip to a client without brotli and the plain file to one without either', async () => {
    const url = `${server.origin}/Pulsarr/assets/js/main.1234.js`;
    const gzipped = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(script);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('leaves binary files uncompressed', async () => {
    const png = await get(`${server.origin}/Pulsarr/favicon.png`, { 'accept-encoding': 'br' });
    expect(png.status).toBe(200);
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.length).toBe(8);
  });

  it('serves clean URLs, the 404 page for unknown paths, and nothing of ours outside /Pulsarr/', async () => {
    const page = await get(`${server.origin}/Pulsarr/docs/intro`, { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(zlib.brotliDecompressSync(page.body).toString()).toContain('Introduction');
    const missing = await get(`${server.origin}/Pulsarr/docs/nothing-here`, { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(zlib.brotliDecompressSync(missing.body).toString()).toContain('Page Not Found');
    const robots = await get(`${server.origin}/robots.txt`, { 'accept-encoding': 'br' });
    expect(robots.status).toBe(404);
    const root = await get(`${server.origin}/`);
    expect(root.status).toBe(302);
    expect(root.headers.location).toBe('/Pulsarr/');
  });
});
