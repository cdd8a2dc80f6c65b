import type { Cents } from '@cafe/domain';
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openCafeDb } from './db';
import { writeMeta } from './sync/meta';
import { testRepositories } from './sync/test-kit';

const STORE_ID = '0b6f3d8e-1c2a-4b5d-9e8f-7a6b5c4d3e2f';
const SALE_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

/** Issue 33: a sale stored before split tender had one method and no legs. */
describe('a sale stored before split tender', () => {
  it('becomes one leg of its method for its whole total, and a split sale counts under each method by its amount', async () => {
    const indexedDB = new IDBFactory();
    const name = 'cafeposdb-sale-payments-upgrade-test';
    const old = new Dexie(name, { indexedDB, IDBKeyRange });
    old.version(12).stores({ sales: 'id, createdAt, soldAt, paymentMethod', settings: 'id', meta: 'key' });
    await old.open();
    await old
      .table('sales')
      .add({ id: SALE_ID, paymentMethod: 'debit_card', total: 1_250, soldAt: '2026-06-10T09:00:00.000Z' });
    await old
      .table('settings')
      .add({ id: STORE_ID, storeId: STORE_ID, name: 'Cafe', taxRateMilliPercent: 10_000 });
    old.close();

    const upgraded = openCafeDb(name, { indexedDB, IDBKeyRange });
    expect(await upgraded.sales.get(SALE_ID)).toMatchObject({
      paymentMethod: 'debit_card',
      payments: [{ method: 'debit_card', amount: 1_250 }],
    });

    // 4 × $3.50 = $14.00 + 10% = $15.40: $10 cash from a $20 note, the rest on card with a $1 tip.
    await writeMeta(upgraded, 'storeId', STORE_ID);
    const repos = testRepositories(upgraded);
    const id = await repos.sales.create({
      items: [{ productId: STORE_ID, productName: 'Latte', quantity: 4, unitPrice: 350 as Cents }],
      paymentMethod: 'split',
      payments: [
        { method: 'cash', amount: 1_000, tendered: 2_000 },
        { method: 'credit_card', amount: 540, tip: 100 },
      ],
    });
    expect(await upgraded.sales.get(id)).toMatchObject({
      total: 1_540,
      paymentMethod: 'split',
      payments: [
        { method: 'cash', amount: 1_000, tendered: 2_000, change: 1_000 },
        { method: 'credit_card', amount: 540, tip: 100 },
      ],
    });
    const totals = await upgraded.dailyTotals.toArray();
    expect(
      totals.map(({ paymentMethod, count, total, tips }) => ({ paymentMethod, count, total, tips })),
    ).toEqual([
      { paymentMethod: 'cash', count: 1, total: 1_000, tips: undefined },
      { paymentMethod: 'credit_card', count: 0, total: 540, tips: 100 },
    ]);
    const entry = await upgraded.syncLog.where('mutationId').equals(1).first();
    expect(entry?.data).toMatchObject({
      paymentMethod: 'split',
      payments: [{ method: 'cash' }, { method: 'credit_card' }],
    });

    // A leg above what is left is refused on the till before anything is stored.
    await expect(
      repos.sales.create({
        items: [{ productId: STORE_ID, productName: 'Latte', quantity: 1, unitPrice: 350 as Cents }],
        paymentMethod: 'credit_card',
        payments: [{ method: 'credit_card', amount: 500 }],
      }),
    ).rejects.toThrow('Credit Card $5.00 is more than the $3.85 left to pay');
    expect(await upgraded.sales.count()).toBe(2);
    upgraded.close();
  });
});
