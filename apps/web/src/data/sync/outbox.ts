import type { PushMutation } from '@cafe/domain';
import type { CafeDb, OutboxEntry } from '../db';
import { readMeta, writeMeta } from './meta';

/**
 * The outbox's invariant: every entry with mutationId <= meta.syncedThrough has been handled by the server, every
 * entry above it has not. The unsynced entries are therefore one contiguous run, read through the unique
 * mutationId index (IndexedDB cannot index a boolean).
 */
export async function unsyncedEntries(db: CafeDb, limit?: number): Promise<OutboxEntry[]> {
  const syncedThrough = (await readMeta(db, 'syncedThrough')) ?? 0;
  const query = db.syncLog.where('mutationId').above(syncedThrough);
  return limit === undefined ? query.toArray() : query.limit(limit).toArray();
}

export async function countUnsynced(db: CafeDb): Promise<number> {
  const syncedThrough = (await readMeta(db, 'syncedThrough')) ?? 0;
  return db.syncLog.where('mutationId').above(syncedThrough).count();
}

/**
 * The next batch to push: the lowest unsynced entries, at most `size`. It stops before a second update of a row
 * already in the batch: that update was made on top of this device's earlier one, and its baseVersion is raised
 * to the version the earlier one gets (see rebase in apply-server-changes) so the server does not see it as a
 * conflict with itself.
 */
export async function nextBatch(db: CafeDb, size: number): Promise<OutboxEntry[]> {
  const candidates = await unsyncedEntries(db, size);
  const touched = new Set<string>();
  const batch: OutboxEntry[] = [];
  for (const entry of candidates) {
    const key = `${entry.entity}:${String(entry.data.id)}`;
    if (entry.action === 'update') {
      if (touched.has(key)) break;
      touched.add(key);
    }
    batch.push(entry);
  }
  return batch;
}

export function toPushMutation(entry: OutboxEntry): PushMutation {
  return {
    mutationId: entry.mutationId,
    entity: entry.entity,
    action: entry.action,
    data: entry.data,
    baseVersion: entry.baseVersion,
    actorId: entry.actorId,
    clientTime: entry.timestamp,
    ...(entry.proof ? { proof: entry.proof } : {}),
  };
}

/**
 * Renumbers the unsynced entries to start at `first` (keeping their order), for a device registration that
 * continues at another number than this outbox. History entries in the way are dropped: they were handled.
 * Call inside a 'rw' transaction over syncLog and meta.
 */
export async function renumberUnsynced(db: CafeDb, first: number): Promise<void> {
  const pending = await unsyncedEntries(db);
  const next = (await readMeta(db, 'nextMutationId')) ?? 1;
  const lowest = pending[0]?.mutationId ?? next;
  const shift = first - lowest;
  if (shift === 0) return;
  const ids = new Set(pending.map((entry) => entry.id));
  const newLast = first + pending.length;
  await db.syncLog
    .where('mutationId')
    .between(first, newLast, true, false)
    .filter((entry) => !ids.has(entry.id))
    .delete();
  // Move in the direction that never makes two entries share a mutationId (the index is unique).
  const ordered = shift > 0 ? [...pending].reverse() : pending;
  for (const entry of ordered) await db.syncLog.update(entry.id, { mutationId: entry.mutationId + shift });
  await writeMeta(db, 'syncedThrough', first - 1);
  await writeMeta(db, 'nextMutationId', Math.max(first, next + shift));
}

/** Deletes handled entries once a pull has brought their rows back; rejected ones stay for people to see. */
export async function pruneHandled(db: CafeDb): Promise<void> {
  const syncedThrough = (await readMeta(db, 'syncedThrough')) ?? 0;
  await db.syncLog
    .where('mutationId')
    .belowOrEqual(syncedThrough)
    .filter((entry) => entry.outcome !== 'rejected')
    .delete();
}
