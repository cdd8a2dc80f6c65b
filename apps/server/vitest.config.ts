import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test-support/pglite-snapshot-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
