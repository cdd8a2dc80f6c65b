// Issue 4 bench: on the big profile, tap a product, Complete Sale, tap Cash; measured inside the page from the Cash
// click to the new sale's row in the /sales history table (the DOM mutation that shows it). Issue 31 adds, from
// the same sales: Cash click → the sale-complete sheet shown, → the sale's IndexedDB transaction committed, and the
// sheet's New Sale → the register ready. Beside them, in the same page of the same run, the floor: a plain
// IndexedDB write of one sale and its outbox entry, and a plain table showing its row (sale-floor.ts), and each
// row's ratio to it, so a slower machine shows as a higher floor rather than as the app's cost.

import { recordTrace } from './chromium-trace';
import { saleFloorSamples } from './sale-floor';
import type { Scenario } from './scenario';
import { measureOnStoreProfile } from './store-fixture';
import { noPostgresRow, p95Row, percentile, type Row } from './table';
import { type SheetSamples, saleToHistorySamples } from './till-measures';

const SAMPLES = Number(process.env.BENCH_SALE_SAMPLES ?? 20);

export const saleComplete: Scenario = {
  name: 'sale-complete',
  description:
    "issue 4: 'Complete Sale' → Cash → the sale's row visible in /sales history (5,000 products, 100,000 sales)",
  async run(context) {
    const budget = context.budget('sale_complete_to_history_p95_ms');
    const metric = 'Cash tap → row in history (p95)';
    const measured = await measureOnStoreProfile(context.log, async (page, baseURL) => {
      await page.goto(`${baseURL}/sales`);
      await page.locator('tbody tr').first().waitFor({ timeout: 60_000 });
      const sheet: SheetSamples = { sheet: [], newSale: [], committed: [] };
      // SALE_TRACE=<file>: a Chromium trace of the measured sales, to find where a row's time goes.
      const traceFile = process.env.SALE_TRACE;
      const sample = () => saleToHistorySamples(page, SAMPLES, 2, undefined, sheet);
      const samples = traceFile ? await recordTrace(page, traceFile, sample) : await sample();
      context.log(`sale-complete: samples ${samples.map((s) => Math.round(s)).join(', ')} ms`);
      context.log(`sale-complete: sheet ${sheet.sheet.map((s) => Math.round(s)).join(', ')} ms`);
      context.log(`sale-complete: committed ${sheet.committed.map((s) => Math.round(s)).join(', ')} ms`);
      context.log(`sale-complete: New Sale ready ${sheet.newSale.map((s) => Math.round(s)).join(', ')} ms`);
      const floor = await saleFloorSamples(page, SAMPLES);
      context.log(`sale-complete: floor committed ${floor.committed.map((s) => s.toFixed(1)).join(', ')} ms`);
      context.log(`sale-complete: floor shown ${floor.shown.map((s) => s.toFixed(1)).join(', ')} ms`);
      const floorShown = percentile(floor.shown, 95);
      const floorCommitted = percentile(floor.committed, 95);
      const rows: Row[] = [
        {
          scenario: 'sale-complete',
          metric: 'Cash tap → row in history (p50)',
          unit: 'ms',
          measured: percentile(samples, 50),
          budget: null,
          samples,
        },
        p95Row('sale-complete', metric, samples, budget),
        p95Row(
          'sale-complete',
          'Cash tap → sale-complete sheet shown (p95)',
          sheet.sheet,
          context.budget('sale_complete_sheet_p95_ms'),
        ),
        p95Row(
          'sale-complete',
          'Cash tap → the sale committed in IndexedDB (p95)',
          sheet.committed,
          context.budget('sale_committed_in_indexeddb_p95_ms'),
        ),
        p95Row(
          'sale-complete',
          "sheet's New Sale → register ready for a tap (p95)",
          sheet.newSale,
          context.budget('sheet_new_sale_ready_p95_ms'),
        ),
        p95Row(
          'sale-complete',
          'floor: tap → plain IndexedDB sale + outbox write committed (p95)',
          floor.committed,
          null,
        ),
        p95Row(
          'sale-complete',
          'floor: tap → that write committed and its row in a plain table (p95)',
          floor.shown,
          null,
        ),
        ratioRow('row in history ÷ floor row shown (p95s)', percentile(samples, 95), floorShown),
        ratioRow('sale committed ÷ floor committed (p95s)', percentile(sheet.committed, 95), floorCommitted),
      ];
      return rows;
    });
    return measured ?? [noPostgresRow('sale-complete', metric, 'ms', budget)];
  },
};

function ratioRow(metric: string, measured: number, floor: number): Row {
  return { scenario: 'sale-complete', metric, unit: 'ratio', measured: measured / floor, budget: null };
}
