import { sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { stores, syncHistories } from '../db/schema.js';

/**
 * Stretches of a store's version history (db/schema.ts, syncHistories; docs/sync-protocol.md, "Restore"). A server begins a
 * stretch for every store when it starts; a pull names the stretch its cursor came from, and a cursor outside
 * that stretch (or above the head, or of a stretch this database never had) was not issued by this database — a
 * backup was restored under it — so the till starts over rather than skip what the database numbers again.
 */

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/**
 * Begins a stretch at the store's next version. It holds the store's counter row, as a push does, so no version is
 * handed out while it is read: the stretch before it ends exactly at the committed head.
 */
export async function beginSyncHistory(db: Database, clock: Clock, storeId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const head = rowsOf(
      await tx.execute(sql`select last_version from version_counters where store_id = ${storeId} for update`),
    )[0];
    const firstVersion = Number(head?.last_version ?? 0) + 1;
    const [row] = await tx
      .insert(syncHistories)
      .values({ storeId, firstVersion, startedAt: clock.now() })
      .onConflictDoNothing()
      .returning({ id: syncHistories.id });
    if (row) return row.id;
    // Another process began one at this very version (several servers starting at once): share it.
    const [existing] = await tx
      .select({ id: syncHistories.id })
      .from(syncHistories)
      .where(sql`${syncHistories.storeId} = ${storeId} and ${syncHistories.firstVersion} = ${firstVersion}`);
    if (!existing) throw new Error('A stretch of sync history was neither made nor found');
    return existing.id;
  });
}

/** At a server's start: a new stretch for every store. */
export async function beginSyncHistories(db: Database, clock: Clock): Promise<void> {
  for (const { id } of await db.select({ id: stores.id }).from(stores)) await beginSyncHistory(db, clock, id);
}

export interface CursorCheck {
  /** The store's newest stretch: the one a page's cursor belongs to. */
  latest: string | null;
  /** Where the named stretch ends: `null` for the newest one (it ends at the head), `undefined` when unknown. */
  namedEnd: number | null | undefined;
  purgedThrough: number;
}

/**
 * What a pull needs to judge its cursor, in one statement, read after the page's rows: the newest stretch (a
 * stretch begun after the rows were read starts above every version they hold), where the named one ends, and the
 * purged tombstones' bound (a purge committed before the rows shows here, so no purged tombstone is missed).
 */
export async function readCursorCheck(
  db: Database,
  storeId: string,
  named: string | undefined,
): Promise<CursorCheck> {
  const namedId = named ?? null;
  const [row] = rowsOf(
    await db.execute(sql`
      select
        (select id from sync_histories where store_id = ${storeId} order by first_version desc limit 1) as latest,
        (select first_version from sync_histories where store_id = ${storeId} and id = ${namedId}::uuid) as named_first,
        (select min(later.first_version) from sync_histories later, sync_histories given
          where given.id = ${namedId}::uuid and later.store_id = ${storeId} and given.store_id = ${storeId}
            and later.first_version > given.first_version) as next_first,
        (select purged_through_version from stores where id = ${storeId}) as purged`),
  );
  const namedFirst = row?.named_first;
  const nextFirst = row?.next_first;
  return {
    latest: row?.latest ? String(row.latest) : null,
    namedEnd:
      namedFirst === null || namedFirst === undefined
        ? undefined
        : nextFirst === null || nextFirst === undefined
          ? null
          : Number(nextFirst) - 1,
    purgedThrough: Number(row?.purged ?? 0),
  };
}

/** The reason a pull from `cursor` must start over, or null when the cursor is one this database issued. */
export function cursorResetReason(
  cursor: number,
  head: number,
  named: string | undefined,
  check: CursorCheck,
): 'purged' | 'not-issued' | null {
  if (cursor === 0) return null;
  if (cursor > head) return 'not-issued';
  if (named !== undefined) {
    if (check.namedEnd === undefined) return 'not-issued';
    if (check.namedEnd !== null && cursor > check.namedEnd) return 'not-issued';
  }
  if (cursor < check.purgedThrough) return 'purged';
  return null;
}

/** Used by the pull to notice a counter that went backwards under a running server (a restore it was not told of). */
export function createHeadWatch() {
  const highest = new Map<string, number>();
  return {
    /** true when `head` is below a head this process has seen for the store: the database went back in time. */
    wentBack(storeId: string, head: number): boolean {
      const seen = highest.get(storeId) ?? 0;
      highest.set(storeId, head);
      return head < seen;
    },
  };
}
