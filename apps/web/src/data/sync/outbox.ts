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

/**
 * How long a handled entry stays in the outbox. Should the server be restored from a backup older than the entry,
 * the server has lost it and the till sends it again (resendLost); a backup older than this loses what the
 * till had already synced. docs/operations.md, "Restoring a backup", promises this figure.
 */
export const HANDLED_RETENTION_DAYS = 14;
const HANDLED_RETENTION_MS = HANDLED_RETENTION_DAYS * 24 * 60 * 60 * 1000;

/**
 * Deletes handled entries older than the retention; rejected ones stay for people to see. Entries are numbered
 * in the order they were made, so the walk stops at the first one still within the retention.
 */
export async function pruneHandled(db: CafeDb, now: Date): Promise<void> {
  const syncedThrough = (await readMeta(db, 'syncedThrough')) ?? 0;
  const cutoff = new Date(now.getTime() - HANDLED_RETENTION_MS).toISOString();
  await db.syncLog
    .where('mutationId')
    .belowOrEqual(syncedThrough)
    .until((entry) => entry.timestamp >= cutoff)
    .filter((entry) => entry.outcome !== 'rejected')
    .delete();
}

/** The lowest mutationId the outbox still holds, handled or not; undefined when it is empty. */
export async function lowestKept(db: CafeDb): Promise<number | undefined> {
  return (await db.syncLog.orderBy('mutationId').first())?.mutationId;
}

/**
 * The server has handled this device's changes only through `serverHas`, below what this outbox counts as
 * handled: a restore from a backup took the rest back. Every entry kept above `serverHas` becomes unsynced again,
 * renumbered to follow it without holes (entries pruned or dismissed meanwhile leave some), so the next push
 * sends them again, in their order; the server applies each one once. Returns how many will be sent again.
 * Call inside a 'rw' transaction over syncLog and meta.
 */
export async function resendLost(db: CafeDb, serverHas: number): Promise<number> {
  const syncedThrough = (await readMeta(db, 'syncedThrough')) ?? 0;
  if (serverHas >= syncedThrough) return 0;
  const lost = await db.syncLog.where('mutationId').between(serverHas, syncedThrough, false, true).count();
  const above = await db.syncLog.where('mutationId').above(serverHas).sortBy('mutationId');
  // Ascending, each entry moves down or stays, and only onto a number no entry holds any more (the index is unique).
  let next = serverHas + 1;
  for (const entry of above) {
    await db.syncLog.update(entry.id, { mutationId: next, synced: false });
    next++;
  }
  await writeMeta(db, 'syncedThrough', serverHas);
  await writeMeta(db, 'nextMutationId', next);
  return lost;
}
