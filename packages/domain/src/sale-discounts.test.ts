/** The discounts' place in the pricing order (sale-pricing.ts): worked examples and fast-check properties. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Cents, cents } from './money.js';
import {
  type DiscountForPricing,
  discountSale,
  discountsTaken,
  discountsTotal,
  priceSale,
  type SaleLineForPricing,
  taxFor,
} from './sale-pricing.js';

const c = (n: number): Cents => cents(n);
const percent = (whole: number): DiscountForPricing => ({ kind: 'percent', value: whole * 1000 });
const amount = (value: number): DiscountForPricing => ({ kind: 'amount', value });

describe('discounts worked examples', () => {
  it('line percent → line amount → sale percent → sale amount, then tax on what is left', () => {
    // 2 × $5.00 = $10.00; 50% → $5.00; $1.00 off → $4.00; + $3.00 croissant = $7.00;
    // sale 10% → $6.30; sale $0.30 off → $6.00; tax 8.25% of $6.00 = 49.5 → 50.
    const input = {
      lines: [
        { quantity: 2, unitPrice: c(500), discounts: [amount(100), percent(50)] },
        { quantity: 1, unitPrice: c(300) },
      ],
      saleDiscounts: [amount(30), percent(10)],
      taxRateMilliPercent: 8250,
    };
    const discounting = discountSale(input);
    expect(discounting.lines.map((line) => line.taken)).toEqual([[100, 500], []]);
    expect(discounting.saleTaken).toEqual([30, 70]);
    expect(discountsTotal(discounting)).toBe(700);
    expect(priceSale(input)).toEqual({ subtotal: 600, tax: 50, total: 650 });
  });

  it('rounds a percent once, half up: 12.5% of 5 cents is 0.625 → 1, of 4 cents is 0.5 → 1, of 3 cents 0.375 → 0', () => {
    const oneEighth = { kind: 'percent', value: 12_500 } as const;
    expect(discountsTaken(c(5), [oneEighth], 'Line 1')).toEqual([1]);
    expect(discountsTaken(c(4), [oneEighth], 'Line 1')).toEqual([1]);
    expect(discountsTaken(c(3), [oneEighth], 'Line 1')).toEqual([0]);
  });

  it('an amount larger than what is left takes what is left: a $5.00 remake on a $4.00 line', () => {
    const price = priceSale({
      lines: [{ quantity: 1, unitPrice: c(400), discounts: [amount(500)] }],
      taxRateMilliPercent: 8250,
    });
    expect(price).toEqual({ subtotal: 0, tax: 0, total: 0 });
  });

  it('a line from an older till keeps its discount cents after the new ones, and the sale its cents after tax', () => {
    const price = priceSale({
      lines: [{ quantity: 1, unitPrice: c(1000), discount: c(100), discounts: [percent(10)] }],
      saleDiscount: c(50),
      taxRateMilliPercent: 10_000,
    });
    // $10.00 − 10% = $9.00 − $1.00 = $8.00; tax $0.80; total $8.80 − $0.50.
    expect(price).toEqual({ subtotal: 800, tax: 80, total: 830 });
  });

  it('refuses a percent above 100% or below 0, and a negative amount', () => {
    expect(() => discountsTaken(c(100), [{ kind: 'percent', value: 100_001 }], 'Line 1')).toThrow(
      'Line 1: a discount must be from 0% to 100%',
    );
    expect(() => discountsTaken(c(100), [{ kind: 'percent', value: -1 }], 'Sale')).toThrow(RangeError);
    expect(() => discountsTaken(c(100), [amount(-1)], 'Sale')).toThrow(RangeError);
  });
});

const discountArb: fc.Arbitrary<DiscountForPricing> = fc.oneof(
  fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 100_000 }) }),
  fc.record({ kind: fc.constant('amount' as const), value: fc.integer({ min: 0, max: 20_000 }) }),
);
const lineArb: fc.Arbitrary<SaleLineForPricing> = fc.record({
  quantity: fc.integer({ min: 1, max: 20 }),
  unitPrice: fc.integer({ min: 0, max: 10_000 }).map(c),
  discounts: fc.array(discountArb, { maxLength: 3 }),
});
const saleArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 6 }),
  saleDiscounts: fc.array(discountArb, { maxLength: 3 }),
  taxRateMilliPercent: fc.integer({ min: 0, max: 100_000 }),
});

/** Percents first, then amounts, each kind in the order listed: the order pricing promises to apply them in. */
function inFixedOrder(discounts: readonly DiscountForPricing[] | undefined): DiscountForPricing[] {
  const list = discounts ?? [];
  return [...list.filter((d) => d.kind === 'percent'), ...list.filter((d) => d.kind === 'amount')];
}

describe('discounts properties', () => {
  it('nothing is ever negative, and no discount takes more than there was', () => {
    fc.assert(
      fc.property(saleArb, (sale) => {
        const discounting = discountSale(sale);
        for (const line of discounting.lines) {
          expect(line.amount).toBeGreaterThanOrEqual(0);
          for (const taken of line.taken) expect(taken).toBeGreaterThanOrEqual(0);
          expect(line.gross - line.taken.reduce((a, b) => a + b, 0)).toBe(line.amount);
        }
        for (const taken of discounting.saleTaken) expect(taken).toBeGreaterThanOrEqual(0);
        const price = priceSale(sale);
        expect(price.subtotal).toBeGreaterThanOrEqual(0);
        expect(price.total).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('the order is fixed: listing amounts before percents prices the same as percents first', () => {
    fc.assert(
      fc.property(saleArb, (sale) => {
        const reordered = {
          ...sale,
          lines: sale.lines.map((line) => ({ ...line, discounts: inFixedOrder(line.discounts) })),
          saleDiscounts: inFixedOrder(sale.saleDiscounts),
        };
        expect(priceSale(sale)).toEqual(priceSale(reordered));
        expect(discountsTotal(discountSale(sale))).toBe(discountsTotal(discountSale(reordered)));
      }),
    );
  });

  it('the sale percent is of the lines after their discounts, and tax is on the discounted subtotal', () => {
    fc.assert(
      fc.property(saleArb, fc.integer({ min: 0, max: 100_000 }), (sale, milliPercent) => {
        const withoutSale = discountSale({ lines: sale.lines });
        const discounting = discountSale({
          lines: sale.lines,
          saleDiscounts: [{ kind: 'percent', value: milliPercent }],
        });
        const linesLeft = withoutSale.subtotal;
        const exact = (linesLeft * milliPercent) / 100_000;
        const taken = discounting.saleTaken[0] ?? 0;
        // Rounded once, half up: within half a cent, and an exact half goes up.
        expect(Math.abs(taken - exact)).toBeLessThanOrEqual(0.5);
        if (exact - Math.floor(exact) === 0.5) expect(taken).toBe(Math.ceil(exact));
        const price = priceSale({ ...sale, saleDiscounts: [{ kind: 'percent', value: milliPercent }] });
        expect(price.tax).toBe(taxFor(discounting.subtotal, sale.taxRateMilliPercent));
        expect(price.total).toBe(price.subtotal + price.tax);
      }),
    );
  });

  it('a sale without discounts prices exactly as older tills priced it', () => {
    const legacyLine = fc
      .record({ quantity: fc.integer({ min: 1, max: 20 }), unitPrice: fc.integer({ min: 0, max: 10_000 }) })
      .chain((line) =>
        fc
          .integer({ min: 0, max: line.quantity * line.unitPrice })
          .map((discount) => ({ ...line, discount })),
      );
    fc.assert(
      fc.property(
        fc.array(legacyLine, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.nat({ max: 1000 }),
        (lines, taxRateMilliPercent, saleDiscountWish) => {
          // The arithmetic as it stood before discounts (sale-pricing.ts before issue 33).
          const subtotal = lines.reduce(
            (sum, line) => sum + line.quantity * line.unitPrice - line.discount,
            0,
          );
          const tax = Math.floor((subtotal * taxRateMilliPercent + 50_000) / 100_000);
          const saleDiscount = Math.min(saleDiscountWish, subtotal + tax);
          const typed = lines.map((line) => ({
            ...line,
            unitPrice: c(line.unitPrice),
            discount: c(line.discount),
          }));
          const price = priceSale({ lines: typed, saleDiscount: c(saleDiscount), taxRateMilliPercent });
          expect(price).toEqual({ subtotal, tax, total: subtotal + tax - saleDiscount });
          expect(
            priceSale({
              lines: typed.map((line) => ({ ...line, discounts: [] })),
              saleDiscounts: [],
              saleDiscount: c(saleDiscount),
              taxRateMilliPercent,
            }),
          ).toEqual(price);
        },
      ),
    );
  });
});
