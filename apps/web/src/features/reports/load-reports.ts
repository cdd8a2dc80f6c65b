import {
  type BusinessDay,
  businessDay,
  type DayRange,
  DEFAULT_CURRENCY,
  expensesReport,
  previousPeriod,
  type ReportTables,
  type SalesFigures,
  salesReport,
} from '@cafe/domain';
import { fromFiguresRow } from '../../data/daily-totals/daily-figures';
import { dailyTotalsTables, storeTimeZone, totalsTimeZone } from '../../data/daily-totals/daily-totals';
import type { CafeDb } from '../../data/db';
import { type ReportSelection, selectedRange } from './report-selection';

export interface ReportsData {
  timeZone: string;
  currency: string;
  today: BusinessDay;
  range: DayRange;
  previous: DayRange;
  tables: ReportTables;
  /** The day figures were counted in another zone than the store's: they must be rebuilt before they are right. */
  figuresStale: boolean;
}

export type ReportsRead =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'invalid'; message: string }
  | { state: 'ready'; data: ReportsData };

/**
 * Every report of a range and the period before it, by indexes only: one stored row per business day (the day
 * figures every sale write keeps), the catalogue's categories from the products' category index (no product row
 * is read whole), the users, and the expenses dated in the two periods. No read grows with the number of sales.
 */
export async function loadReports(db: CafeDb, selection: ReportSelection, now: Date): Promise<ReportsRead> {
  const tables = dailyTotalsTables(db);
  const timeZone = await storeTimeZone(tables);
  const counted = await totalsTimeZone(tables);
  const today = businessDay(now, timeZone);
  const chosen = selectedRange(selection, today);
  if (!chosen.ok) return { state: 'invalid', message: chosen.message };
  const range = chosen.range;
  const previous = previousPeriod(range);

  const [rows, categories, productIds, users, expenses, settings] = await Promise.all([
    db.dailyFigures.where('day').between(previous.first, range.last, true, true).toArray(),
    db.products.orderBy('category').keys(),
    db.products.orderBy('category').primaryKeys(),
    db.users.toArray(),
    db.expenses.where('date').between(previous.first, range.last, true, true).toArray(),
    db.settings.toCollection().first(),
  ]);
  const days = new Map<BusinessDay, SalesFigures>(rows.map((row) => [row.day, fromFiguresRow(row)]));
  const catalogue = {
    products: productIds.map((id, index) => ({ id, category: String(categories[index] ?? '') })),
    users: users.map((user) => ({ id: user.id, name: user.name })),
  };
  return {
    state: 'ready',
    data: {
      timeZone,
      currency: settings?.currency ?? DEFAULT_CURRENCY,
      today,
      range,
      previous,
      tables: {
        current: salesReport(days, range, catalogue),
        previous: salesReport(days, previous, catalogue),
        expenses: expensesReport(expenses, range),
        previousExpenses: expensesReport(expenses, previous),
      },
      figuresStale: counted !== undefined && counted !== timeZone,
    },
  };
}
