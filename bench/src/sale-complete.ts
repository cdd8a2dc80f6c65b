// Issue 4 bench: on the big profile, tap a product, Complete Sale, tap Cash; measured inside the page from the Cash
// click to the new sale's row in the /sales history table (the DOM mutation that shows it).
import { firstPage } from './browser';
import { PAGE_HARNESS } from './page-harness';
import type { Scenario } from './scenario';
import { openStoreProfile } from './store-fixture';
import { percentile, type Row } from './table';
import { saleToHistorySamples } from './till-measures';

const SAMPLES = Number(process.env.BENCH_SALE_SAMPLES ?? 20);

export const saleComplete: Scenario = {
  name: 'sale-complete',
  description:
    "issue 4: 'Complete Sale' → Cash → the sale's row visible in /sales history (5,000 products, 100,000 sales)",
  async run(context) {
    const budget = context.budget('sale_complete_to_history_p95_ms');
    const metric = 'Cash tap → row in history (p95)';
    const opened = await openStoreProfile(context.log);
    if (!opened)
      return [
        { scenario: 'sale-complete', metric, unit: 'ms', measured: null, budget, note: 'no PostgreSQL' },
      ];
    const { context: browser, baseURL } = opened;
    try {
      await browser.addInitScript({ content: PAGE_HARNESS });
      const page = await firstPage(browser);
      await page.goto(`${baseURL}/sales`);
      await page.locator('tbody tr').first().waitFor({ timeout: 60_000 });
      const samples = await saleToHistorySamples(page, SAMPLES);
      context.log(`sale-complete: samples ${samples.map((s) => Math.round(s)).join(', ')} ms`);
      const rows: Row[] = [
        {
          scenario: 'sale-complete',
          metric: 'Cash tap → row in history (p50)',
          unit: 'ms',
          measured: percentile(samples, 50),
          budget: null,
          samples,
        },
        {
          scenario: 'sale-complete',
          metric,
          unit: 'ms',
          measured: percentile(samples, 95),
          budget,
          samples,
          note: `${samples.length} samples`,
        },
      ];
      return rows;
    } finally {
      await browser.close();
    }
  },
};
