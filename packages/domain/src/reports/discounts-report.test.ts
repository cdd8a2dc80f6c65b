import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DiscountChoice, forPricing, withDiscountCents } from '../entities/discount-rules.js';
import { type Cents, cents } from '../money.js';
import { priceSale } from '../sale-pricing.js';
import { discountsReport } from './discounts-report.js';
import { addSale, emptyFigures, type ReportSale } from './sales-figures.js';
import { ALEX, LATTE, SAM } from './sample-sales-test-kit.js';

const STAFF = '00000000-0000-4000-8000-0000000000f1';
const REGULAR = '00000000-0000-4000-8000-0000000000f2';
const MANAGER = '00000000-0000-4000-8000-0000000000b1';

const staffHalf: DiscountChoice = { presetId: STAFF, name: 'Staff 50%', kind: 'percent', value: 50_000 };
const regular: DiscountChoice = { presetId: REGULAR, name: 'Regular 10%', kind: 'percent', value: 10_000 };
const remake = (amount: number): DiscountChoice => ({
  reason: 'Spilled',
  name: 'Open discount',
  kind: 'amount',
  value: amount,
});

/** A sale priced as the till prices it, its discounts with the cents they took. */
function discountedSale(
  createdBy: string,
  lines: { unitPrice: number; quantity: number; discounts?: DiscountChoice[] }[],
  saleDiscounts?: DiscountChoice[],
  approverId?: string,
) {
  const priced = withDiscountCents(lines, saleDiscounts);
  const price = priceSale({
    lines: priced.lines.map((line) => ({
      ...line,
      unitPrice: line.unitPrice as Cents,
      discounts: forPricing(line.discounts),
    })),
    saleDiscounts: forPricing(priced.discounts),
    taxRateMilliPercent: 8250,
  });
  return {
    soldAt: '2026-03-02T14:15:00.000Z',
    items: priced.lines.map((line, index) => ({
      id: `item-${index}`,
      productId: LATTE,
      productName: 'Latte',
      ...line,
      unitPrice: line.unitPrice as Cents,
    })),
    paymentMethod: 'cash',
    createdBy,
    deletedAt: null,
    tax: price.tax,
    total: price.total,
    ...(priced.discounts ? { discounts: priced.discounts } : {}),
    ...(approverId
      ? {
          discountApproval: {
            approverId,
            keyId: 'k',
            signature: 's',
            approvedAt: '2026-03-02T14:15:00.000Z',
          },
        }
      : {}),
  };
}

describe('discounts given', () => {
  it('by preset, by cashier and by approving manager, most cents first', () => {
    const report = discountsReport([
      discountedSale(SAM, [{ unitPrice: 500, quantity: 2 }], [staffHalf], MANAGER),
      discountedSale(ALEX, [{ unitPrice: 450, quantity: 1, discounts: [regular] }]),
      discountedSale(ALEX, [{ unitPrice: 450, quantity: 1 }], [remake(100)]),
      {
        ...discountedSale(SAM, [{ unitPrice: 500, quantity: 1 }], [staffHalf], MANAGER),
        deletedAt: '2026-03-03T00:00:00.000Z',
      },
    ]);
    expect(report.byDiscount).toEqual([
      { key: STAFF, name: 'Staff 50%', count: 1, cents: 500 },
      { key: 'open:Open discount', name: 'Open discount', count: 1, cents: 100 },
      { key: REGULAR, name: 'Regular 10%', count: 1, cents: 45 },
    ]);
    expect(report.total).toEqual({ count: 3, cents: 645 });
    expect(report.byStaff).toEqual(
      new Map([
        [SAM, { count: 1, cents: 500 }],
        [ALEX, { count: 2, cents: 145 }],
      ]),
    );
    expect(report.byApprover).toEqual(new Map([[MANAGER, { count: 1, cents: 500 }]]));
  });

  it('the sales figures count them: net = gross − discounts = taken − tax, and they add up to the report', () => {
    const choice = fc.oneof(
      fc.integer({ min: 0, max: 100_000 }).map((value): DiscountChoice => ({ ...regular, value })),
      fc.integer({ min: 1, max: 3_000 }).map(remake),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            lines: fc.array(
              fc.record({
                unitPrice: fc.integer({ min: 0, max: 3_000 }),
                quantity: fc.integer({ min: 1, max: 4 }),
                discounts: fc.array(choice, { maxLength: 2 }),
              }),
              { minLength: 1, maxLength: 3 },
            ),
            saleDiscounts: fc.array(choice, { maxLength: 2 }),
          }),
          { maxLength: 10 },
        ),
        (specs) => {
          const sales: ReportSale[] = specs.map((spec) =>
            discountedSale(SAM, spec.lines, spec.saleDiscounts),
          );
          const figures = emptyFigures();
          for (const one of sales) addSale(figures, one, 9);
          const net = figures.gross - figures.lineDiscounts - figures.saleDiscounts;
          expect(net).toBe(figures.taken - figures.tax);
          const revenue = [...figures.byProduct.values()].reduce((sum, line) => sum + line.revenue, 0);
          expect(revenue - figures.saleDiscounts).toBe(net);
          expect(discountsReport(sales).total.cents).toBe(
            cents(figures.lineDiscounts + figures.saleDiscounts),
          );
        },
      ),
    );
  });
});
