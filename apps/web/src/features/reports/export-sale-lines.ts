import {
  businessDayRange,
  csvLines,
  type DayRange,
  SALE_LINES_HEADER,
  type Sale,
  saleClock,
  saleLineRows,
  timeOfDayFinder,
  toCsv,
} from '@cafe/domain';
import type { CafeDb } from '../../data/db';

/** Sales read per step: small enough that the page paints between steps, large enough that IndexedDB is not idle. */
const SALES_PER_STEP = 4_000;

export interface ExportProgress {
  done: number;
  total: number;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Every sale line of the range's live sales as one CSV text, read through the soldAt index a step at a time so the
 * page stays responsive and `onProgress` can show how far it is. Resumes each step after the last sale read (its
 * soldAt, then its id, which is the index's own order), so no sale is read twice or skipped.
 */
export async function exportSaleLines(
  db: CafeDb,
  range: DayRange,
  timeZone: string,
  onProgress: (progress: ExportProgress) => void,
): Promise<string> {
  const start = businessDayRange(range.first, timeZone).start;
  const end = businessDayRange(range.last, timeZone).end;
  const [total, productIds, categories, users] = await Promise.all([
    db.sales.where('soldAt').between(start, end, true, false).count(),
    db.products.orderBy('category').primaryKeys(),
    db.products.orderBy('category').keys(),
    db.users.toArray(),
  ]);
  const context = {
    clock: saleClock(timeZone),
    timeOf: timeOfDayFinder(timeZone),
    categories: new Map(productIds.map((id, index) => [id, String(categories[index] ?? '')])),
    names: new Map(users.map((user) => [user.id, user.name])),
  };
  const parts = [toCsv(SALE_LINES_HEADER, [])];
  let done = 0;
  let after: { soldAt: string; id: string } | null = null;
  onProgress({ done, total });
  for (;;) {
    const from: { soldAt: string; id: string } | null = after;
    const batch: Sale[] = await db.sales
      .where('soldAt')
      .between(from?.soldAt ?? start, end, true, false)
      .filter((sale) => from === null || sale.soldAt > from.soldAt || sale.id > from.id)
      .limit(SALES_PER_STEP)
      .toArray();
    if (batch.length === 0) break;
    parts.push(csvLines(saleLineRows(batch, context)));
    done += batch.length;
    const last = batch[batch.length - 1] as Sale;
    after = { soldAt: last.soldAt, id: last.id };
    onProgress({ done: Math.min(done, total), total: Math.max(done, total) });
    await nextTask();
  }
  return parts.join('');
}
