// Issue 13 bench: Reports with 100,000 sales and 10,000 expenses on the device (a persistent Chromium profile filled
// by a real pull). A store of its own: sales spread over the last 365 days (so a 365-day report reads all of them)
// over a 200-product catalogue, expenses over two years. Rows:
//   - a 30-day and a 365-day report: the From date changed → every report redrawn (in-page, from the input event to
//     the header naming the new range, which it does only once the new figures are on screen), with layout forced;
//   - the CSV of 100,000 sale lines: the click on 'Export sale lines' → the download, and the longest main-thread
//     task meanwhile (the page must not freeze; its progress is shown).
import type { Page } from '@playwright/test';
import { firstPage } from './browser';
import type { Scenario } from './scenario';
import { measureOnSeededProfile } from './seeded-profile';
import { seedSql } from './store-fixture';
import { noPostgresRow, p95Row, percentile, type Row } from './table';

const SCENARIO = 'reports';
const SALES = Number(process.env.BENCH_REPORT_SALES ?? 100_000);
const EXPENSES = Number(process.env.BENCH_REPORT_EXPENSES ?? 10_000);
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 7);

// Probes installed before the app's scripts (a string: tsx would inject helpers the page lacks). `startAt` is the
// date input's input event; `changedAt` the first moment the header under <h1> no longer reads as it did then.
const HARNESS = `(() => {
  const probe = { longTasks: [] };
  window.__reportsBench = probe;
  const header = () => document.querySelector('main h1 + p')?.textContent ?? '';
  document.addEventListener('input', (event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.type === 'date') {
      probe.startAt = performance.now(); probe.changedAt = undefined; probe.before = header();
    }
  }, true);
  new MutationObserver(() => {
    if (probe.startAt === undefined || probe.changedAt !== undefined) return;
    if (header() === probe.before) return;
    void document.body.offsetHeight;
    probe.changedAt = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ at: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
})();`;

declare global {
  interface Window {
    __reportsBench?: {
      startAt?: number;
      changedAt?: number;
      before?: string;
      longTasks: { at: number; duration: number }[];
    };
  }
}

const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Changes From between two days `days` apart from today, RUNS times each way, and returns each redraw's time. */
async function rangeSamples(
  page: Page,
  baseURL: string,
  days: number,
): Promise<{ first: number; samples: number[] }> {
  const today = utcDay(0);
  await page.goto(`${baseURL}/reports?period=custom&from=${utcDay(-(days - 1))}&to=${today}`);
  await page.getByTestId('summary-taken-value').waitFor({ timeout: 120_000 });
  const from = page.getByLabel('From');
  const samples: number[] = [];
  // One more than measured: the first change after opening also loads and compiles what the page has not run yet,
  // so it is reported on its own (as the dashboard bench drops its first click).
  for (let run = 0; run < RUNS * 2 + 1; run += 1) {
    const day = utcDay(-(days - 1) - (run % 2 === 0 ? 1 : 0));
    await from.fill(day);
    await page.waitForFunction(() => window.__reportsBench?.changedAt !== undefined, undefined, {
      timeout: 60_000,
    });
    samples.push(
      await page.evaluate(
        () => (window.__reportsBench?.changedAt ?? 0) - (window.__reportsBench?.startAt ?? 0),
      ),
    );
  }
  const [first = 0, ...rest] = samples;
  return { first, samples: rest };
}

async function csvExport(
  page: Page,
  baseURL: string,
): Promise<{
  seconds: number;
  lines: number;
  longestTask: number;
  floor: { seconds: number; rows: number };
}> {
  await page.goto(`${baseURL}/reports?period=custom&from=${utcDay(-366)}&to=${utcDay(1)}`);
  await page.getByTestId('summary-taken-value').waitFor({ timeout: 120_000 });
  // The floor: the same sales read with one plain IndexedDB getAll on the soldAt index, no app code. On a loaded
  // machine it moves with the export, so the two read together say how much of the export is the app's own work.
  const floor = await page.evaluate(async (from) => {
    const open = indexedDB.open('cafeposdb');
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const began = performance.now();
    const request = database
      .transaction('sales')
      .objectStore('sales')
      .index('soldAt')
      .getAll(IDBKeyRange.lowerBound(from));
    const rows = await new Promise<unknown[]>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    database.close();
    return { seconds: (performance.now() - began) / 1000, rows: rows.length };
  }, new Date(Date.now() - 367 * 86_400_000).toISOString());
  const started = await page.evaluate(() => performance.now());
  const downloading = page.waitForEvent('download', { timeout: 120_000 });
  const clickedAt = performance.now();
  await page.getByRole('button', { name: 'Export sale lines' }).click();
  const download = await downloading;
  const seconds = (performance.now() - clickedAt) / 1000;
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(path, 'utf8');
  const lines = text.split('\r\n').length - 2; // the header and the final line end
  const longestTask = await page.evaluate(
    (since) =>
      Math.max(
        0,
        ...(window.__reportsBench?.longTasks ?? []).filter((t) => t.at >= since).map((t) => t.duration),
      ),
    started,
  );
  return { seconds, lines, longestTask, floor };
}

export const reports: Scenario = {
  name: SCENARIO,
  description: `issue 13: Reports with ${SALES.toLocaleString('en-US')} sales and ${EXPENSES.toLocaleString('en-US')} expenses on the device: 30- and 365-day reports, CSV of the sale lines`,
  async run(context) {
    const budget30 = context.budget('report_30_days_ms');
    const budget365 = context.budget('report_365_days_ms');
    const budgetCsv = context.budget('csv_100k_sale_lines_s');
    const measured = await measureOnSeededProfile(
      {
        scenario: SCENARIO,
        label: 'reports',
        // Sales within the last 364 days, so a 365-day report reads them all.
        seeds: [seedSql(200, SALES, { expenses: EXPENSES, days: 364 })],
        log: context.log,
        pulled: (store) => `${store.sales} sales`,
      },
      async (browser, baseURL) => {
        await browser.addInitScript({ content: HARNESS });
        const page = await firstPage(browser);
        const { first: firstThirty, samples: thirty } = await rangeSamples(page, baseURL, 30);
        context.log(
          `${SCENARIO}: 30 days first ${Math.round(firstThirty)}, then ${thirty.map((s) => Math.round(s)).join(', ')} ms`,
        );
        const { first: firstYear, samples: year } = await rangeSamples(page, baseURL, 365);
        context.log(
          `${SCENARIO}: 365 days first ${Math.round(firstYear)}, then ${year.map((s) => Math.round(s)).join(', ')} ms`,
        );
        const csv = await csvExport(page, baseURL);
        context.log(
          `${SCENARIO}: CSV ${csv.lines} sale lines in ${csv.seconds.toFixed(2)} s (floor ${csv.floor.seconds.toFixed(2)} s), longest task ${Math.round(csv.longestTask)} ms`,
        );
        const rows: Row[] = [
          {
            scenario: SCENARIO,
            metric: 'report over 30 days: first change after opening the page',
            unit: 'ms',
            measured: firstThirty,
            budget: null,
          },
          {
            scenario: SCENARIO,
            metric: 'report over 365 days: first change after opening the page',
            unit: 'ms',
            measured: firstYear,
            budget: null,
          },
          {
            scenario: SCENARIO,
            metric: 'report over 30 days: From changed → all reports redrawn (p50)',
            unit: 'ms',
            measured: percentile(thirty, 50),
            budget: null,
          },
          p95Row(
            SCENARIO,
            'report over 30 days: From changed → all reports redrawn (p95)',
            thirty,
            budget30,
            'runs',
          ),
          {
            scenario: SCENARIO,
            metric: 'report over 365 days: From changed → all reports redrawn (p50)',
            unit: 'ms',
            measured: percentile(year, 50),
            budget: null,
          },
          p95Row(
            SCENARIO,
            'report over 365 days: From changed → all reports redrawn (p95)',
            year,
            budget365,
            'runs',
          ),
          {
            scenario: SCENARIO,
            metric: 'floor: plain IndexedDB getAll of the same sales (no app code)',
            unit: 's',
            measured: csv.floor.seconds,
            budget: null,
            note: `${csv.floor.rows.toLocaleString('en-US')} sales`,
          },
          {
            scenario: SCENARIO,
            metric: 'CSV of the sale lines: click → file downloaded',
            unit: 's',
            measured: csv.seconds,
            budget: budgetCsv,
            note: `${csv.lines.toLocaleString('en-US')} lines`,
          },
          {
            scenario: SCENARIO,
            metric: 'CSV of the sale lines: longest main-thread task meanwhile',
            unit: 'ms',
            measured: csv.longestTask,
            budget: null,
            note: 'progress shown between steps',
          },
        ];
        return rows;
      },
    );
    return measured ?? [noPostgresRow(SCENARIO, 'report over 30 days (p95)', 'ms', budget30)];
  },
};
