import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'plugins/**/*.test.ts', 'tests/config-errors/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
