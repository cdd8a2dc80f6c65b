import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Cents, cents, dollarsToCents, formatMoney } from './money.js';
import { lineAmount, priceSale, type SaleLineForPricing, taxFor } from './sale-pricing.js';
import { DEFAULT_TAX_RATE_BPS } from './store-settings.js';

const c = (n: number): Cents => cents(n);

describe('priceSale worked examples', () => {
  it('2 × $3.50 + $16.00 at 8.25% → $23.00 + $1.90 (1.8975 rounds up) = $24.90', () => {
    const price = priceSale({
      lines: [
        { quantity: 2, unitPrice: dollarsToCents(3.5) },
        { quantity: 1, unitPrice: dollarsToCents(16) },
      ],
      taxRateBps: DEFAULT_TAX_RATE_BPS,
    });
    expect(price).toEqual({ subtotal: 2300, tax: 190, total: 2490 });
    expect([price.subtotal, price.tax, price.total].map((value) => formatMoney(value))).toEqual([
      '$23.00',
      '$1.90',
      '$24.90',
    ]);
  });

  it('rounds an exact half cent up: 825 bps of $10.00 = 82.5 → 83', () => {
    expect(priceSale({ lines: [{ quantity: 1, unitPrice: c(1000) }], taxRateBps: 825 })).toEqual({
      subtotal: 1000,
      tax: 83,
      total: 1083,
    });
  });

  it('rounds below a half cent down: 825 bps of $0.06 = 0.495 → 0', () => {
    expect(taxFor(c(6), 825)).toBe(0);
    expect(taxFor(c(7), 825)).toBe(1);
  });

  it('subtracts line discounts before tax and the sale discount after', () => {
    const price = priceSale({
      lines: [
        { quantity: 3, unitPrice: c(450), discount: c(150) },
        { quantity: 1, unitPrice: c(1200) },
      ],
      saleDiscount: c(500),
      taxRateBps: 825,
    });
    // subtotal 1200 + 1200 = 2400; tax 198; total 2400 + 198 − 500.
    expect(price).toEqual({ subtotal: 2400, tax: 198, total: 2098 });
  });

  it('prices an empty sale at zero', () => {
    expect(priceSale({ lines: [], taxRateBps: 825 })).toEqual({ subtotal: 0, tax: 0, total: 0 });
  });

  it('allows a discount of the whole line or the whole sale', () => {
    expect(
      priceSale({ lines: [{ quantity: 2, unitPrice: c(300), discount: c(600) }], taxRateBps: 825 }),
    ).toEqual({
      subtotal: 0,
      tax: 0,
      total: 0,
    });
    expect(
      priceSale({ lines: [{ quantity: 1, unitPrice: c(1000) }], saleDiscount: c(1083), taxRateBps: 825 })
        .total,
    ).toBe(0);
  });

  it('works at 0% and 100%', () => {
    expect(priceSale({ lines: [{ quantity: 1, unitPrice: c(999) }], taxRateBps: 0 }).tax).toBe(0);
    expect(priceSale({ lines: [{ quantity: 1, unitPrice: c(999) }], taxRateBps: 10_000 }).tax).toBe(999);
  });

  it('stays exact where float arithmetic would not', () => {
    // 9007199254740 × 825 overflows 2^53; BigInt keeps it exact.
    expect(taxFor(c(9_007_199_254_740), 825)).toBe(743_093_938_516);
  });
});

describe('priceSale validation', () => {
  const base = { quantity: 1, unitPrice: c(100) };
  it.each<[string, Partial<SaleLineForPricing>, RegExp]>([
    ['zero quantity', { quantity: 0 }, /Line 1: quantity must be a positive whole number/],
    ['negative quantity', { quantity: -1 }, /quantity/],
    ['fractional quantity', { quantity: 1.5 }, /quantity/],
    [
      'negative price',
      { unitPrice: -1 as Cents },
      /Line 1: unit price must be a non-negative whole number of cents/,
    ],
    ['fractional price', { unitPrice: 1.5 as Cents }, /unit price/],
    ['negative discount', { discount: -1 as Cents }, /Line 1: discount must be/],
    ['discount above the line', { discount: c(101) }, /Line 1: discount 101 exceeds the line amount 100/],
  ])('rejects a line with %s', (_name, change, message) => {
    expect(() => priceSale({ lines: [{ ...base, ...change }], taxRateBps: 825 })).toThrow(RangeError);
    expect(() => priceSale({ lines: [{ ...base, ...change }], taxRateBps: 825 })).toThrow(message);
  });

  it('names the offending line', () => {
    expect(() => priceSale({ lines: [base, { ...base, quantity: 0 }], taxRateBps: 825 })).toThrow(/Line 2/);
  });

  it.each([-1, 1.5, 10_001, Number.NaN])('rejects tax rate %s', (taxRateBps) => {
    expect(() => priceSale({ lines: [base], taxRateBps })).toThrow(RangeError);
  });

  it('rejects a sale discount above subtotal plus tax, or a negative one', () => {
    expect(() => priceSale({ lines: [base], saleDiscount: c(109), taxRateBps: 825 })).toThrow(
      'Sale discount 109 exceeds the subtotal plus tax 108',
    );
    expect(() => priceSale({ lines: [base], saleDiscount: -1 as Cents, taxRateBps: 825 })).toThrow(
      RangeError,
    );
  });

  it('rejects amounts past the safe-integer range', () => {
    expect(() =>
      priceSale({ lines: [{ quantity: 2, unitPrice: c(Number.MAX_SAFE_INTEGER) }], taxRateBps: 0 }),
    ).toThrow(RangeError);
  });
});

const lineArb: fc.Arbitrary<SaleLineForPricing> = fc
  .record({
    quantity: fc.integer({ min: 1, max: 50 }),
    unitPrice: fc.integer({ min: 0, max: 100_000 }),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ quantity, unitPrice, discountShare }) => ({
    quantity,
    unitPrice: c(unitPrice),
    discount: c(Math.floor(quantity * unitPrice * discountShare)),
  }));

const linesArb = fc.array(lineArb, { maxLength: 20 });
const rateArb = fc.integer({ min: 0, max: 10_000 });

describe('priceSale properties', () => {
  it('total = subtotal + tax − sale discount', () => {
    fc.assert(
      fc.property(
        linesArb,
        rateArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lines, taxRateBps, share) => {
          const undiscounted = priceSale({ lines, taxRateBps });
          const saleDiscount = c(Math.floor((undiscounted.subtotal + undiscounted.tax) * share));
          const price = priceSale({ lines, taxRateBps, saleDiscount });
          expect(price.total).toBe(price.subtotal + price.tax - saleDiscount);
          expect(price.total).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('subtotal = Σ(quantity × unitPrice − discount)', () => {
    fc.assert(
      fc.property(linesArb, rateArb, (lines, taxRateBps) => {
        const expected = lines.reduce(
          (sum, line) => sum + line.quantity * line.unitPrice - (line.discount ?? 0),
          0,
        );
        expect(priceSale({ lines, taxRateBps }).subtotal).toBe(expected);
      }),
    );
  });

  it('tax is within half a cent of the exact tax, and exactly half rounds up', () => {
    fc.assert(
      fc.property(linesArb, rateArb, (lines, taxRateBps) => {
        const { subtotal, tax } = priceSale({ lines, taxRateBps });
        // Compare in units of 1/10 000 cent, exactly: |tax − subtotal × rate| ≤ ½ cent.
        const exact = BigInt(subtotal) * BigInt(taxRateBps);
        const difference = BigInt(tax) * 10_000n - exact;
        expect(difference > -5_000n && difference <= 5_000n).toBe(true);
      }),
    );
  });

  it('the order of lines does not matter', () => {
    fc.assert(
      fc.property(
        linesArb.chain((lines) =>
          fc.tuple(fc.constant(lines), fc.shuffledSubarray(lines, { minLength: lines.length })),
        ),
        rateArb,
        ([lines, shuffled], taxRateBps) => {
          expect(priceSale({ lines: shuffled, taxRateBps })).toEqual(priceSale({ lines, taxRateBps }));
        },
      ),
    );
  });

  it('subtotal is additive over a split of the lines', () => {
    fc.assert(
      fc.property(linesArb, linesArb, rateArb, (first, second, taxRateBps) => {
        const whole = priceSale({ lines: [...first, ...second], taxRateBps });
        const a = priceSale({ lines: first, taxRateBps });
        const b = priceSale({ lines: second, taxRateBps });
        expect(whole.subtotal).toBe(a.subtotal + b.subtotal);
        // Rounding once can differ from rounding twice by at most a cent.
        expect(Math.abs(whole.tax - (a.tax + b.tax))).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('tax never decreases as the subtotal grows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 1e6 }),
        rateArb,
        (a, extra, rate) => {
          expect(taxFor(c(a + extra), rate)).toBeGreaterThanOrEqual(taxFor(c(a), rate));
        },
      ),
    );
  });

  it('lineAmount agrees with a one-line sale', () => {
    fc.assert(
      fc.property(lineArb, (line) => {
        expect(lineAmount(line)).toBe(priceSale({ lines: [line], taxRateBps: 0 }).subtotal);
      }),
    );
  });
});
