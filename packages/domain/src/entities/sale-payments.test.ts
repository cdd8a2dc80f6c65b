import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Cents, cents } from '../money.js';
import { MUTATION_DATA_SCHEMAS } from '../sync/mutation-data.js';
import { entityModule } from './entity-modules.js';
import { base, userId } from './entity-test-kit.js';
import {
  amountLeft,
  cashChange,
  describePayments,
  PAYMENT_MESSAGES,
  paymentMethodOf,
  paymentsRefusal,
  type SalePayment,
  salePayments,
  storedPayment,
  tipForPercent,
} from './sale-payments.js';

const c = (value: number) => cents(value);
const leg = (method: string, amount: number, extra: Partial<SalePayment> = {}): SalePayment => ({
  method,
  amount: c(amount),
  ...extra,
});

describe('a sale’s payments', () => {
  it('reads an old sale as one leg of its one method for its whole total', () => {
    expect(salePayments({ paymentMethod: 'cash', total: c(1_250) })).toEqual([
      { method: 'cash', amount: 1_250 },
    ]);
    expect(salePayments({ paymentMethod: 'voucher', total: c(500), payments: [] })).toEqual([
      { method: 'voucher', amount: 500 },
    ]);
    const split = [leg('cash', 1_000), leg('credit_card', 250)];
    expect(salePayments({ paymentMethod: 'split', total: c(1_250), payments: split })).toBe(split);
  });

  it("names the one method the legs share, else 'split'", () => {
    expect(paymentMethodOf([leg('cash', 100)])).toBe('cash');
    expect(paymentMethodOf([leg('cash', 100), leg('cash', 50)])).toBe('cash');
    expect(paymentMethodOf([leg('cash', 100), leg('debit_card', 50)])).toBe('split');
    expect(describePayments([leg('cash', 1_000), leg('credit_card', 540)])).toBe(
      'Cash $10.00 + Credit Card $5.40',
    );
    expect(describePayments([leg('mobile_payment', 1_000)])).toBe('Mobile');
  });

  it('accepts $10 cash and the rest on card, with change from the cash and a tip on the card', () => {
    const payments = [
      leg('cash', 1_000, { tendered: c(2_000), change: c(1_000) }),
      leg('credit_card', 540, { tip: c(100) }),
    ];
    expect(paymentsRefusal(payments, 1_540)).toBeNull();
  });

  it('never caps a leg to the balance: an amount above what is left is refused', () => {
    expect(paymentsRefusal([leg('cash', 1_000), leg('credit_card', 600)], 1_540)).toEqual({
      message: 'Credit Card $6.00 is more than the $5.40 left to pay',
      path: 'payments.1.amount',
    });
    expect(paymentsRefusal([leg('mobile_payment', 2_000)], 1_540)?.path).toBe('payments.0.amount');
  });

  it('refuses payments that do not reach the total, a zero leg, and cash rules on other methods', () => {
    expect(paymentsRefusal([leg('cash', 1_000)], 1_540)?.message).toBe(
      'The payments come to $10.00, $5.40 short of the total',
    );
    expect(paymentsRefusal([leg('cash', 0), leg('cash', 1_540)], 1_540)?.message).toBe(
      PAYMENT_MESSAGES.notPositive,
    );
    expect(paymentsRefusal([leg('cash', 0)], 0)).toBeNull();
    expect(paymentsRefusal([leg('debit_card', 500, { tendered: c(500) })], 500)).toEqual({
      message: PAYMENT_MESSAGES.cashOnly,
      path: 'payments.0.tendered',
    });
  });

  it('holds change to tendered − amount − tip, never negative', () => {
    expect(cashChange(2_000, 1_540, 100)).toBe(360);
    expect(cashChange(1_500, 1_540)).toBeNull();
    expect(paymentsRefusal([leg('cash', 1_540, { tendered: c(1_500) })], 1_540)?.message).toBe(
      PAYMENT_MESSAGES.tenderedShort,
    );
    expect(
      paymentsRefusal([leg('cash', 1_540, { tendered: c(2_000), change: c(500) })], 1_540)?.message,
    ).toBe(PAYMENT_MESSAGES.changeWrong);
    expect(paymentsRefusal([leg('cash', 1_540, { change: c(0) })], 1_540)?.message).toBe(
      PAYMENT_MESSAGES.changeWithoutTendered,
    );
    expect(storedPayment(leg('cash', 1_540, { tendered: c(2_000), tip: c(100) }))).toEqual({
      method: 'cash',
      amount: 1_540,
      tendered: 2_000,
      change: 360,
      tip: 100,
    });
  });

  it('rounds a percent tip half up to the cent', () => {
    expect(tipForPercent(1_540, 15)).toBe(231);
    expect(tipForPercent(1_250, 10)).toBe(125);
    expect(tipForPercent(1_005, 10)).toBe(101);
  });

  /** Legs built the way a till takes them: each a part of what is left, the last the rest. */
  const splitArb = fc
    .tuple(
      fc.integer({ min: 1, max: 1_000_000 }),
      fc.array(
        fc.record({
          share: fc.double({ min: 0.01, max: 1, noNaN: true }),
          method: fc.constantFrom('cash', 'credit_card', 'debit_card', 'mobile_payment'),
          over: fc.integer({ min: 0, max: 5_000 }),
          tip: fc.integer({ min: 0, max: 2_000 }),
        }),
        { minLength: 1, maxLength: 6 },
      ),
    )
    .map(([total, parts]) => {
      const payments: SalePayment[] = [];
      for (const [index, part] of parts.entries()) {
        const left = amountLeft(total, payments);
        if (left === 0) break;
        const amount = index === parts.length - 1 ? left : Math.max(1, Math.floor(left * part.share));
        const tip = c(part.tip);
        payments.push(
          part.method === 'cash'
            ? storedPayment({
                method: 'cash',
                amount: c(amount),
                tendered: c(amount + part.tip + part.over),
                tip,
              })
            : { method: part.method, amount: c(amount), tip },
        );
      }
      return { total: c(total), payments };
    });

  it('property: legs a till takes sum to the total, and change is never negative', () => {
    fc.assert(
      fc.property(splitArb, ({ total, payments }) => {
        expect(paymentsRefusal(payments, total)).toBeNull();
        expect(payments.reduce((sum, payment) => sum + payment.amount, 0)).toBe(total);
        for (const payment of payments) expect(payment.change ?? 0).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('property: any accepted set of legs sums to the total with no negative change', () => {
    const anyLegs = fc.array(
      fc.record({
        method: fc.constantFrom('cash', 'credit_card'),
        amount: fc.integer({ min: 0, max: 3_000 }).map(c),
        tendered: fc.option(fc.integer({ min: 0, max: 5_000 }).map(c), { nil: undefined }),
        change: fc.option(fc.integer({ min: 0, max: 5_000 }).map(c), { nil: undefined }),
        tip: fc.option(fc.integer({ min: 0, max: 500 }).map(c), { nil: undefined }),
      }),
      { minLength: 1, maxLength: 4 },
    );
    fc.assert(
      fc.property(anyLegs, fc.integer({ min: 0, max: 6_000 }), (payments, total) => {
        if (paymentsRefusal(payments, total) !== null) return;
        expect(payments.reduce((sum, payment) => sum + payment.amount, 0)).toBe(total);
        for (const payment of payments.map(storedPayment)) {
          expect(payment.change ?? 0).toBeGreaterThanOrEqual(0);
          if (payment.tendered !== undefined) {
            expect(payment.change).toBe(payment.tendered - payment.amount - (payment.tip ?? 0));
          }
        }
      }),
    );
  });
});

describe('the sale module stores the legs', () => {
  const item = {
    id: '2b3c4d5e-6f7a-4b1c-9d2e-3f4a5b6c7d8e',
    productId: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
    productName: 'Latte',
    quantity: 4,
    unitPrice: 350,
  };
  const sell = (data: Record<string, unknown>) =>
    entityModule('sale').create?.(
      MUTATION_DATA_SCHEMAS.sale.create.parse({
        id: base.id,
        items: [item],
        taxRateMilliPercent: 10_000,
        ...data,
      }),
      { actorId: userId, at: base.createdAt, madeAt: base.createdAt },
      {},
    );
  // 4 × $3.50 = $14.00, 10% tax: $15.40.
  const total: Cents = c(1_540);

  it('stores one leg for an older till that sends only its method', () => {
    const made = sell({ paymentMethod: 'debit_card' });
    expect(made?.ok && made.value).toMatchObject({
      paymentMethod: 'debit_card',
      payments: [{ method: 'debit_card', amount: total }],
    });
  });

  it("stores a split sale as 'split' with its legs, change worked out from the cash tendered", () => {
    const made = sell({
      paymentMethod: 'split',
      payments: [
        { method: 'cash', amount: 1_000, tendered: 2_000 },
        { method: 'credit_card', amount: 540, tip: 100 },
      ],
    });
    expect(made?.ok && made.value).toMatchObject({
      total,
      paymentMethod: 'split',
      payments: [
        { method: 'cash', amount: 1_000, tendered: 2_000, change: 1_000 },
        { method: 'credit_card', amount: 540, tip: 100 },
      ],
    });
  });

  it('refuses legs that do not make the total, and a method that is not what the legs say', () => {
    const short = sell({ paymentMethod: 'cash', payments: [{ method: 'cash', amount: 1_000 }] });
    expect(short?.ok === false && short.refusal.message).toBe(
      'The payments come to $10.00, $5.40 short of the total',
    );
    const mismatch = sell({ paymentMethod: 'cash', payments: [{ method: 'credit_card', amount: 1_540 }] });
    expect(mismatch?.ok === false && mismatch.refusal.message).toBe(PAYMENT_MESSAGES.methodMismatch);
    const splitAlone = sell({ paymentMethod: 'split' });
    expect(splitAlone?.ok).toBe(false);
  });
});
