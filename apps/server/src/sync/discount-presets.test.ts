import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountPresets, quarantinedSales, sales } from '../db/schema.js';
import { mutation, push, type SignedInTill, saleData, signInTill } from '../test-support/sync-client.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/** Issue 33's discounts over sync: who may keep the presets, how a sale carries what it applied. */
describe('discounts over sync', () => {
  let t: TestApp;
  let manager: SignedInTill;
  let staff: SignedInTill;
  const next = { manager: 1, staff: 1 };

  const pushAs = async (
    who: 'manager' | 'staff',
    entity: 'discountPreset' | 'sale',
    action: 'create' | 'update' | 'delete',
    data: Record<string, unknown>,
    baseVersion: number | null = null,
  ) => {
    const till = who === 'manager' ? manager : staff;
    const response = await push(t.app, till, [
      mutation(next[who]++, entity, action, data, till.userId, baseVersion),
    ]);
    expect(response.statusCode).toBe(200);
    return response.json().results[0];
  };
  const staffHalf = () => ({
    id: randomUUID(),
    name: 'Staff 50%',
    kind: 'percent',
    value: 50_000,
    scope: 'sale',
  });

  beforeAll(async () => {
    t = await createTestApp();
    manager = await signInTill(t.app, 'manager@cafe.example');
    staff = await signInTill(t.app, 'staff@cafe.example');
  });
  afterAll(() => t.close());

  it('[SYNC-14, SYNC-15, SYNC-16] a manager adds a preset, changes its value and deletes it', async () => {
    const preset = staffHalf();
    const created = await pushAs('manager', 'discountPreset', 'create', preset);
    expect(created).toMatchObject({
      status: 'applied',
      row: { name: 'Staff 50%', kind: 'percent', value: 50_000, scope: 'sale' },
    });
    const updated = await pushAs(
      'manager',
      'discountPreset',
      'update',
      { id: preset.id, value: 40_000 },
      created.version,
    );
    expect(updated).toMatchObject({ status: 'applied', row: { value: 40_000 } });
    const deleted = await pushAs('manager', 'discountPreset', 'delete', { id: preset.id }, updated.version);
    expect(deleted.status).toBe('applied');
    const [stored] = await t.database.db
      .select()
      .from(discountPresets)
      .where(eq(discountPresets.id, preset.id));
    expect(stored?.deletedAt).not.toBeNull();
  });

  it('[SYNC-9] refuses a preset from a role without manage_products, and a percent above 100%', async () => {
    expect(await pushAs('staff', 'discountPreset', 'create', staffHalf())).toMatchObject({
      status: 'rejected',
      reason: 'forbidden',
    });
    expect(
      await pushAs('manager', 'discountPreset', 'create', { ...staffHalf(), value: 100_001 }),
    ).toMatchObject({
      status: 'rejected',
      reason: 'invalid',
      issues: [{ path: 'value', message: 'Enter a percentage from 0 to 100, such as 10' }],
    });
  });

  it('[SYNC-4] a replayed preset create is answered duplicate', async () => {
    const preset = staffHalf();
    const once = mutation(next.manager++, 'discountPreset', 'create', preset, manager.userId);
    expect((await push(t.app, manager, [once])).json().results[0].status).toBe('applied');
    expect((await push(t.app, manager, [once])).json().results[0].status).toBe('duplicate');
  });

  const line = (discounts?: unknown[]) => ({
    id: randomUUID(),
    productId: randomUUID(),
    productName: 'Latte',
    quantity: 2,
    unitPrice: 500,
    ...(discounts ? { discounts } : {}),
  });
  const regular = (cents: number) => ({
    presetId: randomUUID(),
    name: 'Regular 10%',
    kind: 'percent',
    value: 10_000,
    cents,
  });

  it('[SYNC-17] a cashier stores a sale with discounts under the limit, taxed on the discounted subtotal', async () => {
    const sale = saleData({ items: [line([regular(100)])] });
    // $10.00 − 10% = $9.00; tax 8.25% of $9.00 = 74.25 → 74.
    expect(
      await pushAs('staff', 'sale', 'create', { ...sale, subtotal: 900, tax: 74, total: 974 }),
    ).toMatchObject({
      status: 'applied',
      row: { subtotal: 900, tax: 74, total: 974 },
    });
    const [stored] = await t.database.db.select().from(sales).where(eq(sales.id, sale.id));
    expect(stored?.items).toEqual([
      expect.objectContaining({ discounts: [expect.objectContaining({ name: 'Regular 10%', cents: 100 })] }),
    ]);
    expect(stored?.discounts).toBeNull();
  });

  it('[SYNC-11] keeps a sale whose discount does not add up in the quarantine, with the reason', async () => {
    const sale = saleData({ items: [line()], discounts: [regular(99)] });
    expect(await pushAs('staff', 'sale', 'create', sale)).toMatchObject({
      status: 'rejected',
      reason: 'invalid',
      issues: [{ path: 'discounts.0.cents', message: 'The discount does not add up' }],
    });
    const kept = await t.database.db
      .select()
      .from(quarantinedSales)
      .where(eq(quarantinedSales.deviceId, staff.deviceId));
    expect(kept.map((row) => (row.data as { id: string }).id)).toContain(sale.id);
  });
});
