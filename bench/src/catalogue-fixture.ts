// The catalogue stores issue 12's Products rows (5,000 products) and issue 31's first cards (50,000) are measured
// against: the built server on a fresh PostgreSQL database holding only products (no sales, so a till fills in
// seconds), and persistent Chromium profiles signed in as the manager that have pulled it. Each size is built once
// per bench run, on first use, and shared by the scenarios that ask for it.
import { newProfileDir, removeProfile } from './browser';
import { type BenchServer, createScratchDatabase, type ScratchDatabase, startBenchServer } from './server';
import { PRODUCTS, pullIntoFreshProfile } from './store-fixture';

export interface CatalogueFixture {
  server: BenchServer;
  database: ScratchDatabase;
}

/**
 * Products as the store fixture seeds them (names end in their number, 1..N; versions from the store's counter
 * under its row lock), without the sales.
 */
function seedProductsSql(products: number): string {
  return `
BEGIN;
CREATE TEMP TABLE bench_base ON COMMIT DROP AS
  SELECT store_id, last_version AS base FROM version_counters ORDER BY store_id LIMIT 1 FOR UPDATE;
INSERT INTO products (id, store_id, created_at, updated_at, version, name, category, price, description, available)
  SELECT gen_random_uuid(), b.store_id, now(), now(), b.base + g,
         (ARRAY['Espresso','Flat White','Latte','Croissant','Muffin','Brownie','Mug','Chai'])[1 + g % 8] || ' ' || g,
         (ARRAY['beverages','food','desserts','merchandise'])[1 + g % 4],
         150 + (g % 50) * 25, 'Bench product number ' || g, true
  FROM bench_base b, generate_series(1, ${products}) g;
UPDATE version_counters v SET last_version = b.base + ${products} FROM bench_base b WHERE v.store_id = b.store_id;
COMMIT;`;
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
        await database.query(seedProductsSql(products));
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
