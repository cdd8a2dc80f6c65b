import type { CafeEvent, Cents, User } from '@cafe/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CafeDb } from './db';
import type { Projection } from './projection';
import { createProjections, projections } from './projections';
import { applyPullPage, syncTables } from './sync/apply-server-changes';
import { readMeta } from './sync/meta';
import { ACTOR_ID, freshDb, NOW, STORE_ID, testRepositories } from './sync/test-kit';

const tea = {
  items: [{ productId: crypto.randomUUID(), productName: 'Tea', quantity: 1, unitPrice: 300 as Cents }],
  paymentMethod: 'cash' as const,
};

/** A projection of events for these tests: how many live events there are, kept in meta. */
const eventCount: Projection<'event'> = {
  entity: 'event',
  tables: ['meta'],
  follows: 'every-write',
  apply: (db, { before, after }) =>
    db.meta.get('eventCount').then((row) => {
      const count =
        Number(row?.value ?? 0) - (before?.deletedAt === null ? 1 : 0) + (after?.deletedAt === null ? 1 : 0);
      return db.meta.put({ key: 'eventCount', value: count });
    }),
};

function event(id: string): CafeEvent {
  return {
    id,
    storeId: STORE_ID,
    createdAt: NOW,
    updatedAt: NOW,
    version: 1,
    deletedAt: null,
    title: 'Tasting',
    description: null,
    startDate: NOW,
    endDate: NOW,
    location: null,
    attendees: [],
    isImportant: false,
    createdBy: ACTOR_ID,
  };
}

/** Makes the next outbox entry fail inside its transaction: an entry already holds the mutationId it would take. */
async function blockNextOutboxEntry(db: CafeDb): Promise<void> {
  await db.syncLog.add({
    id: crypto.randomUUID(),
    mutationId: (await readMeta(db, 'nextMutationId')) ?? 1,
    entity: 'task',
    action: 'delete',
    data: { id: crypto.randomUUID() },
    baseVersion: 0,
    actorId: ACTOR_ID,
    timestamp: NOW,
    synced: false,
  });
}

describe('projections', () => {
  let db: CafeDb;
  beforeEach(() => {
    db = freshDb();
  });

  it("run in the transaction of their entity's row and roll back with it", async () => {
    const registry = createProjections([eventCount]);
    const id = crypto.randomUUID();
    await db.transaction('rw', [db.events, ...registry.tables(['event'], 'local')], async () => {
      await db.events.add(event(id));
      await registry.apply(db, 'event', { id, before: undefined, after: event(id) }, 'local');
    });
    expect((await db.meta.get('eventCount'))?.value).toBe(1);

    const other = crypto.randomUUID();
    const failed = db.transaction('rw', [db.events, ...registry.tables(['event'], 'local')], async () => {
      await db.events.add(event(other));
      await registry.apply(db, 'event', { id: other, before: undefined, after: event(other) }, 'local');
      throw new Error('the write fails after its projection ran');
    });
    await expect(failed).rejects.toThrow('the write fails after its projection ran');
    expect(await db.events.get(other)).toBeUndefined();
    expect((await db.meta.get('eventCount'))?.value).toBe(1);
  });

  it('apply many changes in order, as one change after the other would', async () => {
    const registry = createProjections([eventCount]);
    const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
    await db.transaction('rw', registry.tables(['event'], 'server'), () =>
      registry.applyMany(
        db,
        'event',
        [
          { id: a, before: undefined, after: event(a) },
          { id: b, before: undefined, after: event(b) },
          { id: a, before: event(a), after: { ...event(a), deletedAt: NOW } },
        ],
        'server',
      ),
    );
    expect((await db.meta.get('eventCount'))?.value).toBe(1);
  });

  it("leave this till's own writes to the projections that follow them", () => {
    const serverOnly: Projection<'user'> = {
      entity: 'user',
      tables: ['credentials'],
      follows: 'server-rows',
      apply: () => Promise.resolve(),
    };
    const registry = createProjections([eventCount, serverOnly]);
    expect(registry.of('user', 'local')).toEqual([]);
    expect(registry.of('user', 'server')).toEqual([serverOnly]);
    expect(registry.tables(['user', 'event'], 'local')).toEqual(['meta']);
    expect(registry.tables(['user', 'event'], 'server').sort()).toEqual(['credentials', 'meta']);
  });

  it("keep a local sale's day totals in the sale's transaction: neither lands without the other", async () => {
    const repos = testRepositories(db);
    await repos.sales.create(tea);
    expect(await db.dailyTotals.toArray()).toMatchObject([{ paymentMethod: 'cash', count: 1 }]);

    await blockNextOutboxEntry(db);
    await expect(repos.sales.create(tea)).rejects.toThrow();
    expect(await db.sales.count()).toBe(1);
    expect(await db.dailyTotals.toArray()).toMatchObject([{ paymentMethod: 'cash', count: 1 }]);
    expect(await db.dailyFigures.toArray()).toMatchObject([{ count: 1 }]);
  });

  it("keep a pulled user's offline sign-in and its withdrawal in the pull's transaction", async () => {
    const user: User = {
      id: crypto.randomUUID(),
      storeId: STORE_ID,
      createdAt: NOW,
      updatedAt: NOW,
      version: 1,
      deletedAt: null,
      name: 'Sam',
      email: 'sam@cafe.example',
      role: 'staff',
      avatarFileId: null,
      credentialsVersion: 0,
    };
    await db.credentials.add({
      email: user.email,
      algorithm: 'PBKDF2-SHA-256',
      iterations: 1,
      salt: '',
      hash: '',
      user: { id: user.id, name: user.name, email: user.email, role: 'staff', avatarFileId: null },
      savedAt: NOW,
      credentialsVersion: 0,
    });
    const page = {
      changes: [{ entity: 'user' as const, id: user.id, version: 2, deleted: true as const }],
      cursor: 2,
      hasMore: false,
    };
    const failed = db.transaction('rw', syncTables(db), async () => {
      await applyPullPage(db, page);
      expect(await db.credentials.count()).toBe(0);
      throw new Error('the pull fails after the page was laid down');
    });
    await expect(failed).rejects.toThrow('the pull fails after the page was laid down');
    expect(await db.credentials.count()).toBe(1);

    await db.transaction('rw', syncTables(db), () => applyPullPage(db, page));
    expect(await db.credentials.count()).toBe(0);
  });

  it("are the till's: the sale's day totals and the user's offline sign-in", () => {
    expect(projections.all.map((projection) => projection.entity).sort()).toEqual(['sale', 'user']);
  });
});
