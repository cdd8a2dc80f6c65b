// The New Sale measurements shared by issue 4's scenarios and issue 16's first till: a keystroke in the product
// search → the grid changed, and a Cash tap → the sale's row in the history. Both read PAGE_HARNESS's in-page
// times, so no CDP round trip is in any sample; the page must have it installed as an init script.
import type { Page } from '@playwright/test';

// Product names end in their number (1..5,000), so every keystroke of these changes the set shown: typing narrows
// from thousands of cards to one, the backspaces widen it back to the whole catalogue.
export const SEARCH_QUERIES = ['1234', '2345', '3456', '4567', '1357', '2468', '3579'];

export interface KeystrokeSamples {
  /** Keystroke → grid updated and laid out, every keystroke. */
  samples: number[];
  /** The typing keystrokes' samples (the set narrows). */
  narrowing: number[];
  /** The backspaces' samples (the set widens). */
  widening: number[];
  /** Keystroke → the start of the next frame after the grid changed. */
  frames: number[];
}

/**
 * Types each query into the New Sale search and deletes it again, one key at a time. The page must be on
 * /sales/new with the search field focused. `afterEach` runs after every sample (e.g. to note the history's state).
 */
export async function searchKeystrokeSamples(
  page: Page,
  queries: readonly string[] = SEARCH_QUERIES,
  afterEach?: () => Promise<void>,
): Promise<KeystrokeSamples> {
  const result: KeystrokeSamples = { samples: [], narrowing: [], widening: [], frames: [] };
  // The till draws its first page before it has read the whole catalogue (issue 31); a search typed before then
  // waits for the rest behind a placeholder. The 'Showing 60 of N' line needs every product, so it says the
  // catalogue is in memory and each keystroke from here is the search's own work.
  await page
    .getByText(/^Showing [\d,]+ of [\d,]+ products/)
    .first()
    .waitFor({ timeout: 60_000 });
  for (const query of queries) {
    const keys = [...query.split(''), ...query.split('').map(() => 'Backspace')];
    for (const [index, key] of keys.entries()) {
      await page.evaluate(() => {
        if (window.__bench) window.__bench.inputAt = undefined;
      });
      await page.keyboard.press(key);
      await page.waitForFunction(() => window.__bench?.frameAt !== undefined, undefined, {
        timeout: 30_000,
      });
      const [sample, frame] = await page.evaluate(() => [
        (window.__bench?.gridAt ?? 0) - (window.__bench?.inputAt ?? 0),
        (window.__bench?.frameAt ?? 0) - (window.__bench?.inputAt ?? 0),
      ]);
      result.samples.push(sample);
      result.frames.push(frame);
      (index < query.length ? result.narrowing : result.widening).push(sample);
      await afterEach?.();
    }
  }
  return result;
}

/** How a measured sale is paid: all in cash, or split (issue 33: some cash, the rest on card). */
export type Tender = 'cash' | 'split';

/** Issue 31's sale-complete sheet: Cash tap → sheet shown, and its New Sale → register ready for a tap. */
export interface SheetSamples {
  sheet: number[];
  newSale: number[];
  /** Cash tap → the sale's IndexedDB transaction committed. */
  committed: number[];
}

/**
 * Opens New Sale, taps the first product and Complete Sale, and waits for the Cash button. After a sale the
 * sale-complete sheet is open over the history: its New Sale is the way on (timed into `sheet.newSale`); otherwise
 * the header's New Sale link. Like a cashier, it taps once the till has stored the last sale: New Sale says
 * 'Saving the last sale…' until then and starts no sale meanwhile.
 */
async function startSaleToCash(page: Page, sheet?: SheetSamples): Promise<void> {
  const sheetNewSale = page
    .getByRole('dialog', { name: 'Sale complete' })
    .getByRole('button', { name: 'New Sale' });
  if (await sheetNewSale.isVisible()) {
    await page.evaluate(() => {
      if (window.__bench) window.__bench.newSaleClickAt = undefined;
    });
    await sheetNewSale.click();
    await page.waitForFunction(() => window.__bench?.registerReadyAt !== undefined, undefined, {
      timeout: 60_000,
    });
    const ready = await page.evaluate(
      () => (window.__bench?.registerReadyAt ?? 0) - (window.__bench?.newSaleClickAt ?? 0),
    );
    sheet?.newSale.push(ready);
  } else {
    await page.getByRole('link', { name: 'New Sale' }).first().click();
  }
  await page.getByText('Saving the last sale…').waitFor({ state: 'hidden', timeout: 60_000 });
  const product = page.getByRole('list', { name: 'Products' }).getByRole('button').first();
  await product.click({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Complete Sale' }).click();
  await page.getByRole('button', { name: 'Cash', exact: true }).waitFor();
}

/** Two frames drawn and the main thread idle: what the page does after a tap is done. */
async function pageIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 1_000 })),
        ),
      ),
  );
}

/**
 * One sale from the /sales history page: New Sale, a product, Complete Sale, then Cash armed and tapped (or, split,
 * $1 in cash and then Credit Card armed and tapped for the rest); returns
 * the in-page time from the Cash tap to the sale's row in the history table (the app goes back to it, under the
 * sale-complete sheet). With `sheet`, also the Cash tap → sheet time and (from the second sale on) the sheet's
 * New Sale → register ready time.
 */
export async function saleToHistorySample(
  page: Page,
  sheet?: SheetSamples,
  tender: Tender = 'cash',
): Promise<number> {
  await page.locator('tbody tr').first().waitFor({ state: 'attached', timeout: 30_000 });
  await page.evaluate(() => window.__bench?.collectKnown());
  await startSaleToCash(page, sheet);
  // A split sale: $1 of it in cash first (a leg, nothing stored yet), then the rest on card, the timed tap.
  const last = tender === 'split' ? 'Credit Card' : 'Cash';
  if (tender === 'split') {
    await page.getByLabel('Amount paying now').fill('1');
    await page.getByRole('button', { name: 'Cash', exact: true }).click();
    await page.getByRole('list', { name: 'Paid so far' }).waitFor();
  }
  // A cashier's next tap comes a moment after the screen has answered the last one: both kinds are tapped on a
  // page that has drawn and gone idle, so neither sample carries the tail of the tap before it.
  await pageIdle(page);
  await page.evaluate((button) => {
    const bench = window.__bench;
    if (!bench) throw new Error('no bench harness');
    bench.saleClickAt = undefined;
    bench.saleShownAt = undefined;
    bench.sheetShownAt = undefined;
    bench.saleButton = button;
    bench.saleArmed = true;
  }, last);
  await page.getByRole('button', { name: last, exact: true }).click();
  await page.waitForFunction(
    () =>
      window.__bench?.saleShownAt !== undefined &&
      window.__bench?.sheetShownAt !== undefined &&
      window.__bench?.saleCommittedAt !== undefined,
    undefined,
    { timeout: 30_000 },
  );
  const [row, shown, committed] = await page.evaluate(() => [
    (window.__bench?.saleShownAt ?? 0) - (window.__bench?.saleClickAt ?? 0),
    (window.__bench?.sheetShownAt ?? 0) - (window.__bench?.saleClickAt ?? 0),
    (window.__bench?.saleCommittedAt ?? 0) - (window.__bench?.saleClickAt ?? 0),
  ]);
  sheet?.sheet.push(shown);
  sheet?.committed.push(committed);
  return row;
}

/**
 * `count` sales measured after `warmUp` unmeasured ones (code-split chunks and the first live queries). The page
 * must be on /sales. `afterEach` runs after every measured sample; `sheet` collects the sheet's times.
 */
export async function saleToHistorySamples(
  page: Page,
  count: number,
  warmUp = 2,
  afterEach?: () => Promise<void>,
  sheet?: SheetSamples,
): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < count + warmUp; run += 1) {
    const measured = run >= warmUp ? sheet : undefined;
    const sample = await saleToHistorySample(page, measured);
    if (run >= warmUp) {
      samples.push(sample);
      await afterEach?.();
    }
  }
  return samples;
}
