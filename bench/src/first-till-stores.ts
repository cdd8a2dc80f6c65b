// The stores the first-till bench measures against: a year of trade seeded into PostgreSQL, or pushed into PGlite
// the way tills fill it.
import { SCENARIO } from './first-till-settings';
import { type PeakSampler, serverRssSampler } from './memory-samplers';
import { type BenchServer, createScratchDatabase, startBenchServer } from './server';
import { EXPENSES, PRODUCTS, SALES, seedSql } from './store-fixture';
import { expenseData, productData, pushMany, saleData, signInTill } from './till-client';

export interface StoreUnderTest {
  label: 'PostgreSQL' | 'PGlite';
  server: BenchServer;
  /** The server process's RSS, sampled from before the store was filled. */
  rss: PeakSampler | null;
  /** Peak server RSS while the store was pushed (PGlite only; PostgreSQL is seeded with SQL). */
  pushRssMb: number | null;
  startRssMb: number | null;
  dispose(): Promise<void>;
}

export async function postgresStore(log: (message: string) => void): Promise<StoreUnderTest | null> {
  const database = await createScratchDatabase('firsttill');
  if (!database) return null;
  let server: BenchServer | undefined;
  try {
    server = await startBenchServer(database.url);
    const startRssMb = await server.peakRssMb();
    const rss = server.pid === null ? null : serverRssSampler(server.pid);
    const started = performance.now();
    await database.query(seedSql(PRODUCTS, SALES, { expenses: EXPENSES, days: 365 }));
    log(`${SCENARIO}: PostgreSQL seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const running = server;
    return {
      label: 'PostgreSQL',
      server: running,
      rss,
      pushRssMb: null,
      startRssMb,
      async dispose() {
        await rss?.stop();
        await running.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await server?.stop();
    await database.drop();
    throw error;
  }
}

/** PGlite lives inside the server process, so its store is filled the way tills fill it: through pushes. */
export async function pgliteStore(log: (message: string) => void): Promise<StoreUnderTest> {
  const server = await startBenchServer();
  try {
    const startRssMb = await server.peakRssMb();
    const rss = server.pid === null ? null : serverRssSampler(server.pid);
    await rss?.reset();
    const started = performance.now();
    const till = await signInTill(server.baseURL);
    const products = Array.from({ length: PRODUCTS }, (_, index) => productData(index));
    await pushMany(till, 'product', PRODUCTS, (index) => products[index] ?? productData(index));
    await pushMany(till, 'sale', SALES, (index) => saleData(index, products), PRODUCTS);
    await pushMany(till, 'expense', EXPENSES, (index) => expenseData(index));
    const pushRssMb = rss?.peakMb() ?? null;
    log(
      `${SCENARIO}: PGlite filled through pushes in ${((performance.now() - started) / 1000).toFixed(1)} s, peak RSS ${pushRssMb?.toFixed(0)} MB`,
    );
    return {
      label: 'PGlite',
      server,
      rss,
      pushRssMb,
      startRssMb,
      async dispose() {
        await rss?.stop();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
