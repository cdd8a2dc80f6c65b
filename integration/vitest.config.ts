import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'integration',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    // The server's test databases start from one migrated PGlite folder made per run, as in the server suite.
    globalSetup: ['../apps/server/src/test-support/pglite-snapshot-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
