import { type Cents, type PaymentMethod, type PullResponse, SYNC_ENTITIES } from '@cafe/domain';
import { describe, expect, it, vi } from 'vitest';
import { dailyTotalsTables, rebuildDailyTotals } from '../daily-totals/daily-totals';
import { type CafeDb, entityTable } from '../db';
import { applyPullPage, resetSyncedTables, startPullScope, syncTables } from './apply-server-changes';
import { readMeta, writeMeta } from './meta';
import { freshDb, STORE_ID, testRepositories } from './test-kit';

describe('resetSyncedTables', () => {
  it('clears synced rows and both cursors but keeps the outbox and the rows it still changes', async () => {
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
    await writeMeta(db, 'historyPull', { cursor: 30, head: 50 });
    const outboxBefore = await db.syncLog.toArray();

    await db.transaction('rw', syncTables(db), () => resetSyncedTables(db));

    expect(await db.syncLog.toArray()).toEqual(outboxBefore);
    expect(await db.products.get(pendingId)).toBeDefined();
    expect(await db.products.get(syncedId)).toBeUndefined();
    expect(await db.tasks.count()).toBe(1);
    expect(await readMeta(db, 'pullCursor')).toBeUndefined();
    // The first sync starts again from its till phase (docs/till-sync.md, "A first sync in two phases").
    expect(await readMeta(db, 'historyPull')).toBeUndefined();
  });
});

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const MILK = uuid(900);
const sold = (paymentMethod: PaymentMethod, quantity = 1) => ({
  items: [{ productId: MILK, productName: 'Cappuccino', quantity, unitPrice: 450 as Cents }],
  paymentMethod,
});

/** A till that holds synced rows (version 1) and this device's unsynced edits; the same ids every time. */
async function seededTill() {
  const db = freshDb();
  let next = 0;
  const repos = testRepositories(db, { newId: () => uuid(++next) });
  const ids = {
    tea: await repos.products.create({ name: 'Tea', price: 300 as Cents }),
    cake: await repos.products.create({ name: 'Cake', price: 500 as Cents }),
    scone: await repos.products.create({ name: 'Scone', price: 250 as Cents }),
    task: await repos.tasks.create({ title: 'Restock milk' }),
    cashSale: await repos.sales.create(sold('cash')),
    cardSale: await repos.sales.create(sold('credit_card', 2)),
  };
  await db.products.toCollection().modify({ version: 1 });
  await db.tasks.toCollection().modify({ version: 1 });
  await db.sales.toCollection().modify({ version: 1 });
  await db.syncLog.toCollection().modify({ synced: true });
  await writeMeta(db, 'syncedThrough', (await db.syncLog.count()) as number);
  // Unsynced: an edit and a delete the server has not seen, a sale it has not answered, and a row this till
  // already holds at a newer version than the page will bring.
  await repos.products.update(ids.tea, { name: 'Green tea' });
  await repos.products.remove(ids.cake);
  const localSale = await repos.sales.create(sold('mobile_payment', 3));
  await db.products.update(ids.scone, { version: 5 });
  return { db, ids: { ...ids, localSale } };
}

async function snapshot(db: CafeDb) {
  const tables: Record<string, unknown[]> = {};
  for (const entity of SYNC_ENTITIES) tables[entity] = await entityTable(db, entity).orderBy(':id').toArray();
  return {
    tables,
    dailyTotals: await db.dailyTotals.toArray(),
    meta: await db.meta.toArray(),
    // ECDSA signatures differ on every signing, so two tills' entries compare without them.
    syncLog: (await db.syncLog.toArray()).map(({ proof: _proof, ...entry }) => entry),
  };
}

describe('applyPullPage', () => {
  it('applies a whole page exactly as its changes one by one', async () => {
    const whole = await seededTill();
    const single = await seededTill();
    const { db, ids } = whole;
    const row = async (entity: 'product' | 'task' | 'sale', id: string) => {
      const stored = await entityTable(db, entity).get(id);
      if (!stored) throw new Error(`no ${entity} ${id}`);
      return { ...stored } as unknown as Record<string, unknown>;
    };
    const newSaleRow = { ...(await row('sale', ids.cashSale)), id: uuid(500), version: 1 };
    const changes: PullResponse['changes'] = [
      // Create.
      {
        entity: 'product',
        id: uuid(400),
        version: 1,
        row: { ...(await row('product', ids.scone)), id: uuid(400) },
      },
      // Updates of existing rows, one with a pending edit, one with a pending delete on top; one too old.
      {
        entity: 'product',
        id: ids.tea,
        version: 2,
        row: { ...(await row('product', ids.tea)), name: 'Tea', price: 350, version: 2 },
      },
      {
        entity: 'product',
        id: ids.cake,
        version: 2,
        row: { ...(await row('product', ids.cake)), deletedAt: null, price: 550, version: 2 },
      },
      {
        entity: 'product',
        id: ids.scone,
        version: 3,
        row: { ...(await row('product', ids.scone)), price: 1, version: 3 },
      },
      // A row updated, then deleted in the same page; a tombstone of a row this till never had.
      {
        entity: 'task',
        id: ids.task,
        version: 2,
        row: { ...(await row('task', ids.task)), title: 'Milk', version: 2 },
      },
      { entity: 'task', id: ids.task, version: 3, deleted: true },
      { entity: 'task', id: uuid(600), version: 4, deleted: true },
      // Sales: a tombstone, one moved twice (method, then day), a new one twice, this till's own answered.
      { entity: 'sale', id: ids.cashSale, version: 2, deleted: true },
      {
        entity: 'sale',
        id: ids.cardSale,
        version: 2,
        row: { ...(await row('sale', ids.cardSale)), paymentMethod: 'debit_card', total: 900, version: 2 },
      },
      {
        entity: 'sale',
        id: ids.cardSale,
        version: 3,
        row: {
          ...(await row('sale', ids.cardSale)),
          paymentMethod: 'debit_card',
          total: 900,
          createdAt: '2026-03-10T12:00:00.000Z',
          soldAt: '2026-03-10T12:00:00.000Z',
          version: 3,
        },
      },
      { entity: 'sale', id: uuid(500), version: 1, row: newSaleRow },
      { entity: 'sale', id: uuid(500), version: 1, row: newSaleRow },
      {
        entity: 'sale',
        id: ids.localSale,
        version: 1,
        row: { ...(await row('sale', ids.localSale)), total: 1500, version: 1 },
      },
      // An older copy after a newer one of the same row in the page stays out.
      {
        entity: 'sale',
        id: ids.cardSale,
        version: 2,
        row: { ...(await row('sale', ids.cardSale)), version: 2 },
      },
    ];

    await db.transaction('rw', syncTables(db), () =>
      applyPullPage(db, { changes, cursor: 99, hasMore: false }),
    );
    for (const change of changes) {
      await single.db.transaction('rw', syncTables(single.db), () =>
        applyPullPage(single.db, { changes: [change], cursor: 99, hasMore: false }),
      );
    }

    const result = await snapshot(db);
    expect(result).toEqual(await snapshot(single.db));
    expect(await db.products.get(ids.tea)).toMatchObject({ name: 'Green tea', price: 350, version: 2 });
    expect((await db.products.get(ids.cake))?.deletedAt).not.toBeNull();
    expect(await db.products.get(ids.scone)).toMatchObject({ price: 250, version: 5 });
    expect(await db.tasks.count()).toBe(0);
    expect(await db.sales.get(ids.cashSale)).toBeUndefined();
    expect(await db.sales.get(ids.cardSale)).toMatchObject({ version: 3, total: 900 });
    expect(result.dailyTotals.length).toBeGreaterThan(0);
    // The running totals are what counting every stored sale again gives.
    await db.transaction('rw', syncTables(db), () => rebuildDailyTotals(dailyTotalsTables(db)));
    expect(await db.dailyTotals.toArray()).toEqual(result.dailyTotals);
  });
});

describe('applyPullPage with a pull scope', () => {
  const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T15:00:00.000Z`;
  const product = (n: number, version: number, price: number) => ({
    id: uuid(n),
    storeId: STORE_ID,
    createdAt: at(1),
    updatedAt: at(1),
    version,
    deletedAt: null,
    name: `Product ${n}`,
    category: 'food',
    price,
    description: null,
    available: true,
  });
  const sale = (n: number, version: number, paymentMethod: PaymentMethod, total: number, day: number) => ({
    id: uuid(n),
    storeId: STORE_ID,
    createdAt: at(day),
    updatedAt: at(day),
    soldAt: at(day),
    version,
    deletedAt: null,
    items: [
      { id: uuid(n + 1000), productId: MILK, productName: 'Cappuccino', quantity: 1, unitPrice: total },
    ],
    subtotal: total,
    tax: 0,
    total,
    paymentMethod,
    paymentStatus: 'completed',
    createdBy: 'unknown',
  });
  const pages: PullResponse['changes'][] = [
    [
      // Older than the row this till holds: stays out.
      { entity: 'product', id: uuid(1), version: 3, row: product(1, 3, 100) },
      { entity: 'product', id: uuid(2), version: 6, row: product(2, 6, 200) },
      { entity: 'sale', id: uuid(10), version: 7, row: sale(10, 7, 'cash', 500, 9) },
    ],
    [
      { entity: 'product', id: uuid(2), version: 8, row: product(2, 8, 250) },
      // A sale of an earlier page again, moved: its first copy must leave the day totals.
      { entity: 'sale', id: uuid(10), version: 9, row: sale(10, 9, 'credit_card', 700, 10) },
      { entity: 'sale', id: uuid(11), version: 10, row: sale(11, 10, 'cash', 300, 10) },
    ],
    [
      { entity: 'sale', id: uuid(10), version: 9, row: sale(10, 9, 'credit_card', 700, 10) },
      { entity: 'product', id: uuid(2), version: 11, deleted: true },
    ],
  ];

  async function tillHoldingOneProduct() {
    const db = freshDb();
    await db.products.put(product(1, 5, 150) as never);
    return db;
  }

  it('reads only what an earlier page may have written, and ends exactly as without a scope', async () => {
    const scoped = await tillHoldingOneProduct();
    const plain = await tillHoldingOneProduct();
    const scope = await startPullScope(scoped);
    expect(scope.emptyAtStart.has('sale')).toBe(true);
    expect(scope.emptyAtStart.has('product')).toBe(false);
    const saleLookups = vi.spyOn(scoped.sales, 'bulkGet');

    for (const [index, changes] of pages.entries()) {
      const page = { changes, cursor: 100 + index, hasMore: index < pages.length - 1 };
      await scoped.transaction('rw', syncTables(scoped), () => applyPullPage(scoped, page, scope));
      await plain.transaction('rw', syncTables(plain), () => applyPullPage(plain, page));
    }

    // Page 1 read no sale; pages 2 and 3 read only the sale page 1 had written.
    expect(saleLookups.mock.calls).toEqual([[[uuid(10)]], [[uuid(10)]]]);
    const result = await snapshot(scoped);
    expect(result).toEqual(await snapshot(plain));
    expect(await scoped.products.get(uuid(1))).toMatchObject({ version: 5, price: 150 });
    expect(await scoped.sales.get(uuid(10))).toMatchObject({ version: 9, total: 700 });
    await scoped.transaction('rw', syncTables(scoped), () => rebuildDailyTotals(dailyTotalsTables(scoped)));
    expect(await scoped.dailyTotals.toArray()).toEqual(result.dailyTotals);
  });
});
