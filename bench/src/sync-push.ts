// Issue 3 bench (a): 10,000 queued sale creates pushed by one till in batches of 500 against the built server,
// on PGlite and on PostgreSQL: wall time, mutations/s, peak server RSS.
import type { BenchContext, Scenario } from './scenario';
import { type BenchServer, createScratchDatabase, startBenchServer } from './server';
import { noPostgresRow, type Row } from './table';
import { PUSH_BATCH, productData, pushMany, saleData, signInTill } from './till-client';

const MUTATIONS = Number(process.env.BENCH_PUSH_MUTATIONS ?? 10_000);
// Keeps the whole bench near ten minutes when the server is far below budget; the rate is still over what was
// pushed, and the row says how many that was.
const MAX_SECONDS = Number(process.env.BENCH_PUSH_MAX_SECONDS ?? 60);

async function measurePush(
  server: BenchServer,
  scenario: string,
  budget: number | null,
  context: BenchContext,
) {
  const till = await signInTill(server.baseURL);
  const products = Array.from({ length: 20 }, (_, index) => productData(index));
  const started = performance.now();
  let pushed = 0;
  while (pushed < MUTATIONS && performance.now() - started < MAX_SECONDS * 1000) {
    const batch = Math.min(PUSH_BATCH, MUTATIONS - pushed);
    await pushMany(till, 'sale', batch, (index) => saleData(index, products), pushed);
    pushed += batch;
  }
  const seconds = (performance.now() - started) / 1000;
  const rate = pushed / seconds;
  const capped = pushed < MUTATIONS;
  const rss = await server.peakRssMb();
  context.log(`${scenario}: ${pushed} mutations in ${seconds.toFixed(1)} s (${Math.round(rate)}/s)`);
  const rows: Row[] = [
    {
      scenario,
      metric: capped
        ? `push ${MUTATIONS.toLocaleString('en-US')} sales: time (projected; stopped at ${pushed.toLocaleString('en-US')} after ${MAX_SECONDS} s)`
        : `push ${MUTATIONS.toLocaleString('en-US')} sales: time`,
      unit: 's',
      measured: capped ? MUTATIONS / rate : seconds,
      budget: null,
    },
    { scenario, metric: 'push rate', unit: 'per_s', measured: rate, budget, direction: 'min' },
    { scenario, metric: 'peak server RSS (VmHWM)', unit: 'mb', measured: rss, budget: null },
  ];
  return rows;
}

export const syncPushPglite: Scenario = {
  name: 'sync-push-pglite',
  description: 'issue 3: push 10,000 queued mutations to the server on PGlite',
  async run(context) {
    const server = await startBenchServer();
    try {
      return await measurePush(
        server,
        'sync-push-pglite',
        context.budget('sync_push_pglite_mutations_per_s'),
        context,
      );
    } finally {
      await server.stop();
    }
  },
};

export const syncPushPostgres: Scenario = {
  name: 'sync-push-postgres',
  description: 'issue 3: push 10,000 queued mutations to the server on PostgreSQL',
  async run(context) {
    const budget = context.budget('sync_push_postgres_mutations_per_s');
    const database = await createScratchDatabase('push');
    if (!database) {
      return [{ ...noPostgresRow('sync-push-postgres', 'push rate', 'per_s', budget), direction: 'min' }];
    }
    try {
      const server = await startBenchServer(database.url);
      try {
        return await measurePush(server, 'sync-push-postgres', budget, context);
      } finally {
        await server.stop();
      }
    } finally {
      await database.drop();
    }
  },
};
