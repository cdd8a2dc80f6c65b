import {
  businessDayRange,
  type Cashup,
  DEFAULT_CURRENCY,
  type DrawerDay,
  drawerDay,
  duplicateCashupIds,
  emptyFigures,
  isoDateSchema,
  resolveTimeZone,
  type ZReport,
  zReport,
} from '@cafe/domain';
import { fromFiguresRow } from '../../data/daily-totals/daily-figures';
import { dailyTotalsTables, totalsTimeZone } from '../../data/daily-totals/daily-totals';
import type { CafeDb } from '../../data/db';
import { storeSettings } from './load-cashup';

export interface ZReportView {
  storeName: string;
  currency: string;
  timeZone: string;
  report: ZReport;
  drawers: DrawerDay;
}

/** True when the day's kept report (the first of its day) is approved: its late adjustment needs the sales. */
function keptReportApproved(reports: readonly Cashup[]): boolean {
  const live = reports.filter((report) => report.deletedAt === null);
  const flagged = duplicateCashupIds(live);
  return live.find((report) => !flagged.has(report.id))?.status === 'approved';
}

/** The drawers opened on the day, with their events and the sales and refunds of their spans (issue 34). */
async function loadDrawerDay(db: CafeDb, range: { start: string; end: string }): Promise<DrawerDay> {
  const sessions = await db.drawerSessions
    .where('openedAt')
    .between(range.start, range.end, true, false)
    .toArray();
  if (sessions.length === 0) return drawerDay({ sessions: [], events: [], sales: [], refunds: [], range });
  const ids = sessions.map((session) => session.id);
  // Up to the last close (ISO strings sort by time); an open drawer's sales run on.
  const bounds = [range.end, ...sessions.map((session) => session.closedAt ?? '\uffff')].sort();
  const until = bounds[bounds.length - 1] ?? range.end;
  const [events, sales, refunds] = await Promise.all([
    db.drawerEvents.where('sessionId').anyOf(ids).toArray(),
    db.sales.where('soldAt').between(range.start, until, true, false).toArray(),
    db.refunds.where('refundedAt').between(range.start, until, true, false).toArray(),
  ]);
  return drawerDay({ sessions, events, sales, refunds, range });
}

/** A route parameter that is a real 'yyyy-mm-dd' day. */
export function isReportDay(day: string | undefined): day is string {
  return day !== undefined && isoDateSchema.safeParse(day).success;
}

/**
 * Everything the Z report of `day` shows, from this device's rows: the day's figures as every sale write keeps them
 * (one row, however many sales), else the day's sales through the soldAt index; products by id.
 */
export async function loadZReport(db: CafeDb, day: string): Promise<ZReportView> {
  // Each step waits only for what it needs: first the zone with every row found by the day itself (its kept
  // figures, expenses, reports) and the people (a store has few); then the sales the late adjustment needs, and
  // the products the figures name.
  const [settings, figuresRow, counted, expenses, reports, users] = await Promise.all([
    storeSettings(db),
    db.dailyFigures.get(day),
    totalsTimeZone(dailyTotalsTables(db)),
    db.expenses.where('date').equals(day).toArray(),
    db.cashups.where('date').equals(day).toArray(),
    db.users.toArray(),
  ]);
  const timeZone = resolveTimeZone(settings?.timeZone);
  const range = businessDayRange(day, timeZone);
  // The kept figures are right only when counted in the store's zone (else they are being recounted): then a day
  // without a row sold nothing, and the sales are read only for the late adjustment.
  const figures =
    counted === timeZone ? (figuresRow ? fromFiguresRow(figuresRow) : emptyFigures()) : undefined;
  // One getAll through the soldAt index when needed (a key cursor would step row by row, far slower).
  const sales =
    figures && !keptReportApproved(reports)
      ? []
      : await db.sales.where('soldAt').between(range.start, range.end, true, false).toArray();
  const productIds = new Set<string>();
  if (figures) for (const id of figures.byProduct.keys()) productIds.add(id);
  else for (const sale of sales) for (const item of sale.items) productIds.add(item.productId);
  const [products, drawers] = await Promise.all([
    db.products.bulkGet([...productIds]),
    loadDrawerDay(db, range),
  ]);
  return {
    storeName: settings?.name ?? 'Cafe POS',
    currency: settings?.currency ?? DEFAULT_CURRENCY,
    timeZone,
    drawers,
    report: zReport({
      day,
      timeZone,
      figures,
      sales,
      expenses,
      reports,
      catalogue: {
        products: products.flatMap((product) => (product ? [product] : [])),
        users,
      },
    }),
  };
}
