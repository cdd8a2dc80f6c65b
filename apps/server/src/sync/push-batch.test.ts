import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quarantinedSales, sales, stores, versionCounters } from '../db/schema.js';
import { appFixture } from '../test-support/app-fixture.js';
import { mutation, push, saleData, signInTill } from '../test-support/sync-client.js';

/**
 * A push is one transaction whose new sales are written with one multi-row INSERT (push-batch.ts). These are the
 * cases where that must still answer exactly as one mutation at a time would.
 */
describe('a push applied as one batch', () => {
  const t = appFixture({ tills: { admin: 'admin@cafe.example', staff: 'staff@cafe.example' } });

  const storedSales = (ids: string[]) =>
    t.database.db.select({ id: sales.id, total: sales.total }).from(sales).where(inArray(sales.id, ids));

  it('[SYNC-6, SYNC-7, SYNC-11] stores the sales around one it refuses, answers that one as rejected and quarantines it', async () => {
    const till = await signInTill(t.app, 'staff@cafe.example');
    const before = saleData();
    // 2,000,000 × $1,000.00: beyond the money ceiling, which keeps every total within the database's integer
    // columns, so it is refused before the database sees it.
    const huge = saleData({
      items: [
        {
          id: randomUUID(),
          productId: randomUUID(),
          productName: 'Espresso',
          quantity: 2_000_000,
          unitPrice: 100_000,
        },
      ],
    });
    const after = saleData();
    const response = await push(t.app, till, [
      mutation(1, 'sale', 'create', before, t.staff.userId),
      mutation(2, 'sale', 'create', huge, t.staff.userId),
      mutation(3, 'sale', 'create', after, t.staff.userId),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      lastMutationId: 3,
      results: [
        { mutationId: 1, status: 'applied', row: { id: before.id, total: 758 } },
        { mutationId: 2, status: 'rejected', reason: 'invalid' },
        { mutationId: 3, status: 'applied', row: { id: after.id, total: 758 } },
      ],
    });
    expect(await storedSales([before.id, huge.id, after.id])).toHaveLength(2);
    const kept = await t.database.db
      .select({ mutationId: quarantinedSales.mutationId })
      .from(quarantinedSales)
      .where(eq(quarantinedSales.deviceId, till.deviceId));
    expect(kept).toEqual([{ mutationId: 2 }]);
  });

  it('[SYNC-14] stores a sale sent twice in one batch once, and a sale already stored is not stored again', async () => {
    const till = await signInTill(t.app, 'staff@cafe.example');
    const first = saleData();
    const stored = await push(t.app, till, [mutation(1, 'sale', 'create', first, t.staff.userId)]);
    expect(stored.json().results[0]).toMatchObject({ status: 'applied' });

    // A new registration of the till replays its outbox under new mutationIds (the first answer was lost).
    const again = await signInTill(t.app, 'staff@cafe.example');
    const fresh = saleData();
    const response = await push(t.app, again, [
      mutation(1, 'sale', 'create', first, t.staff.userId),
      mutation(2, 'sale', 'create', fresh, t.staff.userId),
      mutation(3, 'sale', 'create', fresh, t.staff.userId),
    ]);
    expect(response.json().results).toMatchObject([
      { mutationId: 1, status: 'applied', row: { id: first.id } },
      { mutationId: 2, status: 'applied', row: { id: fresh.id } },
      { mutationId: 3, status: 'applied', row: { id: fresh.id } },
    ]);
    const [one, two, three] = response.json().results;
    expect(one.version).toBe(stored.json().results[0].version);
    expect(three.version).toBe(two.version);
    expect(await storedSales([first.id, fresh.id])).toHaveLength(2);
  });

  it('[SYNC-14] prices a sale made after a tax change in the same batch at the new rate', async () => {
    const [store] = await t.database.db.select({ id: stores.id, version: stores.version }).from(stores);
    if (!store) throw new Error('No store');
    const [counter] = await t.database.db.select().from(versionCounters);
    const beforeSale = saleData();
    const afterSale = saleData();
    const response = await push(t.app, t.admin, [
      mutation(1, 'sale', 'create', beforeSale, t.admin.userId),
      mutation(
        2,
        'storeSettings',
        'update',
        { id: store.id, taxRateMilliPercent: 10_000 },
        t.admin.userId,
        store.version,
      ),
      mutation(3, 'sale', 'create', afterSale, t.admin.userId),
    ]);
    expect(response.json().results).toMatchObject([
      { status: 'applied', row: { subtotal: 700, tax: 58, total: 758 } },
      { status: 'applied', row: { taxRateMilliPercent: 10_000 } },
      { status: 'applied', row: { subtotal: 700, tax: 70, total: 770 } },
    ]);
    // Versions are taken in mutation order, and the counter ends at the last of them.
    const versions = response.json().results.map((result: { version: number }) => result.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    const [after] = await t.database.db.select().from(versionCounters);
    expect(after?.lastVersion).toBe(Math.max(...versions));
    expect(after?.lastVersion).toBeGreaterThan(counter?.lastVersion ?? 0);
  });
});
