/** A refund (issue 34): what a create stores, each refusal, and the amounts against the sale (fast-check). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../money.js';
import {
  paidPerLine,
  type RefundableSale,
  refundAllChoice,
  refundableLines,
  refundLinesFor,
  refundsByDay,
} from '../refund-amounts.js';
import { priceSale } from '../sale-pricing.js';
import { MUTATION_DATA_SCHEMAS } from '../sync/mutation-data.js';
import type { CreateContext } from './entity-module.js';
import { entityModule } from './entity-modules.js';
import { messagesOf, userId } from './entity-test-kit.js';
import { type RefundFound, refundNeedsApproval } from './refund-module.js';
import { REFUND_MESSAGES, refundApprovalMessage, refundReasonText } from './refund-rules.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const LATTE = id(11);
const MUFFIN = id(12);

/** $5.00 × 2 lattes and a $3.00 muffin, 10% off the sale, 8.25% tax: $11.70 + $0.97 = $12.67 paid. */
const sale = {
  id: id(1),
  items: [
    { id: LATTE, quantity: 2, unitPrice: 500 },
    { id: MUFFIN, quantity: 1, unitPrice: 300 },
  ],
  total: 1_267,
  soldAt: '2026-01-15T09:00:00.000Z',
  paymentMethod: 'credit_card',
};

const found = (over: Partial<RefundFound> = {}): RefundFound => ({
  sale,
  refunds: [],
  limitCents: 2_000,
  timeZone: 'UTC',
  ...over,
});
const context = (over: Partial<CreateContext> = {}): CreateContext => ({
  actorId: userId,
  at: '2026-01-15T10:00:00.000Z',
  madeAt: '2026-01-15T09:59:00.000Z',
  ...over,
});
const data = (over: Record<string, unknown> = {}) =>
  MUTATION_DATA_SCHEMAS.refund.create.parse({
    id: id(2),
    saleId: sale.id,
    lines: [{ itemId: LATTE, quantity: 1, amount: 487 }],
    amount: 487,
    method: 'cash',
    reason: 'wrong_order',
    ...over,
  });
const refund = (over: Record<string, unknown> = {}, ctx = context(), find = found()) =>
  entityModule('refund').create?.(data(over), ctx, find);

describe('refund module', () => {
  it('stores the refund with who made it and when, and leaves the sale alone', () => {
    expect(refund()).toEqual({
      ok: true,
      value: {
        saleId: sale.id,
        lines: [{ itemId: LATTE, quantity: 1, amount: 487 }],
        amount: 487,
        method: 'cash',
        reason: 'wrong_order',
        createdBy: userId,
        refundedAt: '2026-01-15T09:59:00.000Z',
      },
    });
  });

  it('refunds to cash or to the method the sale was paid with, nothing else', () => {
    expect(refund({ method: 'credit_card' })?.ok).toBe(true);
    expect(refund({ method: 'mobile_payment' })).toMatchObject({
      ok: false,
      refusal: { message: REFUND_MESSAGES.methodNotAllowed, issues: [{ path: 'method' }] },
    });
  });

  it('needs a note for "Other", and words for each missing field', () => {
    expect(refund({ reason: 'other' })).toMatchObject({
      ok: false,
      refusal: { message: REFUND_MESSAGES.noteRequired, issues: [{ path: 'note' }] },
    });
    expect(refund({ reason: 'other', note: 'Spilt on the counter' })?.ok).toBe(true);
    const schema = MUTATION_DATA_SCHEMAS.refund.create;
    expect(messagesOf(schema, { ...data(), lines: [] })).toEqual({ lines: REFUND_MESSAGES.noLines });
    expect(messagesOf(schema, { ...data(), reason: 'bored' })).toEqual({
      reason: REFUND_MESSAGES.reasonRequired,
    });
    expect(messagesOf(schema, { ...data(), amount: -1 })).toEqual({ amount: "A refund can't be negative" });
  });

  it('refuses more than was sold, counting the refunds already made (a second till)', () => {
    const earlier = [{ lines: [{ itemId: LATTE, quantity: 2, amount: 975 }] }];
    expect(refund({}, context(), found({ refunds: earlier }))).toMatchObject({
      ok: false,
      refusal: { message: REFUND_MESSAGES.overRefund, issues: [{ path: 'lines.0.quantity' }] },
    });
    expect(refund({ lines: [{ itemId: LATTE, quantity: 3, amount: 1_437 }], amount: 1_437 })).toMatchObject({
      ok: false,
      refusal: { message: REFUND_MESSAGES.overRefund },
    });
  });

  it('refuses a line not in the sale, a line twice, and amounts that do not add up', () => {
    expect(refund({ lines: [{ itemId: id(99), quantity: 1, amount: 487 }] })).toMatchObject({
      ok: false,
      refusal: { message: REFUND_MESSAGES.lineNotInSale },
    });
    const twice = [
      { itemId: LATTE, quantity: 1, amount: 487 },
      { itemId: LATTE, quantity: 1, amount: 487 },
    ];
    expect(refund({ lines: twice, amount: 975 })).toMatchObject({
      ok: false,
      refusal: { message: REFUND_MESSAGES.lineTwice },
    });
    expect(refund({ lines: [{ itemId: LATTE, quantity: 1, amount: 500 }], amount: 500 })).toMatchObject({
      ok: false,
      refusal: { message: REFUND_MESSAGES.doesNotAddUp, issues: [{ path: 'lines.0.amount' }] },
    });
    expect(refund({ amount: 488 })).toMatchObject({
      ok: false,
      refusal: { message: REFUND_MESSAGES.totalDoesNotAddUp, issues: [{ path: 'amount' }] },
    });
  });

  it('needs a manager above the limit or for a sale of an earlier day; a staff approver is not enough', () => {
    const needs = { ok: false, refusal: { message: REFUND_MESSAGES.needsApproval } };
    expect(refund({}, context(), found({ limitCents: 486 }))).toMatchObject(needs);
    expect(refund({}, context(), found({ limitCents: 487 }))?.ok).toBe(true);
    const nextDay = context({ madeAt: '2026-01-16T08:00:00.000Z', at: '2026-01-16T08:00:00.000Z' });
    expect(refund({}, nextDay)).toMatchObject(needs);
    expect(refund({}, { ...nextDay, approver: { id: id(5), role: 'staff' } })).toMatchObject(needs);
    expect(refund({}, { ...nextDay, approver: null })).toMatchObject(needs);
    expect(refund({}, { ...nextDay, approver: { id: id(5), role: 'manager' } })?.ok).toBe(true);
  });

  it('counts the business day in the store zone', () => {
    // 23:30 in New York on the 14th is 04:30 UTC on the 15th: the same day as a sale at 20:00 New York time.
    const soldAt = '2026-01-15T01:00:00.000Z';
    const madeAt = '2026-01-15T04:30:00.000Z';
    const where = (timeZone: string) => ({ limitCents: 2_000, timeZone, sale: { soldAt } });
    expect(refundNeedsApproval({ amount: 100, madeAt }, where('America/New_York'))).toBe(false);
    expect(
      refundNeedsApproval({ amount: 100, madeAt: '2026-01-15T05:30:00.000Z' }, where('America/New_York')),
    ).toBe(true);
  });

  it('signs over the refund, its sale, its method and every line', () => {
    const approval = { approverId: id(5), approvedAt: '2026-01-15T10:00:00.000Z' };
    const refundData = { id: id(2), saleId: sale.id, method: 'cash', amount: 487, lines: data().lines };
    const message = refundApprovalMessage(refundData, approval);
    expect(refundApprovalMessage({ ...refundData, amount: 488 }, approval)).not.toBe(message);
    expect(refundApprovalMessage({ ...refundData, saleId: id(3) }, approval)).not.toBe(message);
    expect(refundApprovalMessage({ ...refundData, method: 'credit_card' }, approval)).not.toBe(message);
    expect(refundReasonText({ reason: 'other', note: 'Cold' })).toBe('Other: Cold');
    expect(refundReasonText({ reason: 'mis_tap' })).toBe('Mis-tap');
  });
});

describe('refund amounts', () => {
  it('splits what was paid over the lines in proportion to what each came to', () => {
    // Lines $10.00 and $3.00 of $12.67 paid: 974.6… and 292.3… → 975 and 292 by the largest remainder.
    expect(paidPerLine(sale)).toEqual([975, 292]);
    const lines = refundLinesFor(sale, [], [{ itemId: LATTE, quantity: 1 }]);
    expect(lines).toEqual({ ok: true, lines: [{ itemId: LATTE, quantity: 1, amount: 487 }] });
    const second = refundLinesFor(
      sale,
      [{ lines: [{ itemId: LATTE, quantity: 1, amount: 487 }] }],
      [{ itemId: LATTE, quantity: 1 }],
    );
    expect(second).toEqual({ ok: true, lines: [{ itemId: LATTE, quantity: 1, amount: 488 }] });
    expect(refundAllChoice(sale, [{ lines: [{ itemId: LATTE, quantity: 1, amount: 487 }] }])).toEqual([
      { itemId: LATTE, quantity: 1 },
      { itemId: MUFFIN, quantity: 1 },
    ]);
  });

  it('counts refunds per business day, with the cash of them', () => {
    const days = refundsByDay(
      [
        { refundedAt: '2026-01-15T09:00:00.000Z', amount: 400, method: 'cash' },
        { refundedAt: '2026-01-15T10:00:00.000Z', amount: 300, method: 'credit_card' },
        { refundedAt: '2026-01-16T10:00:00.000Z', amount: 100, method: 'cash' },
      ],
      'UTC',
    );
    expect(Object.fromEntries(days)).toEqual({
      '2026-01-15': { amount: 700, cash: 400, count: 2 },
      '2026-01-16': { amount: 100, cash: 100, count: 1 },
    });
  });

  const saleArbitrary = fc
    .record({
      lines: fc.array(
        fc.record({
          quantity: fc.integer({ min: 1, max: 6 }),
          unitPrice: fc.integer({ min: 0, max: 5_000 }),
        }),
        { minLength: 1, maxLength: 5 },
      ),
      percentOff: fc.integer({ min: 0, max: 100_000 }),
      tax: fc.integer({ min: 0, max: 15_000 }),
    })
    .map(({ lines, percentOff, tax }): RefundableSale => {
      const priced = priceSale({
        lines: lines.map((line) => ({ ...line, unitPrice: cents(line.unitPrice) })),
        saleDiscounts: [{ kind: 'percent', value: percentOff }],
        taxRateMilliPercent: tax,
      });
      return { items: lines.map((line, index) => ({ ...line, id: id(100 + index) })), total: priced.total };
    });

  it('property: refunds made one after another never pass what was sold or paid, never go negative, and add up', () => {
    fc.assert(
      fc.property(
        saleArbitrary,
        fc.array(fc.array(fc.nat({ max: 7 })), { maxLength: 6 }),
        (refundable, asks) => {
          const made: { lines: { itemId: string; quantity: number; amount: number }[]; amount: number }[] =
            [];
          for (const ask of asks) {
            const chosen = refundable.items
              .map((item, index) => ({ itemId: item.id, quantity: ask[index] ?? 0 }))
              .filter((choice) => choice.quantity > 0);
            const lines = refundLinesFor(refundable, made, chosen);
            if (!lines.ok) continue;
            made.push({
              lines: lines.lines,
              amount: lines.lines.reduce((sum, line) => sum + line.amount, 0),
            });
          }
          // Whatever is left, refunded all at once: every line then comes to exactly its share.
          const rest = refundLinesFor(refundable, made, refundAllChoice(refundable, made));
          if (rest.ok)
            made.push({ lines: rest.lines, amount: rest.lines.reduce((sum, line) => sum + line.amount, 0) });
          const after = refundableLines(refundable, made);
          for (const line of after) {
            expect(line.refundedQuantity).toBeLessThanOrEqual(line.sold);
            expect(line.refundedAmount).toBeLessThanOrEqual(line.paid);
            expect(line.refundedQuantity).toBe(line.sold);
            expect(line.refundedAmount).toBe(line.paid);
          }
          for (const refunded of made)
            for (const line of refunded.lines) expect(line.amount).toBeGreaterThanOrEqual(0);
          const total = made.reduce((sum, refunded) => sum + refunded.amount, 0);
          expect(total).toBe(refundable.total);
          expect(paidPerLine(refundable).reduce((sum, share) => sum + share, 0)).toBe(refundable.total);
        },
      ),
    );
  });

  it('property: a refund beyond what is left of a line is refused, whatever came before', () => {
    fc.assert(
      fc.property(saleArbitrary, fc.nat({ max: 4 }), (refundable, extra) => {
        const all = refundAllChoice(refundable, []);
        const first = refundLinesFor(refundable, [], all);
        expect(first.ok).toBe(true);
        if (!first.ok) return;
        const again = refundLinesFor(
          refundable,
          [first],
          [{ itemId: all[0]?.itemId ?? '', quantity: extra + 1 }],
        );
        expect(again).toMatchObject({ ok: false, refusal: { message: REFUND_MESSAGES.overRefund } });
      }),
    );
  });
});
