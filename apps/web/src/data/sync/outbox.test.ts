import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CafeDb, OutboxEntry } from '../db';
import { readMeta, writeMeta } from './meta';
import { HANDLED_RETENTION_DAYS, pruneHandled, resendLost, unsyncedEntries } from './outbox';
import { ACTOR_ID, freshDb } from './test-kit';

const DAY_MS = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-03-01T09:00:00.000Z');

function entry(mutationId: number, day: number, outcome?: OutboxEntry['outcome']): OutboxEntry {
  return {
    id: crypto.randomUUID(),
    mutationId,
    entity: 'sale',
    action: 'create',
    data: { id: crypto.randomUUID() },
    baseVersion: null,
    actorId: ACTOR_ID,
    timestamp: new Date(START + day * DAY_MS).toISOString(),
    synced: true,
    ...(outcome ? { outcome } : {}),
  };
}

describe('the outbox after the server handled its entries', () => {
  let db: CafeDb;
  beforeEach(() => {
    db = freshDb();
  });
  afterEach(() => db.close());

  /** Entries 1–6 made a day apart; the server has handled 1–4, 5 and 6 wait. */
  async function outbox(rejected: number[] = []): Promise<void> {
    await db.syncLog.bulkAdd(
      [1, 2, 3, 4, 5, 6].map((id) => ({
        ...entry(id, id, rejected.includes(id) ? 'rejected' : 'applied'),
        synced: id <= 4,
      })),
    );
    await writeMeta(db, 'syncedThrough', 4);
    await writeMeta(db, 'nextMutationId', 7);
  }
  const mutationIds = async () => (await db.syncLog.orderBy('mutationId').toArray()).map((e) => e.mutationId);

  it('keeps handled entries for the retention and prunes the older ones, never a rejected or a waiting one', async () => {
    await outbox([1]);
    await pruneHandled(db, new Date(START + (HANDLED_RETENTION_DAYS + 3.5) * DAY_MS));
    // 2 and 3 are older than the retention; 1 was refused (people read it), 4 is recent, 5 and 6 wait.
    expect(await mutationIds()).toEqual([1, 4, 5, 6]);
  });

  it('sends again what a restored server lost, in order, before what was waiting', async () => {
    await outbox();
    expect(await db.transaction('rw', db.syncLog, db.meta, () => resendLost(db, 1))).toBe(3);
    expect((await unsyncedEntries(db)).map((e) => [e.mutationId, e.synced])).toEqual([
      [2, false],
      [3, false],
      [4, false],
      [5, false],
      [6, false],
    ]);
    expect(await readMeta(db, 'syncedThrough')).toBe(1);
    expect(await readMeta(db, 'nextMutationId')).toBe(7);
  });

  it('numbers what it keeps without holes where entries were pruned or dismissed', async () => {
    await outbox();
    await db.syncLog.where('mutationId').anyOf([2, 3]).delete();
    const before = (await db.syncLog.orderBy('mutationId').toArray()).map((e) => e.id);
    expect(await db.transaction('rw', db.syncLog, db.meta, () => resendLost(db, 0))).toBe(2);
    // Same entries, same order, numbered on from what the server holds.
    expect((await db.syncLog.orderBy('mutationId').toArray()).map((e) => e.id)).toEqual(before);
    expect(await mutationIds()).toEqual([1, 2, 3, 4]);
    expect(await readMeta(db, 'syncedThrough')).toBe(0);
    expect(await readMeta(db, 'nextMutationId')).toBe(5);
  });

  it('changes nothing when the server holds everything handled', async () => {
    await outbox();
    expect(await db.transaction('rw', db.syncLog, db.meta, () => resendLost(db, 4))).toBe(0);
    expect(await readMeta(db, 'syncedThrough')).toBe(4);
    expect(await mutationIds()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
