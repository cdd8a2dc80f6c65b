import {
  businessDay,
  businessDayRange,
  type Cashup,
  type Cents,
  cents,
  type DailyTotal,
  DEFAULT_CASHUP_VARIANCE_THRESHOLD,
  DEFAULT_CURRENCY,
  duplicateCashupIds,
  isoDateSchema,
  type LateAdjustment,
  lateAdjustment,
  resolveTimeZone,
  type StoreSettingsRow,
  sumCents,
  type TillExpense,
} from '@cafe/domain';
import { dailyTotalsTables, totalsTimeZone } from '../../data/daily-totals/daily-totals';
import type { CafeDb } from '../../data/db';

/** Spec §9: the recent cash-ups table shows 5. */
export const RECENT_CASHUPS_LIMIT = 5;

export interface CashupReportRow extends Cashup {
  creatorName: string;
  /** Not the first report of its business day: flagged for an admin to keep one (never merged). */
  duplicate: boolean;
  /** Its business day has more than one report. */
  dayShared: boolean;
}

export interface CashupOverview {
  timeZone: string;
  currency: string;
  today: string;
  /** Cents; a settings row kept from before the setting existed lacks it, so the default stands in. */
  varianceThreshold: Cents;
  /** Newest business day first, at most RECENT_CASHUPS_LIMIT. */
  recent: CashupReportRow[];
  /** The kept (first) report of today, if any. */
  todaysReport: Cashup | undefined;
  /** What the tills recorded as sold today, all payment methods. */
  todaysSales: Cents;
  /** Reports submitted or approved. */
  completedReports: number;
  /** The daily totals were counted in another zone than the store's: they must be rebuilt before they are right. */
  totalsStale: boolean;
  /** Today's record, read with the rest: the screen opens on today with its figures in the first render. */
  todayRecord: DayRecord;
}

const live = (row: { deletedAt: string | null }) => row.deletedAt === null;

/**
 * The store's settings row: the device's store, else the only one. Both read at once (a device holds its one
 * store's row), so opening a screen waits for one read, not two in a row.
 */
export async function storeSettings(db: CafeDb): Promise<StoreSettingsRow | undefined> {
  const [storeId, rows] = await Promise.all([db.meta.get('storeId'), db.settings.toArray()]);
  return rows.find((row) => row.id === storeId?.value) ?? rows[0];
}

function newestFirst(a: Cashup, b: Cashup): number {
  return b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt);
}

/**
 * Everything the cash-up screen shows beside the form. Reports are one a day, so reading them all stays small;
 * sales are read only through the per-day totals, never sale by sale.
 */
export async function loadCashupOverview(db: CafeDb, now: Date): Promise<CashupOverview> {
  const settings = await storeSettings(db);
  const timeZone = resolveTimeZone(settings?.timeZone);
  const today = businessDay(now, timeZone);
  // The people are read with the reports (a store has few), not after them: one step less before the screen shows.
  const [reports, todayRecord, counted, users] = await Promise.all([
    db.cashups.filter(live).toArray(),
    loadDayRecord(db, today, timeZone),
    totalsTimeZone(dailyTotalsTables(db)),
    db.users.toArray(),
  ]);
  const todaysTotals = todayRecord.dailyTotals;
  // Only a device whose totals were never counted asks whether it holds any sale: one key, never a count (an
  // IndexedDB count walks all 100,000 sales, and this query reruns on every sale written).
  const anySale = counted === undefined && (await db.sales.limit(1).primaryKeys()).length > 0;
  const flagged = duplicateCashupIds(reports);
  const perDay = new Map<string, number>();
  for (const report of reports) perDay.set(report.date, (perDay.get(report.date) ?? 0) + 1);
  const recent = [...reports].sort(newestFirst).slice(0, RECENT_CASHUPS_LIMIT);
  const names = new Map(users.map((user) => [user.id, user.name] as const));

  return {
    timeZone,
    currency: settings?.currency ?? DEFAULT_CURRENCY,
    today,
    varianceThreshold: cents(settings?.cashupVarianceThreshold ?? DEFAULT_CASHUP_VARIANCE_THRESHOLD),
    recent: recent.map((report) => ({
      ...report,
      creatorName: names.get(report.createdBy) ?? 'Unknown user',
      duplicate: flagged.has(report.id),
      dayShared: (perDay.get(report.date) ?? 0) > 1,
    })),
    todaysReport: reports.find((report) => report.date === today && !flagged.has(report.id)),
    todaysSales: sumCents(todaysTotals.map((row) => row.total)),
    completedReports: reports.filter(
      (report) => report.status === 'submitted' || report.status === 'approved',
    ).length,
    totalsStale: counted === undefined ? anySale : counted !== timeZone,
    todayRecord,
  };
}

/** What the tills recorded for one business day: its sales totals by payment method, and its expenses. */
export interface DayRecord {
  day: string;
  dailyTotals: DailyTotal[];
  expenses: TillExpense[];
  /** The day's report is approved: the sales recorded since then (none: count 0). */
  lateAdjustment: LateAdjustment | undefined;
  /** The day's live reports, oldest first: a second report for the day is warned about, one sent back corrected. */
  reports: Cashup[];
}

/** A valid 'yyyy-mm-dd' (the date input gives '' while it is being typed). */
const isDay = (day: string) => isoDateSchema.safeParse(day).success;

export async function loadDayRecord(db: CafeDb, day: string, timeZone: string): Promise<DayRecord> {
  if (!isDay(day)) return { day, dailyTotals: [], expenses: [], lateAdjustment: undefined, reports: [] };
  const [dailyTotals, expenses, reports] = await Promise.all([
    db.dailyTotals.where('day').equals(day).toArray(),
    db.expenses.where('date').equals(day).toArray(),
    db.cashups.where('date').equals(day).filter(live).toArray(),
  ]);
  const flagged = duplicateCashupIds(reports);
  const approved = reports.find((report) => report.status === 'approved' && !flagged.has(report.id));
  let late: LateAdjustment | undefined;
  if (approved) {
    const range = businessDayRange(day, timeZone);
    // The day's sales through the soldAt index (one day's worth); lateAdjustment keeps those received after it.
    const sales = await db.sales.where('soldAt').between(range.start, range.end, true, false).toArray();
    // Reports approved before the approval time was kept stand on their last change.
    late = lateAdjustment(sales, approved.approvedAt ?? approved.updatedAt, range);
  }
  reports.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  return { day, dailyTotals, expenses, lateAdjustment: late, reports };
}
