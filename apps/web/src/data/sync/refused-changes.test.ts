import { describe, expect, it } from 'vitest';
import { applyPushResponse, syncTables } from './apply-server-changes';
import { writeMeta } from './meta';
import { unsyncedEntries } from './outbox';
import { dismissRefusedChanges, listRefusedChanges } from './refused-changes';
import { ACTOR_ID, freshDb, testRepositories } from './test-kit';

const OTHER_ACTOR = '7d1c9a52-31f4-4c7e-9d2b-0c5e8f6a4b13';

/** A refused change stays on the till for its maker to read, then goes when they dismiss it. */
describe('refused changes', () => {
  async function tillWithAnswers() {
    const db = freshDb();
    const mine = testRepositories(db);
    const theirs = testRepositories(db, { currentUserId: () => OTHER_ACTOR });
    await mine.expenses.create({ description: 'Milk delivery', amount: 4550, date: '2026-03-14' });
    await mine.tasks.create({ title: 'Restock milk' });
    await theirs.expenses.create({ description: 'Window cleaner', amount: 2000, date: '2026-03-14' });
    await mine.tasks.create({ title: 'Still waiting' });
    const batch = (await unsyncedEntries(db)).slice(0, 3);
    await db.transaction('rw', syncTables(db), async () => {
      await applyPushResponse(db, batch, {
        lastMutationId: 3,
        results: [
          { mutationId: 1, status: 'rejected', reason: 'forbidden', message: 'Sam may not add an expense' },
          { mutationId: 2, status: 'rejected', reason: 'invalid', message: 'Invalid data' },
          { mutationId: 3, status: 'rejected', reason: 'forbidden', message: 'Kim may not add an expense' },
        ],
      });
      await writeMeta(db, 'syncedThrough', 3);
    });
    return db;
  }

  it("lists the signed-in user's refused changes, oldest first, in people's words", async () => {
    const db = await tillWithAnswers();
    const refused = await listRefusedChanges(db, ACTOR_ID);
    expect(refused).toEqual([
      expect.objectContaining({
        entity: 'expense',
        action: 'create',
        subject: 'Milk delivery',
        reason: 'forbidden',
        detail: 'Sam may not add an expense',
      }),
      // A status phrase is not shown: the screen's sentence for the reason says what happened.
      expect.objectContaining({ entity: 'task', subject: 'Restock milk', reason: 'invalid', detail: null }),
    ]);
    // Another user's refusal is theirs to read; a change still waiting for the server is not refused.
    expect(await listRefusedChanges(db, OTHER_ACTOR)).toEqual([
      expect.objectContaining({ subject: 'Window cleaner' }),
    ]);
  });

  it('forgets only refused entries when dismissed, never a change still waiting to be sent', async () => {
    const db = await tillWithAnswers();
    const [first] = await listRefusedChanges(db, ACTOR_ID);
    const waiting = (await unsyncedEntries(db))[0];
    await dismissRefusedChanges(db, [first?.id ?? '', waiting?.id ?? '']);
    expect((await listRefusedChanges(db, ACTOR_ID)).map((change) => change.subject)).toEqual([
      'Restock milk',
    ]);
    expect(await unsyncedEntries(db)).toEqual([waiting]);
  });
});
