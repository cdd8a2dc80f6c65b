// The catalogue stores issue 12's Products rows (5,000 products) and issue 31's first cards (50,000) are measured
// against: the built server on a fresh PostgreSQL database holding only products (no sales, so a till fills in
// seconds), and persistent Chromium profiles signed in as the manager that have pulled it. Each size is built once
// per bench run, on first use, and shared by the scenarios that ask for it.
import { newProfileDir, removeProfile } from './browser';
import { type BenchServer, createScratchDatabase, type ScratchDatabase, startBenchServer } from './server';
import { PRODUCTS, pullIntoFreshProfile, seedSql } from './store-fixture';

export interface CatalogueFixture {
  server: BenchServer;
  database: ScratchDatabase;
}

/** Per catalogue size: the store, and its tills' profiles by index. */
const fixtures = new Map<number, Promise<CatalogueFixture | null>>();
const profiles = new Map<number, Promise<string>[]>();

export function catalogueFixture(
  log: (message: string) => void,
  products: number = PRODUCTS,
): Promise<CatalogueFixture | null> {
  let fixture = fixtures.get(products);
  if (!fixture) {
    fixture = (async () => {
      const database = await createScratchDatabase(`catalogue${products}`);
      if (!database) return null;
      try {
        const server = await startBenchServer(database.url);
        // Products as the store fixture seeds them (names end in their number, 1..N), without the sales.
        await database.query(seedSql(products, 0));
        log(`catalogue fixture: ${products} products seeded on PostgreSQL`);
        return { server, database };
      } catch (error) {
        await database.drop();
        throw error;
      }
    })();
    fixtures.set(products, fixture);
  }
  return fixture;
}

/** The `index`th till of the catalogue store of `products`: its own profile, signed in as the manager, fully pulled. */
export function catalogueProfile(
  log: (message: string) => void,
  index: number,
  products: number = PRODUCTS,
): Promise<string> {
  const tills = profiles.get(products) ?? [];
  profiles.set(products, tills);
  tills[index] ??= (async () => {
    const store = await catalogueFixture(log, products);
    if (!store) throw new Error('no PostgreSQL');
    const dir = await newProfileDir();
    const result = await pullIntoFreshProfile(store.server.baseURL, dir);
    log(
      `catalogue fixture: till ${index + 1} filled in ${result.seconds.toFixed(1)} s (${result.products} products)`,
    );
    return dir;
  })();
  return tills[index];
}

export async function releaseCatalogueFixture(): Promise<void> {
  const all = [...fixtures.values()];
  const tills = [...profiles.values()].flat();
  fixtures.clear();
  profiles.clear();
  for (const profile of tills) await removeProfile(await profile.catch(() => ''));
  for (const fixture of all) {
    const current = await fixture.catch(() => null);
    if (!current) continue;
    await current.server.stop();
    await current.database.drop();
  }
}
