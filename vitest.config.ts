import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // Worker threads start faster than forked processes; no test changes the process (cwd, env) it runs in.
    pool: 'threads',
  },
});
