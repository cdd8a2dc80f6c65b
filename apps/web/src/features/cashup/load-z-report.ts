import {
  businessDayRange,
  DEFAULT_CURRENCY,
  isoDateSchema,
  resolveTimeZone,
  type ZReport,
  zReport,
} from '@cafe/domain';
import type { CafeDb } from '../../data/db';
import { storeSettings } from './load-cashup';

export interface ZReportView {
  storeName: string;
  currency: string;
  timeZone: string;
  report: ZReport;
}

/** A route parameter that is a real 'yyyy-mm-dd' day. */
export function isReportDay(day: string | undefined): day is string {
  return day !== undefined && isoDateSchema.safeParse(day).success;
}

/**
 * Everything the Z report of `day` shows, from this device's rows. Sales are read through the soldAt index for the
 * day's span only, and products and people by id, so a device holding a year of sales reads one day's worth.
 */
export async function loadZReport(db: CafeDb, day: string): Promise<ZReportView> {
  const settings = await storeSettings(db);
  const timeZone = resolveTimeZone(settings?.timeZone);
  const range = businessDayRange(day, timeZone);
  const [sales, expenses, reports] = await Promise.all([
    db.sales.where('soldAt').between(range.start, range.end, true, false).toArray(),
    db.expenses.where('date').equals(day).toArray(),
    db.cashups.where('date').equals(day).toArray(),
  ]);
  const productIds = new Set<string>();
  for (const sale of sales) for (const item of sale.items) productIds.add(item.productId);
  const userIds = new Set<string>();
  for (const report of reports) {
    userIds.add(report.createdBy);
    if (report.approvedBy) userIds.add(report.approvedBy);
  }
  const [products, users] = await Promise.all([
    db.products.bulkGet([...productIds]),
    db.users.bulkGet([...userIds]),
  ]);
  return {
    storeName: settings?.name ?? 'Cafe POS',
    currency: settings?.currency ?? DEFAULT_CURRENCY,
    timeZone,
    report: zReport({
      day,
      timeZone,
      sales,
      expenses,
      reports,
      catalogue: {
        products: products.flatMap((product) => (product ? [product] : [])),
        users: users.flatMap((user) => (user ? [user] : [])),
      },
    }),
  };
}
