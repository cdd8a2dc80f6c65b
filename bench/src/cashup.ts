// Issue 13 bench: the cash-up screen and the Z report with 100,000 sales and 10,000 expenses on the device (a
// persistent Chromium profile filled by a real pull). Two rows with budgets, each timed inside the page from the
// click (capture phase) to the screen showing what it is for, with layout forced there, so no CDP round trip is in
// any sample:
//   - the sidebar's Cashup link → the cards and the 'Recorded vs counted' lines of the form's day (today) shown;
//   - a recent report's date → that day's Z report shown (yesterday: a full day of ~1,100 sales, approved, so the
//     late-adjustment read runs too).
// Its own store (sales, expenses and five approved cash-ups seeded by SQL as the other fixtures are), since the
// shared 100,000-sale profile holds no expenses.
import type { BrowserContext, Page } from '@playwright/test';
import { firstPage } from './browser';
import { seedSql as expensesSeedSql } from './expenses-list';
import type { Scenario } from './scenario';
import { measureOnSeededProfile } from './seeded-profile';
import { seedSql as salesSeedSql } from './store-fixture';
import { noPostgresRow, p95Row, percentile, type Row } from './table';
import { MANAGER_EMAIL } from './till-client';

const SCENARIO = 'cashup';
const PRODUCTS = 1_000;
const SALES = Number(process.env.BENCH_SALES ?? 100_000);
const EXPENSES = Number(process.env.BENCH_EXPENSES ?? 10_000);
// Enough samples that one stall of a shared machine is not the p95 on its own.
const RUNS = Number(process.env.BENCH_CASHUP_RUNS ?? 25);
const REPORT_DAYS = 5;

/** One approved cash-up for each of the last REPORT_DAYS days before today (UTC, the demo store's zone). */
function cashupSeedSql(): string {
  const amounts = [
    'morning_shift_cash',
    'afternoon_shift_cash',
    'on_the_go_sales_cash',
    'fca_credit_card_transactions',
    'zig_credit_card_transactions',
    'eco_cash_mobile_payments',
    'zig_cash_payments',
    'bank_transfers',
    'loyalty_card_transactions',
    'extras',
    'expenses',
    'gaap_cash_total',
  ];
  return `
BEGIN;
CREATE TEMP TABLE bench_base ON COMMIT DROP AS
  SELECT store_id, last_version AS base FROM version_counters ORDER BY store_id LIMIT 1 FOR UPDATE;
CREATE TEMP TABLE bench_people ON COMMIT DROP AS
  SELECT (SELECT id::text FROM users WHERE email = '${MANAGER_EMAIL}' LIMIT 1) AS manager,
         (SELECT id::text FROM users WHERE role = 'admin' LIMIT 1) AS admin;
INSERT INTO cashups (id, store_id, created_at, updated_at, version, date, ${amounts.join(', ')},
                     daily_grand_total, notes, status, created_by, approved_by, approved_at)
  SELECT gen_random_uuid(), b.store_id, now(), now(), b.base + g,
         (now() AT TIME ZONE 'UTC')::date - g,
         ${amounts.map(() => '10000').join(', ')},
         90000, 'Bench cash-up ' || g, 'approved', p.manager, p.admin, now()
  FROM bench_base b, bench_people p, generate_series(1, ${REPORT_DAYS}) g;
UPDATE version_counters v SET last_version = b.base + ${REPORT_DAYS} FROM bench_base b WHERE v.store_id = b.store_id;
COMMIT;`;
}

// Probes installed before the app's scripts (a string: tsx would inject helpers the page lacks).
const HARNESS = `(() => {
  const probe = {};
  window.__cashupBench = probe;
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link ? link.getAttribute('href') : null;
    if (href === '/cashup') { probe.cashupClickAt = performance.now(); probe.cashupAt = undefined; }
    if (href && href.startsWith('/cashup/z/')) { probe.zClickAt = performance.now(); probe.zAt = undefined; }
  }, true);
  const cashupShown = () => {
    const sales = document.querySelector('[data-testid="cashup-card-sales-value"]');
    const text = sales ? sales.textContent.trim() : '';
    return text !== '' && text !== '—' && document.querySelectorAll('table[aria-label="Recorded vs counted"] tbody tr').length === 4;
  };
  const zShown = () => {
    const day = location.pathname.startsWith('/cashup/z/') ? location.pathname.slice(10) : '';
    return document.querySelector('[data-testid="z-report"] time[datetime="' + day + '"]') !== null
      && document.querySelector('table[aria-label="Top 10 items"] tbody tr') !== null;
  };
  const observer = new MutationObserver(() => {
    if (probe.zLoadAt === undefined && zShown()) probe.zLoadAt = performance.now();
    if (probe.cashupClickAt !== undefined && probe.cashupAt === undefined && location.pathname === '/cashup' && cashupShown()) {
      void document.body.offsetHeight;
      probe.cashupAt = performance.now();
    }
    if (probe.zClickAt !== undefined && probe.zAt === undefined && location.pathname.startsWith('/cashup/z/') && zShown()) {
      void document.body.offsetHeight;
      probe.zAt = performance.now();
    }
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})();`;

declare global {
  interface Window {
    __cashupBench?: {
      cashupClickAt?: number;
      cashupAt?: number;
      zClickAt?: number;
      zAt?: number;
      /** On a full page load of a Z report: ms from navigation start until it is shown. */
      zLoadAt?: number;
    };
  }
}

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

async function toDashboard(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

async function measure(
  context: BrowserContext,
  baseURL: string,
  log: (message: string) => void,
): Promise<{ cashup: number[]; zReport: number[]; zFullLoad: number[] }> {
  await context.addInitScript({ content: HARNESS });
  const page = await firstPage(context);
  await page.goto(`${baseURL}/dashboard`);
  await page.getByRole('link', { name: 'Cashup', exact: true }).first().waitFor({ timeout: 60_000 });
  const day = yesterday();
  const cashup: number[] = [];
  const zReport: number[] = [];
  for (let run = 0; run < RUNS + 1; run += 1) {
    await toDashboard(page);
    await page.getByRole('link', { name: 'Cashup', exact: true }).first().click();
    await page.waitForFunction(() => window.__cashupBench?.cashupAt !== undefined, undefined, {
      timeout: 30_000,
    });
    const opened = await page.evaluate(
      () => (window.__cashupBench?.cashupAt ?? 0) - (window.__cashupBench?.cashupClickAt ?? 0),
    );
    await page
      .getByRole('table', { name: 'Recent Cash-up Reports' })
      .getByRole('link', { name: day, exact: true })
      .click();
    await page.waitForFunction(() => window.__cashupBench?.zAt !== undefined, undefined, { timeout: 30_000 });
    const shown = await page.evaluate(
      () => (window.__cashupBench?.zAt ?? 0) - (window.__cashupBench?.zClickAt ?? 0),
    );
    // The first round loads the screens' code and warms IndexedDB: not a sample.
    if (run > 0) {
      cashup.push(opened);
      zReport.push(shown);
    }
  }
  // A cold open for reference: the whole app loads, then the report (no budget; the page load dominates).
  const zFullLoad: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    await page.goto(`${baseURL}/cashup/z/${day}`);
    await page.waitForFunction(() => window.__cashupBench?.zLoadAt !== undefined, undefined, {
      timeout: 60_000,
    });
    zFullLoad.push(await page.evaluate(() => window.__cashupBench?.zLoadAt ?? 0));
  }
  log(`${SCENARIO}: cash-up ${cashup.map((s) => Math.round(s)).join(', ')} ms`);
  log(`${SCENARIO}: Z report ${zReport.map((s) => Math.round(s)).join(', ')} ms`);
  return { cashup, zReport, zFullLoad };
}

export const cashupScreens: Scenario = {
  name: SCENARIO,
  description: `issue 13: ${SALES.toLocaleString('en-US')} sales and ${EXPENSES.toLocaleString('en-US')} expenses on the device: the cash-up screen with the day's record, and a Z report`,
  async run(context) {
    const cashupBudget = context.budget('cashup_screen_record_shown_p95_ms');
    const zBudget = context.budget('z_report_shown_p95_ms');
    const cashupMetric = "sidebar click → cash-up cards and the day's recorded figures shown (p95)";
    const zMetric = "a report's date clicked → that day's Z report shown (p95)";
    const measured = await measureOnSeededProfile(
      {
        scenario: SCENARIO,
        label: 'cashup',
        seeds: [salesSeedSql(PRODUCTS, SALES), expensesSeedSql(EXPENSES), cashupSeedSql()],
        log: context.log,
        pulled: (store) => `${store.sales} sales and ${EXPENSES} expenses`,
      },
      async (browser, baseURL) => {
        const { cashup, zReport, zFullLoad } = await measure(browser, baseURL, context.log);
        const rows: Row[] = [
          {
            scenario: SCENARIO,
            metric: "sidebar click → cash-up cards and the day's recorded figures shown (p50)",
            unit: 'ms',
            measured: percentile(cashup, 50),
            budget: null,
          },
          p95Row(SCENARIO, cashupMetric, cashup, cashupBudget, 'runs'),
          {
            scenario: SCENARIO,
            metric: "a report's date clicked → that day's Z report shown (p50)",
            unit: 'ms',
            measured: percentile(zReport, 50),
            budget: null,
          },
          p95Row(SCENARIO, zMetric, zReport, zBudget, 'runs'),
          {
            scenario: SCENARIO,
            metric: 'full load of /cashup/z/{day} → report shown (p50)',
            unit: 'ms',
            measured: percentile(zFullLoad, 50),
            budget: null,
            samples: zFullLoad,
          },
        ];
        return rows;
      },
    );
    return (
      measured ?? [
        noPostgresRow(SCENARIO, cashupMetric, 'ms', cashupBudget),
        noPostgresRow(SCENARIO, zMetric, 'ms', zBudget),
      ]
    );
  },
};
