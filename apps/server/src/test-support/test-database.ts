import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/open-database.js';
import { makeMigratedPglite } from './migrated-pglite.js';

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file. CAFE_TEST_DB=pglite (the default) gives an in-memory PGlite;
 * CAFE_TEST_DB=postgres creates a uniquely named database on TEST_DATABASE_URL and drops it afterwards, so the
 * same suite proves both drivers.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const kind = process.env.CAFE_TEST_DB ?? 'pglite';
  if (kind === 'postgres') return createPostgresTestDatabase();
  if (kind !== 'pglite') throw new Error(`CAFE_TEST_DB must be pglite or postgres, not ${kind}`);
  const handle = await openDatabase({ memory: true, snapshot: await migratedPglite() });
  return { ...handle, destroy: () => handle.close() };
}

let snapshot: Promise<Blob> | undefined;

/**
 * The migrated, empty PGlite data folder, read once per test process from the file the run's global set-up made
 * (pglite-snapshot-setup.ts), or made here when a run has none. One started from it is ready in about 0.3 s on an
 * idle machine, against 1.5 s for initdb and the migrations; a test file may open dozens (user-admin.test.ts).
 */
function migratedPglite(): Promise<Blob> {
  snapshot ??= (async () => {
    const file = inject('migratedPgliteFile');
    return file ? new Blob([new Uint8Array(await readFile(file))]) : makeMigratedPglite();
  })();
  return snapshot;
}

async function createPostgresTestDatabase(): Promise<TestDatabase> {
  const empty = await createEmptyPostgresDatabase();
  const handle = await openDatabase({ url: empty.url });
  await handle.migrate();
  return {
    ...handle,
    destroy: async () => {
      await handle.close();
      await empty.destroy();
    },
  };
}

export interface EmptyPostgresDatabase {
  /** Connection string of the new database. */
  url: string;
  /** Drops it, disconnecting whoever is still connected (e.g. a killed server's stray backends). */
  destroy(): Promise<void>;
}

/**
 * A new, empty database on TEST_DATABASE_URL for tests that start real server processes: the servers create the
 * schema themselves, as in production.
 */
export async function createEmptyPostgresDatabase(): Promise<EmptyPostgresDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('A PostgreSQL test database needs TEST_DATABASE_URL');
  const name = `cafe_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    destroy: () =>
      withAdminClient(adminUrl, async (client) => {
        // pg's Pool.end() resolves before its sockets have closed. Dropping `with (force)` at once would
        // terminate those backends, and their clients would raise "terminating connection" in the test
        // process, so give them a moment to go; force only removes what is left after that.
        const deadline = Date.now() + 5000;
        while (Date.now() < deadline) {
          const { rows } = await client.query(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`drop database if exists "${name}" with (force)`);
      }),
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
