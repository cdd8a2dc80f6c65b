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
  // Three steps, each waiting only for what it needs: the zone (for the day's span) with the rows dated by day and
  // the people (a store has few), then the day's sales, then the products they name.
  const [settings, expenses, reports, users] = await Promise.all([
    storeSettings(db),
    db.expenses.where('date').equals(day).toArray(),
    db.cashups.where('date').equals(day).toArray(),
    db.users.toArray(),
  ]);
  const timeZone = resolveTimeZone(settings?.timeZone);
  const range = businessDayRange(day, timeZone);
  const sales = await db.sales.where('soldAt').between(range.start, range.end, true, false).toArray();
  const productIds = new Set<string>();
  for (const sale of sales) for (const item of sale.items) productIds.add(item.productId);
  const products = await db.products.bulkGet([...productIds]);
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
        users,
      },
    }),
  };
}
