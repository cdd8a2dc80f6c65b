// The first-till bench's rows for one store: both passes, the IndexedDB and pull floors, and the server's memory.
import { availableParallelism } from 'node:os';
import { quietPass, workingPass } from './first-till-passes';
import { SCENARIO } from './first-till-settings';
import type { StoreUnderTest } from './first-till-stores';
import { indexedDbFloorSeconds } from './indexeddb-floor';
import { measurePullFloor } from './pull-floor';
import type { BenchContext } from './scenario';
import { EXPENSES, PRODUCTS, SALES } from './store-fixture';
import { percentile, type Row } from './table';

const maxOf = (...values: (number | null)[]): number | null =>
  values.reduce<number | null>(
    (max, value) => (value !== null && (max === null || value > max) ? value : max),
    null,
  );

/**
 * A working-pass figure as its budget reads it: the p95 of the samples taken while the history loaded (not measured
 * when none were), and how many of all the samples those are.
 */
function whileLoadingRow(
  scenario: string,
  metric: string,
  budget: number | null,
  samples: { loading: number[]; all: number[] },
): Row {
  return {
    scenario,
    metric,
    unit: 'ms',
    measured: samples.loading.length > 0 ? percentile(samples.loading, 95) : null,
    budget,
    samples: samples.loading,
    note: `p95 of the ${samples.loading.length} (of ${samples.all.length}) taken while the history loaded`,
  };
}

export async function measureFirstTill(store: StoreUnderTest, context: BenchContext): Promise<Row[]> {
  const scenario = `${SCENARIO} (${store.label})`;
  const { log } = context;
  await store.rss?.reset();
  const quiet = await quietPass(store.server, store.label === 'PostgreSQL', log);
  const complete =
    quiet.rows.products >= PRODUCTS && quiet.rows.sales >= SALES && quiet.rows.expenses >= EXPENSES;
  log(
    `${scenario}: history ${quiet.historySeconds.toFixed(1)} s (${quiet.rows.products} products, ${quiet.rows.sales} sales, ${quiet.rows.expenses} expenses)`,
  );
  const working = await workingPass(store.server, log);
  const pullRssMb = store.rss?.peakMb() ?? null;
  const floor = await indexedDbFloorSeconds();
  // After the RSS peak is read: a pull of its own, not the app's.
  const pullFloor = await measurePullFloor(store.server.baseURL);
  log(
    `${scenario}: the same pull with no app code: ${pullFloor.rows} rows in ${pullFloor.seconds.toFixed(1)} s`,
  );
  const rows: Row[] = [
    {
      scenario,
      metric: 'Sign In click → New Sale with the whole catalogue, Complete Sale enabled',
      unit: 's',
      measured: quiet.sellingMs / 1000,
      budget: context.budget('first_till_sign_in_to_selling_s'),
      note: `working pass: ${(working.sellingMs / 1000).toFixed(2)} s`,
    },
    whileLoadingRow(
      scenario,
      'search keystroke → grid updated, during the history load (p95)',
      context.budget('first_till_search_keystroke_p95_ms'),
      working.keystrokes,
    ),
    whileLoadingRow(
      scenario,
      'Cash tap → row in history, during the history load (p95)',
      context.budget('first_till_sale_to_history_p95_ms'),
      working.sales,
    ),
    {
      scenario,
      metric: `whole history on the device (Sign In click → done)`,
      unit: 's',
      measured: complete ? quiet.historySeconds : null,
      budget: null,
      ...(complete
        ? {}
        : {
            note: `only ${quiet.rows.sales} sales, ${quiet.rows.expenses} expenses, ${quiet.rows.products} products`,
          }),
    },
    {
      scenario,
      metric: 'server CPU during the whole history (its process and the database)',
      unit: 's',
      measured: quiet.serverCpuSeconds,
      budget: null,
      ...(quiet.serverCpuSeconds === null
        ? {}
        : {
            note: `${((quiet.serverCpuSeconds / (quiet.historySeconds * availableParallelism())) * 100).toFixed(0)}% of this machine's ${availableParallelism()} cores, which the floor has to itself`,
          }),
    },
    {
      scenario,
      metric: `whole history ÷ indexeddb-floor (${floor.toFixed(1)} s)`,
      unit: 'ratio',
      measured: complete ? quiet.historySeconds / floor : null,
      budget: context.budget('first_till_history_to_floor_ratio'),
    },
    {
      scenario,
      metric:
        'the same pull with no app code (fetch, response.json(), plain IndexedDB puts; first request → done)',
      unit: 's',
      measured: pullFloor.seconds,
      budget: null,
      note: `${(pullFloor.seconds / floor).toFixed(2)}× the indexeddb-floor: what the server, the network and the parse add on this machine`,
    },
    {
      scenario,
      metric: 'whole history ÷ the same pull with no app code',
      unit: 'ratio',
      measured: complete ? quiet.historySeconds / pullFloor.seconds : null,
      budget: null,
      note: 'what the app adds: sign-in, the first-sync gate, the till screens, the day totals, the sale',
    },
    {
      scenario,
      metric: 'peak JS heap of the page during the pull',
      unit: 'mb',
      measured: maxOf(quiet.heapMb, working.heapMb),
      budget: context.budget('first_till_page_heap_mb'),
    },
  ];
  const rssBudget = store.label === 'PGlite' ? context.budget('first_till_pglite_server_rss_mb') : null;
  if (store.label === 'PGlite') {
    rows.push({
      scenario,
      metric: `peak server RSS during the push of the store`,
      unit: 'mb',
      measured: store.pushRssMb,
      budget: rssBudget,
    });
  }
  rows.push(
    {
      scenario,
      metric: 'peak server RSS during the pulls',
      unit: 'mb',
      measured: pullRssMb,
      budget: rssBudget,
      ...(store.label === 'PostgreSQL' ? { note: 'the Node process; the database is its own' } : {}),
    },
    {
      scenario,
      metric: 'server RSS at its first start (before the store)',
      unit: 'mb',
      measured: store.startRssMb,
      budget: null,
    },
  );
  return rows;
}
