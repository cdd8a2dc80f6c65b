// Issue 3 bench (b): a fresh browser profile signs in and pulls the whole store (100,000 sales + 5,000 products):
// time from pressing Sign In until IndexedDB holds every row and the 'Preparing this till…' screen has gone.
import { newProfileDir, removeProfile } from './browser';
import type { Scenario } from './scenario';
import { PRODUCTS, pulledStoreProfile, pullIntoFreshProfile, SALES, storeFixture } from './store-fixture';

export const syncPull: Scenario = {
  name: 'sync-pull',
  description: 'issue 3: pull 100,000 sales into a fresh persistent Chromium profile (PostgreSQL server)',
  async run(context) {
    const budget = context.budget('sync_pull_100k_sales_s');
    const metric = `fresh profile holds ${SALES.toLocaleString('en-US')} sales + ${PRODUCTS.toLocaleString('en-US')} products`;
    const store = await storeFixture(context.log);
    if (!store) {
      return [{ scenario: 'sync-pull', metric, unit: 's', measured: null, budget, note: 'no PostgreSQL' }];
    }
    const dir = await newProfileDir();
    try {
      const result = await pullIntoFreshProfile(store.server.baseURL, dir);
      context.log(
        `sync-pull: ${result.sales} sales, ${result.products} products in ${result.seconds.toFixed(1)} s`,
      );
      // Hand the filled profile on to the issue 4 scenarios instead of pulling it again.
      pulledStoreProfile(context.log, dir);
      const complete = result.sales >= SALES && result.products >= PRODUCTS;
      return [
        {
          scenario: 'sync-pull',
          metric,
          unit: 's',
          measured: complete ? result.seconds : null,
          budget,
          ...(complete ? {} : { note: `only ${result.sales} sales after ${result.seconds.toFixed(0)} s` }),
        },
        {
          scenario: 'sync-pull',
          metric: 'pull rate',
          unit: 'per_s',
          measured: (result.sales + result.products) / result.seconds,
          budget: null,
        },
        {
          scenario: 'sync-pull',
          metric: 'peak server RSS (VmHWM)',
          unit: 'mb',
          measured: await store.server.peakRssMb(),
          budget: null,
        },
      ];
    } catch (error) {
      await removeProfile(dir);
      throw error;
    }
  },
};
