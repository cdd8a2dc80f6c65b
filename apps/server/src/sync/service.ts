import {
  type IncomingMutation,
  PULL_SCOPE_ENTITIES,
  type PullResponse,
  type PullScopeName,
  type QuarantinedSale,
  REJECTION_REASONS,
  type RejectionReason,
  SYNC_ENTITIES,
  type SyncEntity,
} from '@cafe/domain';
import { and, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { quarantinedSales, stores, versionCounters } from '../db/schema.js';
import { ENTITY_TABLES, rowJsonSql, storeColumnOf } from './entity-tables.js';
import { type PushOutcome, pushBatch } from './push-batch.js';
import { beginSyncHistory, createHeadWatch, cursorResetReason, readCursorCheck } from './sync-history.js';

interface VersionedTable {
  id: PgColumn;
  version: PgColumn;
  deletedAt: PgColumn;
}
type SyncTable = PgTable & VersionedTable;

/** Tombstones of these are purged after the retention; users stay (sessions and devices point at them). */
const PURGEABLE: readonly SyncEntity[] = [
  'product',
  'expense',
  'cashup',
  'shift',
  'task',
  'event',
  'mobileOrder',
  'customOrder',
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** `db.execute` returns the driver's result; both node-postgres and PGlite put the rows in `rows`. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

const tableOf = (entity: SyncEntity) => ENTITY_TABLES[entity] as unknown as SyncTable;

/**
 * A PullChange's JSON text, rendered by the database around the row it has already rendered (rowJsonSql):
 * `{"entity":…,"id":…,"version":…,"row":{…}}`, or `"deleted":true` in place of the row for a tombstone.
 */
const CHANGE_JSON = sql`'{"entity":' || to_json(entity)::text || ',"id":' || to_json(id)::text || ',"version":' || version::text
  || case when row is null then ',"deleted":true}' else ',"row":' || row || '}' end`;

export function createSyncService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const heads = createHeadWatch();

  /** The versions after `cursor` in `entities`, lowest first, at most `limit`: one statement, so one snapshot. */
  async function versionsAfter(
    storeId: string,
    entities: readonly SyncEntity[],
    cursor: number,
    limit: number,
  ): Promise<number[]> {
    const parts = entities.map((entity) => {
      const table = tableOf(entity);
      return sql`(select ${table.version} as version from ${table} where ${storeColumnOf(entity)} = ${storeId} and ${table.version} > ${cursor} order by ${table.version} limit ${limit})`;
    });
    const result = await db.execute(
      sql`select version from (${sql.join(parts, sql` union all `)}) as candidates order by version limit ${limit}`,
    );
    return rowsOf(result).map((row) => Number(row.version));
  }

  return {
    /** One transaction for the whole batch (push-batch.ts): one commit, however many mutations it holds. */
    push(deviceId: string, mutations: readonly IncomingMutation[]): Promise<PushOutcome> {
      return db.transaction((tx) => pushBatch(tx, deviceId, clock.now(), mutations));
    },

    /**
     * Changes after `cursor`, ascending by version, as the PullResponse's JSON text. The page's upper bound is read
     * in one statement; because a version is taken under the store's counter lock, every smaller version had
     * committed by then, so reading the rows up to that bound afterwards misses nothing. All rows of the boundary
     * version are included. The database renders the page's changes (rowJsonSql, CHANGE_JSON); they are only wrapped here.
     * A `scope` runs the very same queries over its tables only (docs/sync-protocol.md, "Two phases"), so every guarantee
     * holds within it; `head` is the store's version counter, whatever the scope.
     */
    async pull(request: {
      storeId: string;
      cursor: number;
      limit: number;
      scope?: PullScopeName | undefined;
      /** The stretch of history the cursor came from (sync-history.ts); a till older than stretches sends none. */
      history?: string | undefined;
      /** The pulling device's last handled mutationId, told with a reset so the till can send again what was lost. */
      lastMutationId: number;
    }): Promise<string> {
      const { storeId, cursor, limit, scope } = request;
      const entities = scope ? PULL_SCOPE_ENTITIES[scope] : SYNC_ENTITIES;
      // The head is read first: a version is taken under the counter's row lock and the counter is written in the
      // same commit, so every version up to the committed head had committed before the queries below began.
      const [counter] = await db
        .select({ head: versionCounters.lastVersion })
        .from(versionCounters)
        .where(eq(versionCounters.storeId, storeId));
      const headBefore = Number(counter?.head ?? 0);
      const candidates = await versionsAfter(storeId, entities, cursor, limit + 1);
      let changes = '';
      let nextCursor = cursor;
      let hasMore = false;
      if (candidates.length > 0) {
        const bound = candidates[Math.min(limit, candidates.length) - 1] ?? cursor;
        const parts = entities.map((entity) => {
          const table = tableOf(entity);
          return sql`(select ${entity}::text as entity, ${table.id}::text as id, ${table.version} as version,
            case when ${table.deletedAt} is null then ${rowJsonSql(entity)} end as row
            from ${table}
            where ${storeColumnOf(entity)} = ${storeId} and ${table.version} > ${cursor} and ${table.version} <= ${bound})`;
        });
        // The page's changes as one JSON text, in version order and within one version a fixed order, so a
        // repeated pull gives the same page. One value instead of a row per change: the driver hands over one
        // string rather than thousands of rows for this process to hold and join (PGlite holds them twice, in its
        // WebAssembly heap and as JavaScript rows) — what a first sync's peak memory on a small box is made of.
        const result = await db.execute(
          sql`select string_agg(${CHANGE_JSON}, ',' order by version, entity collate "C", id collate "C") as changes
            from (${sql.join(parts, sql` union all `)}) as page`,
        );
        changes = String(rowsOf(result)[0]?.changes ?? '');
        nextCursor = bound;
        hasMore = candidates.length > limit && (await versionsAfter(storeId, entities, bound, 1)).length > 0;
      }
      // A scope's last page: the scope holds nothing above what it sent, and everything up to headBefore was
      // visible to the queries, so the scope is complete through the head too. Moving the cursor there keeps the
      // two scopes' cursors close, and the lower of them is where the unscoped pull goes on (docs/sync-protocol.md).
      if (scope && !hasMore) nextCursor = Math.max(nextCursor, headBefore);
      if (heads.wentBack(storeId, headBefore)) await beginSyncHistory(db, clock, storeId);
      const check = await readCursorCheck(db, storeId, request.history);
      // A store made after this server started has no stretch yet; it begins above every version read above.
      const history = check.latest ?? (await beginSyncHistory(db, clock, storeId));
      const head = Math.max(headBefore, nextCursor);
      const resetReason = cursorResetReason(cursor, headBefore, request.history, check);
      if (resetReason) {
        const reset: PullResponse = {
          changes: [],
          cursor: 0,
          hasMore: true,
          reset: true,
          head: headBefore,
          history,
          lastMutationId: request.lastMutationId,
        };
        return JSON.stringify(reset);
      }
      return `{"changes":[${changes}],"cursor":${nextCursor},"hasMore":${hasMore},"head":${head},"history":"${history}"}`;
    },

    async quarantine(storeId: string): Promise<QuarantinedSale[]> {
      const rows = await db
        .select()
        .from(quarantinedSales)
        .where(eq(quarantinedSales.storeId, storeId))
        .orderBy(desc(quarantinedSales.createdAt))
        .limit(1000);
      return rows.map((row) => ({
        id: row.id,
        deviceId: row.deviceId,
        actorId: row.actorId,
        mutationId: row.mutationId,
        entity: row.entity,
        data: row.data,
        reason: (REJECTION_REASONS as readonly string[]).includes(row.reason)
          ? (row.reason as RejectionReason)
          : 'invalid',
        message: row.message,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /**
     * Deletes tombstones older than the retention and records the highest purged version per store; a device
     * whose cursor is below it has missed deletions it can no longer be told about, so its next pull resets.
     */
    async purgeTombstones(retentionDays: number): Promise<{ purged: number }> {
      const cutoff = new Date(clock.now().getTime() - retentionDays * DAY_MS);
      const storeRows = await db.select({ id: stores.id }).from(stores);
      let purged = 0;
      for (const { id: storeId } of storeRows) {
        await db.transaction(async (tx) => {
          const [store] = await tx
            .select({ purged: stores.purgedThroughVersion })
            .from(stores)
            .where(eq(stores.id, storeId))
            .for('update');
          let highest = store?.purged ?? 0;
          for (const entity of PURGEABLE) {
            const table = tableOf(entity);
            const deleted = (await tx
              .delete(table)
              .where(
                and(
                  eq(storeColumnOf(entity), storeId),
                  isNotNull(table.deletedAt),
                  lt(table.deletedAt, cutoff),
                ),
              )
              .returning({ version: table.version })) as { version: number }[];
            purged += deleted.length;
            for (const row of deleted) highest = Math.max(highest, Number(row.version));
          }
          if (highest > (store?.purged ?? 0)) {
            await tx.update(stores).set({ purgedThroughVersion: highest }).where(eq(stores.id, storeId));
          }
        });
      }
      return { purged };
    },
  };
}

export type SyncService = ReturnType<typeof createSyncService>;
