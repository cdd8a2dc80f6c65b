// Issue 30 bench: twenty tills pushing sales at once for a minute, on PGlite and on PostgreSQL. Each till pushes
// one sale, waits a random 0–500 ms (a sale every quarter second per till: far beyond a real rush, so the server's
// queueing shows), and pushes the next; every push is timed from request to answer. Reports p50/p95/p99 and the
// errors (any non-200 or a sale not applied).
import type { BenchContext, Scenario } from './scenario';
import { type BenchServer, createScratchDatabase, startBenchServer } from './server';
import { noPostgresRow, percentile, type Row } from './table';
import { pushBatch, saleData, signInTill, type Till } from './till-client';

const TILLS = Number(process.env.BENCH_RUSH_TILLS ?? 20);
const SECONDS = Number(process.env.BENCH_RUSH_SECONDS ?? 60);
const MAX_THINK_MS = 500;

async function rush(server: BenchServer, scenario: string, context: BenchContext): Promise<Row[]> {
  const tills: Till[] = [];
  // One after another: each sign-in hashes a password on purpose slowly.
  for (let index = 0; index < TILLS; index++) tills.push(await signInTill(server.baseURL));
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    tills.map(async (till, index) => {
      let sale = index * 1_000_000;
      while (performance.now() < deadline) {
        const started = performance.now();
        try {
          await pushBatch(till, 'sale', [saleData(sale++, [])]);
          latencies.push(performance.now() - started);
        } catch (error) {
          errors++;
          context.log(`${scenario}: ${error instanceof Error ? error.message : String(error)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, Math.random() * MAX_THINK_MS));
      }
    }),
  );
  const sorted = [...latencies].sort((a, b) => a - b);
  context.log(
    `${scenario}: ${latencies.length} pushes from ${TILLS} tills in ${SECONDS} s, ${errors} errors, max ${Math.round(sorted.at(-1) ?? 0)} ms`,
  );
  const budget = context.budget('push_rush_p95_ms');
  const metric = (name: string) => `${TILLS} tills pushing for ${SECONDS} s: ${name}`;
  return [
    { scenario, metric: metric('push p50'), unit: 'ms', measured: percentile(sorted, 50), budget: null },
    { scenario, metric: metric('push p95'), unit: 'ms', measured: percentile(sorted, 95), budget },
    { scenario, metric: metric('push p99'), unit: 'ms', measured: percentile(sorted, 99), budget: null },
    { scenario, metric: metric('pushes answered'), unit: 'count', measured: latencies.length, budget: null },
    { scenario, metric: metric('errors'), unit: 'count', measured: errors, budget: 0 },
  ];
}

export const pushRushPglite: Scenario = {
  name: 'push-rush-pglite',
  description: 'issue 30: twenty tills pushing sales for a minute, on PGlite',
  async run(context) {
    const server = await startBenchServer();
    try {
      return await rush(server, 'push-rush-pglite', context);
    } finally {
      await server.stop();
    }
  },
};

export const pushRushPostgres: Scenario = {
  name: 'push-rush-postgres',
  description: 'issue 30: twenty tills pushing sales for a minute, on PostgreSQL',
  async run(context) {
    const database = await createScratchDatabase('rush');
    if (!database) {
      return [noPostgresRow('push-rush-postgres', 'push p95', 'ms', context.budget('push_rush_p95_ms'))];
    }
    try {
      const server = await startBenchServer(database.url);
      try {
        return await rush(server, 'push-rush-postgres', context);
      } finally {
        await server.stop();
      }
    } finally {
      await database.drop();
    }
  },
};
