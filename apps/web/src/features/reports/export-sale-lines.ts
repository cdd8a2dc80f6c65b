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
const SALES_PER_STEP = 2_500;

export interface ExportProgress {
  done: number;
  total: number;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Every sale line of the range's live sales as one CSV text, read through the soldAt index a step at a time so the
 * page stays responsive and `onProgress` can show how far it is. Each step resumes at the last instant read, leaving
 * out the sales already read at that instant, so no sale is read twice or skipped. Deleted sales are left out by
 * saleLineRows (the count includes them, so the progress may end short of it).
 */
export async function exportSaleLines(
  db: CafeDb,
  range: DayRange,
  timeZone: string,
  onProgress: (progress: ExportProgress) => void,
  salesPerStep = SALES_PER_STEP,
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
  onProgress({ done, total });
  // No filter on the query, so IndexedDB answers with one getAll instead of a cursor step per row; the sales read
  // already at the boundary instant (`readAtLast`, usually one) are asked for again and dropped.
  const fetchStep = async (lastSoldAt: string, readAtLast: ReadonlySet<string>): Promise<Sale[]> => {
    const fetched = await db.sales
      .where('soldAt')
      .between(lastSoldAt, end, true, false)
      .limit(salesPerStep + readAtLast.size)
      .toArray();
    return fetched.filter((sale) => !(sale.soldAt === lastSoldAt && readAtLast.has(sale.id)));
  };
  let lastSoldAt = start;
  let readAtLast: ReadonlySet<string> = new Set<string>();
  let pending = fetchStep(lastSoldAt, readAtLast);
  for (;;) {
    const batch = await pending;
    if (batch.length === 0) break;
    const last = (batch[batch.length - 1] as Sale).soldAt;
    readAtLast = new Set(
      (last === lastSoldAt ? [...readAtLast] : []).concat(
        batch.filter((sale) => sale.soldAt === last).map((sale) => sale.id),
      ),
    );
    lastSoldAt = last;
    // The next step is read while this one is written: IndexedDB works in the background meanwhile.
    pending = fetchStep(lastSoldAt, readAtLast);
    parts.push(csvLines(saleLineRows(batch, context)));
    done += batch.length;
    onProgress({ done: Math.min(done, total), total: Math.max(done, total) });
    await nextTask();
  }
  return parts.join('');
}
