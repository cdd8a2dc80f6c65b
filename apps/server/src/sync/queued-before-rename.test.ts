import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sales, stores } from '../db/schema.js';
import { proofBy } from '../test-support/actor-signing.js';
import { appFixture } from '../test-support/app-fixture.js';
import { mutation, push, saleData, signInTill } from '../test-support/sync-client.js';

/**
 * Issue 31 renamed the tax rate (`taxRateBps`, basis points → `taxRateMilliPercent`, thousandths of a percent). A
 * till's outbox keeps its changes exactly as they were made and signed, so the changes an older app queued still
 * arrive with the old field: the server checks the signature over them as they were sent, then reads them in
 * today's names (domain sync/legacy-fields.ts).
 */
describe('[SYNC-19] changes queued before the tax rate took three decimals', () => {
  const t = appFixture({ tills: { admin: 'admin@cafe.example', staff: 'staff@cafe.example' } });

  async function store() {
    const [row] = await t.database.db.select().from(stores);
    if (!row) throw new Error('No store');
    return row;
  }

  it('accepts a signed sale priced in basis points and prices it the same', async () => {
    // 2 × $3.50 at 8.25% (825 bps) = $7.00 + $0.58 (57.75 rounds up), as the older till showed it.
    const atStoreRate = saleData({ taxRateBps: 825, subtotal: 700, tax: 58, total: 758 });
    // A rate the store no longer has, kept by a till that was offline when it changed: 10% (1000 bps).
    const atOldRate = saleData({ taxRateBps: 1000, subtotal: 700, tax: 70, total: 770 });
    const response = await push(t.app, t.staff, [
      mutation(1, 'sale', 'create', atStoreRate, t.staff.userId),
      mutation(2, 'sale', 'create', atOldRate, t.staff.userId),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toMatchObject([
      { mutationId: 1, status: 'applied', row: { id: atStoreRate.id, subtotal: 700, tax: 58, total: 758 } },
      { mutationId: 2, status: 'applied', row: { id: atOldRate.id, subtotal: 700, tax: 70, total: 770 } },
    ]);
    const [stored] = await t.database.db.select().from(sales).where(eq(sales.id, atOldRate.id));
    expect(stored).toMatchObject({ subtotal: 700, tax: 70, total: 770 });
  });

  it('still refuses totals that do not match the old rate', async () => {
    const wrong = saleData({ taxRateBps: 825, subtotal: 700, tax: 70, total: 770 });
    const response = await push(t.app, await signInTill(t.app, 'staff@cafe.example'), [
      mutation(1, 'sale', 'create', wrong, t.staff.userId),
    ]);
    expect(response.json().results).toMatchObject([
      {
        status: 'rejected',
        reason: 'invalid',
        issues: [
          { path: 'tax', message: 'Expected 58' },
          { path: 'total', message: 'Expected 758' },
        ],
      },
    ]);
  });

  it('[SYNC-8] checks the signature over the change as it was sent, not as it is read', async () => {
    const till = await signInTill(t.app, 'staff@cafe.example');
    const sent = mutation(1, 'sale', 'create', saleData({ taxRateBps: 825 }), t.staff.userId);
    // Signed over today's names, sent with the old one: not what the actor signed.
    const { taxRateBps: _old, ...rest } = sent.data;
    const proof = proofBy(t.staff.userId, { ...sent, data: { ...rest, taxRateMilliPercent: 8250 } });
    const response = await push(t.app, till, [{ ...sent, proof }]);
    expect(response.json().results).toMatchObject([{ status: 'rejected', reason: 'unknown_actor' }]);
  });

  it('applies a settings update in basis points as thousandths of a percent, and merges it by that field', async () => {
    const before = await store();
    const response = await push(t.app, t.admin, [
      mutation(
        1,
        'storeSettings',
        'update',
        { id: before.id, taxRateBps: 700 },
        t.admin.userId,
        before.version,
      ),
    ]);
    expect(response.json().results).toMatchObject([
      { status: 'applied', row: { taxRateMilliPercent: 7000 } },
    ]);
    const after = await store();
    expect(after.taxRateMilliPercent).toBe(7000);
    expect(after.fieldVersions).toEqual({ ...before.fieldVersions, taxRateMilliPercent: after.version });

    // A second old till changes the rate from what it saw before that change: the earlier-committed rate stays.
    const other = await signInTill(t.app, 'admin@cafe.example');
    const stale = await push(t.app, other, [
      mutation(
        1,
        'storeSettings',
        'update',
        { id: before.id, taxRateBps: 900 },
        t.admin.userId,
        before.version,
      ),
    ]);
    expect(stale.json().results).toMatchObject([{ status: 'conflict', row: { taxRateMilliPercent: 7000 } }]);

    // A sale with no rate of its own is priced at the store's: 7% of $7.00 = $0.49.
    const sale = saleData();
    const priced = await push(t.app, other, [mutation(2, 'sale', 'create', sale, t.admin.userId)]);
    expect(priced.json().results).toMatchObject([{ status: 'applied', row: { tax: 49, total: 749 } }]);
  });

  it('takes a rate with three decimals from today’s tills', async () => {
    const current = await store();
    const till = await signInTill(t.app, 'admin@cafe.example');
    const response = await push(t.app, till, [
      mutation(
        1,
        'storeSettings',
        'update',
        { id: current.id, taxRateMilliPercent: 8875 },
        t.admin.userId,
        current.version,
      ),
      // 8.875% of $7.00 = 62.125 → $0.62.
      mutation(2, 'sale', 'create', saleData({ subtotal: 700, tax: 62, total: 762 }), t.admin.userId),
      // 8.875% of $4.00 = 35.5 → $0.36, half a cent rounded up.
      mutation(
        3,
        'sale',
        'create',
        saleData({
          items: [
            { id: randomUUID(), productId: randomUUID(), productName: 'Tea', quantity: 1, unitPrice: 400 },
          ],
          taxRateMilliPercent: 8875,
          tax: 36,
        }),
        t.admin.userId,
      ),
    ]);
    expect(response.json().results).toMatchObject([
      { status: 'applied', row: { taxRateMilliPercent: 8875 } },
      { status: 'applied', row: { tax: 62, total: 762 } },
      { status: 'applied', row: { tax: 36, total: 436 } },
    ]);
  });
});
