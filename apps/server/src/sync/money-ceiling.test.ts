import { randomUUID } from 'node:crypto';
import { CASHUP_AMOUNT_FIELDS, MAX_CENTS } from '@cafe/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashups, expenses, products, sales } from '../db/schema.js';
import { appFixture } from '../test-support/app-fixture.js';
import { mutationPusher, type OneMutation } from '../test-support/mutation-pusher.js';
import { productData, saleData } from '../test-support/sync-client.js';

const PRICE_CEILING = "Price can't be more than $999,999.99";

/** Money has one ceiling ($999,999.99): the push refuses anything above it, and the columns hold all below it. */
describe('[SYNC-10] the money ceiling on a pushed change', () => {
  const t = appFixture({ tills: { manager: 'manager@cafe.example' } });
  const { pushOne } = mutationPusher(t);
  const send = (...change: OneMutation) => pushOne(t.manager, ...change);
  const rowsOf = (table: typeof products | typeof expenses | typeof cashups | typeof sales, id: string) =>
    t.database.db.select().from(table).where(eq(table.id, id));

  it('refuses a product priced 99,999,999,999 with the reason beside the price, and stores nothing', async () => {
    const data = productData({ price: 9_999_999_999_900 });
    const result = await send('product', 'create', data);
    expect(result).toMatchObject({ status: 'rejected', reason: 'invalid' });
    expect(result.issues).toEqual([{ path: 'price', message: PRICE_CEILING }]);
    expect(await rowsOf(products, data.id)).toEqual([]);
  });

  it('stores a product at the ceiling, and refuses an edit a cent above it, leaving the row as it was', async () => {
    const data = productData({ price: MAX_CENTS, unitCost: MAX_CENTS });
    const created = await send('product', 'create', data);
    expect(created).toMatchObject({ status: 'applied', row: { price: MAX_CENTS, unitCost: MAX_CENTS } });
    const before = await rowsOf(products, data.id);

    const edit = await send('product', 'update', { id: data.id, price: MAX_CENTS + 1 }, created.version);
    expect(edit).toMatchObject({ status: 'rejected', reason: 'invalid' });
    expect(edit.issues).toEqual([{ path: 'price', message: PRICE_CEILING }]);
    expect(await rowsOf(products, data.id)).toEqual(before);
  });

  it('refuses an expense above it and stores one at it', async () => {
    const expense = (amount: number) => ({
      id: randomUUID(),
      description: 'Oven',
      amount,
      date: '2026-03-14',
    });
    const over = expense(MAX_CENTS + 1);
    const refused = await send('expense', 'create', over);
    expect(refused).toMatchObject({ status: 'rejected', reason: 'invalid' });
    expect(refused.issues).toEqual([{ path: 'amount', message: "Amount can't be more than $999,999.99" }]);
    expect(await rowsOf(expenses, over.id)).toEqual([]);

    const at = expense(MAX_CENTS);
    expect(await send('expense', 'create', at)).toMatchObject({
      status: 'applied',
      row: { amount: MAX_CENTS },
    });
  });

  it('stores a cash-up with every amount at the ceiling (its grand total too) and refuses one above it', async () => {
    const report = (date: string, amount: number) => ({
      id: randomUUID(),
      date,
      ...Object.fromEntries(CASHUP_AMOUNT_FIELDS.map((field) => [field, amount])),
    });
    const at = report('2026-03-12', MAX_CENTS);
    // Ten incomes less the expenses: nine times the ceiling, still within the column.
    expect(await send('cashup', 'create', at)).toMatchObject({
      status: 'applied',
      row: { dailyGrandTotal: 9 * MAX_CENTS },
    });
    const over = { ...report('2026-03-13', 1000), extras: MAX_CENTS + 1 };
    const refused = await send('cashup', 'create', over);
    expect(refused).toMatchObject({ status: 'rejected', reason: 'invalid' });
    expect(refused.issues).toEqual([{ path: 'extras', message: "Extras can't be more than $999,999.99" }]);
    expect(await rowsOf(cashups, over.id)).toEqual([]);
  });

  it('stores a sale whose lines come to the ceiling, with its tax, and refuses one whose lines come to more', async () => {
    const line = {
      id: randomUUID(),
      productId: randomUUID(),
      productName: 'Cake',
      quantity: 1,
      unitPrice: MAX_CENTS,
    };
    const at = saleData({ items: [line] });
    const stored = await send('sale', 'create', at);
    expect(stored).toMatchObject({ status: 'applied', row: { subtotal: MAX_CENTS } });
    expect(stored.row.total).toBeGreaterThan(MAX_CENTS);

    const over = saleData({ items: [{ ...line, quantity: 2 }] });
    const refused = await send('sale', 'create', over);
    expect(refused).toMatchObject({ status: 'rejected', reason: 'invalid' });
    expect(refused.issues).toEqual([
      { path: 'items', message: "A sale can't come to more than $999,999.99" },
    ]);
    expect(await rowsOf(sales, over.id)).toEqual([]);
  });
});
