import type { Projection } from '../projection';
import { DAILY_FIGURES_TABLE } from './daily-figures';
import {
  DAILY_TOTALS_TABLE,
  dailyTotalsTables,
  rebuildDailyTotals,
  recordSaleChange,
  recordSaleChanges,
} from './daily-totals';

/**
 * A sale's day totals (the dashboard, the cash-up) and day figures (Reports), kept in the transaction of every
 * write of a sale row, this till's own and the server's. They count in the store's zone, so they read the
 * settings, and a pull page that changes the settings hands over its new settings rows before they are written.
 */
export const saleDayTotalsProjection: Projection<'sale'> = {
  entity: 'sale',
  tables: [DAILY_TOTALS_TABLE, DAILY_FIGURES_TABLE, 'meta', 'settings'],
  follows: 'every-write',
  reads: ['storeSettings'],
  apply: (db, { before, after }) => recordSaleChange(db, before, after),
  applyMany: (db, changes, view) =>
    recordSaleChanges(
      db,
      changes.map(({ before, after }) => [before, after] as const),
      view.seen('storeSettings'),
    ),
  rebuild: (db) => rebuildDailyTotals(dailyTotalsTables(db)),
};
