import { type Cents, figuresByDay, type Sale, type SalesFigures } from '@cafe/domain';
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { type CafeDb, openCafeDb } from '../db';
import { applyPullPage, syncTables } from '../sync/apply-server-changes';
import { freshDb, NOW, STORE_ID, testRepositories } from '../sync/test-kit';
import { fromFiguresRow } from './daily-figures';
import { dailyTotalsTables, ensureDailyTotalsZone, rebuildDailyTotals } from './daily-totals';

function saleRow(id: string, soldAt: string, total: number, overrides: Partial<Sale> = {}): Sale {
  return {
    id,
    storeId: STORE_ID,
    createdAt: soldAt,
    updatedAt: soldAt,
    soldAt,
    version: 1,
    deletedAt: null,
    items: [
      {
        id: crypto.randomUUID(),
        productId: '00000000-0000-4000-8000-00000000000a',
        productName: 'Tea',
        quantity: 2,
        unitPrice: (total / 2) as Cents,
      },
    ],
    subtotal: total as Cents,
    tax: 0 as Cents,
    total: total as Cents,
    paymentMethod: 'cash',
    paymentStatus: 'completed',
    createdBy: 'unknown',
    ...overrides,
  };
}

/** Figures as plain data, so stored and computed ones compare whatever order their maps were filled in. */
function plain(figures: SalesFigures) {
  const sorted = <K, V>(map: Map<K, V>) =>
    [...map].sort(([a], [b]) => String(a).localeCompare(String(b), 'en', { numeric: true }));
  return {
    ...figures,
    byPayment: sorted(figures.byPayment),
    byStaff: sorted(figures.byStaff),
    byHour: sorted(figures.byHour),
    byProduct: sorted(figures.byProduct),
    discountsGiven: {
      byDiscount: sorted(figures.discountsGiven.byDiscount),
      byStaff: sorted(figures.discountsGiven.byStaff),
      byApprover: sorted(figures.discountsGiven.byApprover),
    },
  };
}

async function stored(db: CafeDb) {
  const rows = await db.dailyFigures.toArray();
  return Object.fromEntries(rows.map((row) => [row.day, plain(fromFiguresRow(row))]));
}

async function computed(db: CafeDb, zone: string) {
  const days = figuresByDay(await db.sales.toArray(), zone);
  return Object.fromEntries([...days].map(([day, figures]) => [day, plain(figures)]));
}

async function pull(db: CafeDb, rows: Sale[], tombstones: string[] = []) {
  await db.transaction('rw', syncTables(db), () =>
    applyPullPage(db, {
      changes: [
        ...rows.map((row) => ({
          entity: 'sale' as const,
          id: row.id,
          version: row.version,
          row: { ...row },
        })),
        ...tombstones.map((id) => ({ entity: 'sale' as const, id, version: 99, deleted: true as const })),
      ],
      cursor: 1,
      hasMore: false,
    }),
  );
}

describe('daily figures', () => {
  it('stay equal to a count of the stored sales through local sales, pulls, replacements and deletions', async () => {
    const db = freshDb();
    const repos = testRepositories(db);
    await repos.sales.create({
      items: [{ productId: crypto.randomUUID(), productName: 'Latte', quantity: 2, unitPrice: 450 as Cents }],
      paymentMethod: 'cash',
      discount: 100 as Cents,
    });
    const a = saleRow(crypto.randomUUID(), '2026-03-13T09:00:00.000Z', 500);
    const b = saleRow(crypto.randomUUID(), '2026-03-13T17:30:00.000Z', 800, { paymentMethod: 'voucher' });
    const c = saleRow(crypto.randomUUID(), '2026-03-12T08:00:00.000Z', 300);
    await pull(db, [a, b, c]);
    await pull(db, [a, b]); // the same rows again change nothing
    expect(await stored(db)).toEqual(await computed(db, 'UTC'));
    expect(Object.keys(await stored(db)).sort()).toEqual(['2026-03-12', '2026-03-13', '2026-03-14']);

    // A newer version moves b to another day and staff member; c is deleted: its day has nothing left.
    await pull(
      db,
      [{ ...b, version: 2, soldAt: '2026-03-14T07:00:00.000Z', createdBy: 'someone-else' }],
      [c.id],
    );
    expect(await stored(db)).toEqual(await computed(db, 'UTC'));
    expect(Object.keys(await stored(db)).sort()).toEqual(['2026-03-13', '2026-03-14']);
  });

  it('keep the discounts given, and take a manager approval that arrives with the server copy of a sale', async () => {
    const db = freshDb();
    const staffHalf = {
      presetId: '00000000-0000-4000-8000-0000000000f1',
      name: 'Staff 50%',
      kind: 'percent' as const,
      value: 50_000,
      cents: 250,
    };
    const open = {
      reason: 'Spilled',
      name: 'Open discount',
      kind: 'amount' as const,
      value: 100,
      cents: 100,
    };
    const a = saleRow(crypto.randomUUID(), '2026-03-13T09:00:00.000Z', 500, {
      createdBy: 'sam',
      discounts: [staffHalf],
    });
    const b = saleRow(crypto.randomUUID(), '2026-03-13T10:00:00.000Z', 800, { createdBy: 'alex' });
    const line = b.items[0];
    if (!line) throw new Error('a sale has a line');
    b.items = [{ ...line, discounts: [open] }];
    await pull(db, [a, b]);
    expect(await stored(db)).toEqual(await computed(db, 'UTC'));
    const approval = { approverId: 'morgan', keyId: 'k', signature: 's', approvedAt: a.soldAt };
    await pull(db, [{ ...a, version: 2, discountApproval: approval }]);
    expect(await stored(db)).toEqual(await computed(db, 'UTC'));
    const [day] = await db.dailyFigures.toArray();
    const given = day ? fromFiguresRow(day).discountsGiven : undefined;
    expect(given?.byDiscount.get(staffHalf.presetId)).toEqual({ name: 'Staff 50%', count: 1, cents: 250 });
    expect(given?.byStaff.get('alex')).toEqual({ count: 1, cents: 100 });
    // Counted once: the server's copy moved the sale, it did not add it again.
    expect(given?.byApprover).toEqual(new Map([['morgan', { count: 1, cents: 250 }]]));
  });

  it("are rebuilt in the store's zone, as the daily totals are", async () => {
    const db = freshDb();
    await pull(db, [
      saleRow(crypto.randomUUID(), '2026-03-13T23:30:00.000Z', 600),
      saleRow(crypto.randomUUID(), '2026-03-14T10:00:00.000Z', 400),
    ]);
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
      timeZone: 'Asia/Tokyo', // UTC+9: both sales fall on the 14th there
      cashupVarianceThreshold: 500,
    });
    await ensureDailyTotalsZone(db);
    const figures = await stored(db);
    expect(Object.keys(figures)).toEqual(['2026-03-14']);
    expect(figures['2026-03-14']?.taken).toBe(1000);
    // 23:30Z is 08:30 in Tokyo, 10:00Z is 19:00.
    expect(figures['2026-03-14']?.byHour).toEqual([
      [8, { count: 1, taken: 600 }],
      [19, { count: 1, taken: 400 }],
    ]);
    expect(figures).toEqual(await computed(db, 'Asia/Tokyo'));
    await db.transaction('rw', syncTables(db), () => rebuildDailyTotals(dailyTotalsTables(db)));
    expect(await stored(db)).toEqual(figures);
  });

  it('are counted from the sales already stored when a version 7 database upgrades', async () => {
    const indexedDB = new IDBFactory();
    const name = 'cafeposdb-figures-upgrade';
    const old = new Dexie(name, { indexedDB, IDBKeyRange });
    old.version(7).stores({
      sales: 'id, createdAt, soldAt, paymentMethod',
      dailyTotals: '[day+paymentMethod], day',
      settings: 'id',
      meta: 'key',
    });
    await old.open();
    await old.table('sales').bulkAdd([
      saleRow(crypto.randomUUID(), '2026-03-13T09:00:00.000Z', 500),
      saleRow(crypto.randomUUID(), '2026-03-13T10:00:00.000Z', 700, {
        deletedAt: '2026-03-13T11:00:00.000Z',
      }),
    ]);
    old.close();
    const upgraded = openCafeDb(name, { indexedDB, IDBKeyRange });
    const figures = await stored(upgraded);
    expect(Object.keys(figures)).toEqual(['2026-03-13']);
    expect(figures['2026-03-13']).toMatchObject({ count: 1, gross: 500, taken: 500 });
    expect(figures).toEqual(await computed(upgraded, 'UTC'));
    upgraded.close();
  });
});
