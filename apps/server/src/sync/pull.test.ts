import { randomUUID } from 'node:crypto';
import { MAX_PULL_LIMIT, PULL_SCOPE_ENTITIES, type SyncEntity, userSchema } from '@cafe/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextVersion } from '../db/next-version.js';
import { products, stores } from '../db/schema.js';
import { appFixture } from '../test-support/app-fixture.js';
import { mutation, productData, pull, push, saleData } from '../test-support/sync-client.js';

interface Change {
  entity: string;
  id: string;
  version: number;
  row?: Record<string, unknown>;
  deleted?: true;
}

describe('GET /api/sync/pull', () => {
  const t = appFixture({ tills: { till: 'admin@cafe.example' } });
  let nextMutation = 1;
  const pushOne = async (
    action: 'create' | 'update' | 'delete',
    data: Record<string, unknown>,
    base: number | null = null,
  ) => {
    const response = await push(t.app, t.till, [
      mutation(nextMutation++, 'product', action, data, t.till.userId, base),
    ]);
    return response.json().results[0];
  };
  const pullAll = async (cursor: number, limit: number) => {
    const pages: { changes: Change[]; cursor: number; hasMore: boolean }[] = [];
    let at = cursor;
    for (;;) {
      const response = await pull(t.app, t.till.deviceCookie, at, limit);
      expect(response.statusCode).toBe(200);
      const page = response.json();
      pages.push(page);
      at = page.cursor;
      if (!page.hasMore) return pages;
    }
  };

  it('[SYNC-20] gives a new device everything of its store from 0, in version order, users without password hashes', async () => {
    const response = await pull(t.app, t.till.deviceCookie, 0);
    expect(response.statusCode).toBe(200);
    const { changes, cursor, hasMore } = response.json() as {
      changes: Change[];
      cursor: number;
      hasMore: boolean;
    };
    expect(hasMore).toBe(false);
    const versions = changes.map((change) => change.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(cursor).toBe(versions.at(-1));
    const count = (entity: string) => changes.filter((change) => change.entity === entity).length;
    expect([count('storeSettings'), count('user'), count('product'), count('expense')]).toEqual([
      1, 3, 10, 3,
    ]);
    const settings = changes.find((change) => change.entity === 'storeSettings');
    expect(settings?.row).toMatchObject({
      name: 'Cafe POS',
      taxRateMilliPercent: 8250,
      storeId: settings?.id,
    });
    expect(settings?.row).not.toHaveProperty('purgedThroughVersion');
    for (const user of changes.filter((change) => change.entity === 'user')) {
      expect(user.row).not.toHaveProperty('passwordHash');
      expect(JSON.stringify(user.row)).not.toContain('scrypt');
      expect(userSchema.safeParse(user.row).success).toBe(true);
    }
  });

  it('[SYNC-20] pages by version with a cursor: the pages add up to the whole, in order, and then say no more', async () => {
    const whole = (await pull(t.app, t.till.deviceCookie, 0, 2000)).json().changes as Change[];
    const pages = await pullAll(0, 4);
    expect(pages.length).toBe(Math.ceil(whole.length / 4));
    expect(pages.flatMap((page) => page.changes)).toEqual(whole);
    expect(pages.slice(0, -1).every((page) => page.hasMore && page.changes.length === 4)).toBe(true);
    const empty = await pull(t.app, t.till.deviceCookie, pages.at(-1)?.cursor ?? 0);
    expect(empty.json()).toEqual({
      changes: [],
      cursor: pages.at(-1)?.cursor,
      hasMore: false,
      head: pages.at(-1)?.cursor,
      history: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('[SYNC-21] splits the store into a till scope and a history scope that add up to the whole, each paged in order', async () => {
    await push(t.app, t.till, [
      mutation(nextMutation++, 'sale', 'create', saleData(), t.till.userId),
      mutation(nextMutation++, 'product', 'create', productData({ name: 'Scoped' }), t.till.userId),
      mutation(nextMutation++, 'sale', 'create', saleData(), t.till.userId),
    ]);
    const whole = (await pull(t.app, t.till.deviceCookie, 0, 2000)).json();
    const byScope = async (scope: 'till' | 'history') => {
      const changes: Change[] = [];
      let at = 0;
      for (;;) {
        const page = (await pull(t.app, t.till.deviceCookie, at, 3, scope)).json();
        expect(page.head).toBe(whole.cursor);
        changes.push(...page.changes);
        at = page.cursor;
        if (!page.hasMore) return { changes, cursor: at };
      }
    };
    const tillPart = await byScope('till');
    const historyPart = await byScope('history');
    const entities = (changes: Change[]) => new Set(changes.map((change) => change.entity));
    expect(entities(tillPart.changes)).toEqual(new Set(['storeSettings', 'user', 'product']));
    expect(entities(historyPart.changes)).toEqual(new Set(['sale', 'expense', 'task', 'event']));
    for (const change of historyPart.changes)
      expect(PULL_SCOPE_ENTITIES.history).toContain(change.entity as SyncEntity);
    for (const part of [tillPart, historyPart]) {
      const versions = part.changes.map((change) => change.version);
      expect(versions).toEqual([...versions].sort((a, b) => a - b));
    }
    const key = (change: Change) => `${change.version}:${change.entity}:${change.id}`;
    expect([...tillPart.changes, ...historyPart.changes].map(key).sort()).toEqual(
      (whole.changes as Change[]).map(key).sort(),
    );
    // A scope's last page moves its cursor up to the head it had read: the scope holds nothing newer.
    expect([tillPart.cursor, historyPart.cursor]).toEqual([whole.cursor, whole.cursor]);
    expect(Math.max(...tillPart.changes.map((change) => change.version))).toBeLessThan(whole.cursor);
  });

  it('[SYNC-20] never splits a version across pages', async () => {
    const start = (await pull(t.app, t.till.deviceCookie, 0, 2000)).json().cursor as number;
    const storeId = (await t.database.db.select({ id: stores.id }).from(stores))[0]?.id;
    if (!storeId) throw new Error('no store');
    const now = t.clock.now();
    await t.database.db.transaction(async (tx) => {
      const version = await nextVersion(tx, storeId);
      const row = { storeId, createdAt: now, updatedAt: now, version, category: 'food', price: 100 };
      await tx.insert(products).values([
        { ...row, id: randomUUID(), name: 'Twin A' },
        { ...row, id: randomUUID(), name: 'Twin B' },
      ]);
    });
    await pushOne('create', productData({ name: 'After the twins' }));
    const page = (await pull(t.app, t.till.deviceCookie, start, 1)).json();
    expect(page.changes.map((change: Change) => change.row?.name).sort()).toEqual(['Twin A', 'Twin B']);
    expect(page.hasMore).toBe(true);
    const rest = (await pull(t.app, t.till.deviceCookie, page.cursor, 1)).json();
    expect(rest.changes.map((change: Change) => change.row?.name)).toEqual(['After the twins']);
    expect(rest.hasMore).toBe(false);
  });

  it('[SYNC-22] sends a deletion as a tombstone, and an update as the row at its new version', async () => {
    const data = productData({ name: 'Short-lived' });
    const created = await pushOne('create', data);
    const updated = await pushOne('update', { id: data.id, price: 999 }, created.version);
    const cursor = created.version - 1;
    let page = (await pull(t.app, t.till.deviceCookie, cursor)).json();
    expect(page.changes).toEqual([
      expect.objectContaining({
        entity: 'product',
        id: data.id,
        version: updated.version,
        row: expect.objectContaining({ price: 999 }),
      }),
    ]);
    const deleted = await pushOne('delete', { id: data.id });
    page = (await pull(t.app, t.till.deviceCookie, cursor)).json();
    expect(page.changes).toEqual([
      { entity: 'product', id: data.id, version: deleted.version, deleted: true },
    ]);
  });

  it('[SYNC-22] purges old tombstones and tells a device with an older cursor to start again from 0', async () => {
    const data = productData({ name: 'Discontinued' });
    const created = await pushOne('create', data);
    const deleted = await pushOne('delete', { id: data.id });
    const oldCursor = created.version;

    t.clock.advance(91 * 24 * 60 * 60 * 1000);
    const purge = await t.app.sync.purgeTombstones(90);
    expect(purge.purged).toBeGreaterThanOrEqual(1);
    const [store] = await t.database.db.select().from(stores);
    expect(store?.purgedThroughVersion).toBe(deleted.version);
    expect(await t.database.db.select().from(products).where(eq(products.id, data.id))).toEqual([]);

    const reset = await pull(t.app, t.till.deviceCookie, oldCursor);
    expect(reset.json()).toEqual({
      changes: [],
      cursor: 0,
      hasMore: true,
      reset: true,
      head: deleted.version,
      history: expect.stringMatching(/^[0-9a-f-]{36}$/),
      lastMutationId: nextMutation - 1,
    });
    for (const scope of ['till', 'history'] as const) {
      expect((await pull(t.app, t.till.deviceCookie, oldCursor, 10, scope)).json()).toMatchObject({
        reset: true,
      });
    }
    // From 0 there is nothing to miss; from the purged version on, nothing was purged.
    expect((await pull(t.app, t.till.deviceCookie, 0)).json().reset).toBeUndefined();
    expect((await pull(t.app, t.till.deviceCookie, deleted.version)).json().reset).toBeUndefined();
  });

  it('[SYNC-20] answers a bad cursor, limit or scope with 400, and no device with 401', async () => {
    expect((await pull(t.app, t.till.deviceCookie, -1)).statusCode).toBe(400);
    const badScope = await t.app.inject({
      method: 'GET',
      url: '/api/sync/pull?cursor=0&scope=everything',
      headers: { cookie: t.till.deviceCookie },
    });
    expect(badScope.statusCode).toBe(400);
    expect(badScope.json()).toMatchObject({ error: 'Invalid request', issues: [{ path: 'scope' }] });
    expect((await pull(t.app, t.till.deviceCookie, 0, MAX_PULL_LIMIT + 1)).statusCode).toBe(400);
    expect((await pull(t.app, t.till.deviceCookie, 0, 0)).statusCode).toBe(400);
    const noDevice = await t.app.inject({
      method: 'GET',
      url: '/api/sync/pull',
      headers: { cookie: t.till.sessionCookie },
    });
    expect(noDevice.statusCode).toBe(401);
  });
});
