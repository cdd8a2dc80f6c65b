import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database, DatabaseKind } from './database.js';
import { MIGRATIONS_FOLDER } from './migrations-folder.js';
import { createPgliteClusterIfMissing } from './pglite-first-start.js';
import { PGLITE_START_PARAMS } from './pglite-settings.js';
import * as schema from './schema.js';

export type DatabaseLocation =
  /** Embedded PGlite, persisted under `<dataDir>/pglite` (the data folder also holds other server files). */
  | { dataDir: string }
  /** A PostgreSQL server. */
  | { url: string }
  /**
   * Embedded PGlite in memory: nothing touches the disk (tests). `snapshot`: a data folder to start from, as
   * `dumpDataDir` wrote it, instead of a new cluster.
   */
  | { memory: true; snapshot?: Blob };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies the committed migrations that have not run yet. Safe when several servers start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// Any fixed number: every server process on one PostgreSQL database agrees on it.
const MIGRATION_LOCK_ID = 74_210_026;

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if ('url' in location) return openPostgres(location.url);
  let dataDir: string | undefined;
  if ('dataDir' in location) {
    dataDir = join(location.dataDir, 'pglite');
    await mkdir(dataDir, { recursive: true });
    await createPgliteClusterIfMissing(dataDir);
  }
  return openPglite(dataDir, 'snapshot' in location ? location.snapshot : undefined);
}

/**
 * Durability of the embedded database (PGlite 0.5, Node): a data folder is mounted with Emscripten's NODEFS, which
 * writes through with fs.writeSync, so a commit's WAL is in the OS page cache before the query returns and a
 * SIGKILLed or crashed process loses nothing it answered (db/pglite-durability.pglite.test.ts). `relaxedDurability`
 * changes nothing here: it only defers the asynchronous sync step of the browser filesystems, and nodefs has none.
 * Not covered: an OS crash or power cut. PGlite starts PostgreSQL with fsync off (-F) and NODEFS implements no
 * fsync, so nothing forces data to the disk, and PostgreSQL documents that an OS stop then risks losing recent
 * commits or corrupting the cluster. A till that must survive power cuts needs a UPS or PostgreSQL.
 */
async function openPglite(dataDir: string | undefined, snapshot?: Blob): Promise<DatabaseHandle> {
  // One options object: PGlite reads its second argument only when the first is a folder, so an in-memory
  // database given (undefined, options) would start without them.
  const client = new PGlite({ dataDir, startParams: [...PGLITE_START_PARAMS], loadDataDir: snapshot });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    // PGlite is single-connection and single-process, so there is no one to race with.
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url });
  // Fail at start with a clear error rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Drizzle's migrator takes no lock; hold a session advisory lock on one connection so two servers
      // starting together do not both apply the same migration.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
