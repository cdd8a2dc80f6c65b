import type { Cents, PaymentMethod, Sale } from '@cafe/domain';
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { type CafeDb, openCafeDb } from '../db';
import {
  applyPullPage,
  applyPushResponse,
  resetSyncedTables,
  syncTables,
} from '../sync/apply-server-changes';
import { freshDb, NOW, STORE_ID, testRepositories } from '../sync/test-kit';
import { dailyTotalsTables, ensureDailyTotalsZone, rebuildDailyTotals } from './daily-totals';

const cappuccino = (paymentMethod: PaymentMethod, quantity = 1) => ({
  items: [{ productId: crypto.randomUUID(), productName: 'Cappuccino', quantity, unitPrice: 450 as Cents }],
  paymentMethod,
});

function saleRow(overrides: Partial<Sale> & Pick<Sale, 'id' | 'createdAt' | 'total'>): Sale {
  return {
    storeId: STORE_ID,
    updatedAt: overrides.createdAt,
    soldAt: overrides.createdAt,
    version: 1,
    deletedAt: null,
    items: [
      {
        id: crypto.randomUUID(),
        productId: crypto.randomUUID(),
        productName: 'Tea',
        quantity: 1,
        unitPrice: overrides.total,
      },
    ],
    subtotal: overrides.total,
    tax: 0 as Cents,
    paymentMethod: 'cash',
    paymentStatus: 'completed',
    createdBy: 'unknown',
    ...overrides,
  };
}

async function totals(db: CafeDb) {
  const rows = await db.dailyTotals.toArray();
  return rows.map((row) => `${row.day} ${row.paymentMethod} ${row.count} ${row.total}`).sort();
}

async function pull(db: CafeDb, changes: Parameters<typeof applyPullPage>[1]['changes']) {
  // A plain callback, as the sync engine passes: Dexie must keep the transaction through the totals' writes.
  await db.transaction('rw', syncTables(db), () => applyPullPage(db, { changes, cursor: 1, hasMore: false }));
}

describe('daily totals', () => {
  it('count each local sale in the transaction that stores it', async () => {
    const db = freshDb();
    const repos = testRepositories(db);
    // 450 × 1 = 450 + 8.25% tax 37.125 → 37 = 487; 450 × 2 = 900 + 74.25 → 74 = 974
    await repos.sales.create(cappuccino('cash'));
    await repos.sales.create(cappuccino('cash', 2));
    await repos.sales.create(cappuccino('mobile_payment'));
    // NOW is 2026-03-14T10:00Z; with no settings the store counts in UTC.
    expect(await totals(db)).toEqual(['2026-03-14 cash 2 1461', '2026-03-14 mobile_payment 1 487']);
  });

  it("count in the store's zone", async () => {
    const db = freshDb();
    await db.meta.put({ key: 'storeId', value: STORE_ID });
    await db.settings.put({
      id: STORE_ID,
      storeId: STORE_ID,
      createdAt: NOW,
      updatedAt: NOW,
      version: 1,
      deletedAt: null,
      name: 'Cafe',
      taxRateMilliPercent: 0,
      currency: 'USD',
      timeZone: 'Pacific/Kiritimati', // UTC+14: 10:00Z on the 14th is already the 15th there
      cashupVarianceThreshold: 500,
    });
    await testRepositories(db).sales.create(cappuccino('debit_card'));
    expect(await totals(db)).toEqual(['2026-03-15 debit_card 1 450']);
  });

  it('are untouched when the sale write fails', async () => {
    const db = freshDb();
    const repos = testRepositories(db, { currentUserId: () => null });
    await expect(repos.sales.create(cappuccino('cash'))).rejects.toThrow();
    expect(await totals(db)).toEqual([]);
  });

  it('count a pulled sale once, however often it arrives', async () => {
    const db = freshDb();
    const row = saleRow({
      id: crypto.randomUUID(),
      createdAt: '2026-03-13T09:00:00.000Z',
      total: 500 as Cents,
    });
    const change = { entity: 'sale' as const, id: row.id, version: 1, row: { ...row } };
    await pull(db, [change]);
    await pull(db, [change]);
    await pull(db, [change, change]);
    expect(await totals(db)).toEqual(['2026-03-13 cash 1 500']);
  });

  it("move a sale when the server's row replaces this till's", async () => {
    const db = freshDb();
    const repos = testRepositories(db);
    const id = await repos.sales.create(cappuccino('cash'));
    const local = await db.sales.get(id);
    if (!local) throw new Error('sale missing');
    const [entry] = await db.syncLog.toArray();
    if (!entry) throw new Error('outbox entry missing');
    // The till's clock ran fast: the server held the sale's time at its arrival, just after the next midnight.
    const serverRow = {
      ...local,
      version: 7,
      createdAt: '2026-03-15T00:00:01.000Z',
      soldAt: '2026-03-15T00:00:01.000Z',
    };
    const response = {
      lastMutationId: entry.mutationId,
      results: [{ mutationId: entry.mutationId, status: 'applied' as const, version: 7, row: serverRow }],
    };
    await db.transaction('rw', syncTables(db), () => applyPushResponse(db, [entry], response));
    // The same answer again (a retried push) and the same row pulled later change nothing.
    await db.transaction('rw', syncTables(db), () => applyPushResponse(db, [entry], response));
    await pull(db, [{ entity: 'sale', id, version: 7, row: serverRow }]);
    expect(await totals(db)).toEqual(['2026-03-15 cash 1 487']);
  });

  it('keep a sale on the day the till sold it when it reaches the server the next morning', async () => {
    const db = freshDb();
    const repos = testRepositories(db);
    const id = await repos.sales.create(cappuccino('cash'));
    const local = await db.sales.get(id);
    if (!local) throw new Error('sale missing');
    const [entry] = await db.syncLog.toArray();
    if (!entry) throw new Error('outbox entry missing');
    const serverRow = { ...local, version: 7, createdAt: '2026-03-15T09:30:00.000Z' };
    const response = {
      lastMutationId: entry.mutationId,
      results: [{ mutationId: entry.mutationId, status: 'applied' as const, version: 7, row: serverRow }],
    };
    await db.transaction('rw', syncTables(db), () => applyPushResponse(db, [entry], response));
    expect(await totals(db)).toEqual(['2026-03-14 cash 1 487']);
  });

  it('drop a rejected sale and a deleted one', async () => {
    const db = freshDb();
    const repos = testRepositories(db);
    await repos.sales.create(cappuccino('cash'));
    const [entry] = await db.syncLog.toArray();
    if (!entry) throw new Error('outbox entry missing');
    await db.transaction('rw', syncTables(db), () =>
      applyPushResponse(db, [entry], {
        lastMutationId: entry.mutationId,
        results: [{ mutationId: entry.mutationId, status: 'rejected', reason: 'forbidden', message: 'No' }],
      }),
    );
    const pulled = saleRow({
      id: crypto.randomUUID(),
      createdAt: '2026-03-13T09:00:00.000Z',
      total: 500 as Cents,
    });
    await pull(db, [{ entity: 'sale', id: pulled.id, version: 1, row: { ...pulled } }]);
    await pull(db, [{ entity: 'sale', id: pulled.id, version: 2, deleted: true }]);
    expect(await totals(db)).toEqual([]);
    expect(await db.sales.count()).toBe(0);
  });

  it('are rebuilt from what stays after a server reset', async () => {
    const db = freshDb();
    const repos = testRepositories(db);
    await repos.sales.create(cappuccino('cash')); // unsynced: it stays
    const synced = saleRow({
      id: crypto.randomUUID(),
      createdAt: '2026-03-13T09:00:00.000Z',
      total: 500 as Cents,
    });
    await pull(db, [{ entity: 'sale', id: synced.id, version: 1, row: { ...synced } }]);
    await db.transaction('rw', syncTables(db), () => resetSyncedTables(db));
    expect(await totals(db)).toEqual(['2026-03-14 cash 1 487']);
  });

  it("are counted again when the store's zone changes", async () => {
    const db = freshDb();
    await testRepositories(db).sales.create(cappuccino('cash')); // 10:00Z on the 14th, counted in UTC
    await db.settings.put({
      id: STORE_ID,
      storeId: STORE_ID,
      createdAt: NOW,
      updatedAt: NOW,
      version: 1,
      deletedAt: null,
      name: 'Cafe',
      taxRateMilliPercent: 8250,
      currency: 'USD',
      timeZone: 'Pacific/Pago_Pago', // UTC−11: 10:00Z on the 14th is 23:00 on the 13th
      cashupVarianceThreshold: 500,
    });
    await ensureDailyTotalsZone(db);
    expect(await totals(db)).toEqual(['2026-03-13 cash 1 487']);
  });

  it('are built from existing sales when an older database upgrades', async () => {
    const indexedDB = new IDBFactory();
    const name = 'cafeposdb-upgrade';
    // The database as version 2 shipped it, holding sales from before the totals existed.
    const old = new Dexie(name, { indexedDB, IDBKeyRange });
    old.version(1).stores({ credentials: 'email' });
    old.version(2).stores({ sales: 'id, createdAt, paymentMethod', settings: 'id', meta: 'key' });
    await old.open();
    const sales = [
      saleRow({ id: crypto.randomUUID(), createdAt: '2026-03-12T23:30:00.000Z', total: 300 as Cents }),
      saleRow({ id: crypto.randomUUID(), createdAt: '2026-03-13T08:00:00.000Z', total: 450 as Cents }),
      saleRow({
        id: crypto.randomUUID(),
        createdAt: '2026-03-13T12:00:00.000Z',
        total: 1200 as Cents,
        paymentMethod: 'voucher',
      }),
      saleRow({
        id: crypto.randomUUID(),
        createdAt: '2026-03-13T13:00:00.000Z',
        total: 999 as Cents,
        deletedAt: '2026-03-13T14:00:00.000Z',
      }),
    ];
    await old.table('sales').bulkAdd(sales);
    await old.table('meta').put({ key: 'storeId', value: STORE_ID });
    await old.table('settings').put({ id: STORE_ID, timeZone: 'Europe/Berlin' });
    old.close();

    const upgraded = openCafeDb(name, { indexedDB, IDBKeyRange });
    // Berlin is UTC+1 in March: 23:30Z on the 12th is 00:30 on the 13th. The deleted sale is not counted.
    expect(await totals(upgraded)).toEqual(['2026-03-13 cash 2 750', '2026-03-13 voucher 1 1200']);
    expect((await upgraded.meta.get('dailyTotalsZone'))?.value).toBe('Europe/Berlin');
    upgraded.close();
  });

  it('rebuild to the same figures the running totals kept', async () => {
    const db = freshDb();
    const repos = testRepositories(db);
    for (const method of ['cash', 'credit_card', 'cash', 'mobile_payment'] as const)
      await repos.sales.create(cappuccino(method));
    const kept = await totals(db);
    await db.transaction('rw', [db.sales, db.dailyTotals, db.dailyFigures, db.meta, db.settings], () =>
      rebuildDailyTotals(dailyTotalsTables(db)),
    );
    expect(await totals(db)).toEqual(kept);
  });
});
