import { describe, expect, it } from 'vitest';
import { applyPushResponse, syncTables } from './apply-server-changes';
import { writeMeta } from './meta';
import { countUnsynced, unsyncedEntries } from './outbox';
import { freshDb, testRepositories } from './test-kit';

/** applyPushResponse (apply-server-changes.ts): what a push answer does to the rows this device shows. */
describe('applyPushResponse', () => {
  it('removes a row the server answers not_found for, instead of keeping it for good (found by the model test)', async () => {
    const db = freshDb();
    const repos = testRepositories(db);
    // A task this till has from the server (version 7); its tombstone was purged after the retention since.
    const id = await repos.tasks.create({ title: 'Restock milk' });
    await writeMeta(db, 'syncedThrough', 1);
    await db.tasks.update(id, { version: 7 });
    await repos.tasks.update(id, { title: 'Restock oat milk' });
    const batch = await unsyncedEntries(db);

    await db.transaction('rw', syncTables(db), () =>
      applyPushResponse(db, batch, {
        lastMutationId: 2,
        results: [
          { mutationId: 2, status: 'rejected', reason: 'not_found', message: `No task with id ${id}` },
        ],
      }),
    );

    // A pull never returns a row the server lacks, so nothing else would ever take this one away.
    expect(await db.tasks.get(id)).toBeUndefined();
    expect(await countUnsynced(db)).toBe(0);
    expect(await db.syncLog.where('mutationId').equals(2).first()).toMatchObject({
      outcome: 'rejected',
      rejection: { reason: 'not_found' },
    });
  });
});
