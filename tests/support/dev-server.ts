/**
 * The real `npm start` dev server, for tests of what it serves. Static files answer
 * within seconds, long before the first compile of the pages ends; the test stops
 * the server then.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

import { BASE_URL } from '../../core/docs-site/site';

/** How long the server may take to answer at all: generous, for a first run on a busy machine. */
export const DEV_SERVER_STARTUP_LIMIT_MS = 5 * 60 * 1000;

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

/**
 * Starts `docusaurus start`, waits until `firstPath` (relative to the base URL)
 * answers 200, hands that response and the site's address to `check`, then stops the server.
 */
export async function withDevServer(
  firstPath: string,
  check: (first: Response, siteUrl: string) => Promise<void>,
): Promise<void> {
  const port = await freePort();
  const server = spawn('npx', ['docusaurus', 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: path.resolve(__dirname, '../..'),
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
    const siteUrl = `http://127.0.0.1:${port}${BASE_URL}`;
    const started = Date.now();
    let first: Response | null = null;
    while (!first && !exited && Date.now() - started < DEV_SERVER_STARTUP_LIMIT_MS) {
      const response = await fetch(`${siteUrl}${firstPath}`).catch(() => null);
      if (response?.ok) first = response;
      else await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    if (exited) throw new Error(exited);
    if (!first) throw new Error(`${siteUrl}${firstPath} did not answer within ${DEV_SERVER_STARTUP_LIMIT_MS} ms`);
    await check(first, siteUrl);
  } finally {
    if (server.pid && !exited) process.kill(-server.pid, 'SIGTERM');
  }
}
