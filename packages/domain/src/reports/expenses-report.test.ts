import { describe, expect, it } from 'vitest';
import { type Cents, cents } from '../money.js';
import { expensesReport, salesMinusExpenses } from './expenses-report.js';
import { RANGE } from './sample-sales-test-kit.js';

describe('expensesReport', () => {
  const expense = (amount: number, category: string, date: string, deletedAt: string | null = null) => ({
    amount: amount as Cents,
    category,
    date,
    deletedAt,
  });
  it('sums live expenses of the range by category, in the usual order', () => {
    const report = expensesReport(
      [
        expense(1500, 'utilities', '2026-03-02'),
        expense(4750, 'inventory', '2026-03-04'),
        expense(250, 'inventory', '2026-03-03'),
        expense(9999, 'inventory', '2026-03-03', '2026-03-05T00:00:00.000Z'),
        expense(800, 'rent', '2026-03-05'), // after the range
        expense(100, 'inventory', '2026-03-01'), // before it
      ],
      RANGE,
    );
    expect(report).toEqual({
      count: 3,
      total: 6500,
      byCategory: [
        { category: 'inventory', label: 'Inventory', count: 2, amount: 5000 },
        { category: 'utilities', label: 'Utilities', count: 1, amount: 1500 },
      ],
    });
    expect(salesMinusExpenses(cents(3391), report.total)).toBe(-3109);
  });
});
