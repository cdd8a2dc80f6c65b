// Issue 31 bench: the till opened on a device holding 50,000 products (the catalogue fixture, pulled into a
// persistent profile): navigation start → the first product cards in the grid, laid out. Measured in the page
// (performance.now() counts from the navigation), as a cashier reopening the till gets it: signed in, the app's
// files from its service worker. Beside it, with no budget: when the whole catalogue has been read (the grid's
// 'Showing 60 of 50,000' line, which needs every product), and the layout shift of the whole load.
import { firstPage, launch } from './browser';
import { catalogueFixture, catalogueProfile } from './catalogue-fixture';
import { describeShifts, readLayoutShift } from './layout-shift';
import { LAYOUT_SHIFT_HARNESS } from './layout-shift-harness';
import type { Scenario } from './scenario';
import { noPostgresRow, percentile, type Row } from './table';

const PRODUCTS = Number(process.env.BENCH_FIRST_CARDS_PRODUCTS ?? 50_000);
const RUNS = Number(process.env.BENCH_FIRST_CARDS_RUNS ?? 5);

declare global {
  interface Window {
    __firstCards?: { cardAt?: number; frameAt?: number; allAt?: number };
  }
}

// A string, not a function: tsx would inject helpers the page lacks.
const FIRST_CARDS_HARNESS = `(() => {
  const probe = {};
  window.__firstCards = probe;
  const observer = new MutationObserver(() => {
    if (probe.cardAt === undefined && document.querySelector('ul[aria-label="Products"] button')) {
      void document.body.offsetHeight;
      probe.cardAt = performance.now();
      requestAnimationFrame(() => { probe.frameAt = performance.now(); });
    }
    if (probe.allAt === undefined && /Showing [\\d,]+ of [\\d,]+ products/.test(document.querySelector('main')?.textContent ?? '')) {
      probe.allAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
})();`;

export const firstCards: Scenario = {
  name: 'first-cards',
  description: `issue 31: the till opened on ${PRODUCTS.toLocaleString('en-US')} products → first product cards`,
  async run(context) {
    const metric = `first product cards at ${PRODUCTS.toLocaleString('en-US')} products (p95)`;
    const budget = context.budget('first_cards_50k_products_ms');
    const store = await catalogueFixture(context.log, PRODUCTS);
    if (!store) return [noPostgresRow(this.name, metric, 'ms', budget)];
    const browser = await launch(await catalogueProfile(context.log, 0, PRODUCTS));
    try {
      await browser.addInitScript({ content: FIRST_CARDS_HARNESS });
      await browser.addInitScript({ content: LAYOUT_SHIFT_HARNESS });
      const page = await firstPage(browser);
      const cards: number[] = [];
      const frames: number[] = [];
      const all: number[] = [];
      const shifts: number[] = [];
      // Run 0 is a warm-up (the worker takes the page, the browser's caches fill); it is not counted.
      for (let run = 0; run <= RUNS; run++) {
        await page.goto('about:blank');
        await page.goto(`${store.server.baseURL}/sales/new`);
        await page.waitForFunction(() => window.__firstCards?.allAt !== undefined, undefined, {
          timeout: 120_000,
        });
        const probe = await page.evaluate(() => ({ ...window.__firstCards }));
        const shift = await readLayoutShift(page);
        context.log(
          `first-cards: run ${run}${run === 0 ? ' (warm-up)' : ''}: first cards ${Math.round(probe.cardAt ?? 0)} ms, ` +
            `whole catalogue ${Math.round(probe.allAt ?? 0)} ms, layout shift ${shift.total.toFixed(3)}` +
            (shift.entries.length > 0 ? `\n${describeShifts(shift.entries)}` : ''),
        );
        if (run === 0) continue;
        cards.push(probe.cardAt ?? Number.NaN);
        frames.push(probe.frameAt ?? Number.NaN);
        all.push(probe.allAt ?? Number.NaN);
        shifts.push(shift.total);
      }
      const rows: Row[] = [
        {
          scenario: this.name,
          metric: 'first product cards (p50)',
          unit: 'ms',
          measured: percentile(cards, 50),
          budget: null,
        },
        { scenario: this.name, metric, unit: 'ms', measured: percentile(cards, 95), budget, samples: cards },
        {
          scenario: this.name,
          metric: 'first product cards → next frame (p95)',
          unit: 'ms',
          measured: percentile(frames, 95),
          budget: null,
        },
        {
          scenario: this.name,
          metric: `whole catalogue read: 'Showing 60 of N' shown (p95)`,
          unit: 'ms',
          measured: percentile(all, 95),
          budget: null,
          note: 'search covers every product from here',
        },
        {
          scenario: this.name,
          metric: 'layout shift during the load (worst)',
          unit: 'score',
          measured: Math.max(...shifts),
          budget: context.budget('layout_shift_cls'),
        },
      ];
      return rows;
    } finally {
      await browser.close();
    }
  },
};
