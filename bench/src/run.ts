// `npm run bench [-- <scenario> ...]`: measures the built app as a user gets it and prints one table of measured
// against bench/budgets.json. Not a test and not part of `npm test`: timings on shared machines are evidence, not
// a pass/fail gate for CI. Exits 1 when a budget is missed so a later CI job can choose to gate on it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { repoRoot, serverEntry } from '../../e2e/support/server-process';
import { CHROMIUM_PATH } from './browser';
import { cashupScreens } from './cashup';
import { availabilityTwoTills, csvImport, productsListSearch } from './catalogue';
import { releaseCatalogueFixture } from './catalogue-fixture';
import { dashboard } from './dashboard';
import { expensesList } from './expenses-list';
import { firstCards } from './first-cards';
import { firstTill } from './first-till';
import { indexedDbFloor } from './indexeddb-floor';
import { layoutShift } from './layout-shift';
import { lighthouseMobile } from './lighthouse';
import { loginLoad } from './login-load';
import { optionPicker } from './option-picker';
import { planner } from './planner';
import { productSearch } from './product-search';
import { pushRushPglite, pushRushPostgres } from './push-rush';
import { receiptPrinter } from './receipt-printer';
import { refund } from './refund';
import { reports } from './reports';
import { saleComplete } from './sale-complete';
import type { BenchContext, Budgets, Scenario } from './scenario';
import { splitTender } from './split-tender';
import { releaseStoreFixture } from './store-fixture';
import { syncPull, syncPullPglite } from './sync-pull';
import { syncPushPglite, syncPushPostgres } from './sync-push';
import { formatTable, type Row, rowOk } from './table';
import { uploadBesidePush } from './upload-beside-push';

const benchDir = join(repoRoot, 'bench');
const webIndex = join(repoRoot, 'apps', 'web', 'dist', 'index.html');

// Order matters only for sharing: sync-pull fills the profile the issue 4 scenarios then reuse.
const SCENARIOS: Scenario[] = [
  loginLoad,
  syncPushPglite,
  syncPushPostgres,
  // Issue 30: many tills pushing at once; the tail of the push latency.
  pushRushPglite,
  pushRushPostgres,
  syncPullPglite,
  syncPull,
  indexedDbFloor,
  saleComplete,
  // Issue 33: a split cash/card sale against an all-cash one of the same run.
  splitTender,
  // Issue 34: Complete Sale → the receipt's bytes at a loopback network printer (demo store).
  receiptPrinter,
  // Issue 34: a refund from Sales History → committed in IndexedDB and shown.
  refund,
  productSearch,
  dashboard,
  expensesList,
  // Issue 12's Products rows, on their own 5,000-product store.
  productsListSearch,
  availabilityTwoTills,
  csvImport,
  // Issue 14's planner rows, on their own store of shifts, events and tasks.
  planner,
  // Issue 13: the cash-up screen and the Z report, on a store of their own with expenses.
  cashupScreens,
  // Issue 13's Reports rows, on their own store of 100,000 sales over a year and 10,000 expenses.
  reports,
  // Issue 16: a fresh till on a store with a year of trade, PostgreSQL and PGlite; its history is stated against
  // the indexeddb-floor row above (the same measurement, shared).
  firstTill,
  // Issue 30: a sale push beside 5 MB receipt uploads on PGlite.
  uploadBesidePush,
  // Issue 31: layout shift while /login and the till load (demo store), phone and tablet; the till's first cards
  // on a catalogue store of 50,000 products.
  layoutShift,
  firstCards,
  // Issue 33: the options picker on a 5,000-product store whose lattes ask for Size, Milk and Extras.
  optionPicker,
  // Issue 31: Lighthouse's mobile performance score for /login and the till (demo store).
  lighthouseMobile,
];

function ensureBuilt(): void {
  if (process.argv.includes('--build') || !existsSync(serverEntry) || !existsSync(webIndex)) {
    console.log('bench: building (npm run build) …');
    const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
}

function selectScenarios(names: string[]): Scenario[] {
  if (names.length === 0) return SCENARIOS;
  const unknown = names.filter((name) => !SCENARIOS.some((scenario) => scenario.name === name));
  if (unknown.length > 0) {
    const list = SCENARIOS.map((scenario) => `  ${scenario.name.padEnd(20)} ${scenario.description}`).join(
      '\n',
    );
    throw new Error(`Unknown scenario: ${unknown.join(', ')}. Scenarios:\n${list}`);
  }
  return SCENARIOS.filter((scenario) => names.includes(scenario.name));
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

async function main(): Promise<void> {
  const names = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const scenarios = selectScenarios(names);
  ensureBuilt();
  const budgets = JSON.parse(await readFile(join(benchDir, 'budgets.json'), 'utf8')) as Budgets;
  const context: BenchContext = {
    budgets,
    budget: (key) => budgets[key] ?? null,
    log: (message) => console.log(`bench: ${message}`),
  };
  const loadBefore = loadAverage();
  const rows: Row[] = [];
  const started = performance.now();
  try {
    for (const scenario of scenarios) {
      const scenarioStarted = performance.now();
      context.log(`${scenario.name}: ${scenario.description}`);
      try {
        rows.push(...(await scenario.run(context)));
      } catch (error) {
        // One broken scenario must not hide the others' numbers; it still fails the run.
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        console.error(`bench: ${scenario.name} failed:`, error);
        rows.push({
          scenario: scenario.name,
          metric: 'run',
          unit: 'ms',
          measured: null,
          budget: 0,
          note: `failed: ${message}`,
        });
      }
      context.log(`${scenario.name}: done in ${((performance.now() - scenarioStarted) / 1000).toFixed(0)} s`);
    }
  } finally {
    await releaseStoreFixture();
    await releaseCatalogueFixture();
  }
  const loadAfter = loadAverage();
  console.log(`\n${formatTable(rows)}`);
  console.log(
    `\nload average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAfter} — ` +
      `wall time ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  // A machine without the browser still records the server-only scenarios.
  const browserVersion =
    spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? 'not installed';
  await mkdir(join(benchDir, 'results'), { recursive: true });
  const resultsFile = join(benchDir, 'results', 'latest.json');
  await writeFile(
    resultsFile,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        browser: browserVersion,
        loadAverage: { before: loadBefore, after: loadAfter },
        scenarios: scenarios.map((scenario) => scenario.name),
        metrics: rows.map((row) => ({ ...row, ok: rowOk(row) })),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`bench: results written to ${resultsFile.slice(repoRoot.length + 1)}`);
  if (rows.some((row) => rowOk(row) === false)) process.exitCode = 1;
}

await main();
