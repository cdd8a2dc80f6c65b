import type { Cents, Sale } from '@cafe/domain';
import { describe, expect, it } from 'vitest';
import type { CafeDb } from '../db';
import { applyPullPage, syncTables } from '../sync/apply-server-changes';
import { freshDb, STORE_ID } from '../sync/test-kit';
import { dailyTotalsTables, rebuildDailyTotals } from './daily-totals';

/** Issue 33: a split sale in the day totals, pulled (the batch path) and rebuilt, counted once and by leg. */
const split: Sale = {
  id: '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a',
  storeId: STORE_ID,
  createdAt: '2026-03-13T09:00:00.000Z',
  updatedAt: '2026-03-13T09:00:00.000Z',
  soldAt: '2026-03-13T09:00:00.000Z',
  version: 1,
  deletedAt: null,
  items: [
    {
      id: crypto.randomUUID(),
      productId: crypto.randomUUID(),
      productName: 'Tea',
      quantity: 1,
      unitPrice: 1_500 as Cents,
    },
  ],
  subtotal: 1_500 as Cents,
  tax: 0 as Cents,
  total: 1_500 as Cents,
  paymentMethod: 'split',
  payments: [
    {
      method: 'cash',
      amount: 1_000 as Cents,
      tendered: 2_000 as Cents,
      change: 800 as Cents,
      tip: 200 as Cents,
    },
    { method: 'debit_card', amount: 500 as Cents, tip: 75 as Cents },
  ],
  paymentStatus: 'completed',
  createdBy: 'unknown',
};

async function totals(db: CafeDb) {
  const rows = await db.dailyTotals.toArray();
  return rows
    .map((row) => `${row.day} ${row.paymentMethod} ${row.count} ${row.total} tips ${row.tips ?? 0}`)
    .sort();
}

async function pull(db: CafeDb, changes: Parameters<typeof applyPullPage>[1]['changes']) {
  await db.transaction('rw', syncTables(db), () => applyPullPage(db, { changes, cursor: 1, hasMore: false }));
}

describe('daily totals of a split sale', () => {
  it('take each leg under its method, count the sale once, and keep the tips apart, however often it arrives', async () => {
    const db = freshDb();
    const change = { entity: 'sale' as const, id: split.id, version: 1, row: { ...split } };
    await pull(db, [change]);
    await pull(db, [change, change]);
    const expected = ['2026-03-13 cash 1 1000 tips 200', '2026-03-13 debit_card 0 500 tips 75'];
    expect(await totals(db)).toEqual(expected);

    await db.transaction('rw', [db.sales, db.dailyTotals, db.dailyFigures, db.meta, db.settings], () =>
      rebuildDailyTotals(dailyTotalsTables(db)),
    );
    expect(await totals(db)).toEqual(expected);

    // Deleted: nothing of it is left, not even a row of zero.
    await pull(db, [{ entity: 'sale', id: split.id, version: 2, deleted: true }]);
    expect(await totals(db)).toEqual([]);
  });
});
