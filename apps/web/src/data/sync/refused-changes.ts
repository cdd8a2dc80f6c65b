import { mutationSubject, type SyncAction, type SyncEntity } from '@cafe/domain';
import type { CafeDb } from '../db';
import { readMeta } from './meta';

/** A change made on this till that the server refused (a permission, a rule): kept until its maker has seen it. */
export interface RefusedChange {
  /** The outbox entry's id. */
  id: string;
  entity: SyncEntity;
  action: SyncAction;
  /** What the row is known by (a product's name, an expense's description), when the change carries it. */
  subject: string | null;
  /** The server's reason, in its words. */
  message: string;
  /** Device time the change was made. */
  madeAt: string;
}

/**
 * The changes the server refused that `actorId` made on this till, oldest first. A refused entry is handled, so it
 * sits at or below syncedThrough: reading only that range keeps this off the path of every new write.
 */
export async function listRefusedChanges(db: CafeDb, actorId: string): Promise<RefusedChange[]> {
  const syncedThrough = (await readMeta(db, 'syncedThrough')) ?? 0;
  const entries = await db.syncLog
    .where('mutationId')
    .belowOrEqual(syncedThrough)
    .filter((entry) => entry.outcome === 'rejected' && entry.actorId === actorId)
    .toArray();
  return entries.map((entry) => ({
    id: entry.id,
    entity: entry.entity,
    action: entry.action,
    subject: mutationSubject(entry.data),
    message: entry.rejection?.message ?? 'Refused by the server',
    madeAt: entry.timestamp,
  }));
}

/** Forgets refused changes once their maker has read them; anything not refused is left alone. */
export async function dismissRefusedChanges(db: CafeDb, ids: readonly string[]): Promise<void> {
  await db.transaction('rw', db.syncLog, async () => {
    const entries = await db.syncLog.bulkGet([...ids]);
    const refused = entries.filter((entry) => entry?.outcome === 'rejected').map((entry) => entry?.id ?? '');
    await db.syncLog.bulkDelete(refused);
  });
}
