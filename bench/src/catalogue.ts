// Issue 12 bench rows for the Products screen, on a device holding 5,000 products (catalogue-fixture.ts):
//  - products-list-search: a keystroke in the /products search box → the list changed and laid out;
//  - availability-two-tills: the Available switch clicked on till A → the product's New Sale card flips on till B,
//    both online, two browsers with their own profiles;
//  - csv-import: a 5,000-product CSV chosen → preview ready, then Import → all 5,000 stored on the device.
import type { BrowserContext, Page } from '@playwright/test';
import { countLocal, firstPage, launch } from './browser';
import { catalogueFixture, catalogueProfile } from './catalogue-fixture';
import { CATALOGUE_HARNESS } from './catalogue-harness';
import type { BenchContext, Scenario } from './scenario';
import { noPostgresRow, percentile, type Row } from './table';

/** A till of the catalogue store with the probes installed, or null without PostgreSQL. */
async function openTill(
  context: BenchContext,
  index: number,
): Promise<{ browser: BrowserContext; page: Page; baseURL: string } | null> {
  const store = await catalogueFixture(context.log);
  if (!store) return null;
  const browser = await launch(await catalogueProfile(context.log, index));
  await browser.addInitScript({ content: CATALOGUE_HARNESS });
  return { browser, page: await firstPage(browser), baseURL: store.server.baseURL };
}

// Names end in their number (1..5,000): each keystroke of these changes the rows or the 'of N' count.
const QUERIES = ['1234', '2345', '3456', '4567', '1357', '2468', '3579'];

export const productsListSearch: Scenario = {
  name: 'products-list-search',
  description: 'issue 12: keystroke in the /products search → list updated (5,000 products)',
  async run(context) {
    const metric = 'keystroke → list updated and laid out (p95)';
    const budget = context.budget('products_list_search_keystroke_p95_ms');
    const till = await openTill(context, 0);
    if (!till) return [noPostgresRow(this.name, metric, 'ms', budget)];
    const { browser, page, baseURL } = till;
    try {
      await page.goto(`${baseURL}/products`);
      await page.getByRole('table').getByRole('rowheader').first().waitFor({ timeout: 60_000 });
      const search = page.getByRole('searchbox', { name: 'Search products' });
      await search.click();
      const samples: number[] = [];
      const frames: number[] = [];
      for (const query of QUERIES) {
        for (const key of [...query.split(''), ...query.split('').map(() => 'Backspace')]) {
          await page.evaluate(() => {
            if (window.__catalogue) window.__catalogue.inputAt = undefined;
          });
          await page.keyboard.press(key);
          await page.waitForFunction(() => window.__catalogue?.frameAt !== undefined, undefined, {
            timeout: 30_000,
          });
          const [sample, frame] = await page.evaluate(() => [
            (window.__catalogue?.listAt ?? 0) - (window.__catalogue?.inputAt ?? 0),
            (window.__catalogue?.frameAt ?? 0) - (window.__catalogue?.inputAt ?? 0),
          ]);
          samples.push(sample);
          frames.push(frame);
        }
      }
      context.log(`products-list-search: samples ${samples.map((s) => Math.round(s)).join(', ')} ms`);
      return [
        {
          scenario: this.name,
          metric: 'keystroke → list updated (p50)',
          unit: 'ms',
          measured: percentile(samples, 50),
          budget: null,
        },
        {
          scenario: this.name,
          metric: 'keystroke → next frame after the list changed (p95)',
          unit: 'ms',
          measured: percentile(frames, 95),
          budget: null,
        },
        { scenario: this.name, metric, unit: 'ms', measured: percentile(samples, 95), budget, samples },
      ];
    } finally {
      await browser.close();
    }
  },
};

/** Product 1234 of the fixture: 1 + 1234 % 8 = 3rd name. Searching '1234' shows it alone on both screens. */
const TOGGLED = { search: '1234', name: 'Latte 1234' };
const WARM_UP_TOGGLES = 2;
const MEASURED_TOGGLES = 10;

export const availabilityTwoTills: Scenario = {
  name: 'availability-two-tills',
  description: 'issue 12: Available switched on till A → New Sale card flips on till B (both online)',
  async run(context) {
    const metric = 'toggle on till A → visible on till B (p95)';
    const budget = context.budget('availability_toggle_to_other_till_p95_ms');
    const tillA = await openTill(context, 0);
    if (!tillA) return [noPostgresRow(this.name, metric, 'ms', budget)];
    const tillB = await openTill(context, 1);
    if (!tillB) return [noPostgresRow(this.name, metric, 'ms', budget)];
    try {
      const { page: a, baseURL } = tillA;
      const { page: b } = tillB;
      await Promise.all([a.goto(`${baseURL}/products`), b.goto(`${baseURL}/sales/new`)]);
      await a.getByRole('searchbox', { name: 'Search products' }).fill(TOGGLED.search);
      const toggle = a.getByRole('switch', { name: `Available: ${TOGGLED.name}`, exact: true });
      await toggle.waitFor({ timeout: 60_000 });
      await b.getByRole('searchbox', { name: 'Search products' }).fill(TOGGLED.search);
      const card = b
        .getByRole('list', { name: 'Products' })
        .getByRole('button', { name: new RegExp(`^${TOGGLED.name}`) });
      await card.waitFor({ timeout: 60_000 });
      // Both tills have synced once, so B's nudge stream is open before the first toggle.
      await Promise.all(
        [a, b].map((page) =>
          page
            .getByText(/^Synced\s*·?\s*\d{1,2}:\d{2}/)
            .first()
            .waitFor({ timeout: 60_000 }),
        ),
      );

      const samples: number[] = [];
      for (let round = 0; round < WARM_UP_TOGGLES + MEASURED_TOGGLES; round++) {
        // The card on B must end disabled when the product was available on A, and enabled when it was not.
        const wasAvailable = await toggle.isChecked();
        // B first shows A's current state, so each round times one change from settled to settled.
        await b.waitForFunction(
          ([name, available]) =>
            Array.from(document.querySelectorAll('button')).some(
              (button) => button.textContent?.startsWith(name) && button.disabled === !available,
            ),
          [TOGGLED.name, wasAvailable] as const,
          { timeout: 90_000 },
        );
        await b.evaluate(
          ([name, disabled]) => {
            if (!window.__catalogue) return;
            window.__catalogue.watchCard = name;
            window.__catalogue.watchDisabled = disabled;
            window.__catalogue.cardFlippedAt = undefined;
          },
          [TOGGLED.name, wasAvailable] as const,
        );
        await toggle.click();
        await b.waitForFunction(() => window.__catalogue?.cardFlippedAt !== undefined, undefined, {
          timeout: 90_000,
        });
        // A's own switch follows its local write through a live query; the next round starts from it settled.
        await a.waitForFunction(
          ([name, checked]) =>
            document
              .querySelector(`[role="switch"][aria-label="Available: ${name}"]`)
              ?.getAttribute('aria-checked') === String(checked),
          [TOGGLED.name, !wasAvailable] as const,
          { timeout: 90_000 },
        );
        const flippedAt = await b.evaluate(() => window.__catalogue?.cardFlippedAt ?? 0);
        const toggledAt = await a.evaluate(() => window.__catalogue?.toggledAt ?? 0);
        if (round >= WARM_UP_TOGGLES) samples.push(flippedAt - toggledAt);
      }
      context.log(`availability-two-tills: samples ${samples.map((s) => Math.round(s)).join(', ')} ms`);
      return [
        {
          scenario: this.name,
          metric: 'toggle on till A → visible on till B (p50)',
          unit: 'ms',
          measured: percentile(samples, 50),
          budget: null,
        },
        {
          scenario: this.name,
          metric,
          unit: 'ms',
          measured: percentile(samples, 95),
          budget,
          samples,
          note: `${samples.length} toggles after ${WARM_UP_TOGGLES} warm-up`,
        },
      ];
    } finally {
      await Promise.all([tillA.browser.close(), tillB.browser.close()]);
    }
  },
};

const IMPORTED = 5_000;
const IMPORT_RUNS = 3;

/** 5,000 new products (names, barcodes unique to the run) in the export's own columns. */
function importFile(run: string): string {
  const categories = ['Beverages', 'Food', 'Desserts', 'Merchandise'];
  const lines = Array.from({ length: IMPORTED }, (_, index) => {
    const price = `${2 + (index % 20)}.${String(index % 100).padStart(2, '0')}`;
    return `Imported ${run} ${index + 1},${categories[index % 4]},${price},1.10,IMP-${run}-${index + 1},yes,Bench import line ${index + 1}`;
  });
  return ['Name,Category,Price,Unit cost,Barcode,Available,Description', ...lines].join('\r\n');
}

/** Waits until the till's outbox is pushed (handled entries leave it), so one run's sync does not load the next. */
async function waitForOutboxDrained(page: Page): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if ((await countLocal(page, 'syncLog')) === 0) return;
    await page.waitForTimeout(1_000);
  }
  throw new Error('The outbox did not drain within 180 s');
}

export const csvImport: Scenario = {
  name: 'csv-import',
  description: 'issue 12: a 5,000-product CSV chosen → preview → Import → all stored on the device',
  async run(context) {
    const metric = 'choose file → preview, + Import → 5,000 stored (worst run)';
    const budget = context.budget('csv_import_5000_products_s');
    const till = await openTill(context, 0);
    if (!till) return [noPostgresRow(this.name, metric, 's', budget)];
    const { browser, page, baseURL } = till;
    try {
      const totals: number[] = [];
      const previews: number[] = [];
      const applies: number[] = [];
      for (let run = 0; run < IMPORT_RUNS; run++) {
        await page.goto(`${baseURL}/products`);
        await page.getByRole('table').getByRole('rowheader').first().waitFor({ timeout: 60_000 });
        const before = await countLocal(page, 'products');
        const file = importFile(`${Date.now().toString(36)}${run}`);
        const chooser = page.waitForEvent('filechooser');
        await page.getByRole('button', { name: 'Import CSV' }).click();
        await (await chooser).setFiles({
          name: 'catalogue.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(file),
        });
        const confirm = page
          .getByRole('dialog')
          .getByRole('button', { name: `Import ${IMPORTED.toLocaleString('en-US')} products` });
        await confirm.click({ timeout: 60_000 });
        await page.waitForFunction(() => window.__catalogue?.doneAt !== undefined, undefined, {
          timeout: 120_000,
        });
        const probe = await page.evaluate(() => ({ ...window.__catalogue }));
        const preview = (probe.planAt ?? 0) - (probe.fileAt ?? 0);
        const apply = (probe.doneAt ?? 0) - (probe.confirmAt ?? 0);
        const stored = (await countLocal(page, 'products')) - before;
        if (stored !== IMPORTED)
          throw new Error(`Expected ${IMPORTED} new products on the device, found ${stored}`);
        previews.push(preview);
        applies.push(apply);
        totals.push((preview + apply) / 1000);
        context.log(
          `csv-import: run ${run + 1}: preview ${Math.round(preview)} ms, apply ${Math.round(apply)} ms (${before} products before)`,
        );
        await waitForOutboxDrained(page);
      }
      const rows: Row[] = [
        {
          scenario: this.name,
          metric: 'file chosen → preview ready (worst run)',
          unit: 'ms',
          measured: Math.max(...previews),
          budget: null,
        },
        {
          scenario: this.name,
          metric: 'Import clicked → 5,000 stored, message shown (worst run)',
          unit: 'ms',
          measured: Math.max(...applies),
          budget: null,
        },
        {
          scenario: this.name,
          metric,
          unit: 's',
          measured: Math.max(...totals),
          budget,
          samples: totals,
          note: `${IMPORT_RUNS} runs; the reading time between preview and Import is not counted`,
        },
      ];
      return rows;
    } finally {
      await browser.close();
    }
  },
};
