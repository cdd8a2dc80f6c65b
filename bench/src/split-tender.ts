// Issue 33 bench: a split-tender sale against a single-payment one, on the big profile (5,000 products, 100,000
// sales). Sales alternate — all cash, then $1 cash and the rest on card — so both kinds meet the same page, the same
// database and the same machine; each is timed from its last payment tap to the sale's IndexedDB transaction
// committed (the same in-page probe as sale-complete's row). The budget is the ratio of the two p95s.
import type { Scenario } from './scenario';
import { measureOnStoreProfile } from './store-fixture';
import { noPostgresRow, p95Row, percentile, type Row } from './table';
import { type SheetSamples, saleToHistorySample } from './till-measures';

const SAMPLES = Number(process.env.BENCH_SALE_SAMPLES ?? 20);
const WARM_UP = 2;

export const splitTender: Scenario = {
  name: 'split-tender',
  description: 'issue 33: a split cash/card sale → committed, against an all-cash sale of the same run',
  async run(context) {
    const budget = context.budget('split_tender_to_single_committed_ratio');
    const metric = 'split sale committed ÷ single-payment sale committed (p95s)';
    const measured = await measureOnStoreProfile(context.log, async (page, baseURL) => {
      await page.goto(`${baseURL}/sales`);
      await page.locator('tbody tr').first().waitFor({ timeout: 60_000 });
      const single: SheetSamples = { sheet: [], newSale: [], committed: [] };
      const split: SheetSamples = { sheet: [], newSale: [], committed: [] };
      for (let run = 0; run < SAMPLES + WARM_UP; run += 1) {
        const measuring = run >= WARM_UP;
        await saleToHistorySample(page, measuring ? single : undefined, 'cash');
        await saleToHistorySample(page, measuring ? split : undefined, 'split');
      }
      context.log(`split-tender: single ${single.committed.map((s) => Math.round(s)).join(', ')} ms`);
      context.log(`split-tender: split ${split.committed.map((s) => Math.round(s)).join(', ')} ms`);
      const rows: Row[] = [
        p95Row('split-tender', 'all-cash tap → committed in IndexedDB (p95)', single.committed, null),
        p95Row('split-tender', 'split: last leg tap → committed in IndexedDB (p95)', split.committed, null),
        {
          scenario: 'split-tender',
          metric,
          unit: 'ratio',
          measured: percentile(split.committed, 95) / percentile(single.committed, 95),
          budget,
        },
      ];
      return rows;
    });
    return measured ?? [noPostgresRow('split-tender', metric, 'ratio', budget)];
  },
};
