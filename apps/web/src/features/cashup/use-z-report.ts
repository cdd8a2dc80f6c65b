import { useLiveQuery } from 'dexie-react-hooks';
import { db as appDb, type CafeDb } from '../../data/db';
import { loadZReport, type ZReportView } from './load-z-report';
import type { Loadable } from './use-cashup-overview';

const LOADING = { state: 'loading' } as const;

/** The Z report of `day`, live: a sale synced late, an approval or a new expense shows without a reload. */
export function useZReport(day: string, database: CafeDb = appDb): Loadable<ZReportView> {
  return (
    useLiveQuery(async (): Promise<Loadable<ZReportView>> => {
      try {
        return { state: 'ready', data: await loadZReport(database, day) };
      } catch (error) {
        console.error('Failed to load the Z report', error);
        return { state: 'failed' };
      }
    }, [database, day]) ?? LOADING
  );
}
