import { useLiveQuery } from 'dexie-react-hooks';
import { useRecountStaleTotals } from '../../data/daily-totals/use-recount-stale-totals';
import { db as appDb, type CafeDb } from '../../data/db';
import { useMinuteClock } from '../../lib/use-minute-clock';
import { type CashupOverview, type DayRecord, loadCashupOverview, loadDayRecord } from './load-cashup';

export type Loadable<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed' };

const LOADING = { state: 'loading' } as const;

/** Reads that fail become a visible error state instead of a blank screen (logged for the developer). */
async function settle<T>(what: string, read: () => Promise<T>): Promise<Loadable<T>> {
  try {
    return { state: 'ready', data: await read() };
  } catch (error) {
    console.error(`Failed to load ${what}`, error);
    return { state: 'failed' };
  }
}

/** The cards and recent reports, live: a report or sale synced from another till shows without a reload. */
export function useCashupOverview(database: CafeDb = appDb): Loadable<CashupOverview> {
  const now = useMinuteClock();
  const minute = Math.floor(now.getTime() / 60_000);
  const overview =
    useLiveQuery(
      () => settle('cash-up reports', () => loadCashupOverview(database, now)),
      [database, minute],
    ) ?? LOADING;
  const stale = overview.state === 'ready' && overview.data.totalsStale;
  useRecountStaleTotals(stale, database);
  return overview;
}

/** What the tills recorded for `day`, live: a sale rung up or synced now moves the recorded figure at once. */
export function useDayRecord(day: string, timeZone: string, database: CafeDb = appDb): Loadable<DayRecord> {
  return (
    useLiveQuery(
      () => settle("the day's record", () => loadDayRecord(database, day, timeZone)),
      [database, day, timeZone],
    ) ?? LOADING
  );
}
