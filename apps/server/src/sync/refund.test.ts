import { randomUUID, sign } from 'node:crypto';
import { REFUND_MESSAGES, refundApprovalMessage } from '@cafe/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quarantinedSales, refunds } from '../db/schema.js';
import { actorKeyOf } from '../test-support/actor-signing.js';
import { mutation, push, type SignedInTill, saleData, signInTill } from '../test-support/sync-client.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/** Issue 34: a refund is its own insert-only record; Σ refunded ≤ sold per line; a manager signs one above the limit. */
describe('refunds over sync', () => {
  let t: TestApp;
  let manager: SignedInTill;
  let staff: SignedInTill;
  let otherTill: SignedInTill;
  const next = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp();
    manager = await signInTill(t.app, 'manager@cafe.example');
    // The cashier refunds on the manager's till, where the manager can type their password.
    staff = await signInTill(t.app, 'staff@cafe.example', manager.deviceCookie);
    otherTill = await signInTill(t.app, 'staff@cafe.example');
  });
  afterAll(() => t.close());

  const send = async (
    till: SignedInTill,
    entity: 'sale' | 'refund',
    data: Record<string, unknown>,
    at?: string,
  ) => {
    const id = next.get(till.deviceId) ?? 1;
    next.set(till.deviceId, id + 1);
    const made = mutation(id, entity, 'create', data, till.userId);
    const response = await push(t.app, till, [at ? { ...made, clientTime: at } : made]);
    expect(response.statusCode).toBe(200);
    return response.json().results[0];
  };

  /** `quantity` lattes at $5.00, no tax, paid by card: each latte is worth $5.00 back. */
  const sellLattes = async (quantity: number) => {
    const sale = saleData({
      items: [{ id: randomUUID(), productId: randomUUID(), productName: 'Latte', quantity, unitPrice: 500 }],
      paymentMethod: 'credit_card',
      taxRateMilliPercent: 0,
    });
    expect(await send(staff, 'sale', sale)).toMatchObject({ status: 'applied' });
    return { id: sale.id, itemId: sale.items[0]?.id ?? '' };
  };
  const refundOf = (
    sale: { id: string; itemId: string },
    quantity: number,
    over: Record<string, unknown> = {},
  ) => ({
    id: randomUUID(),
    saleId: sale.id,
    lines: [{ itemId: sale.itemId, quantity, amount: quantity * 500 }],
    amount: quantity * 500,
    method: 'cash',
    reason: 'wrong_order',
    ...over,
  });
  const approvedBy = (
    userId: string,
    refund: ReturnType<typeof refundOf>,
    approvedAt = '2026-03-14T15:00:00.000Z',
  ) => {
    const key = actorKeyOf(userId);
    const message = refundApprovalMessage(refund, { approverId: userId, approvedAt });
    const signature = sign('sha256', Buffer.from(message, 'utf8'), {
      key: key.privateKey,
      dsaEncoding: 'ieee-p1363',
    });
    return { approverId: userId, keyId: key.keyId, signature: signature.toString('base64url'), approvedAt };
  };
  const quarantined = async (id: string) =>
    (await t.database.db.select().from(quarantinedSales)).filter(
      (row) => (row.data as { id: string }).id === id,
    );
  const needsApproval = {
    status: 'rejected',
    reason: 'invalid',
    issues: [{ path: 'approval', message: REFUND_MESSAGES.needsApproval }],
  };

  it('[SYNC-17] stores a refund of part of a sale, leaves the sale alone, and never changes it', async () => {
    const sale = await sellLattes(2);
    const refund = refundOf(sale, 1, { method: 'credit_card', reason: 'other', note: 'Cold' });
    expect(await send(staff, 'refund', refund)).toMatchObject({
      status: 'applied',
      row: { saleId: sale.id, amount: 500, method: 'credit_card', note: 'Cold', createdBy: staff.userId },
    });
    const [stored] = await t.database.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(stored).toMatchObject({ amount: 500, reason: 'other', lines: refund.lines });

    const id = next.get(staff.deviceId) ?? 1;
    next.set(staff.deviceId, id + 2);
    const changed = await push(t.app, staff, [
      mutation(id, 'refund', 'update', { id: refund.id, amount: 1 }, staff.userId, 1),
      mutation(id + 1, 'refund', 'delete', { id: refund.id }, staff.userId, 1),
    ]);
    expect(changed.json().results).toMatchObject([
      {
        status: 'rejected',
        reason: 'immutable',
        message: 'A refund cannot be changed or deleted; record another refund',
      },
      { status: 'rejected', reason: 'immutable' },
    ]);
  });

  it('refuses a refund to a method the sale was not paid with, "Other" without a note, and a sale not in the store', async () => {
    const sale = await sellLattes(1);
    expect(await send(staff, 'refund', refundOf(sale, 1, { method: 'mobile_payment' }))).toMatchObject({
      status: 'rejected',
      issues: [{ path: 'method', message: REFUND_MESSAGES.methodNotAllowed }],
    });
    expect(await send(staff, 'refund', refundOf(sale, 1, { reason: 'other' }))).toMatchObject({
      status: 'rejected',
      issues: [{ path: 'note', message: REFUND_MESSAGES.noteRequired }],
    });
    const nowhere = refundOf({ id: randomUUID(), itemId: randomUUID() }, 1);
    expect(await send(staff, 'refund', nowhere)).toMatchObject({
      status: 'rejected',
      issues: [{ path: 'saleId', message: REFUND_MESSAGES.saleNotFound }],
    });
    expect(await quarantined(nowhere.id)).toHaveLength(1);
  });

  it('[SYNC-11] quarantines an over-refund from a second till with its reason: applied once, never dropped', async () => {
    const sale = await sellLattes(2);
    const first = refundOf(sale, 2);
    const second = refundOf(sale, 2);
    expect(await send(staff, 'refund', first)).toMatchObject({ status: 'applied' });
    expect(await send(otherTill, 'refund', second)).toMatchObject({
      status: 'rejected',
      reason: 'invalid',
      issues: [{ path: 'lines.0.quantity', message: REFUND_MESSAGES.overRefund }],
    });
    expect(await quarantined(second.id)).toMatchObject([
      { entity: 'refund', reason: 'invalid', message: REFUND_MESSAGES.overRefund },
    ]);
    const stored = await t.database.db.select().from(refunds).where(eq(refunds.saleId, sale.id));
    expect(stored.map((row) => row.id)).toEqual([first.id]);
  });

  it('takes two tills pushing full refunds of one sale at the same moment in turn: one applied, one refused', async () => {
    const sale = await sellLattes(2);
    const [fromStaff, fromOther] = await Promise.all([
      send(staff, 'refund', refundOf(sale, 2)),
      send(otherTill, 'refund', refundOf(sale, 2)),
    ]);
    expect([fromStaff.status, fromOther.status].sort()).toEqual(['applied', 'rejected']);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.saleId, sale.id))).toHaveLength(1);
  });

  it('counts the refunds earlier in the same push', async () => {
    const sale = await sellLattes(3);
    const id = next.get(staff.deviceId) ?? 1;
    next.set(staff.deviceId, id + 2);
    const response = await push(t.app, staff, [
      mutation(id, 'refund', 'create', refundOf(sale, 2), staff.userId),
      mutation(id + 1, 'refund', 'create', refundOf(sale, 2), staff.userId),
    ]);
    expect(response.json().results).toMatchObject([
      { status: 'applied' },
      { status: 'rejected', issues: [{ message: REFUND_MESSAGES.overRefund }] },
    ]);
  });

  it('[SYNC-4] answers a replayed push as a duplicate, and the same refund sent again is stored once', async () => {
    const sale = await sellLattes(2);
    const refund = refundOf(sale, 2);
    const id = next.get(staff.deviceId) ?? 1;
    next.set(staff.deviceId, id + 2);
    const made = mutation(id, 'refund', 'create', refund, staff.userId);
    expect((await push(t.app, staff, [made])).json().results[0]).toMatchObject({ status: 'applied' });
    expect((await push(t.app, staff, [made])).json().results[0]).toMatchObject({
      status: 'duplicate',
      original: { status: 'applied' },
    });
    // The same create under a new mutation id (a re-registered till): checked as it was first, applied once.
    const again = await push(t.app, staff, [{ ...made, mutationId: id + 1 }]);
    expect(again.json().results[0]).toMatchObject({ status: 'applied' });
    expect(await t.database.db.select().from(refunds).where(eq(refunds.saleId, sale.id))).toHaveLength(1);
  });

  it('[SYNC-11] needs a manager’s signed approval above the staff limit ($20.00), and takes it', async () => {
    const sale = await sellLattes(5);
    const unapproved = refundOf(sale, 5);
    expect(await send(staff, 'refund', unapproved)).toMatchObject(needsApproval);
    expect(await quarantined(unapproved.id)).toHaveLength(1);

    const byStaff = refundOf(sale, 5);
    expect(
      await send(staff, 'refund', { ...byStaff, approval: approvedBy(staff.userId, byStaff) }),
    ).toMatchObject(needsApproval);
    // An approval of a smaller refund does not cover a larger one.
    const smaller = refundOf(sale, 4);
    const larger = { ...refundOf(sale, 5), id: smaller.id, approval: approvedBy(manager.userId, smaller) };
    expect(await send(staff, 'refund', larger)).toMatchObject(needsApproval);

    const approved = refundOf(sale, 5);
    const approval = approvedBy(manager.userId, approved);
    expect(await send(staff, 'refund', { ...approved, approval })).toMatchObject({
      status: 'applied',
      row: { amount: 2_500, approval: { approverId: manager.userId } },
    });
  });

  it('needs a manager for a sale of an earlier business day, whatever its amount', async () => {
    const sale = await sellLattes(1);
    t.clock.advance(2 * 86_400_000);
    const later = t.clock.now().toISOString();
    const refund = refundOf(sale, 1);
    expect(await send(staff, 'refund', refund, later)).toMatchObject(needsApproval);
    const approved = refundOf(sale, 1);
    expect(
      await send(
        staff,
        'refund',
        { ...approved, approval: approvedBy(manager.userId, approved, later) },
        later,
      ),
    ).toMatchObject({ status: 'applied' });
  });
});
