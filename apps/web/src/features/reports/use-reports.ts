import { useLiveQuery } from 'dexie-react-hooks';
import { useRecountStaleTotals } from '../../data/daily-totals/use-recount-stale-totals';
import { db as appDb, type CafeDb } from '../../data/db';
import { useMinuteClock } from '../../lib/use-minute-clock';
import { loadReports, type ReportsRead } from './load-reports';
import type { ReportSelection } from './report-selection';

async function readReports(database: CafeDb, selection: ReportSelection, now: Date): Promise<ReportsRead> {
  try {
    return await loadReports(database, selection, now);
  } catch (error) {
    // The screen says the read failed instead of going blank; the console keeps the cause.
    console.error('Failed to read the reports', error);
    return { state: 'failed', message: 'The reports could not be read from this device. Please try again.' };
  }
}

/**
 * The reports of the chosen range, live: a sale from this till or pulled from another changes its day's figures and
 * the query runs again. Computed on this device, so they work offline.
 */
export function useReports(selection: ReportSelection, database: CafeDb = appDb): ReportsRead {
  const now = useMinuteClock();
  const minute = Math.floor(now.getTime() / 60_000);
  const read = useLiveQuery(
    () => readReports(database, selection, now),
    [database, selection.period, selection.from, selection.to, minute],
    { state: 'loading' } as ReportsRead,
  );

  const stale = read.state === 'ready' && read.data.figuresStale;
  useRecountStaleTotals(stale, database);

  return read;
}
