import {
  businessDay,
  type Cents,
  cents,
  type DashboardFigures,
  type DashboardPeriod,
  DEFAULT_CURRENCY,
  dashboardFigures,
  firstDayNeeded,
  PENDING_CUSTOM_ORDER_STATUSES,
  PENDING_MOBILE_ORDER_STATUSES,
  periodRange,
  RECENT_SALES_LIMIT,
  type Sale,
} from '@cafe/domain';
import { dailyTotalsTables, storeTimeZone, totalsTimeZone } from '../../data/daily-totals/daily-totals';
import type { CafeDb } from '../../data/db';

export interface DashboardData {
  timeZone: string;
  currency: string;
  today: string;
  figures: DashboardFigures;
  /** The newest sales, newest first, whatever the period: what just happened at the till. */
  recent: Sale[];
  /** The totals were counted in another zone than the store's: they must be rebuilt before they are right. */
  totalsStale: boolean;
}

const live = (row: { deletedAt: string | null }) => row.deletedAt === null;

/**
 * Everything the dashboard shows, by indexes only: the daily totals of the days it needs, the 5 newest sales
 * (createdAt, reverse), the pending orders by status, and the expenses (few, summed with a cursor).
 * No read grows with the number of sales.
 */
export async function loadDashboard(db: CafeDb, period: DashboardPeriod, now: Date): Promise<DashboardData> {
  const tables = dailyTotalsTables(db);
  const timeZone = await storeTimeZone(tables);
  const counted = await totalsTimeZone(tables);
  const today = businessDay(now, timeZone);
  const range = periodRange(period, today);

  const [totals, recent, mobilePending, customPending, settings] = await Promise.all([
    db.dailyTotals.where('day').between(firstDayNeeded(period, today), range.last, true, true).toArray(),
    db.sales.orderBy('soldAt').reverse().filter(live).limit(RECENT_SALES_LIMIT).toArray(),
    db.mobileOrders
      .where('status')
      .anyOf([...PENDING_MOBILE_ORDER_STATUSES])
      .filter(live)
      .count(),
    db.customOrders
      .where('status')
      .anyOf([...PENDING_CUSTOM_ORDER_STATUSES])
      .filter(live)
      .count(),
    db.settings.toCollection().first(),
  ]);
  let expenses = 0;
  await db.expenses.each((expense) => {
    if (live(expense)) expenses += expense.amount;
  });
  const allExpenses: Cents = cents(expenses);

  return {
    timeZone,
    currency: settings?.currency ?? DEFAULT_CURRENCY,
    today,
    figures: dashboardFigures({
      totals,
      today,
      period,
      allExpenses,
      pendingOrders: mobilePending + customPending,
    }),
    recent,
    totalsStale: counted === undefined ? recent.length > 0 : counted !== timeZone,
  };
}
