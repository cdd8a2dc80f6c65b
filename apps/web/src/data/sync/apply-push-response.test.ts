import { describe, expect, it } from 'vitest';
import { applyPushResponse, syncTables } from './apply-server-changes';
import { readMeta, writeMeta } from './meta';
import { countUnsynced, unsyncedEntries } from './outbox';
import { freshDb, testRepositories } from './test-kit';

/** applyPushResponse (apply-server-changes.ts): what a push answer does to the rows this device shows. */
describe('[CLIENT-4] applyPushResponse', () => {
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

  it('rebuilds from the server after a refused edit, so rows deleted there long ago do not linger', async () => {
    const db = freshDb();
    const repos = testRepositories(db);
    // Two tasks this till pulled long ago (cursor 40); the server has since deleted `gone` and purged its
    // tombstone, so no pull from 0 would ever mention it again.
    const kept = await repos.tasks.create({ title: 'Clean coffee machines' });
    const gone = await repos.tasks.create({ title: 'Staff meeting' });
    await writeMeta(db, 'syncedThrough', 2);
    await writeMeta(db, 'pullCursor', 40);
    await db.tasks.update(kept, { version: 7 });
    await repos.tasks.update(kept, { title: 'Clean the grinders' });
    const batch = await unsyncedEntries(db);

    const { resyncNeeded } = await db.transaction('rw', syncTables(db), () =>
      applyPushResponse(db, batch, {
        lastMutationId: 3,
        results: [{ mutationId: 3, status: 'rejected', reason: 'forbidden', message: 'Not allowed' }],
      }),
    );

    // The next pull starts from 0 into emptied tables, so it brings back exactly what the server has live.
    expect(resyncNeeded).toBe(true);
    expect(await db.tasks.get(gone)).toBeUndefined();
    expect(await db.tasks.get(kept)).toBeUndefined();
    expect(await readMeta(db, 'pullCursor')).toBeUndefined();
    expect(await countUnsynced(db)).toBe(0);
  });
});
