import { join } from 'node:path';
import { ROLES, type Role, SYNC_ENTITIES, type SyncEntity } from '@cafe/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../apps/server/src/app';
import {
  type AppConfig,
  DEFAULT_BODY_LIMIT_BYTES,
  DEFAULT_FILE_QUOTA_BYTES,
  DEFAULT_TOMBSTONE_RETENTION_DAYS,
} from '../../../apps/server/src/app-config';
import type { Database } from '../../../apps/server/src/db/database';
import { seedDatabase } from '../../../apps/server/src/seed/seed-database';
import { type DbRow, ENTITY_TABLES, toDomainRow } from '../../../apps/server/src/sync/entity-tables';
import type { TestActorKey } from '../../../apps/server/src/test-support/actor-signing';
import { signIn } from '../../../apps/server/src/test-support/sync-client';
import { takeTableSnapshot } from '../../../apps/server/src/test-support/table-snapshot';
import { TEST_TIME_ZONE } from '../../../apps/server/src/test-support/test-app';
import { createTestClock, TEST_NOW, type TestClock } from '../../../apps/server/src/test-support/test-clock';
import { createTestDatabase, type TestDatabase } from '../../../apps/server/src/test-support/test-database';

const SNAPSHOT_SCHEMA = 'model_snapshot';

/** A server row as the sync protocol shows it, plus whether it is a tombstone. */
export interface ServerRow {
  row: Record<string, unknown>;
  deleted: boolean;
}

/** A session of a demo account, made through the real sign-in endpoint before the snapshot. */
export interface DemoSession {
  cookie: string;
  userId: string;
  /** The key that sign-in registered, which the session's browser signs the user's changes with. */
  actorKey: TestActorKey;
}

export interface SimServer {
  /** The app as it runs now; a restart replaces it. */
  app(): FastifyInstance;
  readonly db: Database;
  readonly clock: TestClock;
  /**
   * Sessions per role that every run starts with (the snapshot keeps them): signing in hashes the password on
   * purpose slowly, and doing it for every till of every run would cost most of the test's time.
   */
  readonly sessions: Readonly<Record<Role, readonly DemoSession[]>>;
  /** The process dies and starts again on the SAME database, doing what main.ts does at start. */
  restart(): Promise<void>;
  /** Back to the freshly seeded database (every table restored from the snapshot) and a new app. */
  reset(): Promise<void>;
  /** Every row of the store, tombstones included, by entity and id, as the pull would describe them. */
  rows(): Promise<Map<SyncEntity, Map<string, ServerRow>>>;
  /** How many rows the sales table holds for each sale id. */
  saleCounts(): Promise<Map<string, number>>;
  quarantinedSales(): Promise<number>;
  /** Every quarantined mutation: its entity, reason, words and data. */
  quarantined(): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

const config: AppConfig = {
  demo: true,
  secureCookies: false,
  trustProxy: false,
  webRoot: join(import.meta.dirname, 'no-web-app-here'),
  // Every device signs in at the start of every run.
  loginAttemptsPerMinute: 100_000,
  bodyLimitBytes: DEFAULT_BODY_LIMIT_BYTES,
  tombstoneRetentionDays: DEFAULT_TOMBSTONE_RETENTION_DAYS,
  // The model uploads no files; the database keeps any, so a run leaves nothing on disk.
  filesDir: null,
  fileQuotaBytes: DEFAULT_FILE_QUOTA_BYTES,
};

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/**
 * The real server app (buildApp) on one database from test-support: in-memory PGlite, or a new PostgreSQL database
 * when CAFE_TEST_DB=postgres (the integration-postgres project). Migrating and seeding take
 * seconds, so it is done once and every table is copied into a snapshot schema; `reset` restores it in
 * milliseconds, giving each model run the freshly seeded store.
 */
export const DEMO_EMAILS: Readonly<Record<Role, string>> = {
  admin: 'admin@cafe.example',
  manager: 'manager@cafe.example',
  staff: 'staff@cafe.example',
};

export async function createSimServer(options: { sessionsPerRole: number }): Promise<SimServer> {
  const database: TestDatabase = await createTestDatabase();
  const { db } = database;
  const clock = createTestClock();
  await seedDatabase({ db, clock, demo: true, timeZone: TEST_TIME_ZONE });
  const build = () => buildApp({ db, dbKind: database.kind, clock, config });
  let app = await build();

  const sessions = {} as Record<Role, DemoSession[]>;
  for (const role of ROLES) {
    sessions[role] = await Promise.all(
      Array.from({ length: options.sessionsPerRole }, async () => {
        const { sessionCookie, userId, actorKey } = await signIn(app, DEMO_EMAILS[role]);
        return { cookie: sessionCookie.slice(sessionCookie.indexOf('=') + 1), userId, actorKey };
      }),
    );
  }

  const snapshot = await takeTableSnapshot(db, SNAPSHOT_SCHEMA);

  return {
    app: () => app,
    db,
    clock,
    sessions,
    async restart() {
      await app.close();
      app = await build();
      // main.ts purges old tombstones at every start.
      await app.sync.purgeTombstones(config.tombstoneRetentionDays);
    },
    async reset() {
      await app.close();
      clock.set(TEST_NOW);
      await snapshot.restore();
      app = await build();
    },
    async rows() {
      const all = new Map<SyncEntity, Map<string, ServerRow>>();
      for (const entity of SYNC_ENTITIES) {
        const table = ENTITY_TABLES[entity];
        const found = (await db.select().from(table)) as DbRow[];
        const byId = new Map<string, ServerRow>();
        // The database holds one store, so every row is that store's.
        for (const row of found) {
          byId.set(String(row.id), { row: toDomainRow(entity, row), deleted: row.deletedAt !== null });
        }
        all.set(entity, byId);
      }
      return all;
    },
    async saleCounts() {
      const result = rowsOf(await db.execute('select id, count(*)::int as n from sales group by id'));
      return new Map(result.map((row) => [String(row.id), Number(row.n)]));
    },
    async quarantined() {
      const result = rowsOf(
        await db.execute('select entity, reason, message, data from quarantined_sales order by created_at'),
      );
      return result.map((row) => ({
        ...row,
        data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data,
      }));
    },
    async quarantinedSales() {
      const result = rowsOf(await db.execute('select count(*)::int as n from quarantined_sales'));
      return Number(result[0]?.n ?? 0);
    },
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}
