import { describe, expect, it } from 'vitest';
import {
  type DailyTotal,
  dailySeries,
  dashboardFigures,
  estimatedExpenses,
  estimatedRevenue,
  firstDayNeeded,
  percentChange,
  periodRange,
  previousRange,
  salesByPaymentMethod,
  sumTotals,
} from './dashboard.js';
import { type Cents, cents } from './money.js';

const row = (day: string, paymentMethod: string, count: number, total: number): DailyTotal => ({
  day,
  paymentMethod,
  count,
  total: total as Cents,
});

describe('percentChange', () => {
  it('is the change from the previous figure in percent', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(100, 100)).toBe(0);
  });

  it('is 0 when yesterday is zero (spec §9)', () => {
    expect(percentChange(1234, 0)).toBe(0);
    expect(percentChange(0, 0)).toBe(0);
  });
});

describe('estimated expenses and revenue', () => {
  it('spreads all expenses over 30 days, rounded to the cent', () => {
    // 475.50 + 325.75 + 150.00 = 951.25; / 30 = 31.7083 → 31.71
    expect(estimatedExpenses(cents(95_125))).toBe(3171);
    // 7 days: 95125 × 7 / 30 = 22195.83 → 221.96, rounded once
    expect(estimatedExpenses(cents(95_125), 7)).toBe(22_196);
    // a half cent rounds up: 45 / 30 = 1.5 → 2
    expect(estimatedExpenses(cents(45))).toBe(2);
    expect(estimatedExpenses(cents(0))).toBe(0);
  });

  it("is today's sales minus the estimated daily expenses, negative without sales", () => {
    expect(estimatedRevenue(cents(10_000), cents(3171))).toBe(6829);
    expect(estimatedRevenue(cents(0), cents(3171))).toBe(-3171);
  });
});

describe('periods', () => {
  it('maps each choice to inclusive business days', () => {
    expect(periodRange('today', '2026-03-14')).toEqual({ first: '2026-03-14', last: '2026-03-14', days: 1 });
    expect(periodRange('yesterday', '2026-03-01')).toEqual({
      first: '2026-02-28',
      last: '2026-02-28',
      days: 1,
    });
    expect(periodRange('last7', '2026-03-14')).toEqual({ first: '2026-03-08', last: '2026-03-14', days: 7 });
    expect(periodRange('last30', '2026-03-14')).toEqual({
      first: '2026-02-13',
      last: '2026-03-14',
      days: 30,
    });
  });

  it('compares with the same number of days just before', () => {
    expect(previousRange(periodRange('today', '2026-03-14'))).toEqual({
      first: '2026-03-13',
      last: '2026-03-13',
      days: 1,
    });
    expect(previousRange(periodRange('last7', '2026-03-14'))).toEqual({
      first: '2026-03-01',
      last: '2026-03-07',
      days: 7,
    });
  });

  it('knows the first day of totals it needs', () => {
    expect(firstDayNeeded('today', '2026-03-14')).toBe('2026-03-08'); // the 7-day trend
    expect(firstDayNeeded('last7', '2026-03-14')).toBe('2026-03-01'); // the previous 7 days
    expect(firstDayNeeded('last30', '2026-03-14')).toBe('2026-01-14'); // the previous 30 days
  });
});

describe('totals, series and slices', () => {
  const rows = [
    row('2026-03-13', 'cash', 1, 500),
    row('2026-03-14', 'cash', 2, 1000),
    row('2026-03-14', 'credit_card', 1, 750),
    row('2026-03-14', 'voucher', 1, 200),
    row('2026-03-14', 'bitcoin', 1, 100),
    row('2026-03-14', 'debit_card', 0, 0),
  ];

  it('sums a range', () => {
    expect(sumTotals(rows, periodRange('today', '2026-03-14'))).toEqual({ count: 5, total: 2050 }); // 2+1+1+1+0 sales; 1000+750+200+100+0
    expect(sumTotals(rows, periodRange('yesterday', '2026-03-14'))).toEqual({ count: 1, total: 500 });
  });

  it('fills days without sales with zero', () => {
    expect(dailySeries(rows, ['2026-03-12', '2026-03-13', '2026-03-14'])).toEqual([
      { day: '2026-03-12', count: 0, total: 0 },
      { day: '2026-03-13', count: 1, total: 500 },
      { day: '2026-03-14', count: 5, total: 2050 },
    ]);
  });

  it('gives every other stored payment method its own slice, after the known ones', () => {
    expect(salesByPaymentMethod(rows, periodRange('today', '2026-03-14'))).toEqual([
      { paymentMethod: 'cash', label: 'Cash', count: 2, total: 1000 },
      { paymentMethod: 'credit_card', label: 'Credit Card', count: 1, total: 750 },
      { paymentMethod: 'bitcoin', label: 'bitcoin', count: 1, total: 100 },
      { paymentMethod: 'voucher', label: 'voucher', count: 1, total: 200 },
    ]);
  });
});

describe('dashboardFigures', () => {
  const totals = [
    row('2026-03-06', 'cash', 1, 9999), // before the trend window: never counted for today
    row('2026-03-08', 'cash', 1, 300),
    row('2026-03-13', 'cash', 2, 800),
    row('2026-03-14', 'cash', 1, 450),
    row('2026-03-14', 'mobile_payment', 2, 750),
  ];

  it('computes the cards and charts for today', () => {
    const figures = dashboardFigures({
      totals,
      today: '2026-03-14',
      period: 'today',
      allExpenses: cents(95_125),
      pendingOrders: 3,
    });
    expect(figures.sales).toBe(1200); // 450 + 750
    expect(figures.previousSales).toBe(800);
    expect(figures.change).toBe(50); // (1200 − 800) / 800
    expect(figures.orders).toBe(3); // 1 + 2
    expect(figures.pendingOrders).toBe(3);
    expect(figures.estimatedExpenses).toBe(3171);
    expect(figures.revenue).toBe(-1971); // 1200 − 3171
    expect(figures.trend.map((point) => point.total)).toEqual([300, 0, 0, 0, 0, 800, 1200]);
    expect(figures.trend[0]?.day).toBe('2026-03-08');
    expect(figures.paymentMethods.map((slice) => [slice.label, slice.total])).toEqual([
      ['Cash', 450],
      ['Mobile', 750],
    ]);
  });

  it('moves the cards and ends the trend on yesterday when asked for yesterday', () => {
    const figures = dashboardFigures({
      totals,
      today: '2026-03-14',
      period: 'yesterday',
      allExpenses: cents(0),
      pendingOrders: 0,
    });
    expect(figures.sales).toBe(800);
    expect(figures.change).toBe(0); // nothing on the 12th
    expect(figures.trend.at(-1)).toEqual({ day: '2026-03-13', count: 2, total: 800 });
    expect(figures.trend).toHaveLength(7);
  });

  it('shows 30 bars for the last 30 days', () => {
    const figures = dashboardFigures({
      totals,
      today: '2026-03-14',
      period: 'last30',
      allExpenses: cents(95_125),
      pendingOrders: 0,
    });
    expect(figures.trend).toHaveLength(30);
    expect(figures.sales).toBe(9999 + 300 + 800 + 1200);
    expect(figures.estimatedExpenses).toBe(95_125); // 30 thirtieths
  });
});
