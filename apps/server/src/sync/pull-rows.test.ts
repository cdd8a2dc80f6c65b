import { randomUUID } from 'node:crypto';
import {
  CASHUP_AMOUNT_FIELDS,
  expenseSchema,
  productSchema,
  pullResponseSchema,
  SYNC_ENTITIES,
  type SyncEntity,
} from '@cafe/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sales, stores, tasks } from '../db/schema.js';
import { appFixture } from '../test-support/app-fixture.js';
import { mutation, productData, pull, push, saleData } from '../test-support/sync-client.js';
import { ENTITY_TABLES, toDomainRow } from './entity-tables.js';

/**
 * The database renders each pulled row as JSON (rowJsonSql) so the server does not reshape 100,000 of them. The
 * row a till receives must still be exactly the stored row as toDomainRow shapes it, for every entity and every
 * kind of column, on PGlite and on PostgreSQL alike.
 */
describe('[SYNC-20] pulled rows are the stored rows in the domain shape', () => {
  const t = appFixture({ tills: { till: 'admin@cafe.example' } });

  beforeAll(async () => {
    // The demo store has users, products, expenses, tasks, events and its settings; push one of everything else.
    const doomed = productData();
    const refundedSale = saleData({ taxRateMilliPercent: 0 });
    const drawerId = randomUUID();
    const mutations = [
      mutation(1, 'sale', 'create', refundedSale, t.till.userId),
      mutation(2, 'sale', 'create', saleData({ discount: 150 }), t.till.userId),
      mutation(
        3,
        'cashup',
        'create',
        {
          id: randomUUID(),
          date: '2026-03-13',
          notes: 'Till 2 short by a coin',
          ...Object.fromEntries(CASHUP_AMOUNT_FIELDS.map((field, index) => [field, index * 101])),
        },
        t.till.userId,
      ),
      mutation(
        4,
        'shift',
        'create',
        {
          id: randomUUID(),
          userId: t.till.userId,
          start: '2026-03-16T12:00:00.000Z',
          end: '2026-03-16T20:30:00.000Z',
        },
        t.till.userId,
      ),
      mutation(
        5,
        'mobileOrder',
        'create',
        {
          id: randomUUID(),
          customerName: 'Jo',
          items: saleData().items,
          pickupTime: '2026-03-14T16:15:00.000Z',
        },
        t.till.userId,
      ),
      mutation(
        6,
        'customOrder',
        'create',
        {
          id: randomUUID(),
          customerName: 'Sam',
          description: 'Birthday cake',
          dueDate: '2026-03-20',
          dueTime: '11:00',
          price: 4500,
        },
        t.till.userId,
      ),
      mutation(7, 'product', 'create', doomed, t.till.userId),
      mutation(8, 'product', 'delete', { id: doomed.id }, t.till.userId, 0),
      // Issue 12's columns with values in them (the demo rows hold their defaults: null, null, false).
      mutation(9, 'product', 'create', productData({ barcode: 'PULL-1', unitCost: 120 }), t.till.userId),
      mutation(
        10,
        'expense',
        'create',
        {
          id: randomUUID(),
          description: 'Float top-up',
          amount: 2000,
          date: '2026-03-14',
          paidFromTill: true,
        },
        t.till.userId,
      ),
      mutation(
        11,
        'modifierGroup',
        'create',
        {
          id: randomUUID(),
          name: 'Milk',
          minChoices: 1,
          options: [{ id: randomUUID(), name: 'Oat', kitchenName: 'OAT', priceDelta: 60, isDefault: true }],
        },
        t.till.userId,
      ),
      mutation(
        12,
        'discountPreset',
        'create',
        { id: randomUUID(), name: 'Regular 10%', kind: 'percent', value: 10_000, scope: 'line' },
        t.till.userId,
      ),
      // A sale's own discounts live in a jsonb column of their own (issue 33).
      mutation(
        13,
        'sale',
        'create',
        saleData({
          discounts: [{ reason: 'Spilled', name: 'Remake', kind: 'amount', value: 100, cents: 100 }],
        }),
        t.till.userId,
      ),
      // A refund of one of the first sale's two espressos (issue 34), to cash.
      mutation(
        14,
        'refund',
        'create',
        {
          id: randomUUID(),
          saleId: refundedSale.id,
          lines: [{ itemId: refundedSale.items[0]?.id, quantity: 1, amount: 350 }],
          amount: 350,
          method: 'cash',
          reason: 'quality',
        },
        t.till.userId,
      ),
      // A drawer session and its pay-out (issue 34); the session closed by a later update below.
      mutation(
        15,
        'drawerSession',
        'create',
        { id: drawerId, deviceId: t.till.deviceId, openingFloat: 15_000 },
        t.till.userId,
      ),
      mutation(
        16,
        'drawerEvent',
        'create',
        { id: randomUUID(), sessionId: drawerId, kind: 'pay_out', amount: 2_000, reason: 'Window cleaner' },
        t.till.userId,
      ),
    ];
    const pushed = await push(t.app, t.till, mutations);
    expect(pushed.statusCode).toBe(200);
    for (const result of pushed.json().results)
      expect(result, JSON.stringify(result)).toMatchObject({ status: 'applied' });
    const opened = pushed
      .json()
      .results.find((result: { row?: { id?: string } }) => result.row?.id === drawerId);
    const closed = await push(t.app, t.till, [
      mutation(
        17,
        'drawerSession',
        'update',
        {
          id: drawerId,
          countedCash: 12_800,
          expectedCash: 13_000,
          denominations: [{ value: 6_400, count: 2 }],
        },
        t.till.userId,
        opened.version,
      ),
    ]);
    expect(closed.json().results[0]).toMatchObject({ status: 'applied' });

    // Timestamps the app never writes but a database may hold: microseconds, and a sub-millisecond one.
    await t.database.db
      .update(sales)
      .set({ createdAt: sql`'2026-03-14 09:08:07.123999+00'::timestamptz` })
      .where(eq(sales.discount, 150));
    await t.database.db
      .update(tasks)
      .set({ dueDate: null, updatedAt: sql`'2026-03-14 00:00:00.000500+00'::timestamptz` });
    // A three-decimal rate: a till from before the rename reads it rounded to its nearest basis point.
    await t.database.db.update(stores).set({ taxRateMilliPercent: 8875 });
  });

  it('gives every change of every entity exactly what toDomainRow makes of its stored row', async () => {
    const seen = new Set<SyncEntity>();
    let tombstones = 0;
    const rows: Partial<Record<SyncEntity, unknown[]>> = {};
    let cursor = 0;
    for (;;) {
      const response = await pull(t.app, t.till.deviceCookie, cursor, 3);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const page = pullResponseSchema.parse(response.json());
      for (const change of page.changes) {
        const table = ENTITY_TABLES[change.entity];
        const [stored] = await t.database.db.select().from(table).where(eq(table.id, change.id));
        expect(stored, `${change.entity} ${change.id}`).toBeDefined();
        expect(change.version).toBe(stored?.version);
        if ('deleted' in change) {
          expect(stored?.deletedAt).not.toBeNull();
          tombstones++;
        } else {
          expect(change.row).toStrictEqual(toDomainRow(change.entity, stored as Record<string, unknown>));
          rows[change.entity] = [...(rows[change.entity] ?? []), change.row];
        }
        seen.add(change.entity);
      }
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    expect([...seen].sort()).toEqual([...SYNC_ENTITIES].sort());
    expect(tombstones).toBe(1);
    expect(rows.product).toContainEqual(expect.objectContaining({ barcode: 'PULL-1', unitCost: 120 }));
    expect(rows.product).toContainEqual(expect.objectContaining({ barcode: null, unitCost: null }));
    expect(rows.expense).toContainEqual(expect.objectContaining({ paidFromTill: true }));
    expect(rows.expense).toContainEqual(expect.objectContaining({ paidFromTill: false }));
    expect(rows.storeSettings).toEqual([
      expect.objectContaining({ taxRateMilliPercent: 8875, taxRateBps: 888 }),
    ]);
    // And they are rows the domain's schemas accept, as the web app stores them.
    for (const row of rows.product ?? []) productSchema.parse(row);
    for (const row of rows.expense ?? []) expenseSchema.parse(row);
  });
});
