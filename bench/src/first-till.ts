// Issue 16 bench: a new till in a busy cafe. A store with a year of trade (5,000 products, 100,000 sales over 365
// days, 10,000 expenses), on PostgreSQL and on PGlite; a fresh persistent Chromium profile signs in and:
//   - Sign In click → New Sale shows the whole catalogue ('Showing 60 of 5,010 products') and, a product tapped,
//     Complete Sale is enabled; then one sale is actually completed (Cash → its row in the history);
//   - the whole history on the device: Sign In click → meta `historyPull` absent and `pullCursor` present (the
//     done signal of docs/sync.md "Two phases"; a single-phase pull sets only `pullCursor`, at its end), stated
//     against the IndexedDB floor of the same run as a ratio;
//   - the page's peak JS heap over that time, and the server's peak RSS while the store was pushed (PGlite: through
//     the push API, as tills fill it) and while it was pulled;
//   - in a second fresh profile, the cashier working while the history streams in: product search keystrokes and
//     Cash → row in history, with the number of samples that were taken while the history was still loading.
// The quiet pass and the working pass are separate because the cashier's work slows the pull down: the history's
// ratio to the floor is the pull's own cost, the working pass is what the cashier feels meanwhile.
// To find where the quiet pass's time goes: FIRST_TILL_TIMELINE=1 logs every API request of it (start, wait, end);
// FIRST_TILL_TRACE=<file> writes a Chromium trace of 4 s of its history, 6 s after the sale (FIRST_TILL_TRACE_AFTER_MS
// for another moment). A traced run is slower as a whole (17.4 s against 13.9 s untraced, minutes apart): read a
// trace for proportions, never for the history's time.

import { measureFirstTill } from './first-till-rows';
import { DATABASES, SCENARIO } from './first-till-settings';
import { pgliteStore, postgresStore } from './first-till-stores';
import type { Scenario } from './scenario';
import { EXPENSES, SALES } from './store-fixture';
import { noPostgresRow, type Row } from './table';

export const firstTill: Scenario = {
  name: 'first-till',
  description: `issue 16: a fresh till signs in to a store with a year of trade (${SALES.toLocaleString('en-US')} sales, ${EXPENSES.toLocaleString('en-US')} expenses), PostgreSQL and PGlite`,
  async run(context) {
    const rows: Row[] = [];
    const postgres = DATABASES.includes('postgres') ? await postgresStore(context.log) : null;
    if (!DATABASES.includes('postgres')) {
      // Asked for PGlite alone: no row for PostgreSQL.
    } else if (postgres) {
      try {
        rows.push(...(await measureFirstTill(postgres, context)));
      } finally {
        await postgres.dispose();
      }
    } else {
      rows.push(noPostgresRow(`${SCENARIO} (PostgreSQL)`, 'run', 's', null));
    }
    if (!DATABASES.includes('pglite')) return rows;
    const pglite = await pgliteStore(context.log);
    try {
      rows.push(...(await measureFirstTill(pglite, context)));
    } finally {
      await pglite.dispose();
    }
    return rows;
  },
};
