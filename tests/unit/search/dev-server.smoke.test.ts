/**
 * Smoke test of search under `npm start`: the real dev server serves an index made
 * from the docs, and the engine finds a page in it. The dev server's first compile
 * takes minutes on a shared machine, so this runs only when asked for
 * (`DEV_SERVER_SMOKE=1 npx vitest run tests/unit/search/dev-server.smoke.test.ts`);
 * tests/unit/search/docs-records.test.ts proves the same code path on every run.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { BASE_URL } from '../../../config/site';
import { EMBEDDED_INDEX_FILE } from '../../../plugins/search/engine/constants';
import type { EmbeddedIndexFile } from '../../../plugins/search/engine/embedded-index';
import { EmbeddedSearchEngine } from '../../../plugins/search/engine/engine';

const STARTUP_LIMIT_MS = 10 * 60 * 1000;

/** A port nothing listens on now, so the test reads its own server and no one else's. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

describe.skipIf(!process.env.DEV_SERVER_SMOKE)('search under npm start', () => {
  it(
    `the dev server serves ${EMBEDDED_INDEX_FILE} made from the docs, and the engine finds a page in it`,
    async () => {
      const port = await freePort();
      const server = spawn('npx', ['docusaurus', 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
        cwd: path.resolve(__dirname, '../../..'),
        // As `npm start` runs it: Vitest's NODE_ENV=test names no browserslist environment.
        env: { ...process.env, NODE_ENV: 'development' },
        detached: true,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let exited: string | null = null;
      let errors = '';
      server.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      server.on('exit', (code) => (exited = `the dev server exited (${code}): ${errors.slice(-2_000)}`));
      try {
        const url = `http://127.0.0.1:${port}${BASE_URL}${EMBEDDED_INDEX_FILE}`;
        const started = Date.now();
        let file: EmbeddedIndexFile | null = null;
        while (!file && !exited && Date.now() - started < STARTUP_LIMIT_MS) {
          const response = await fetch(url).catch(() => null);
          if (response?.ok) file = (await response.json()) as EmbeddedIndexFile;
          else await new Promise((resolve) => setTimeout(resolve, 2_000));
        }
        expect(exited).toBeNull();
        expect(file, `${url} within ${STARTUP_LIMIT_MS} ms`).not.toBeNull();
        const hits = EmbeddedSearchEngine.fromIndexFile(file!).search({ query: 'delete sync' }).hits;
        expect(hits[0]?.url).toContain('/docs/utilities/delete-sync');
      } finally {
        if (server.pid && !exited) process.kill(-server.pid, 'SIGTERM');
      }
    },
    STARTUP_LIMIT_MS + 30_000,
  );
});
