import {
  type MutationResult,
  type PullResponse,
  type PushResponse,
  type StoredResult,
  SYNC_ENTITIES,
  type SyncEntity,
} from '@cafe/domain';
import Dexie, { type Table } from 'dexie';
import { putInSlices } from '../bulk-writes';
import { type CafeDb, ENTITY_TABLE_NAMES, type EntityRows, entityTable, type OutboxEntry } from '../db';
import type { BatchView, RowChange } from '../projection';
import { projections } from '../projections';
import { groupPendingByRow, rowKey, withPendingChanges } from './local-changes';
import { deleteMeta, readMeta, writeMeta } from './meta';
import { unsyncedEntries } from './outbox';
import { type PullStage, recordPageCursor } from './pull-stages';

/**
 * Every table a sync transaction may touch: the synced rows, the outbox, meta, and the tables of every projection
 * (projections.ts), which change with the server's rows in the same transaction.
 */
export function syncTables(db: CafeDb) {
  const names = new Set<string>([
    ...Object.values(ENTITY_TABLE_NAMES),
    'syncLog',
    'meta',
    ...projections.tables(SYNC_ENTITIES, 'server'),
  ]);
  return [...names].map((name) => db.table(name));
}

type PendingGroups = Map<string, OutboxEntry[]>;
type Row = EntityRows[SyncEntity];

/**
 * Lays a server row (or tombstone: `row` null) into its local table: server rows win, then this device's
 * unsynced changes to that row are replayed on top so nothing the user did disappears before it is pushed.
 * A row the table already holds at a higher version is newer than this answer and stays.
 */
async function applyServerRow(
  db: CafeDb,
  entity: SyncEntity,
  id: string,
  version: number,
  row: Record<string, unknown> | null,
  pending: PendingGroups,
): Promise<void> {
  const table = entityTable(db, entity);
  const local = await table.get(id);
  if (local && local.version > version) return;
  const shown =
    row === null
      ? undefined
      : withPendingChanges(entity, row as unknown as Row, pending.get(rowKey(entity, id)) ?? []);
  if (shown) await table.put(shown);
  else await table.delete(id);
  await projections.apply(db, entity, { id, before: local, after: shown }, 'server');
}

/** The answer that counts for a result: a duplicate carries the original one (null when it predates us). */
function effective(result: MutationResult): StoredResult | null {
  return result.status === 'duplicate' ? result.original : result;
}

/**
 * A push answer, in ONE transaction (call inside 'rw' over syncTables): entries up to lastMutationId are marked
 * handled with their outcome; applied and conflict rows replace the local ones (with pending changes on top);
 * a rejected create's optimistic row goes; later unsynced updates of a row are rebased on the version this
 * device's own change produced. A rejected update or delete resets the synced tables for a pull from 0
 * (returned as `resyncNeeded`).
 */
export async function applyPushResponse(
  db: CafeDb,
  batch: readonly OutboxEntry[],
  response: PushResponse,
): Promise<{ resyncNeeded: boolean }> {
  const handledThrough = response.lastMutationId;
  const byMutation = new Map(batch.map((entry) => [entry.mutationId, entry]));
  let resyncNeeded = false;

  for (const entry of batch) {
    if (entry.mutationId > handledThrough) break;
    await db.syncLog.update(entry.id, { synced: true });
  }
  const previous = (await readMeta(db, 'syncedThrough')) ?? 0;
  await writeMeta(db, 'syncedThrough', Math.max(previous, handledThrough));

  const pending = groupPendingByRow(await unsyncedEntries(db));
  for (const result of response.results) {
    const entry = byMutation.get(result.mutationId);
    if (!entry || entry.mutationId > handledThrough) continue;
    const outcome = effective(result);
    const id = String(entry.data.id);
    if (outcome === null) {
      await db.syncLog.update(entry.id, { outcome: 'duplicate' });
      continue;
    }
    if (outcome.status === 'rejected') {
      // A rejected entry stays for people to see; a new user's password must not stay with it.
      const { password: _password, confirmPassword: _confirm, ...kept } = entry.data;
      await db.syncLog.update(entry.id, {
        outcome: 'rejected',
        rejection: { reason: outcome.reason, message: outcome.message },
        data: kept,
      });
      if (entry.action === 'create' || outcome.reason === 'not_found') {
        // The optimistic row goes even when later unsynced edits of it wait: the server never made it (or, for
        // not_found, no longer has it: a tombstone purged after the retention), so those edits can only be
        // refused too, and a kept row would stay for good (a pull only touches rows the server has). Should the
        // server have the row after all (a replayed create), the next pull brings it back.
        // The till drops its own row: projections that follow only the server's rows are not told.
        const table = entityTable(db, entry.entity);
        const removed = await table.get(id);
        await table.delete(id);
        if (removed)
          await projections.apply(db, entry.entity, { id, before: removed, after: undefined }, 'local');
      } else {
        // The server kept its row; this device only has its own edit. Rebuilding from the server restores it.
        resyncNeeded = true;
      }
      continue;
    }
    await db.syncLog.update(entry.id, {
      outcome: result.status === 'duplicate' ? 'duplicate' : outcome.status,
    });
    const deleted = typeof outcome.row.deletedAt === 'string';
    await applyServerRow(db, entry.entity, id, outcome.version, deleted ? null : outcome.row, pending);
    for (const later of pending.get(rowKey(entry.entity, id)) ?? []) {
      if (later.action === 'update' && (later.baseVersion ?? 0) < outcome.version) {
        await db.syncLog.update(later.id, { baseVersion: outcome.version });
        later.baseVersion = outcome.version;
      }
    }
  }
  // A full reset, not just a cursor of 0: a pull from 0 brings every live row but no purged tombstone, so rows
  // deleted on the server long ago would otherwise stay here for good (found by the model test).
  if (resyncNeeded) await resetSyncedTables(db);
  return { resyncNeeded };
}

/**
 * What one pull knows without reading IndexedDB: of the tables that were empty when it began, every id it brings
 * is absent locally unless an earlier page of the same pull wrote it. A row reaches the server only through a
 * push, and this browser pushes only from the engine that is pulling now, so none of this browser's rows can
 * have reached the server since the pull began; rows other tabs create meanwhile have ids the server has never
 * seen. A first pull of 100,000 sales so skips 100,000 lookups that could only find nothing.
 */
export interface PullScope {
  emptyAtStart: ReadonlySet<SyncEntity>;
  seen: Map<SyncEntity, Set<string>>;
}

/** Call before the first page, and again after a reset (which empties tables). */
export async function startPullScope(db: CafeDb): Promise<PullScope> {
  const emptyAtStart = new Set<SyncEntity>();
  for (const entity of SYNC_ENTITIES) {
    const first = await entityTable(db, entity).limit(1).primaryKeys();
    if (first.length === 0) emptyAtStart.add(entity);
  }
  return { emptyAtStart, seen: new Map() };
}

/**
 * A scope kept beyond one sync (the history of a first sync spans many) stays true only if it learns of every
 * row this device pushes meanwhile: such a row is on the server now and may come back in a later page.
 */
export function noteLocalRows(scope: PullScope, entries: readonly OutboxEntry[]): void {
  for (const entry of entries) {
    if (!scope.emptyAtStart.has(entry.entity)) continue;
    const seen = scope.seen.get(entry.entity) ?? new Set<string>();
    seen.add(String(entry.data.id));
    scope.seen.set(entry.entity, seen);
  }
}

/** The page's ids that may be stored locally: all of them, less the ones the scope proves absent. */
function idsToRead(scope: PullScope | undefined, entity: SyncEntity, ids: readonly string[]): string[] {
  if (!scope?.emptyAtStart.has(entity)) return [...ids];
  const seen = scope.seen.get(entity) ?? new Set<string>();
  scope.seen.set(entity, seen);
  const read = ids.filter((id) => seen.has(id));
  for (const id of ids) seen.add(id);
  return read;
}

/**
 * One pull page and its cursor, in ONE transaction (call inside 'rw' over syncTables). Works per page, not per
 * row (a first pull brings 100,000 sales): one bulkGet per table for the page's ids, then every change is laid
 * over the rows in memory in page order, exactly as applyServerRow would one by one (a row seen twice builds on
 * its first change), then one bulkDelete and one bulkPut per table, and each entity's projections (the day totals)
 * from all its changes in one batch. Only Dexie promises are awaited, so the engine's plain transaction callback
 * keeps working.
 *
 * `cursor: 'hold'` lays down the changes but leaves the cursor where it was: for a part of a page whose changes
 * all share a version with the part after it (docs/till-sync.md, "A first sync in two phases"). Should the rest never come, they come
 * again from the held cursor and are laid down as the same rows.
 */
export async function applyPullPage(
  db: CafeDb,
  page: PullResponse,
  scope?: PullScope,
  stage: PullStage = 'full',
  cursor: 'advance' | 'hold' = 'advance',
): Promise<void> {
  const pending = groupPendingByRow(await unsyncedEntries(db));
  const idsByEntity = new Map<SyncEntity, Set<string>>();
  for (const change of page.changes) {
    const ids = idsByEntity.get(change.entity) ?? new Set<string>();
    ids.add(change.id);
    idsByEntity.set(change.entity, ids);
  }
  /** Per table: every id of the page with its row as the changes so far leave it (undefined: absent). */
  const current = new Map<SyncEntity, Map<string, Row | undefined>>();
  for (const [entity, ids] of idsByEntity) {
    const rows = new Map<string, Row | undefined>([...ids].map((id) => [id, undefined]));
    const list = idsToRead(scope, entity, [...ids]);
    const stored = list.length > 0 ? await entityTable(db, entity).bulkGet(list) : [];
    for (const [index, id] of list.entries()) rows.set(id, stored[index]);
    current.set(entity, rows);
  }

  const touched = new Map<SyncEntity, Set<string>>();
  /** Per entity with projections: its changes in page order, and what the page had changed of what they read. */
  const projected = new Map<SyncEntity, { changes: RowChange<Row>[]; view: BatchView }>();
  /** The rows of what `entity`'s projections read, as the page's changes so far leave them. */
  const viewFor = (entity: SyncEntity): BatchView => {
    const seen = new Map<SyncEntity, Map<string, Row | undefined>>();
    for (const read of projections.reads(entity, 'server')) {
      seen.set(read, new Map([...(touched.get(read) ?? [])].map((id) => [id, current.get(read)?.get(id)])));
    }
    return {
      seen: <E extends SyncEntity>(read: E) =>
        (seen.get(read) ?? new Map()) as ReadonlyMap<string, EntityRows[E] | undefined>,
    };
  };
  for (const change of page.changes) {
    const rows = current.get(change.entity);
    if (!rows) continue;
    const local = rows.get(change.id);
    if (local && local.version > change.version) continue;
    let next: Row | undefined;
    if ('row' in change) {
      next = withPendingChanges(
        change.entity,
        change.row as unknown as Row,
        pending.get(rowKey(change.entity, change.id)) ?? [],
      );
      if (!next) continue;
    }
    rows.set(change.id, next);
    const ids = touched.get(change.entity) ?? new Set<string>();
    ids.add(change.id);
    touched.set(change.entity, ids);
    if (projections.of(change.entity, 'server').length > 0) {
      // What the projections read is taken as their entity's first change finds it (a fresh database's day totals
      // count in the zone of the settings that came before its first sale).
      let batch = projected.get(change.entity);
      if (!batch) {
        batch = { changes: [], view: viewFor(change.entity) };
        projected.set(change.entity, batch);
      }
      batch.changes.push({ id: change.id, before: local, after: next });
    }
  }

  const writeRows = async () => {
    for (const [entity, ids] of touched) {
      const rows = current.get(entity);
      const kept: Row[] = [];
      const removed: string[] = [];
      for (const id of ids) {
        const row = rows?.get(id);
        if (row) kept.push(row);
        else removed.push(id);
      }
      const table = entityTable(db, entity) as unknown as Table<Row, string>;
      if (removed.length > 0) await table.bulkDelete(removed);
      if (kept.length > 0) await putInSlices(table, kept);
    }
  };
  const project = ([entity, batch]: [SyncEntity, { changes: RowChange<Row>[]; view: BatchView }]) =>
    projections.applyMany(db, entity, batch.changes, 'server', batch.view);
  const readsWritten = (entity: SyncEntity) =>
    projections.reads(entity, 'server').some((read) => touched.has(read));
  const first = [...projected].filter(([entity]) => readsWritten(entity));
  const alongside = [...projected].filter(([entity]) => !readsWritten(entity));
  // A projection that reads rows this page changes must find them as they were before it (the day totals read the
  // settings): it is worked out before the rows are written.
  if (first.length > 0) await Dexie.Promise.all(first.map(project));
  // The others read nothing the rows' writes change: the rows stream into IndexedDB while they are worked out, so
  // the browser's writer never waits on the page's thread (a history page is thousands of rows).
  await Dexie.Promise.all([writeRows(), ...alongside.map(project)]);
  if (cursor === 'advance') await recordPageCursor(db, stage, page);
}

/**
 * The server's `reset`: its tombstones older than our cursor are gone, so the local tables are rebuilt from 0.
 * Rows with unsynced changes stay (they show what the outbox will still push); the outbox is never touched.
 * Call inside 'rw' over syncTables.
 */
export async function resetSyncedTables(db: CafeDb): Promise<void> {
  const pending = groupPendingByRow(await unsyncedEntries(db));
  for (const entity of SYNC_ENTITIES) {
    const table = entityTable(db, entity);
    const keep: Row[] = [];
    for (const key of pending.keys()) {
      if (!key.startsWith(`${entity}:`)) continue;
      const row = await table.get(key.slice(entity.length + 1));
      if (row) keep.push(row);
    }
    await table.clear();
    if (keep.length > 0) await table.bulkPut(keep);
  }
  await projections.rebuild(db);
  // Both phases start again: the device pulls what it sells first, then its history (docs/till-sync.md, "A first sync in two phases").
  await deleteMeta(db, 'pullCursor');
  await deleteMeta(db, 'historyPull');
  await deleteMeta(db, 'pullHistory');
}
