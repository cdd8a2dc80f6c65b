import { describe, expect, it } from 'vitest';
import type { Cents } from '../money.js';
import { priceSale } from '../sale-pricing.js';
import { expensesReport, type ReportTables } from './expenses-report.js';
import { previousLines } from './previous-lines.js';
import { reportSectionTable } from './report-csv.js';
import { figuresByDay, type ReportSale } from './sales-figures.js';
import { salesReport } from './sales-report.js';

const ZONE = 'UTC';
const LATTE = '00000000-0000-4000-8000-00000000000a';
const ALEX = '00000000-0000-4000-8000-0000000000a1';
const CATALOGUE = {
  products: [{ id: LATTE, category: 'beverages' }],
  users: [{ id: ALEX, name: 'Alex Admin' }],
};

/** Lattes at 4.00, untaxed, so each total is plain to read. */
function lattes(soldAt: string, quantity: number): ReportSale {
  const items = [{ id: 'item', productId: LATTE, productName: 'Latte', quantity, unitPrice: 400 as Cents }];
  const price = priceSale({ lines: items, taxRateMilliPercent: 0 });
  return {
    soldAt,
    items,
    paymentMethod: 'cash',
    createdBy: ALEX,
    deletedAt: null,
    tax: price.tax,
    total: price.total,
  };
}

// This week: Mon 9 and Wed 11 March; last week: Mon 2 (twice, one at 08:00) and Tue 3 March.
const days = figuresByDay(
  [
    lattes('2026-03-09T09:15:00.000Z', 1),
    lattes('2026-03-11T10:00:00.000Z', 2),
    lattes('2026-03-02T08:00:00.000Z', 3),
    lattes('2026-03-02T09:30:00.000Z', 1),
    lattes('2026-03-03T09:00:00.000Z', 5),
  ],
  ZONE,
);
const thisWeek = { first: '2026-03-09', last: '2026-03-15', days: 7 };
const lastWeek = { first: '2026-03-02', last: '2026-03-08', days: 7 };
const tables: ReportTables = {
  current: salesReport(days, thisWeek, CATALOGUE),
  previous: salesReport(days, lastWeek, CATALOGUE),
  expenses: expensesReport([], thisWeek),
  previousExpenses: expensesReport([], lastWeek),
};

describe('the previous period beside each line', () => {
  it("pairs each day with the previous period's day at the same position", () => {
    const before = previousLines(tables);
    expect(before.day(0)).toEqual({ day: '2026-03-02', count: 2, taken: 1600, tips: 0 });
    expect(before.day(1)).toEqual({ day: '2026-03-03', count: 1, taken: 2000, tips: 0 });
    expect(before.day(7)).toBeUndefined();
    expect(reportSectionTable('byDay', tables).rows.slice(0, 3)).toEqual([
      ['2026-03-09', '1', '4.00', '2026-03-02', '2', '16.00', '0.00'],
      ['2026-03-10', '0', '0.00', '2026-03-03', '1', '20.00', '0.00'],
      ['2026-03-11', '1', '8.00', '2026-03-04', '0', '0.00', '0.00'],
    ]);
  });

  it('pairs hours, products, payment methods and staff by their key', () => {
    const before = previousLines(tables);
    expect(before.hour(9)).toEqual({ hour: 9, count: 2, taken: 2400 });
    expect(before.product(LATTE)).toMatchObject({ quantity: 9, revenue: 3600 });
    expect(before.payment('cash')).toMatchObject({ count: 3, taken: 3600 });
    expect(before.staff(ALEX)).toMatchObject({ count: 3, taken: 3600 });
    expect(before.category('beverages')).toMatchObject({ quantity: 9, revenue: 3600 });
    expect(reportSectionTable('byHour', tables).rows[8]).toEqual(['08:00–09:00', '0', '0.00', '1', '12.00']);
    expect(reportSectionTable('byProduct', tables).rows).toEqual([
      ['Latte', 'Beverages', '3', '12.00', '9', '36.00'],
    ]);
  });

  it('answers the same lookups for the same tables without rebuilding them', () => {
    expect(previousLines(tables)).toBe(previousLines(tables));
  });
});
