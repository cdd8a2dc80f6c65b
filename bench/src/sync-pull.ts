// Issue 3 bench (b): a fresh browser profile signs in and pulls the whole store (100,000 sales + 5,000 products):
// time from pressing Sign In until the till is ready ('Preparing this till…' gone) and holds every row, on
// PostgreSQL and on PGlite.
import { newProfileDir, removeProfile } from './browser';
import type { Scenario } from './scenario';
import { type BenchServer, startBenchServer } from './server';
import { PRODUCTS, pulledStoreProfile, pullIntoFreshProfile, SALES, storeFixture } from './store-fixture';
import { noPostgresRow, type Row } from './table';
import { productData, pushMany, saleData, signInTill } from './till-client';

const METRIC = `fresh profile holds ${SALES.toLocaleString('en-US')} sales + ${PRODUCTS.toLocaleString('en-US')} products`;

/** Pulls the server's store into a new profile; the profile is removed unless `keep` takes it. */
async function measurePull(
  scenario: string,
  server: BenchServer,
  budget: number | null,
  log: (message: string) => void,
  keep?: (dir: string) => void,
): Promise<Row[]> {
  const dir = await newProfileDir();
  try {
    const result = await pullIntoFreshProfile(server.baseURL, dir);
    log(`${scenario}: ${result.sales} sales, ${result.products} products in ${result.seconds.toFixed(1)} s`);
    const complete = result.sales >= SALES && result.products >= PRODUCTS;
    const rows: Row[] = [
      {
        scenario,
        metric: METRIC,
        unit: 's',
        measured: complete ? result.seconds : null,
        budget,
        ...(complete ? {} : { note: `only ${result.sales} sales after ${result.seconds.toFixed(0)} s` }),
      },
      {
        scenario,
        metric: 'pull rate',
        unit: 'per_s',
        measured: (result.sales + result.products) / result.seconds,
        budget: null,
      },
      {
        scenario,
        metric: 'peak server RSS (VmHWM)',
        unit: 'mb',
        measured: await server.peakRssMb(),
        budget: null,
      },
    ];
    if (keep) keep(dir);
    else await removeProfile(dir);
    return rows;
  } catch (error) {
    await removeProfile(dir);
    throw error;
  }
}

export const syncPull: Scenario = {
  name: 'sync-pull',
  description: 'issue 3: pull 100,000 sales into a fresh persistent Chromium profile (PostgreSQL server)',
  async run(context) {
    const budget = context.budget('sync_pull_100k_sales_s');
    const store = await storeFixture(context.log);
    if (!store) {
      return [noPostgresRow('sync-pull', METRIC, 's', budget)];
    }
    // Hand the filled profile on to the issue 4 scenarios instead of pulling it again.
    return measurePull('sync-pull', store.server, budget, context.log, (dir) =>
      pulledStoreProfile(context.log, dir),
    );
  },
};

export const syncPullPglite: Scenario = {
  name: 'sync-pull-pglite',
  description: 'issue 3: pull 100,000 sales into a fresh persistent Chromium profile (PGlite server)',
  async run(context) {
    const budget = context.budget('sync_pull_100k_sales_s');
    const server = await startBenchServer();
    try {
      // PGlite is embedded in the server process, so the store is filled the way tills fill it: through pushes.
      const started = performance.now();
      const till = await signInTill(server.baseURL);
      const products = Array.from({ length: PRODUCTS }, (_, index) => productData(index));
      await pushMany(till, 'product', PRODUCTS, (index) => products[index] ?? productData(index));
      await pushMany(till, 'sale', SALES, (index) => saleData(index, products), PRODUCTS);
      context.log(
        `sync-pull-pglite: ${PRODUCTS} products + ${SALES} sales pushed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      return await measurePull('sync-pull-pglite', server, budget, context.log);
    } finally {
      await server.stop();
    }
  },
};
