import { REFUND_MESSAGES, type Refund, refundAllChoice, refundLinesFor, type User } from '@cafe/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CafeDb } from '../db';
import { ACTOR_ID, freshDb, NOW, testRepositories } from '../sync/test-kit';

describe('refunds repository (issue 34)', () => {
  let db: CafeDb;
  let repos: ReturnType<typeof testRepositories>;
  beforeEach(() => {
    db = freshDb();
    repos = testRepositories(db);
  });

  /** `quantity` lattes at $4.50 paid in cash, at the default 8.25% tax. */
  const sell = (quantity: number) =>
    repos.sales.create({
      items: [{ productId: crypto.randomUUID(), productName: 'Latte', quantity, unitPrice: 450 }],
      paymentMethod: 'cash',
    } as never);
  const linesOf = async (saleId: string, chosen?: { quantity: number }) => {
    const found = await repos.refunds.found(saleId);
    const choice = refundAllChoice(found.sale, found.refunds).map((line) => ({
      ...line,
      quantity: chosen?.quantity ?? line.quantity,
    }));
    const lines = refundLinesFor(found.sale, found.refunds, choice);
    if (!lines.ok) throw new Error(lines.refusal.message);
    return { lines: lines.lines, amount: lines.lines.reduce((sum, line) => sum + line.amount, 0) };
  };
  const refundEntries = async () => (await db.syncLog.toArray()).filter((entry) => entry.entity === 'refund');

  it('[CLIENT-1] stores the refund and its outbox entry together, pointing at the sale, which is unchanged', async () => {
    const saleId = await sell(2);
    const sale = await db.sales.get(saleId);
    const { lines, amount } = await linesOf(saleId, { quantity: 1 });
    expect(amount).toBe(487);
    const id = await repos.refunds.create({ saleId, lines, amount, method: 'cash', reason: 'quality' });
    expect(await db.refunds.get(id)).toMatchObject({
      saleId,
      lines,
      amount: 487,
      reason: 'quality',
      createdBy: ACTOR_ID,
      refundedAt: NOW,
      version: 0,
    });
    expect(await refundEntries()).toMatchObject([
      { action: 'create', data: { id, saleId, lines, amount: 487, method: 'cash', reason: 'quality' } },
    ]);
    expect(await db.sales.get(saleId)).toEqual(sale);
    expect((await repos.refunds.ofSale(saleId)).map((refund) => refund.id)).toEqual([id]);
  });

  it('refuses more than was sold, "Other" without a note and a method the sale was not paid by: nothing stored', async () => {
    const saleId = await sell(2);
    const all = await linesOf(saleId);
    await repos.refunds.create({ saleId, ...all, method: 'cash', reason: 'wrong_order' });
    const other = await sell(1);
    const before = await db.syncLog.count();
    await expect(
      repos.refunds.create({ saleId, ...all, method: 'cash', reason: 'wrong_order' }),
    ).rejects.toMatchObject({ message: REFUND_MESSAGES.overRefund, path: 'lines.0.quantity' });

    const lines = await linesOf(other);
    await expect(
      repos.refunds.create({ saleId: other, ...lines, method: 'cash', reason: 'other' }),
    ).rejects.toMatchObject({ message: REFUND_MESSAGES.noteRequired, path: 'note' });
    await expect(
      repos.refunds.create({ saleId: other, ...lines, method: 'credit_card', reason: 'quality' }),
    ).rejects.toMatchObject({ message: REFUND_MESSAGES.methodNotAllowed });
    await expect(
      repos.refunds.create({ saleId: crypto.randomUUID(), ...lines, method: 'cash', reason: 'quality' }),
    ).rejects.toMatchObject({ message: REFUND_MESSAGES.saleNotFound });
    expect(await db.refunds.count()).toBe(1);
    expect(await db.syncLog.count()).toBe(before);
  });

  it('needs a manager above the staff limit, and takes one this till knows as a manager', async () => {
    const saleId = await sell(5);
    const all = await linesOf(saleId);
    expect(all.amount).toBeGreaterThan(2_000);
    await expect(
      repos.refunds.create({ saleId, ...all, method: 'cash', reason: 'mis_tap' }),
    ).rejects.toMatchObject({
      message: REFUND_MESSAGES.needsApproval,
      path: 'approval',
    });
    const managerId = crypto.randomUUID();
    await db.users.put({ id: managerId, name: 'Mia', role: 'manager' } as User);
    const approval = {
      approverId: managerId,
      keyId: 'k'.repeat(43),
      signature: 's'.repeat(86),
      approvedAt: NOW,
    };
    const id = await repos.refunds.create({ saleId, ...all, method: 'cash', reason: 'mis_tap', approval });
    expect(await db.refunds.get(id)).toMatchObject({ approval });
  });

  it('[CLIENT-1] writes neither the refund nor its outbox entry when the write fails', async () => {
    const saleId = await sell(1);
    const all = await linesOf(saleId);
    const id = crypto.randomUUID();
    // A row already under this id makes the write fail inside its transaction, after the checks passed.
    await db.refunds.put({ id, saleId: crypto.randomUUID() } as Refund);
    await expect(
      repos.refunds.create({ id, saleId, ...all, method: 'cash', reason: 'quality' }),
    ).rejects.toThrow();
    expect(await refundEntries()).toEqual([]);
    expect(await db.refunds.get(id)).toMatchObject({ saleId: expect.not.stringMatching(saleId) });
  });
});
