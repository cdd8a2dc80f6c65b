import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quarantinedSales, sales } from '../db/schema.js';
import { mutation, push, type SignedInTill, saleData, signInTill } from '../test-support/sync-client.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/** Issue 33's split tender over sync: the legs are checked and stored; an older till's one method is one leg. */
describe('a sale paid by several legs', () => {
  let t: TestApp;
  let till: SignedInTill;
  let next = 1;
  // 2 × $3.50 at 10%: $7.70.
  const at10 = { taxRateMilliPercent: 10_000 };

  const pushSale = async (data: Record<string, unknown>) => {
    const response = await push(t.app, till, [mutation(next++, 'sale', 'create', data, till.userId, null)]);
    expect(response.statusCode).toBe(200);
    return response.json().results[0];
  };
  const stored = async (id: string) => (await t.database.db.select().from(sales).where(eq(sales.id, id)))[0];

  beforeAll(async () => {
    t = await createTestApp();
    till = await signInTill(t.app, 'staff@cafe.example');
  });
  afterAll(() => t.close());

  it('[SYNC-14] stores $5 cash from a $10 note and the rest on card with a tip, as split', async () => {
    const sale = saleData({
      ...at10,
      paymentMethod: 'split',
      payments: [
        { method: 'cash', amount: 500, tendered: 1_000 },
        { method: 'credit_card', amount: 270, tip: 100 },
      ],
    });
    const answer = await pushSale(sale);
    const payments = [
      { method: 'cash', amount: 500, tendered: 1_000, change: 500 },
      { method: 'credit_card', amount: 270, tip: 100 },
    ];
    expect(answer).toMatchObject({
      status: 'applied',
      row: { total: 770, paymentMethod: 'split', payments },
    });
    expect(await stored(sale.id)).toMatchObject({ total: 770, paymentMethod: 'split', payments });
  });

  it('[SYNC-14] stores an older till’s sale, which names one method and no legs, as one leg of its total', async () => {
    const sale = saleData({ ...at10, paymentMethod: 'mobile_payment' });
    const answer = await pushSale(sale);
    expect(answer).toMatchObject({
      status: 'applied',
      row: { paymentMethod: 'mobile_payment', payments: [{ method: 'mobile_payment', amount: 770 }] },
    });
  });

  it('[SYNC-11] refuses a card leg above what is left into the quarantine, never capping it', async () => {
    const sale = saleData({
      ...at10,
      paymentMethod: 'split',
      payments: [
        { method: 'cash', amount: 500 },
        { method: 'credit_card', amount: 500 },
      ],
    });
    const answer = await pushSale(sale);
    expect(answer).toMatchObject({
      status: 'rejected',
      reason: 'invalid',
      message: 'Credit Card $5.00 is more than the $2.70 left to pay',
    });
    expect(await stored(sale.id)).toBeUndefined();
    const kept = await t.database.db
      .select()
      .from(quarantinedSales)
      .where(eq(quarantinedSales.deviceId, till.deviceId));
    expect(kept.map((row) => (row.data as { id: string }).id)).toContain(sale.id);
  });

  it('[SYNC-10] refuses change on a card leg and change that is not tendered less amount and tip', async () => {
    const onCard = await pushSale(
      saleData({
        ...at10,
        paymentMethod: 'credit_card',
        payments: [{ method: 'credit_card', amount: 770, tendered: 800 }],
      }),
    );
    expect(onCard).toMatchObject({
      status: 'rejected',
      message: 'Only a cash payment has money tendered and change',
    });
    const wrongChange = await pushSale(
      saleData({ ...at10, payments: [{ method: 'cash', amount: 770, tendered: 1_000, change: 300 }] }),
    );
    expect(wrongChange).toMatchObject({
      status: 'rejected',
      message: 'The change is not the cash tendered less the payment and tip',
    });
  });
});
