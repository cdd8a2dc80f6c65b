import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every unit and integration suite. The server suite runs twice when
// TEST_DATABASE_URL is set: once on embedded PGlite and once on a real PostgreSQL; so does the sync model's
// hostile-input property (issue 11), whose failures were database errors in the first place.
const onPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/server/vitest.config.ts',
        // `*.pglite.test.ts` start their own embedded-PGlite server processes: running them here adds nothing.
        test: {
          name: 'server-postgres',
          env: { CAFE_TEST_DB: 'postgres' },
          exclude: ['**/*.pglite.test.ts'],
        },
      },
      {
        extends: './integration/vitest.config.ts',
        test: {
          name: 'integration-postgres',
          env: { CAFE_TEST_DB: 'postgres', MODEL_HOSTILE_ONLY: '1' },
          include: ['src/sync-model.test.ts'],
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Vitest leaves one core to itself by default, which on a two-core machine is one file at a time; its own
    // process idles during a run, and the server files mostly wait on their databases: 460 s became 320 s here.
    maxWorkers: availableParallelism(),
    projects: [
      './packages/domain/vitest.config.ts',
      {
        extends: './apps/server/vitest.config.ts',
        // PGlite is a single connection: suites about concurrent transactions run on PostgreSQL only.
        test: { name: 'server-pglite', env: { CAFE_TEST_DB: 'pglite' }, exclude: ['**/*.postgres.test.ts'] },
      },
      ...onPostgres,
      './apps/web/vitest.config.ts',
      './integration/vitest.config.ts',
    ],
  },
});
