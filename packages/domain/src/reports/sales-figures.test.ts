import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cents } from '../money.js';
import { priceSale } from '../sale-pricing.js';
import { addSale, emptyFigures, figuresByDay } from './sales-figures.js';
import { salesReport } from './sales-report.js';
import { ALEX, CATALOGUE, GONE, LATTE, MUG, SAM, SCONE, sale, ZONE } from './sample-sales-test-kit.js';

const lineArb = fc.record({
  productId: fc.constantFrom(LATTE, SCONE, MUG, GONE),
  productName: fc.constantFrom('Latte', 'Scone', 'Mug'),
  quantity: fc.integer({ min: 1, max: 5 }),
  unitPrice: fc.integer({ min: 0, max: 5_000 }),
  discountShare: fc.integer({ min: 0, max: 100 }),
});

const saleArb = fc
  .record({
    at: fc.integer({ min: Date.UTC(2026, 2, 1), max: Date.UTC(2026, 2, 31) }),
    lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
    paymentMethod: fc.constantFrom('cash', 'credit_card', 'debit_card', 'mobile_payment', 'voucher'),
    createdBy: fc.constantFrom(ALEX, SAM, 'unknown'),
    saleDiscountShare: fc.integer({ min: 0, max: 100 }),
    deleted: fc.boolean(),
  })
  .map(({ at, lines, paymentMethod, createdBy, saleDiscountShare, deleted }) => {
    const priced = lines.map((line) => ({
      productId: line.productId,
      productName: line.productName,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: Math.floor((line.quantity * line.unitPrice * line.discountShare) / 100),
    }));
    const before = priceSale({
      lines: priced.map((line) => ({
        ...line,
        unitPrice: line.unitPrice as Cents,
        discount: line.discount as Cents,
      })),
      taxRateMilliPercent: 8250,
    });
    const discount = Math.floor(((before.subtotal + before.tax) * saleDiscountShare) / 100);
    return sale(
      new Date(at).toISOString(),
      priced,
      paymentMethod,
      createdBy,
      discount,
      deleted ? new Date(at).toISOString() : null,
    );
  });

describe('every breakdown reconciles', () => {
  it('Σ by day = Σ by payment = Σ by staff = Σ by hour = taken; Σ product revenue − sale discounts = net', () => {
    fc.assert(
      fc.property(fc.array(saleArb, { maxLength: 40 }), (sales) => {
        const range = { first: '2026-02-28', last: '2026-03-31', days: 32 };
        const report = salesReport(figuresByDay(sales, ZONE), range, CATALOGUE);
        const live = sales.filter((one) => one.deletedAt === null);
        const taken = live.reduce((sum, one) => sum + one.total, 0);
        const tax = live.reduce((sum, one) => sum + one.tax, 0);
        const sum = <T>(lines: T[], of: (line: T) => number) =>
          lines.reduce((total, line) => total + of(line), 0);
        expect(report.summary.taken).toBe(taken);
        expect(report.summary.count).toBe(live.length);
        expect(report.summary.net).toBe(taken - tax);
        expect(report.summary.net + report.summary.tax).toBe(report.summary.taken);
        for (const lines of [report.byDay, report.byPayment, report.byStaff, report.byHour]) {
          expect(sum<{ taken: number }>(lines, (line) => line.taken)).toBe(taken);
          expect(sum<{ count: number }>(lines, (line) => line.count)).toBe(live.length);
        }
        expect(sum(report.byProduct, (line) => line.revenue) - report.saleDiscounts).toBe(report.summary.net);
        expect(sum(report.byCategory, (line) => line.revenue)).toBe(
          sum(report.byProduct, (line) => line.revenue),
        );
      }),
      { numRuns: 100 },
    );
  });

  it('taking a sale away again leaves the figures as they were', () => {
    fc.assert(
      fc.property(fc.array(saleArb, { maxLength: 10 }), saleArb, (sales, extra) => {
        const live = { ...extra, deletedAt: null };
        const figures = emptyFigures();
        for (const one of sales) addSale(figures, one, 9);
        const before = structuredClone(figures);
        addSale(figures, live, 9);
        addSale(figures, live, 9, -1);
        expect(figures.count).toBe(before.count);
        expect(figures.taken).toBe(before.taken);
        expect([...figures.byPayment]).toEqual([...before.byPayment]);
        expect([...figures.byStaff]).toEqual([...before.byStaff]);
        expect([...figures.byHour]).toEqual([...before.byHour]);
        expect([...figures.byProduct].map(([id, line]) => [id, line.quantity, line.revenue])).toEqual(
          [...before.byProduct].map(([id, line]) => [id, line.quantity, line.revenue]),
        );
      }),
      { numRuns: 100 },
    );
  });
});
