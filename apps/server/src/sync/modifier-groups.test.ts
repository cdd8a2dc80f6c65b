import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modifierGroups, products, quarantinedSales, sales } from '../db/schema.js';
import {
  mutation,
  productData,
  pull,
  push,
  type SignedInTill,
  saleData,
  signInTill,
} from '../test-support/sync-client.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/** Issue 33's option groups over sync: who may keep them, how a product names them, how a sale prices with them. */
describe('option groups over sync', () => {
  let t: TestApp;
  let manager: SignedInTill;
  let staff: SignedInTill;
  const next = { manager: 1, staff: 1 };

  const pushAs = async (
    who: 'manager' | 'staff',
    entity: 'modifierGroup' | 'product' | 'sale',
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
  const oat = randomUUID();
  const whole = randomUUID();
  const milk = () => ({
    id: randomUUID(),
    name: 'Milk',
    minChoices: 1,
    maxChoices: 1,
    options: [
      { id: whole, name: 'Whole', isDefault: true },
      { id: oat, name: 'Oat', kitchenName: 'OAT', priceDelta: 60 },
    ],
  });

  beforeAll(async () => {
    t = await createTestApp();
    manager = await signInTill(t.app, 'manager@cafe.example');
    staff = await signInTill(t.app, 'staff@cafe.example');
  });
  afterAll(() => t.close());

  it('[SYNC-14, SYNC-15] stores a group with its options, marks one sold out, and links it to a product', async () => {
    const group = milk();
    const created = await pushAs('manager', 'modifierGroup', 'create', group);
    expect(created).toMatchObject({
      status: 'applied',
      row: {
        name: 'Milk',
        minChoices: 1,
        maxChoices: 1,
        repeatable: false,
        kitchenName: null,
        options: [
          { id: whole, name: 'Whole', kitchenName: null, priceDelta: 0, isDefault: true, soldOut: false },
          { id: oat, name: 'Oat', kitchenName: 'OAT', priceDelta: 60, isDefault: false, soldOut: false },
        ],
      },
    });

    const soldOut = group.options.map((option) => ({ ...option, soldOut: option.id === oat }));
    const updated = await pushAs(
      'manager',
      'modifierGroup',
      'update',
      { id: group.id, options: soldOut },
      created.version,
    );
    expect(updated.status).toBe('applied');
    const [stored] = await t.database.db.select().from(modifierGroups).where(eq(modifierGroups.id, group.id));
    expect(stored?.options).toContainEqual(
      expect.objectContaining({ id: oat, soldOut: true, kitchenName: 'OAT' }),
    );

    const latte = productData({ name: 'Latte', modifierGroupIds: [group.id] });
    expect(await pushAs('manager', 'product', 'create', latte)).toMatchObject({
      status: 'applied',
      row: { modifierGroupIds: [group.id] },
    });
    const [product] = await t.database.db.select().from(products).where(eq(products.id, latte.id));
    expect(product?.modifierGroupIds).toEqual([group.id]);
  });

  it("keeps the order of a product's groups, as the picker shows them, through an update and a pull", async () => {
    const size = { ...milk(), name: 'Size' };
    const milkGroup = milk();
    await pushAs('manager', 'modifierGroup', 'create', size);
    await pushAs('manager', 'modifierGroup', 'create', milkGroup);
    const mocha = productData({ name: 'Mocha', modifierGroupIds: [size.id, milkGroup.id] });
    const created = await pushAs('manager', 'product', 'create', mocha);
    // The manager moved Milk up on the product form: only the order changed.
    const moved = await pushAs(
      'manager',
      'product',
      'update',
      { id: mocha.id, modifierGroupIds: [milkGroup.id, size.id] },
      created.version,
    );
    expect(moved).toMatchObject({ status: 'applied', row: { modifierGroupIds: [milkGroup.id, size.id] } });
    const page = (await pull(t.app, staff.deviceCookie, 0, 1000)).json();
    const pulled = page.changes.find((change: { id: string }) => change.id === mocha.id);
    expect(pulled?.row.modifierGroupIds).toEqual([milkGroup.id, size.id]);
  });

  it('[SYNC-9] refuses a group from a role without manage_products, and one whose choices cannot be met', async () => {
    expect(await pushAs('staff', 'modifierGroup', 'create', milk())).toMatchObject({
      status: 'rejected',
      reason: 'forbidden',
    });
    expect(
      await pushAs('manager', 'modifierGroup', 'create', { ...milk(), minChoices: 3, maxChoices: 2 }),
    ).toMatchObject({
      status: 'rejected',
      reason: 'invalid',
      issues: [{ path: 'maxChoices', message: 'The most choices cannot be fewer than the fewest' }],
    });
  });

  const oatLine = (unitPrice: number) => ({
    id: randomUUID(),
    productId: randomUUID(),
    productName: 'Latte',
    quantity: 1,
    basePrice: 450,
    unitPrice,
    options: [
      { groupId: randomUUID(), groupName: 'Milk', optionId: oat, name: 'Oat', priceDelta: 60, quantity: 1 },
    ],
  });

  it('[SYNC-17] stores a sale line with its options when its price is the base plus the options', async () => {
    const line = oatLine(510);
    const sale = saleData({ items: [line] });
    expect(await pushAs('staff', 'sale', 'create', sale)).toMatchObject({
      status: 'applied',
      row: { subtotal: 510 },
    });
    const [stored] = await t.database.db.select().from(sales).where(eq(sales.id, sale.id));
    expect(stored?.items).toEqual([
      expect.objectContaining({ basePrice: 450, unitPrice: 510, options: line.options }),
    ]);
  });

  it('[SYNC-11] keeps a sale whose price does not add up in the quarantine, with the reason', async () => {
    const sale = saleData({ items: [oatLine(450)] });
    expect(await pushAs('staff', 'sale', 'create', sale)).toMatchObject({
      status: 'rejected',
      reason: 'invalid',
      issues: [
        { path: 'items.0.unitPrice', message: "The line's price is not its base price plus its options" },
      ],
    });
    const kept = await t.database.db
      .select()
      .from(quarantinedSales)
      .where(eq(quarantinedSales.deviceId, staff.deviceId));
    expect(kept.map((row) => (row.data as { id: string }).id)).toContain(sale.id);
  });
});
