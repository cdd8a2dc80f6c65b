import { randomUUID } from 'node:crypto';
import { describeMutation } from '@cafe/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deviceMutations, expenses, products } from '../db/schema.js';
import { appFixture } from '../test-support/app-fixture.js';
import { mutationPusher, type OneMutation } from '../test-support/mutation-pusher.js';
import { mutation, productData, push, signInTill } from '../test-support/sync-client.js';

/** Issue 12's server rules: the product barcode and unit cost, the expense's paid-from-till flag, who may push them. */
describe('products and expenses over sync', () => {
  const t = appFixture({ tills: { manager: 'manager@cafe.example', staff: 'staff@cafe.example' } });
  const { pushOne } = mutationPusher(t);
  const pushAs = (who: 'manager' | 'staff', ...change: OneMutation) => pushOne(t[who], ...change);
  const storedProduct = async (id: string) =>
    (await t.database.db.select().from(products).where(eq(products.id, id)))[0];
  const expenseData = (overrides: Record<string, unknown> = {}) => ({
    id: randomUUID(),
    description: 'Oat milk',
    amount: 1299,
    date: '2026-03-14',
    ...overrides,
  });

  it('[SYNC-14, SYNC-15] stores and returns a barcode and a unit cost, and clears them', async () => {
    const data = productData({ barcode: ' 5012345678900 ', unitCost: 120 });
    const created = await pushAs('manager', 'product', 'create', data);
    expect(created).toMatchObject({ status: 'applied', row: { barcode: '5012345678900', unitCost: 120 } });
    expect(await storedProduct(data.id)).toMatchObject({ barcode: '5012345678900', unitCost: 120 });

    const cleared = await pushAs(
      'manager',
      'product',
      'update',
      { id: data.id, barcode: '', unitCost: null },
      created.version,
    );
    expect(cleared).toMatchObject({ status: 'applied', row: { barcode: null, unitCost: null } });

    const plain = await pushAs('manager', 'product', 'create', productData());
    expect(plain).toMatchObject({ status: 'applied', row: { barcode: null, unitCost: null } });
  });

  it('[SYNC-18] keeps a barcode to one live product of the store, with a message naming the holder', async () => {
    const latte = productData({ name: 'Latte', barcode: 'LAT-1' });
    expect((await pushAs('manager', 'product', 'create', latte)).status).toBe('applied');
    const message = 'This barcode is already used by Latte';

    const copy = productData({ name: 'Latte copy', barcode: 'LAT-1' });
    expect(await pushAs('manager', 'product', 'create', copy)).toMatchObject({
      status: 'rejected',
      reason: 'invalid',
      message,
      issues: [{ path: 'barcode', message }],
    });
    expect(await storedProduct(copy.id)).toBeUndefined();

    const mocha = productData({ name: 'Mocha', barcode: 'MOC-1' });
    const mochaCreated = await pushAs('manager', 'product', 'create', mocha);
    expect(
      await pushAs('manager', 'product', 'update', { id: mocha.id, barcode: 'LAT-1' }, mochaCreated.version),
    ).toMatchObject({ status: 'rejected', reason: 'invalid', message });
    expect((await storedProduct(mocha.id))?.barcode).toBe('MOC-1');

    // The holder may send its own barcode again, and a replayed create is still a replay.
    const own = await pushAs(
      'manager',
      'product',
      'update',
      { id: latte.id, barcode: 'LAT-1', price: 475 },
      0,
    );
    expect(own).toMatchObject({ status: 'applied', row: { barcode: 'LAT-1', price: 475 } });

    // Once the holder is deleted, its barcode is free.
    expect((await pushAs('manager', 'product', 'delete', { id: latte.id })).status).toBe('applied');
    expect((await pushAs('manager', 'product', 'create', copy)).status).toBe('applied');
  });

  it('[SYNC-14, SYNC-18] answers a replayed create of a product with a barcode as the replay it is', async () => {
    const data = productData({ barcode: 'REPLAY-1' });
    const first = await pushAs('manager', 'product', 'create', data);
    // The same create under a new registration of the device (its first answer was lost).
    const again = await signInTill(t.app, 'manager@cafe.example');
    const response = await push(t.app, again, [mutation(1, 'product', 'create', data, again.userId)]);
    expect(response.json().results[0]).toMatchObject({ status: 'applied', version: first.version });
  });

  it('[SYNC-14] stores whether an expense was paid from the till, false unless said', async () => {
    const plain = expenseData();
    expect(await pushAs('manager', 'expense', 'create', plain)).toMatchObject({
      status: 'applied',
      row: { paidFromTill: false, status: 'pending', category: 'inventory' },
    });
    const fromTill = expenseData({ paidFromTill: true });
    const created = await pushAs('manager', 'expense', 'create', fromTill);
    expect(created).toMatchObject({ status: 'applied', row: { paidFromTill: true } });
    expect(
      await pushAs('manager', 'expense', 'update', { id: fromTill.id, paidFromTill: false }, created.version),
    ).toMatchObject({ status: 'applied', row: { paidFromTill: false } });
  });

  it.each([
    ['product', 'unitCost', productData({ unitCost: -1 }), 'Enter a unit cost of 0 or more'],
    ['product', 'unitCost', productData({ unitCost: 1.5 }), 'Enter a unit cost of 0 or more'],
    [
      'product',
      'barcode',
      productData({ barcode: '501 234' }),
      'A barcode can hold only letters, digits and symbols, without spaces',
    ],
    [
      'product',
      'barcode',
      productData({ barcode: 'x'.repeat(65) }),
      'A barcode can be at most 64 characters',
    ],
    ['product', 'price', productData({ price: -1 }), "Price can't be negative"],
    ['product', 'name', productData({ name: ' ' }), 'Please fill all required fields correctly'],
    [
      'expense',
      'paidFromTill',
      expenseData({ paidFromTill: 'yes' }),
      'Please fill all required fields correctly',
    ],
    ['expense', 'amount', expenseData({ amount: 0 }), 'Amount must be at least $0.01'],
    ['expense', 'description', expenseData({ description: '' }), 'Please fill all required fields correctly'],
    ['expense', 'date', expenseData({ date: '' }), 'Please fill all required fields correctly'],
  ] as const)(
    'rejects a %s with a bad %s, with the reason, and stores nothing',
    async (entity, path, data, message) => {
      const result = await pushAs('manager', entity, 'create', data);
      expect(result).toMatchObject({ status: 'rejected', reason: 'invalid' });
      expect(result.issues).toContainEqual({ path, message });
      // The refusal's message is the issue's words, for the till to show beside its sentence.
      expect(result.message).toBe(result.issues?.[0]?.message);
      const table = entity === 'product' ? products : expenses;
      expect(await t.database.db.select().from(table).where(eq(table.id, data.id))).toEqual([]);
    },
  );

  it('[SYNC-9] rejects every product change and every expense change a staff till pushes, as forbidden, and writes nothing', async () => {
    const product = productData({ name: 'Cortado', barcode: 'COR-1' });
    const expense = expenseData();
    const productRow = await pushAs('manager', 'product', 'create', product);
    const expenseRow = await pushAs('manager', 'expense', 'create', expense);
    const before = {
      product: await storedProduct(product.id),
      expense: (await t.database.db.select().from(expenses).where(eq(expenses.id, expense.id)))[0],
    };
    const newProduct = productData();
    const newExpense = expenseData();
    const attempts = [
      ['product', 'create', newProduct, null],
      ['product', 'update', { id: product.id, price: 1 }, productRow.version],
      ['product', 'delete', { id: product.id }, productRow.version],
      ['expense', 'create', newExpense, null],
      ['expense', 'update', { id: expense.id, amount: 1 }, expenseRow.version],
      ['expense', 'delete', { id: expense.id }, expenseRow.version],
    ] as const;
    for (const [entity, action, data, baseVersion] of attempts) {
      const result = await pushAs('staff', entity, action, data, baseVersion);
      expect(result, `${entity} ${action}`).toMatchObject({
        status: 'rejected',
        reason: 'forbidden',
        message: expect.stringContaining(`may not ${describeMutation(entity, action)}`),
      });
    }
    expect(await storedProduct(newProduct.id)).toBeUndefined();
    expect(await t.database.db.select().from(expenses).where(eq(expenses.id, newExpense.id))).toEqual([]);
    expect(await storedProduct(product.id)).toEqual(before.product);
    expect((await t.database.db.select().from(expenses).where(eq(expenses.id, expense.id)))[0]).toEqual(
      before.expense,
    );
    // Each rejection is recorded, so the till's queue moves on and the user can be told.
    const recorded = await t.database.db
      .select()
      .from(deviceMutations)
      .where(eq(deviceMutations.deviceId, t.staff.deviceId));
    expect(recorded.map((row) => row.mutationId).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
