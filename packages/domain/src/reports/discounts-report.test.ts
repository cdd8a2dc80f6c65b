import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DiscountChoice, forPricing, withDiscountCents } from '../entities/discount-rules.js';
import { type Cents, cents } from '../money.js';
import { priceSale } from '../sale-pricing.js';
import { discountsReport } from './discounts-report.js';
import { expensesReport } from './expenses-report.js';
import { reportSectionTable } from './report-csv.js';
import { addSale, emptyFigures, figuresByDay, mergeFigures, type ReportSale } from './sales-figures.js';
import { salesReport } from './sales-report.js';
import { ALEX, CATALOGUE, LATTE, SAM } from './sample-sales-test-kit.js';

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

describe('discounts given in the reports', () => {
  const sales = [
    discountedSale(SAM, [{ unitPrice: 500, quantity: 2 }], [staffHalf], MANAGER),
    discountedSale(ALEX, [{ unitPrice: 450, quantity: 1, discounts: [regular] }]),
    discountedSale(ALEX, [{ unitPrice: 450, quantity: 1 }], [remake(100)]),
    {
      ...discountedSale(SAM, [{ unitPrice: 450, quantity: 1, discounts: [regular] }]),
      soldAt: '2026-03-03T15:00:00.000Z',
    },
  ];
  const DAY = { first: '2026-03-02', last: '2026-03-03', days: 2 };
  const catalogue = { ...CATALOGUE, users: [...CATALOGUE.users, { id: MANAGER, name: 'Morgan Manager' }] };

  it('are kept in the day figures and summed over a range as the sales give them', () => {
    const days = figuresByDay(sales, 'UTC');
    const report = salesReport(days, DAY, catalogue);
    expect(report.discounts).toEqual(discountsReport(sales));
    expect(report.discounts.byDiscount).toEqual([
      { key: STAFF, name: 'Staff 50%', count: 1, cents: 500 },
      { key: 'open:Open discount', name: 'Open discount', count: 1, cents: 100 },
      { key: REGULAR, name: 'Regular 10%', count: 2, cents: 90 },
    ]);
    // The manager approved Sam's discount: one line each, most given first.
    expect(report.discountsByPerson).toEqual([
      { userId: SAM, name: 'Sam Staff', given: { count: 2, cents: 545 }, approved: { count: 0, cents: 0 } },
      { userId: ALEX, name: 'Alex Admin', given: { count: 2, cents: 145 }, approved: { count: 0, cents: 0 } },
      {
        userId: MANAGER,
        name: 'Morgan Manager',
        given: { count: 0, cents: 0 },
        approved: { count: 1, cents: 500 },
      },
    ]);
    // One day alone has only its own.
    const second = salesReport(days, { first: '2026-03-03', last: '2026-03-03', days: 1 }, catalogue);
    expect(second.discounts.total).toEqual({ count: 1, cents: 45 });
  });

  it('a sale taken away again (−1) leaves nothing behind', () => {
    const figures = emptyFigures();
    for (const one of sales) addSale(figures, one, 9);
    for (const one of sales) addSale(figures, one, 9, -1);
    expect(figures.discountsGiven).toEqual(emptyFigures().discountsGiven);
    const merged = emptyFigures();
    for (const one of figuresByDay(sales, 'UTC').values()) mergeFigures(merged, one);
    expect(discountsReport(sales).byStaff).toEqual(merged.discountsGiven.byStaff);
  });

  it('export as CSV: by discount, and by person with what they approved', () => {
    const days = figuresByDay(sales, 'UTC');
    const before = { first: '2026-02-28', last: '2026-03-01', days: 2 };
    const tables = {
      current: salesReport(days, DAY, catalogue),
      previous: salesReport(days, before, catalogue),
      expenses: expensesReport([], DAY),
      previousExpenses: expensesReport([], before),
    };
    expect(reportSectionTable('discounts', tables)).toEqual({
      header: ['Discount', 'Times given', 'Amount'],
      rows: [
        ['Staff 50%', '1', '5.00'],
        ['Open discount', '1', '1.00'],
        ['Regular 10%', '2', '0.90'],
      ],
    });
    expect(reportSectionTable('discountsByStaff', tables)).toEqual({
      header: ['Staff member', 'Discounts given', 'Amount given', 'Discounts approved', 'Amount approved'],
      rows: [
        ['Sam Staff', '2', '5.45', '0', '0.00'],
        ['Alex Admin', '2', '1.45', '0', '0.00'],
        ['Morgan Manager', '0', '0.00', '1', '5.00'],
      ],
    });
  });
});
