import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/open-database.js';

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
  const handle = await openDatabase({ memory: true });
  await handle.migrate();
  return { ...handle, destroy: () => handle.close() };
}

async function createPostgresTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('CAFE_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `cafe_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    destroy: async () => {
      await handle.close();
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
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
