// Issue 34 bench: on the big profile (5,000 products, 100,000 sales), a sale rung up then refunded in full from its
// row in Sales History: Refund, Refund all, Mis-tap, then the timed tap on "Refund $x.xx", measured inside the page
// to the refund's IndexedDB transaction committed and to "Refund saved" shown. Each refund is of a sale made in the
// same run, so it is of today and under the staff limit: no manager is asked.
import type { Page } from '@playwright/test';
import type { Scenario } from './scenario';
import { measureOnStoreProfile } from './store-fixture';
import { noPostgresRow, p95Row, type Row } from './table';
import { saleToHistorySample } from './till-measures';

const SAMPLES = Number(process.env.BENCH_REFUND_SAMPLES ?? 20);
const WARM_UP = 2;

declare global {
  interface Window {
    __refund?: { clickAt?: number; committedAt?: number; shownAt?: number; watched?: boolean };
  }
}

/**
 * The refund's probe, installed before the page loads: the first read-write transaction over `refunds` after the
 * timed click is the refund's, and its `complete` event is the commit; "Refund saved" appearing is the answer shown.
 */
const REFUND_PROBE = `(() => {
  const probe = (window.__refund = {});
  const open = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (names, mode, options) {
    const transaction = open.call(this, names, mode, options);
    const stores = typeof names === 'string' ? [names] : Array.from(names);
    if (mode === 'readwrite' && stores.includes('refunds') && probe.clickAt !== undefined && !probe.watched) {
      probe.watched = true;
      transaction.addEventListener('complete', () => { probe.committedAt = performance.now(); });
    }
    return transaction;
  };
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && /^Refund \\$/.test(button.textContent.trim())) probe.clickAt = performance.now();
  }, true);
  new MutationObserver(() => {
    if (probe.clickAt === undefined || probe.shownAt !== undefined) return;
    const statuses = document.querySelectorAll('[role="status"]');
    if (Array.from(statuses).some((node) => node.textContent.includes('Refund saved'))) probe.shownAt = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

/** One sale rung up and refunded in full from its row: the refund's committed and shown times. */
async function refundSample(page: Page): Promise<{ committed: number; shown: number }> {
  await saleToHistorySample(page);
  const sheet = page.getByRole('dialog', { name: 'Sale complete' });
  await sheet.getByRole('button', { name: 'No receipt' }).click();
  await sheet.waitFor({ state: 'hidden' });
  await page
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: /^Refund sale / })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Refund all' }).click();
  await dialog.getByRole('button', { name: 'Mis-tap' }).click();
  // Reset in place: the probe's listeners hold this object.
  await page.evaluate(() => {
    const probe = window.__refund;
    if (!probe) throw new Error('no refund probe');
    probe.clickAt = undefined;
    probe.committedAt = undefined;
    probe.shownAt = undefined;
    probe.watched = false;
  });
  await dialog.getByRole('button', { name: /^Refund \$/ }).click();
  await page.waitForFunction(
    () => window.__refund?.committedAt !== undefined && window.__refund?.shownAt !== undefined,
    undefined,
    { timeout: 30_000 },
  );
  const [committed, shown] = await page.evaluate(() => [
    (window.__refund?.committedAt ?? 0) - (window.__refund?.clickAt ?? 0),
    (window.__refund?.shownAt ?? 0) - (window.__refund?.clickAt ?? 0),
  ]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  return { committed, shown };
}

export const refund: Scenario = {
  name: 'refund',
  description: 'issue 34: a refund from Sales History → committed in IndexedDB and shown (100,000 sales)',
  async run(context) {
    const budget = context.budget('refund_committed_and_shown_p95_ms');
    const metric = 'Refund tap → committed in IndexedDB (p95)';
    const measured = await measureOnStoreProfile(context.log, async (page, baseURL) => {
      await page.addInitScript({ content: REFUND_PROBE });
      await page.goto(`${baseURL}/sales`);
      await page.locator('tbody tr').first().waitFor({ timeout: 60_000 });
      const committed: number[] = [];
      const shown: number[] = [];
      for (let run = 0; run < SAMPLES + WARM_UP; run += 1) {
        const sample = await refundSample(page);
        if (run < WARM_UP) continue;
        committed.push(sample.committed);
        shown.push(sample.shown);
      }
      context.log(`refund: committed ${committed.map((s) => Math.round(s)).join(', ')} ms`);
      context.log(`refund: shown ${shown.map((s) => Math.round(s)).join(', ')} ms`);
      const rows: Row[] = [
        p95Row('refund', metric, committed, budget),
        p95Row('refund', 'Refund tap → "Refund saved" shown (p95)', shown, budget),
      ];
      return rows;
    });
    return measured ?? [noPostgresRow('refund', metric, 'ms', budget)];
  },
};
