/**
 * The dashboard's figures (spec §2 Dashboard, §4, §9), computed from per-day totals so the screen never needs
 * every sale: a day's totals per payment method are all any card or chart reads.
 */
import { addDays, type BusinessDay, daysEndingOn } from './business-day.js';

// The business day rules travel with the dashboard's: one line in the package index exports both.
export * from './business-day.js';

import { salePaymentMethodLabel } from './entities/sale-payments.js';
import { PAYMENT_METHODS } from './entities/sale-rules.js';
import { type Cents, cents, ZERO_CENTS } from './money.js';

/**
 * One business day's sales taken with one payment method. A split sale (issue 33) adds each leg's amount to its
 * method's total and counts once, under its first leg's method, so counts still sum to the day's sales.
 */
export interface DailyTotal {
  day: BusinessDay;
  paymentMethod: string;
  count: number;
  total: Cents;
  /** Tips paid with the method: not in `total` (not revenue); absent on rows counted before tips. */
  tips?: Cents;
}

/** Spec §9: a 7-day trend, 5 recent sales, and expenses spread over 30 days. */
const TREND_DAYS = 7;
export const RECENT_SALES_LIMIT = 5;
const EXPENSE_SPREAD_DAYS = 30;
export const ESTIMATED_DAILY_EXPENSES_LABEL = 'estimated daily expenses';

export const DASHBOARD_PERIODS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const DASHBOARD_PERIOD_LABELS: Readonly<Record<DashboardPeriod, string>> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last7: 'Last 7 days',
  last30: 'Last 30 days',
};

/** Inclusive business days. */
export interface DayRange {
  first: BusinessDay;
  last: BusinessDay;
  days: number;
}

export function periodRange(period: DashboardPeriod, today: BusinessDay): DayRange {
  switch (period) {
    case 'today':
      return { first: today, last: today, days: 1 };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { first: yesterday, last: yesterday, days: 1 };
    }
    case 'last7':
      return { first: addDays(today, -6), last: today, days: 7 };
    case 'last30':
      return { first: addDays(today, -29), last: today, days: 30 };
  }
}

/** The same number of days just before `range`: yesterday for today. */
export function previousRange(range: DayRange): DayRange {
  return { first: addDays(range.first, -range.days), last: addDays(range.first, -1), days: range.days };
}

/** Percent change from `previous` to `current`; 0 when previous is zero (spec §9). */
export function percentChange(current: number, previous: number): number {
  if (previous === 0) return 0;
  return ((current - previous) / previous) * 100;
}

/**
 * Spec §9: a day carries one thirtieth of all expenses, rounded to the cent (half up). A longer period carries
 * `days` thirtieths, rounded once so seven days are not seven roundings.
 */
export function estimatedExpenses(allExpenses: Cents, days = 1): Cents {
  return cents(Math.round((allExpenses * days) / EXPENSE_SPREAD_DAYS));
}

/** Spec §9: the period's sales minus its estimated expenses (negative on a day without sales). */
export function estimatedRevenue(sales: Cents, expenses: Cents): Cents {
  return cents(sales - expenses);
}

const inRange = (row: DailyTotal, range: DayRange) => row.day >= range.first && row.day <= range.last;

export function sumTotals(rows: readonly DailyTotal[], range: DayRange): { count: number; total: Cents } {
  let count = 0;
  let total = 0;
  for (const row of rows) {
    if (!inRange(row, range)) continue;
    count += row.count;
    total += row.total;
  }
  return { count, total: cents(total) };
}

/** Each of `days` with its sales, zero where nothing was sold. */
export function dailySeries(
  rows: readonly DailyTotal[],
  days: readonly BusinessDay[],
): { day: BusinessDay; count: number; total: Cents }[] {
  const byDay = new Map(days.map((day) => [day, { day, count: 0, total: ZERO_CENTS }]));
  for (const row of rows) {
    const entry = byDay.get(row.day);
    if (!entry) continue;
    entry.count += row.count;
    entry.total = cents(entry.total + row.total);
  }
  return [...byDay.values()];
}

export interface PaymentMethodSlice {
  paymentMethod: string;
  label: string;
  count: number;
  total: Cents;
}

/**
 * Sales per payment method over `range`: the four known methods in their usual order, then any other stored
 * value as its own slice (spec §9), alphabetically. Methods without sales are left out.
 */
export function salesByPaymentMethod(rows: readonly DailyTotal[], range: DayRange): PaymentMethodSlice[] {
  const slices = new Map<string, PaymentMethodSlice>();
  for (const row of rows) {
    if (!inRange(row, range) || (row.count === 0 && row.total === 0)) continue;
    const slice = slices.get(row.paymentMethod) ?? {
      paymentMethod: row.paymentMethod,
      label: salePaymentMethodLabel(row.paymentMethod),
      count: 0,
      total: ZERO_CENTS,
    };
    slice.count += row.count;
    slice.total = cents(slice.total + row.total);
    slices.set(row.paymentMethod, slice);
  }
  const known: readonly string[] = PAYMENT_METHODS;
  const rank = (method: string) => {
    const index = known.indexOf(method);
    return index === -1 ? known.length : index;
  };
  return [...slices.values()].sort(
    (a, b) => rank(a.paymentMethod) - rank(b.paymentMethod) || a.paymentMethod.localeCompare(b.paymentMethod),
  );
}

export interface DashboardFigures {
  range: DayRange;
  sales: Cents;
  previousSales: Cents;
  /** Percent, e.g. 12.5 for +12.5%. */
  change: number;
  orders: number;
  pendingOrders: number;
  estimatedExpenses: Cents;
  revenue: Cents;
  /** At least 7 days, ending on the period's last day. */
  trend: { day: BusinessDay; count: number; total: Cents }[];
  paymentMethods: PaymentMethodSlice[];
}

/** Every figure the dashboard shows, from the daily totals that cover the trend and the previous period. */
export function dashboardFigures(input: {
  totals: readonly DailyTotal[];
  today: BusinessDay;
  period: DashboardPeriod;
  allExpenses: Cents;
  pendingOrders: number;
}): DashboardFigures {
  const range = periodRange(input.period, input.today);
  const current = sumTotals(input.totals, range);
  const previous = sumTotals(input.totals, previousRange(range));
  const expenses = estimatedExpenses(input.allExpenses, range.days);
  return {
    range,
    sales: current.total,
    previousSales: previous.total,
    change: percentChange(current.total, previous.total),
    orders: current.count,
    pendingOrders: input.pendingOrders,
    estimatedExpenses: expenses,
    revenue: estimatedRevenue(current.total, expenses),
    trend: dailySeries(input.totals, daysEndingOn(range.last, Math.max(TREND_DAYS, range.days))),
    paymentMethods: salesByPaymentMethod(input.totals, range),
  };
}

/** The first day whose totals `dashboardFigures` reads for a period: the start of the trend or previous period. */
export function firstDayNeeded(period: DashboardPeriod, today: BusinessDay): BusinessDay {
  const range = periodRange(period, today);
  const trendStart = addDays(range.last, -(Math.max(TREND_DAYS, range.days) - 1));
  const previousStart = previousRange(range).first;
  // Days are 'yyyy-mm-dd' text, so the earlier one sorts first.
  return [trendStart, previousStart].sort()[0] ?? previousStart;
}
