/**
 * Every reader of a sale's payment reads its legs (issue 33, Deliver 3 and 4): a split sale counts under each method
 * by its amount, tips are beside the takings and never in them, and the cash-up expects the cash tips in the drawer.
 * Figures are worked out by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import { reconcileCashup } from './cashup-reconciliation.js';
import { type ZReportSale, zReport } from './cashup-z-report.js';
import { dashboardFigures } from './dashboard.js';
import { CASHUP_AMOUNT_FIELDS, type Cashup, type CashupAmountField } from './entities/cashup.js';
import type { SalePayment } from './entities/sale-payments.js';
import { type Cents, cents } from './money.js';
import { expensesReport } from './reports/expenses-report.js';
import { reportSectionTable, saleLineRows, summaryFigures } from './reports/report-csv.js';
import { figuresByDay } from './reports/sales-figures.js';
import { salesReport } from './reports/sales-report.js';

const ZONE = 'UTC';
const DAY = '2026-06-10';
const ALEX = '00000000-0000-4000-8000-0000000000a1';
const LATTE = { id: 'line-0', productId: '00000000-0000-4000-8000-00000000000a', productName: 'Latte' };
const c = cents;

function sale(soldAt: string, total: number, tax: number, payments?: SalePayment[]): ZReportSale {
  const methods = new Set(payments?.map((leg) => leg.method));
  return {
    soldAt,
    createdAt: soldAt,
    paymentMethod:
      payments === undefined ? 'cash' : methods.size === 1 ? ([...methods][0] ?? 'cash') : 'split',
    ...(payments === undefined ? {} : { payments }),
    createdBy: ALEX,
    deletedAt: null,
    items: [{ ...LATTE, quantity: 1, unitPrice: c(total - tax) }],
    tax: c(tax),
    total: c(total),
  };
}

const SALES: ZReportSale[] = [
  // $15.40: $10 cash (a $20 note, $10 change), the rest on card with a $1.00 tip.
  sale('2026-06-10T09:00:00.000Z', 1_540, 140, [
    { method: 'cash', amount: c(1_000), tendered: c(2_000), change: c(1_000) },
    { method: 'credit_card', amount: c(540), tip: c(100) },
  ]),
  // $5.00 all cash with a $0.50 cash tip.
  sale('2026-06-10T10:00:00.000Z', 500, 45, [{ method: 'cash', amount: c(500), tip: c(50) }]),
  // An old sale with no legs: one cash leg of its total.
  sale('2026-06-10T11:00:00.000Z', 300, 27),
];

describe('the readers of a split sale', () => {
  const figures = figuresByDay(SALES, ZONE);
  const report = salesReport(figures, { first: DAY, last: DAY, days: 1 }, { products: [], users: [] });

  it('counts each leg under its method by its amount; tips apart, not taken', () => {
    // Cash: 1000 + 500 + 300 = 1800; card: 540. Taken 2340 = Σ totals. Tips: cash 50, card 100.
    expect(report.byPayment).toEqual([
      { paymentMethod: 'cash', label: 'Cash', count: 3, taken: 1_800, tips: 50 },
      { paymentMethod: 'credit_card', label: 'Credit Card', count: 0, taken: 540, tips: 100 },
    ]);
    expect(report.summary).toMatchObject({ count: 3, taken: 2_340, tax: 212, tips: 150 });
    expect(report.byDay).toEqual([{ day: DAY, count: 3, taken: 2_340, tips: 150 }]);
  });

  it("the reports' summary and their CSV show tips by day and by method, beside the takings", () => {
    const range = { first: DAY, last: DAY, days: 1 };
    const before = { first: '2026-06-09', last: '2026-06-09', days: 1 };
    const tables = {
      current: report,
      previous: salesReport(figures, before, { products: [], users: [] }),
      expenses: expensesReport([], range),
      previousExpenses: expensesReport([], before),
    };
    expect(summaryFigures(tables).find((figure) => figure.label === 'Tips')).toEqual({
      label: 'Tips',
      current: 150,
      previous: 0,
      money: true,
    });
    // Total taken stays Σ totals: the tips are in no other figure.
    expect(summaryFigures(tables).find((figure) => figure.label === 'Total taken')?.current).toBe(2_340);
    const byDay = reportSectionTable('byDay', tables);
    expect(byDay.header.at(-1)).toBe('Tips');
    expect(byDay.rows).toEqual([[DAY, '3', '23.40', '2026-06-09', '0', '0.00', '1.50']]);
    expect(reportSectionTable('byPayment', tables).rows).toEqual([
      ['Cash', '3', '18.00', '0.00', '0.50'],
      ['Credit Card', '0', '5.40', '0.00', '1.00'],
    ]);
  });

  it('the dashboard doughnut splits the sale by method and leaves tips out of sales', () => {
    const totals = report.byPayment.map((line) => ({
      day: DAY,
      paymentMethod: line.paymentMethod,
      count: line.count,
      total: line.taken,
      tips: line.tips,
    }));
    const dashboard = dashboardFigures({
      totals,
      today: DAY,
      period: 'today',
      allExpenses: c(0),
      pendingOrders: 0,
    });
    expect(dashboard.sales).toBe(2_340);
    expect(dashboard.orders).toBe(3);
    expect(dashboard.paymentMethods.map((slice) => [slice.label, slice.total])).toEqual([
      ['Cash', 1_800],
      ['Credit Card', 540],
    ]);
  });

  it('the cash-up expects the cash sales and the cash tips in the drawer; card tips are not counted there', () => {
    const zero = Object.fromEntries(CASHUP_AMOUNT_FIELDS.map((field) => [field, c(0)])) as Record<
      CashupAmountField,
      Cents
    >;
    const lines = reconcileCashup({
      day: DAY,
      dailyTotals: [
        { day: DAY, paymentMethod: 'cash', count: 3, total: c(1_800), tips: c(50) },
        { day: DAY, paymentMethod: 'credit_card', count: 0, total: c(540), tips: c(100) },
      ],
      expenses: [],
      counted: { ...zero, morningShiftCash: c(1_850), fcaCreditCardTransactions: c(540) },
    });
    expect(lines.map((line) => [line.group, line.recorded, line.variance])).toEqual([
      ['cash', 1_850, 0],
      ['cards', 540, 0],
      ['mobile', 0, 0],
      ['tillExpenses', 0, 0],
    ]);
  });

  it('the Z report shows tips by method and agrees with the cash-up', () => {
    const cashup: Cashup = {
      id: 'kept',
      storeId: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
      createdAt: '2026-06-10T22:00:00.000Z',
      updatedAt: '2026-06-10T22:00:00.000Z',
      version: 1,
      deletedAt: null,
      date: DAY,
      ...(Object.fromEntries(CASHUP_AMOUNT_FIELDS.map((field) => [field, c(0)])) as Record<
        CashupAmountField,
        Cents
      >),
      morningShiftCash: c(1_850),
      fcaCreditCardTransactions: c(540),
      gaapCashTotal: c(1_850),
      dailyGrandTotal: c(2_390),
      notes: null,
      createdBy: ALEX,
      status: 'submitted',
      approvedBy: null,
      approvedAt: null,
    };
    const z = zReport({
      day: DAY,
      timeZone: ZONE,
      sales: SALES,
      expenses: [],
      reports: [cashup],
      catalogue: { products: [], users: [] },
    });
    expect(z.summary.tips).toBe(150);
    expect(z.byPayment.map((line) => [line.label, line.taken, line.tips])).toEqual([
      ['Cash', 1_800, 50],
      ['Credit Card', 540, 100],
    ]);
    expect(z.cashup?.reconciliation.find((line) => line.group === 'cash')).toMatchObject({
      recorded: 1_850,
      variance: 0,
    });
  });

  it('the sale-lines export names both methods with their amounts', () => {
    const rows = saleLineRows(
      SALES.map((row, index) => ({
        ...row,
        id: `sale-${index}`,
        storeId: 'store',
        updatedAt: row.createdAt,
        version: 1,
        subtotal: c(row.total - row.tax),
        paymentStatus: 'completed' as const,
      })),
      {
        clock: () => ({ day: DAY, hour: 9 }),
        timeOf: () => '09:00',
        categories: new Map(),
        names: new Map(),
      },
    );
    expect(rows.map((row) => row[9])).toEqual(['Cash $10.00 + Credit Card $5.40', 'Cash', 'Cash']);
  });
});
