import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Cents, cents, dollarsToCents, formatMoney } from './money.js';
import {
  lineAmount,
  MAX_TAX_RATE_MILLI_PERCENT,
  priceSale,
  type SaleLineForPricing,
  taxFor,
} from './sale-pricing.js';
import { DEFAULT_TAX_RATE_MILLI_PERCENT, formatTaxRate, parseTaxRatePercent } from './store-settings.js';

const c = (n: number): Cents => cents(n);

describe('priceSale worked examples', () => {
  it('2 × $3.50 + $16.00 at 8.25% → $23.00 + $1.90 (1.8975 rounds up) = $24.90', () => {
    const price = priceSale({
      lines: [
        { quantity: 2, unitPrice: dollarsToCents(3.5) },
        { quantity: 1, unitPrice: dollarsToCents(16) },
      ],
      taxRateMilliPercent: DEFAULT_TAX_RATE_MILLI_PERCENT,
    });
    expect(price).toEqual({ subtotal: 2300, tax: 190, total: 2490 });
    expect([price.subtotal, price.tax, price.total].map((value) => formatMoney(value))).toEqual([
      '$23.00',
      '$1.90',
      '$24.90',
    ]);
  });

  it('rounds an exact half cent up: 8.25% of $10.00 = 82.5 → 83', () => {
    expect(priceSale({ lines: [{ quantity: 1, unitPrice: c(1000) }], taxRateMilliPercent: 8250 })).toEqual({
      subtotal: 1000,
      tax: 83,
      total: 1083,
    });
  });

  it('rounds below a half cent down: 8.25% of $0.06 = 0.495 → 0', () => {
    expect(taxFor(c(6), 8250)).toBe(0);
    expect(taxFor(c(7), 8250)).toBe(1);
  });

  it('prices at a rate with three decimals: 8.875% of $10.00 = 88.75 → 89, of $4.00 = 35.5 → 36', () => {
    expect(priceSale({ lines: [{ quantity: 1, unitPrice: c(1000) }], taxRateMilliPercent: 8875 })).toEqual({
      subtotal: 1000,
      tax: 89,
      total: 1089,
    });
    // An exact half cent at the third decimal still rounds up; just below it rounds down.
    expect(taxFor(c(400), 8875)).toBe(36);
    expect(taxFor(c(399), 8875)).toBe(35);
    expect(taxFor(c(200), 8875)).toBe(18);
  });

  it('subtracts line discounts before tax and the sale discount after', () => {
    const price = priceSale({
      lines: [
        { quantity: 3, unitPrice: c(450), discount: c(150) },
        { quantity: 1, unitPrice: c(1200) },
      ],
      saleDiscount: c(500),
      taxRateMilliPercent: 8250,
    });
    // subtotal 1200 + 1200 = 2400; tax 198; total 2400 + 198 − 500.
    expect(price).toEqual({ subtotal: 2400, tax: 198, total: 2098 });
  });

  it('prices an empty sale at zero', () => {
    expect(priceSale({ lines: [], taxRateMilliPercent: 8250 })).toEqual({ subtotal: 0, tax: 0, total: 0 });
  });

  it('allows a discount of the whole line or the whole sale', () => {
    expect(
      priceSale({ lines: [{ quantity: 2, unitPrice: c(300), discount: c(600) }], taxRateMilliPercent: 8250 }),
    ).toEqual({
      subtotal: 0,
      tax: 0,
      total: 0,
    });
    expect(
      priceSale({
        lines: [{ quantity: 1, unitPrice: c(1000) }],
        saleDiscount: c(1083),
        taxRateMilliPercent: 8250,
      }).total,
    ).toBe(0);
  });

  it('works at 0% and 100%', () => {
    expect(priceSale({ lines: [{ quantity: 1, unitPrice: c(999) }], taxRateMilliPercent: 0 }).tax).toBe(0);
    expect(priceSale({ lines: [{ quantity: 1, unitPrice: c(999) }], taxRateMilliPercent: 100_000 }).tax).toBe(
      999,
    );
  });

  it('stays exact where float arithmetic would not', () => {
    // 9007199254740 × 8250 overflows 2^53; BigInt keeps it exact.
    expect(taxFor(c(9_007_199_254_740), 8250)).toBe(743_093_938_516);
    expect(taxFor(c(9_007_199_254_740), 8875)).toBe(799_388_933_858);
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
    expect(() => priceSale({ lines: [{ ...base, ...change }], taxRateMilliPercent: 8250 })).toThrow(
      RangeError,
    );
    expect(() => priceSale({ lines: [{ ...base, ...change }], taxRateMilliPercent: 8250 })).toThrow(message);
  });

  it('names the offending line', () => {
    expect(() => priceSale({ lines: [base, { ...base, quantity: 0 }], taxRateMilliPercent: 8250 })).toThrow(
      /Line 2/,
    );
  });

  it.each([-1, 8.875, 100_001, Number.NaN])('rejects tax rate %s', (taxRateMilliPercent) => {
    expect(() => priceSale({ lines: [base], taxRateMilliPercent })).toThrow(RangeError);
  });

  it('rejects a sale discount above subtotal plus tax, or a negative one', () => {
    expect(() => priceSale({ lines: [base], saleDiscount: c(109), taxRateMilliPercent: 8250 })).toThrow(
      'Sale discount 109 exceeds the subtotal plus tax 108',
    );
    expect(() => priceSale({ lines: [base], saleDiscount: -1 as Cents, taxRateMilliPercent: 8250 })).toThrow(
      RangeError,
    );
  });

  it('rejects amounts past the safe-integer range', () => {
    expect(() =>
      priceSale({ lines: [{ quantity: 2, unitPrice: c(Number.MAX_SAFE_INTEGER) }], taxRateMilliPercent: 0 }),
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
const rateArb = fc.integer({ min: 0, max: MAX_TAX_RATE_MILLI_PERCENT });
/** Rates as a store sets them: 0 to 100 with up to three decimals (8.875%), typed and read back by the domain. */
const typedRateArb = fc
  .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 999 }))
  .filter(([whole, thousandths]) => whole < 100 || thousandths === 0)
  .map(([whole, thousandths]) => `${whole}.${String(thousandths).padStart(3, '0')}`);

describe('priceSale properties', () => {
  it('total = subtotal + tax − sale discount', () => {
    fc.assert(
      fc.property(
        linesArb,
        rateArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lines, taxRateMilliPercent, share) => {
          const undiscounted = priceSale({ lines, taxRateMilliPercent });
          const saleDiscount = c(Math.floor((undiscounted.subtotal + undiscounted.tax) * share));
          const price = priceSale({ lines, taxRateMilliPercent, saleDiscount });
          expect(price.total).toBe(price.subtotal + price.tax - saleDiscount);
          expect(price.total).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('subtotal = Σ(quantity × unitPrice − discount)', () => {
    fc.assert(
      fc.property(linesArb, rateArb, (lines, taxRateMilliPercent) => {
        const expected = lines.reduce(
          (sum, line) => sum + line.quantity * line.unitPrice - (line.discount ?? 0),
          0,
        );
        expect(priceSale({ lines, taxRateMilliPercent }).subtotal).toBe(expected);
      }),
      { numRuns: 100 },
    );
  });

  it('tax is within half a cent of the exact tax, and exactly half rounds up', () => {
    fc.assert(
      fc.property(linesArb, rateArb, (lines, taxRateMilliPercent) => {
        const { subtotal, tax } = priceSale({ lines, taxRateMilliPercent });
        // Compare in units of 1/100 000 cent, exactly: |tax − subtotal × rate| ≤ ½ cent.
        const exact = BigInt(subtotal) * BigInt(taxRateMilliPercent);
        const difference = BigInt(tax) * 100_000n - exact;
        expect(difference > -50_000n && difference <= 50_000n).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('a rate typed with three decimals prices to the exact tax rounded half up, and reads back as typed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), typedRateArb, (subtotal, typed) => {
        const reading = parseTaxRatePercent(typed);
        if (!reading.ok) throw new Error(`${typed} was refused: ${reading.message}`);
        const rate = reading.taxRateMilliPercent;
        // The typed decimal, as an exact fraction: '8.875' is 8875 / 1000 percent.
        const [whole = '0', fraction = ''] = typed.split('.');
        const thousandthsOfPercent = BigInt(whole) * 1000n + BigInt(fraction);
        expect(BigInt(rate)).toBe(thousandthsOfPercent);
        // tax = ⌊subtotal × rate / 100 000 + ½⌋, worked out here with a remainder instead of the + ½ trick.
        const product = BigInt(subtotal) * thousandthsOfPercent;
        const floor = product / 100_000n;
        const expected = product % 100_000n >= 50_000n ? floor + 1n : floor;
        expect(BigInt(taxFor(c(subtotal), rate))).toBe(expected);
        expect(formatTaxRate(rate)).toBe(`${Number(typed)}%`);
      }),
      { numRuns: 100 },
    );
  });

  it('the order of lines does not matter', () => {
    fc.assert(
      fc.property(
        linesArb.chain((lines) =>
          fc.tuple(fc.constant(lines), fc.shuffledSubarray(lines, { minLength: lines.length })),
        ),
        rateArb,
        ([lines, shuffled], taxRateMilliPercent) => {
          expect(priceSale({ lines: shuffled, taxRateMilliPercent })).toEqual(
            priceSale({ lines, taxRateMilliPercent }),
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it('subtotal is additive over a split of the lines', () => {
    fc.assert(
      fc.property(linesArb, linesArb, rateArb, (first, second, taxRateMilliPercent) => {
        const whole = priceSale({ lines: [...first, ...second], taxRateMilliPercent });
        const a = priceSale({ lines: first, taxRateMilliPercent });
        const b = priceSale({ lines: second, taxRateMilliPercent });
        expect(whole.subtotal).toBe(a.subtotal + b.subtotal);
        // Rounding once can differ from rounding twice by at most a cent.
        expect(Math.abs(whole.tax - (a.tax + b.tax))).toBeLessThanOrEqual(1);
      }),
      { numRuns: 100 },
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
      { numRuns: 100 },
    );
  });

  it('lineAmount agrees with a one-line sale', () => {
    fc.assert(
      fc.property(lineArb, (line) => {
        expect(lineAmount(line)).toBe(priceSale({ lines: [line], taxRateMilliPercent: 0 }).subtotal);
      }),
      { numRuns: 100 },
    );
  });
});
