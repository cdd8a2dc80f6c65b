import type { CafeDb } from '../db';

/** The sync engine's bookkeeping in the `meta` store; every key's value type is fixed here. */
export interface MetaValues {
  /** This browser's registration (POST /api/devices); absent until the first online sign-in. */
  deviceId: string;
  storeId: string;
  /** The server version the local tables have caught up to; absent until the first pull completes. */
  pullCursor: number;
  /** The mutationId the next outbox entry takes: contiguous from 1 for the life of this database. */
  nextMutationId: number;
  /** Every outbox entry with a mutationId up to this one has been handled by the server. */
  syncedThrough: number;
  /** When the last full sync (push and pull) succeeded. */
  lastSyncedAt: string;
  /**
   * Present while this browser's first pull of the store's history (sales, expenses, cash-ups, shifts, tasks,
   * events) is under way, after what a till needs to sell is already here (docs/till-sync.md, "A first sync in two phases"); absent
   * once the history is on the device, and on devices that pulled everything before there were two phases.
   * `cursor` is how far the history pull has come, `head` the store's version when it began.
   */
  historyPull: { cursor: number; head: number };
  /** The stretch of the server's history the cursors came from, sent back with them (docs/sync-protocol.md, "Restore"). */
  pullHistory: string;
  /**
   * Set when the server no longer knew this device (a restore from a backup made before it registered): the next
   * registration continues from the oldest entry the outbox keeps, so the server gets back what it lost.
   */
  registrationLost: true;
}

export type MetaKey = keyof MetaValues;

/** Reads one meta value; call inside a transaction that includes `meta` to read-then-write atomically. */
export async function readMeta<K extends MetaKey>(
  database: CafeDb,
  key: K,
): Promise<MetaValues[K] | undefined> {
  const row = await database.meta.get(key);
  return row?.value as MetaValues[K] | undefined;
}

export async function writeMeta<K extends MetaKey>(
  database: CafeDb,
  key: K,
  value: MetaValues[K],
): Promise<void> {
  await database.meta.put({ key, value });
}

export async function deleteMeta(database: CafeDb, key: MetaKey): Promise<void> {
  await database.meta.delete(key);
}

/**
 * Takes `count` mutationIds in a row and returns the first. Call only inside a 'rw' transaction over `meta` (and the
 * outbox): IndexedDB runs overlapping read-write transactions one after another, even across tabs, so ids stay
 * contiguous and unique. (commitChange reads and writes `nextMutationId` itself, by the same rule.)
 */
export async function allocateMutationIds(database: CafeDb, count: number): Promise<number> {
  const next = (await readMeta(database, 'nextMutationId')) ?? 1;
  await writeMeta(database, 'nextMutationId', next + count);
  return next;
}
