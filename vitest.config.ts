import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // Worker threads start faster than forked processes; no test changes the process (cwd, env) it runs in.
    pool: 'threads',
    // The files of a worker share one module registry instead of each importing the site's modules anew, which
    // saves most of the suite's import time. It holds because every stub, spy, fake timer and env change is undone
    // in the file's afterEach; a test that changes a module's state must do the same.
    isolate: false,
  },
});
