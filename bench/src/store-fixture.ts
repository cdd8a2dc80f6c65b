// The large store that issue 3's pull and issue 4's screens are measured against: the built server on a fresh
// PostgreSQL database holding 5,000 products and 100,000 sales, and (once pulled) a persistent Chromium profile
// holding all of it. Built once per bench run, on first use, and shared by the scenarios that need it.
import type { Page } from '@playwright/test';
import { countLocal, firstPage, launch, newProfileDir, removeProfile, signInThroughForm } from './browser';
import { readHistoryState } from './history-state';
import { PAGE_HARNESS } from './page-harness';
import { type BenchServer, createScratchDatabase, type ScratchDatabase, startBenchServer } from './server';
import type { Row } from './table';
import { MANAGER_EMAIL } from './till-client';

export const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5_000);
export const SALES = Number(process.env.BENCH_SALES ?? 100_000);
/** Issue 16's first till holds these too (the shared store of issues 3 and 4 has none). */
export const EXPENSES = Number(process.env.BENCH_EXPENSES ?? 10_000);

export interface StoreFixture {
  server: BenchServer;
  database: ScratchDatabase;
  seedSeconds: number;
}

/**
 * Seeds with one SQL transaction rather than through the push API: at the push rate the server reaches today
 * (see the sync-push rows) 100,000 sales would take many minutes. Versions come from the store's version counter
 * exactly as the server hands them out (taken under its row lock, counter advanced in the same transaction), so a
 * pull sees what it would after real pushes. Sales are spread over the last `days` days, like a real till's history;
 * expenses (if any) over two years, after the sales.
 */
export function seedSql(
  products: number,
  sales: number,
  options: { expenses?: number; days?: number } = {},
): string {
  const expenses = options.expenses ?? 0;
  const days = options.days ?? 90;
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
CREATE TEMP TABLE bench_products ON COMMIT DROP AS
  SELECT id, name, price, (row_number() OVER (ORDER BY version)) - 1 AS n
  FROM products WHERE description LIKE 'Bench product number %';
CREATE TEMP TABLE bench_manager ON COMMIT DROP AS
  SELECT id FROM users WHERE email = '${MANAGER_EMAIL}' LIMIT 1;
INSERT INTO sales (id, store_id, created_at, updated_at, version, items, subtotal, tax, total, payment_method,
                   payments, payment_status, created_by, sold_at)
  SELECT gen_random_uuid(), b.store_id, t.at, t.at, b.base + ${products} + g,
         jsonb_build_array(jsonb_build_object('id', gen_random_uuid(), 'productId', p.id, 'productName', p.name,
                                              'quantity', 1 + g % 3, 'unitPrice', p.price + o.delta)
                           || o.line_options),
         (1 + g % 3) * (p.price + o.delta),
         ((1 + g % 3) * (p.price + o.delta) * 825 + 5000) / 10000,
         (1 + g % 3) * (p.price + o.delta) + ((1 + g % 3) * (p.price + o.delta) * 825 + 5000) / 10000,
         (ARRAY['cash','credit_card','debit_card','mobile_payment'])[1 + g % 4],
         -- One leg of its method for its whole total, as migration 0016 gives every sale stored before legs.
         jsonb_build_array(jsonb_build_object(
           'method', (ARRAY['cash','credit_card','debit_card','mobile_payment'])[1 + g % 4],
           'amount', (1 + g % 3) * (p.price + o.delta)
                     + ((1 + g % 3) * (p.price + o.delta) * 825 + 5000) / 10000)),
         'completed',
         coalesce((SELECT id::text FROM bench_manager), 'unknown'), t.at
  FROM bench_base b, generate_series(1, ${sales}) g
  JOIN bench_products p ON p.n = g % ${products}
  CROSS JOIN LATERAL (SELECT now() - (g::double precision / ${sales}) * interval '${days} days' AS at) t
  CROSS JOIN LATERAL (${saleOptionsSql('g')}) o;
INSERT INTO expenses (id, store_id, created_at, updated_at, version, description, amount, category, vendor, date,
                      status, receipt_file_id, paid_from_till, created_by)
  SELECT gen_random_uuid(), b.store_id, now(), now(), b.base + ${products + sales} + g,
         'Bench expense ' || g, 100 + (g * 7919) % 50000,
         (ARRAY['inventory','utilities','rent','salaries','maintenance','marketing','other'])[1 + g % 7],
         'Supplier ' || chr(65 + g % 26), current_date - (g * 37) % 730, 'pending', NULL, g % 5 = 0,
         coalesce((SELECT id::text FROM bench_manager), 'unknown')
  FROM bench_base b, generate_series(1, ${expenses}) g;
UPDATE version_counters v SET last_version = b.base + ${products + sales + expenses} FROM bench_base b
  WHERE v.store_id = b.store_id;
COMMIT;`;
}

/** The option groups the bench's sales were sold with (issue 33): fixed ids, as a till's lines name them. */
const SIZE = { id: '00000000-0000-4000-8000-00000000b001', name: 'Size' };
const MILK = { id: '00000000-0000-4000-8000-00000000b002', name: 'Milk' };
const SIZES = [
  ['00000000-0000-4000-8000-00000000c001', 'Small', 0],
  ['00000000-0000-4000-8000-00000000c002', 'Regular', 40],
  ['00000000-0000-4000-8000-00000000c003', 'Large', 80],
] as const;
const MILKS = [
  ['00000000-0000-4000-8000-00000000c011', 'Whole', 0],
  ['00000000-0000-4000-8000-00000000c012', 'Oat', 60],
  ['00000000-0000-4000-8000-00000000c013', 'Almond', 60],
] as const;

const sqlArray = (values: readonly (string | number)[]) =>
  `ARRAY[${values.map((value) => (typeof value === 'number' ? String(value) : `'${value}'`)).join(',')}]`;

/**
 * Every other sale's line carries a size and a milk, as a cafe's coffees do (reports over 100,000 sales with options
 * must stay within their budgets): `delta` is what they add to one unit, `line_options` the line's basePrice and
 * options as the till stores them ('{}' for a line without).
 */
function saleOptionsSql(g: string): string {
  const option = (group: { id: string; name: string }, choices: typeof SIZES | typeof MILKS, pick: string) =>
    `jsonb_build_object('groupId', '${group.id}', 'groupName', '${group.name}',
       'optionId', (${sqlArray(choices.map((choice) => choice[0]))})[${pick}],
       'name', (${sqlArray(choices.map((choice) => choice[1]))})[${pick}],
       'priceDelta', (${sqlArray(choices.map((choice) => choice[2]))})[${pick}], 'quantity', 1)`;
  const size = `1 + ${g} % 3`;
  const milk = `1 + (${g} / 2) % 3`;
  const delta = `(${sqlArray(SIZES.map((choice) => choice[2]))})[${size}] + (${sqlArray(MILKS.map((choice) => choice[2]))})[${milk}]`;
  return `SELECT
      CASE WHEN ${g} % 2 = 0 THEN ${delta} ELSE 0 END AS delta,
      CASE WHEN ${g} % 2 = 0 THEN jsonb_build_object('basePrice', p.price, 'options', jsonb_build_array(
        ${option(SIZE, SIZES, size)}, ${option(MILK, MILKS, milk)})) ELSE '{}'::jsonb END AS line_options`;
}

let fixture: Promise<StoreFixture | null> | undefined;

export function storeFixture(log: (message: string) => void): Promise<StoreFixture | null> {
  fixture ??= (async () => {
    const database = await createScratchDatabase('store');
    if (!database) return null;
    try {
      const server = await startBenchServer(database.url);
      const started = performance.now();
      await database.query(seedSql(PRODUCTS, SALES));
      const seedSeconds = (performance.now() - started) / 1000;
      log(
        `store fixture: ${PRODUCTS} products + ${SALES} sales seeded on PostgreSQL in ${seedSeconds.toFixed(1)} s`,
      );
      return { server, database, seedSeconds };
    } catch (error) {
      await database.drop();
      throw error;
    }
  })();
  return fixture;
}

export async function releaseStoreFixture(): Promise<void> {
  const current = await fixture?.catch(() => null);
  fixture = undefined;
  if (!current) return;
  await current.server.stop();
  await current.database.drop();
  if (pulledProfile) await removeProfile(await pulledProfile.catch(() => ''));
  pulledProfile = undefined;
}

/**
 * Signs a fresh profile in as the manager and waits until the till holds the whole store: the 'Preparing this
 * till…' screen has gone and the history behind it has arrived. Only then are the rows counted, once: a count
 * in IndexedDB walks the whole store, so polling it would slow the very writes being measured.
 */
export async function pullIntoFreshProfile(
  baseURL: string,
  profileDir: string,
): Promise<{ seconds: number; sales: number; products: number }> {
  const context = await launch(profileDir);
  try {
    const page = await firstPage(context);
    const started = performance.now();
    await signInThroughForm(page, baseURL, MANAGER_EMAIL);
    const gate = page.getByText('Preparing this till…');
    // The gate can come and go before we look on a small store; on this one it is up for many seconds.
    await gate.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => undefined);
    const deadline = Date.now() + Number(process.env.BENCH_PULL_MAX_SECONDS ?? 300) * 1000;
    while (Date.now() < deadline && (await gate.isVisible())) {
      const progress = await page
        .getByRole('status')
        .allInnerTexts()
        .catch(() => []);
      console.log(`bench: pulling… ${progress.join(' / ').replace(/\s+/g, ' ')}`);
      await gate.waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => undefined);
    }
    // The gate lifts once the till can sell (two-phase first sync, docs/till-sync.md); the history follows behind it,
    // and the scenarios that open this profile need all of it. A meta read is one key, cheap to poll.
    while (Date.now() < deadline && !(await readHistoryState(page)).done) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const seconds = (performance.now() - started) / 1000;
    const sales = await countLocal(page, 'sales');
    const products = await countLocal(page, 'products');
    return { seconds, sales, products };
  } finally {
    await context.close();
  }
}

let pulledProfile: Promise<string> | undefined;

/** A persistent profile that holds the whole fixture store, pulled once (the sync-pull scenario provides it). */
export function pulledStoreProfile(log: (message: string) => void, pulled?: string): Promise<string> {
  if (pulled) pulledProfile = Promise.resolve(pulled);
  pulledProfile ??= (async () => {
    const store = await storeFixture(log);
    if (!store) throw new Error('no PostgreSQL');
    const dir = await newProfileDir();
    const result = await pullIntoFreshProfile(store.server.baseURL, dir);
    log(`store fixture: profile filled in ${result.seconds.toFixed(1)} s (${result.sales} sales)`);
    return dir;
  })();
  return pulledProfile;
}

/**
 * How issue 4's scenarios measure: the profile holding the whole store, opened with PAGE_HARNESS's probes in every
 * document, its first page handed to `measure` and the browser closed again whatever `measure` does. Null when there
 * is no PostgreSQL for the store: the scenario then reports its rows as not measured.
 */
export async function measureOnStoreProfile(
  log: (message: string) => void,
  measure: (page: Page, baseURL: string) => Promise<Row[]>,
): Promise<Row[] | null> {
  const store = await storeFixture(log);
  if (!store) return null;
  const browser = await launch(await pulledStoreProfile(log));
  try {
    await browser.addInitScript({ content: PAGE_HARNESS });
    return await measure(await firstPage(browser), store.server.baseURL);
  } finally {
    await browser.close();
  }
}
