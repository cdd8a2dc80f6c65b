import type { DashboardPeriod } from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useRecountStaleTotals } from '../../data/daily-totals/use-recount-stale-totals';
import { db as appDb, type CafeDb } from '../../data/db';
import { useMinuteClock } from '../../lib/use-minute-clock';
import { type DashboardData, loadDashboard } from './load-dashboard';

/**
 * The dashboard's figures, live: a sale from this till or one pulled from another changes the daily totals, and
 * the query runs again. Undefined only until the first local read answers (no spinner for that).
 */
export function useDashboardData(
  period: DashboardPeriod,
  database: CafeDb = appDb,
): DashboardData | undefined {
  const now = useMinuteClock();
  const minute = Math.floor(now.getTime() / 60_000);
  const data = useLiveQuery(() => loadDashboard(database, period, now), [database, period, minute]);

  const stale = data?.totalsStale ?? false;
  useRecountStaleTotals(stale, database);

  return data;
}
