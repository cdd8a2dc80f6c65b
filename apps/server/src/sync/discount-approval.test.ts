import { randomUUID, sign } from 'node:crypto';
import { discountApprovalMessage } from '@cafe/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quarantinedSales, sales } from '../db/schema.js';
import { actorKeyOf } from '../test-support/actor-signing.js';
import { mutation, push, type SignedInTill, saleData, signInTill } from '../test-support/sync-client.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/** Issue 33: a discount above the store's limit (20%) is stored only with a manager's signed approval. */
describe('the discount limit over sync', () => {
  let t: TestApp;
  let manager: SignedInTill;
  let staff: SignedInTill;
  let next = 1;

  beforeAll(async () => {
    t = await createTestApp();
    manager = await signInTill(t.app, 'manager@cafe.example');
    // The cashier rings the sale up on the manager's till, where the manager can type their password.
    staff = await signInTill(t.app, 'staff@cafe.example', manager.deviceCookie);
  });
  afterAll(() => t.close());

  /** Two lattes ($10.00), Staff 50% on the sale: $5.00 off, above 20%. */
  const staffSale = () => ({
    ...saleData({
      items: [
        { id: randomUUID(), productId: randomUUID(), productName: 'Latte', quantity: 2, unitPrice: 500 },
      ],
    }),
    discounts: [
      { presetId: randomUUID(), name: 'Staff 50%', kind: 'percent' as const, value: 50_000, cents: 500 },
    ],
  });
  const approvedBy = (
    userId: string,
    sale: Parameters<typeof discountApprovalMessage>[0],
    approvedAt = '2026-03-14T15:00:00.000Z',
  ) => {
    const key = actorKeyOf(userId);
    const message = discountApprovalMessage(sale, { approverId: userId, approvedAt });
    const signature = sign('sha256', Buffer.from(message, 'utf8'), {
      key: key.privateKey,
      dsaEncoding: 'ieee-p1363',
    });
    return { approverId: userId, keyId: key.keyId, signature: signature.toString('base64url'), approvedAt };
  };
  const pushSale = async (data: Record<string, unknown>) => {
    const response = await push(t.app, staff, [mutation(next++, 'sale', 'create', data, staff.userId)]);
    expect(response.statusCode).toBe(200);
    return response.json().results[0];
  };
  const quarantined = async () =>
    (
      await t.database.db.select().from(quarantinedSales).where(eq(quarantinedSales.deviceId, staff.deviceId))
    ).map((row) => (row.data as { id: string }).id);
  const refusal = {
    status: 'rejected',
    reason: 'invalid',
    issues: [
      {
        path: 'discountApproval',
        message: 'This discount is above the store limit and needs a manager’s approval',
      },
    ],
  };

  it('[SYNC-11] keeps a sale above the limit without an approval in the quarantine, never dropped', async () => {
    const sale = staffSale();
    expect(await pushSale(sale)).toMatchObject(refusal);
    expect(await quarantined()).toContain(sale.id);
  });

  it('[SYNC-17] stores a sale above the limit with a manager’s signed approval, and says who approved', async () => {
    const sale = staffSale();
    const approval = approvedBy(manager.userId, sale);
    expect(await pushSale({ ...sale, discountApproval: approval })).toMatchObject({
      status: 'applied',
      row: { subtotal: 500, discountApproval: { approverId: manager.userId } },
    });
    const [stored] = await t.database.db.select().from(sales).where(eq(sales.id, sale.id));
    expect(stored?.discountApproval).toEqual(approval);
  });

  it('refuses an approval signed by staff, one moved to another sale, and one over other discounts', async () => {
    const byStaff = staffSale();
    expect(await pushSale({ ...byStaff, discountApproval: approvedBy(staff.userId, byStaff) })).toMatchObject(
      refusal,
    );

    const first = staffSale();
    const moved = { ...staffSale(), discountApproval: approvedBy(manager.userId, first) };
    expect(await pushSale(moved)).toMatchObject(refusal);

    const approved = staffSale();
    const approval = approvedBy(manager.userId, approved);
    const larger = {
      ...approved,
      items: approved.items.map((item) => ({ ...item, unitPrice: 1000 })),
      discounts: [{ ...approved.discounts[0], cents: 1000 }],
      discountApproval: approval,
    };
    expect(await pushSale(larger)).toMatchObject(refusal);
    expect(await quarantined()).toEqual(expect.arrayContaining([byStaff.id, moved.id, larger.id]));
  });

  /** A $10.00 latte line with a $6.00 remake taken off it: above 20% of the sale by a line's discount alone. */
  const remadeLine = (cents = 600) =>
    saleData({
      items: [
        {
          id: randomUUID(),
          productId: randomUUID(),
          productName: 'Latte',
          quantity: 2,
          unitPrice: 500,
          discounts: [{ reason: 'Spilled', name: 'Open discount', kind: 'amount', value: 600, cents }],
        },
      ],
    });

  it('[SYNC-11] holds a line’s discount to the same limit: quarantined without an approval, stored with one', async () => {
    const unapproved = remadeLine();
    expect(await pushSale(unapproved)).toMatchObject(refusal);
    expect(await quarantined()).toContain(unapproved.id);

    const approved = remadeLine();
    const approval = approvedBy(manager.userId, approved);
    expect(await pushSale({ ...approved, discountApproval: approval })).toMatchObject({
      status: 'applied',
      row: { subtotal: 400, items: [{ discounts: [{ cents: 600 }] }] },
    });

    // The signature covers the lines' discounts too: a larger one on the line is not what was approved.
    const larger = remadeLine();
    const signedSmaller = approvedBy(manager.userId, {
      ...larger,
      items: larger.items.map((item) => ({
        ...item,
        discounts: [{ reason: 'Spilled', name: 'Open discount', kind: 'amount', value: 300, cents: 300 }],
      })),
    });
    expect(await pushSale({ ...larger, discountApproval: signedSmaller })).toMatchObject(refusal);
  });

  it('refuses a line discount whose cents are not what pricing takes', async () => {
    expect(await pushSale(remadeLine(500))).toMatchObject({
      status: 'rejected',
      issues: [{ path: 'items.0.discounts.0.cents', message: 'The discount does not add up' }],
    });
  });

  it('stores a discount at the limit exactly without an approval: 20% of $10.00', async () => {
    const sale = saleData({
      items: [
        { id: randomUUID(), productId: randomUUID(), productName: 'Latte', quantity: 2, unitPrice: 500 },
      ],
      discounts: [
        { presetId: randomUUID(), name: 'Regular 20%', kind: 'percent', value: 20_000, cents: 200 },
      ],
    });
    expect(await pushSale(sale)).toMatchObject({ status: 'applied' });
  });
});
