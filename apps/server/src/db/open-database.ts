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
import { createPostgresNotifications, type DatabaseNotifications } from './postgres-notifications.js';
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
  /** PostgreSQL's NOTIFY between the server processes on one database; null on PGlite (one process only). */
  notifications: DatabaseNotifications | null;
  /** Applies the committed migrations that have not run yet. Safe when several servers start at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /**
   * Told of trouble the server rides out in the background — an idle connection cut by a database restart, the
   * notification connection reconnecting — so it can be logged. A request that meets the trouble fails on its own.
   */
  warn?: (error: unknown, message: string) => void;
}

// Any fixed number: every server process on one PostgreSQL database agrees on it.
const MIGRATION_LOCK_ID = 74_210_026;

/**
 * How long a request waits for a new PostgreSQL connection. Without it a database host that drops packets (a
 * failover in progress) holds every request for the operating system's TCP timeout, minutes, instead of failing
 * fast with a 503 the till retries.
 */
const CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase(
  location: DatabaseLocation,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  if ('url' in location) return openPostgres(location.url, options.warn ?? (() => {}));
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
    notifications: null,
    // PGlite is single-connection and single-process, so there is no one to race with.
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/**
 * A PostgreSQL restart, a failover or an idle-connection reaper cuts the pool's connections. node-postgres then
 * emits 'error' on the connection and on the pool, and an 'error' event nobody listens to ends the process. With
 * the listeners below the cut connection is dropped from the pool, the request using it fails (a 503, see
 * http/error-handler.ts), and the pool opens a new connection for the next one: the server recovers by itself.
 */
async function openPostgres(
  url: string,
  warn: NonNullable<DatabaseOptions['warn']>,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle connection that is cut: the pool removes it and tells us here.
  pool.on('error', (error) => warn(error, 'an idle database connection was cut'));
  // A connection in use that is cut between two queries: the pool listens only while it is idle, so without this
  // the event would be unhandled. The next query on it fails and is answered and logged with its request.
  pool.on('connect', (client) => client.on('error', () => {}));
  // Fail at start with a clear error rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePostgres({ client: pool, schema });
  const notifications = createPostgresNotifications({ url, pool, warn });
  return {
    db,
    kind: 'postgres',
    notifications,
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
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
}
