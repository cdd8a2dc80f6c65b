import { describe, expect, it } from 'vitest';
import { cents } from '../money.js';
import { priceSale } from '../sale-pricing.js';
import { base, messagesOf, userId } from './entity-test-kit.js';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  paymentMethodLabel,
  SALE_TIME_MAX_AGE_DAYS,
  saleInputSchema,
  saleItemSchema,
  saleSchema,
  saleTime,
} from './sale.js';

const productId = '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
const item = {
  id: '2b3c4d5e-6f7a-4b1c-9d2e-3f4a5b6c7d8e',
  productId,
  productName: 'Latte',
  quantity: 2,
  unitPrice: 350,
};

describe('sale', () => {
  const totals = priceSale({ lines: [{ quantity: 2, unitPrice: cents(350) }], taxRateMilliPercent: 8250 });
  const row = {
    ...base,
    items: [item],
    ...totals,
    paymentMethod: 'cash',
    paymentStatus: 'completed',
    createdBy: userId,
    soldAt: '2026-01-14T21:10:00.000Z',
  };

  it('parses a stored row and its items', () => {
    expect(saleSchema.parse(row)).toEqual(row);
    expect(saleItemSchema.parse({ ...item, discount: 50, notes: 'oat milk' })).toMatchObject({
      notes: 'oat milk',
    });
    expect(saleSchema.safeParse({ ...row, items: [] }).success).toBe(false);
    expect(saleSchema.safeParse({ ...row, soldAt: undefined }).success).toBe(false);
    expect(saleSchema.safeParse({ ...row, items: [{ ...item, quantity: 0 }] }).success).toBe(false);
  });

  it('keeps any stored payment method but only the four for a new sale', () => {
    expect(saleSchema.parse({ ...row, paymentMethod: 'voucher' }).paymentMethod).toBe('voucher');
    expect(saleSchema.safeParse({ ...row, paymentMethod: '' }).success).toBe(false);
    const input = {
      items: [{ productId, productName: 'Latte', quantity: 1, unitPrice: 350 }],
      paymentMethod: 'cash',
    };
    expect(saleInputSchema.safeParse(input).success).toBe(true);
    expect(messagesOf(saleInputSchema, { ...input, paymentMethod: 'voucher' })).toEqual({
      paymentMethod: 'Choose a payment method',
    });
  });

  it('records the creator, falling back to unknown', () => {
    expect(saleSchema.parse({ ...row, createdBy: 'unknown' }).createdBy).toBe('unknown');
  });

  it('needs at least one item in a new sale', () => {
    expect(messagesOf(saleInputSchema, { items: [], paymentMethod: 'cash' })).toEqual({
      items: 'Add at least one item to the sale',
    });
    expect(
      messagesOf(saleInputSchema, {
        items: [{ productId, productName: 'Latte', quantity: 0, unitPrice: 350 }],
        paymentMethod: 'cash',
      }),
    ).toEqual({ 'items.0.quantity': 'Quantity must be at least 1' });
  });

  it('labels payment methods, showing unknown stored values as they are', () => {
    expect(PAYMENT_METHODS.map((method) => PAYMENT_METHOD_LABELS[method])).toEqual([
      'Cash',
      'Credit Card',
      'Debit Card',
      'Mobile',
    ]);
    expect(paymentMethodLabel('mobile_payment')).toBe('Mobile');
    expect(paymentMethodLabel('voucher')).toBe('voucher');
  });
});

describe('saleTime', () => {
  const received = new Date('2026-03-15T13:00:00.000Z');

  it("keeps the till's time of a sale made before it reached the server", () => {
    expect(saleTime('2026-03-14T21:15:00.000Z', received)).toBe('2026-03-14T21:15:00.000Z');
    expect(saleTime('2026-03-15T13:00:00.000Z', received)).toBe('2026-03-15T13:00:00.000Z');
  });

  it('never places a sale after its arrival (a till clock running fast)', () => {
    expect(saleTime('2026-03-20T09:00:00.000Z', received)).toBe(received.toISOString());
  });

  it(`holds a claim older than ${SALE_TIME_MAX_AGE_DAYS} days at that bound (a clock set years back)`, () => {
    expect(saleTime('2019-01-01T00:00:00.000Z', received)).toBe('2026-02-13T13:00:00.000Z');
  });

  it('uses the arrival for a time it cannot read', () => {
    expect(saleTime('not a time', received)).toBe(received.toISOString());
  });
});
