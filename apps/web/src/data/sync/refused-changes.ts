import {
  mutationSubject,
  type RejectionReason,
  type SyncAction,
  type SyncEntity,
  wordsForPeople,
} from '@cafe/domain';
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
  /** Why, as the server's protocol names it: the screen turns it into a sentence for its reader (refusal-words). */
  reason: RejectionReason;
  /**
   * The server's own message when it is written for people (the rule that was broken: 'This barcode is already used
   * by Latte'); null when it is a status phrase or carries a code or an id, which no screen shows.
   */
  detail: string | null;
  /** Device time the change was made. */
  madeAt: string;
}

/**
 * The changes the server refused that `actorId` made on this till, oldest first. Read through the `outcome` index,
 * so the handled entries kept for a restore (docs/sync-protocol.md, "Restore") are never walked; one sent again after a
 * restore sits above syncedThrough and waits for the server's new answer.
 */
export async function listRefusedChanges(db: CafeDb, actorId: string): Promise<RefusedChange[]> {
  const syncedThrough = (await readMeta(db, 'syncedThrough')) ?? 0;
  const entries = (
    await db.syncLog
      .where('outcome')
      .equals('rejected')
      .filter((entry) => entry.actorId === actorId && entry.mutationId <= syncedThrough)
      .toArray()
  ).sort((a, b) => a.mutationId - b.mutationId);
  return entries.map((entry) => ({
    id: entry.id,
    entity: entry.entity,
    action: entry.action,
    subject: mutationSubject(entry.data),
    reason: entry.rejection?.reason ?? 'invalid',
    detail: wordsForPeople(entry.rejection?.message) ? (entry.rejection?.message ?? null) : null,
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
