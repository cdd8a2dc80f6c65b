import type Dexie from 'dexie';
import { useEffect } from 'react';
import { ensureDailyTotalsZone } from './daily-totals';

/**
 * For a screen that reads the daily totals (dashboard, reports, cash-up): when its read says they were counted in
 * another zone than the store's (the zone changed, or they predate it), count them again in the background. The
 * screen's live query then answers with the new figures; a failure is only logged.
 */
export function useRecountStaleTotals(stale: boolean, database: Dexie): void {
  useEffect(() => {
    if (!stale) return;
    ensureDailyTotalsZone(database).catch((error: unknown) =>
      console.error('Could not rebuild daily totals', error),
    );
  }, [stale, database]);
}
