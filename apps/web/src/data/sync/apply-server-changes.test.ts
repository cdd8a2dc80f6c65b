import type { Cents } from '@cafe/domain';
import { describe, expect, it } from 'vitest';
import { resetSyncedTables, syncTables } from './apply-server-changes';
import { readMeta, writeMeta } from './meta';
import { freshDb, testRepositories } from './test-kit';

describe('resetSyncedTables', () => {
  it('clears synced rows and the cursor but keeps the outbox and the rows it still changes', async () => {
    const db = freshDb();
    const repos = testRepositories(db);
    const pendingId = await repos.products.create({ name: 'Tea', price: 300 as Cents });
    const syncedId = await repos.products.create({ name: 'Coffee', price: 300 as Cents });
    await repos.tasks.create({ title: 'Restock milk' });
    // Entry 2 (Coffee) was handled; 1 and 3 are still waiting.
    await db.syncLog.where('mutationId').equals(2).modify({ synced: true });
    await db.syncLog.where('mutationId').equals(1).modify({ mutationId: 10 });
    await writeMeta(db, 'syncedThrough', 2);
    await writeMeta(db, 'pullCursor', 42);
    const outboxBefore = await db.syncLog.toArray();

    await db.transaction('rw', syncTables(db), () => resetSyncedTables(db));

    expect(await db.syncLog.toArray()).toEqual(outboxBefore);
    expect(await db.products.get(pendingId)).toBeDefined();
    expect(await db.products.get(syncedId)).toBeUndefined();
    expect(await db.tasks.count()).toBe(1);
    expect(await readMeta(db, 'pullCursor')).toBeUndefined();
  });
});
