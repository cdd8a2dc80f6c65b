// The first-till bench's steps in the browser: a fresh profile with its probes, the cashier's sign-in to a usable
// New Sale, a sale completed, and the wait for the whole history.
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, firstPage, launch, newProfileDir, removeProfile } from './browser';
import { HISTORY_MAX_SECONDS, POLL_MS, SCENARIO } from './first-till-settings';
import { readHistoryState } from './history-state';
import { PAGE_HARNESS } from './page-harness';
import { PRODUCTS } from './store-fixture';
import { MANAGER_EMAIL } from './till-client';

// Probes installed before the app's scripts (a string: tsx would inject helpers the page lacks). `signInAt` is the
// Sign In click; `catalogueAt` the first moment the New Sale grid says it holds at least `expected` products.
const FIRST_TILL_HARNESS = `(() => {
  const probe = {};
  window.__firstTill = probe;
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.textContent.trim() === 'Sign In' && probe.signInAt === undefined) probe.signInAt = performance.now();
  }, true);
  new MutationObserver(() => {
    if (probe.expected === undefined || probe.catalogueAt !== undefined) return;
    const grid = document.querySelector('ul[aria-label="Products"]');
    const count = grid && grid.parentElement ? grid.parentElement.querySelector(':scope > p') : null;
    const match = count ? /of ([\\d,]+) products/.exec(count.textContent || '') : null;
    if (match && Number(match[1].replace(/,/g, '')) >= probe.expected) probe.catalogueAt = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

declare global {
  interface Window {
    __firstTill?: { signInAt?: number; catalogueAt?: number; expected?: number };
  }
}

/** Rows in the app's tables once the history is done, to prove the whole store arrived. */
export function countRows(page: Page): Promise<Record<'products' | 'sales' | 'expenses', number>> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('cafeposdb');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['products', 'sales', 'expenses']);
          const products = tx.objectStore('products').count();
          const sales = tx.objectStore('sales').count();
          const expenses = tx.objectStore('expenses').count();
          tx.oncomplete = () => {
            db.close();
            resolve({ products: products.result, sales: sales.result, expenses: expenses.result });
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

/** Waits for the history to be done and returns the page time when it was seen. */
export async function historyDone(page: Page, log: (message: string) => void): Promise<number> {
  const deadline = Date.now() + HISTORY_MAX_SECONDS * 1000;
  let lastLog = Date.now();
  while (Date.now() < deadline) {
    const state = await readHistoryState(page);
    if (state.done) return state.at;
    if (Date.now() - lastLog > 5_000) {
      const status = await page
        .getByRole('status')
        .allInnerTexts()
        .catch(() => []);
      log(`${SCENARIO}: history loading… ${status.join(' / ').replace(/\s+/g, ' ')}`);
      lastLog = Date.now();
    }
    await new Promise((wait) => setTimeout(wait, POLL_MS));
  }
  throw new Error(`the history was not on the device after ${HISTORY_MAX_SECONDS} s`);
}

export interface SignedIn {
  page: Page;
  /** Sign In click → the whole catalogue on New Sale and Complete Sale enabled, in ms. */
  sellingMs: number;
  signInAt: number;
}

/**
 * Signs the fresh profile in through the form and goes to New Sale the way a cashier does (Sales in the sidebar as
 * soon as the app shows it, then New Sale), then taps a product and waits for Complete Sale to be enabled.
 */
export async function signInToSelling(page: Page, baseURL: string): Promise<SignedIn> {
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Email').fill(MANAGER_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.evaluate((expected) => {
    if (window.__firstTill) window.__firstTill.expected = expected;
  }, PRODUCTS);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The sidebar shows once the first-sync gate lifts (it may flash before the gate goes up); New Sale is on the
  // Sales page.
  const sales = page.getByRole('link', { name: 'Sales', exact: true }).first();
  const deadline = Date.now() + HISTORY_MAX_SECONDS * 1000;
  for (;;) {
    await sales.waitFor({ timeout: Math.max(1, deadline - Date.now()) });
    const clicked = await sales.click({ timeout: 1_000 }).then(
      () => true,
      () => false,
    );
    if (clicked) break;
  }
  await page
    .getByRole('link', { name: 'New Sale' })
    .first()
    .click({ timeout: Math.max(1, deadline - Date.now()) });
  await page.waitForFunction(() => window.__firstTill?.catalogueAt !== undefined, undefined, {
    timeout: HISTORY_MAX_SECONDS * 1000,
  });
  await page.getByRole('list', { name: 'Products' }).getByRole('button').first().click();
  const sellableAt = (await (
    await page.waitForFunction(() => {
      const button = Array.from(document.querySelectorAll('button')).find(
        (candidate) => candidate.textContent?.trim() === 'Complete Sale',
      );
      return button && !button.disabled ? performance.now() : false;
    })
  ).jsonValue()) as number;
  const signInAt = await page.evaluate(() => window.__firstTill?.signInAt);
  if (signInAt === undefined) throw new Error('the Sign In click was not seen in this document');
  return { page, sellingMs: sellableAt - signInAt, signInAt };
}

/** The sale already started on New Sale: Complete Sale, Cash, and its row in the history. */
export async function completeStartedSale(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Complete Sale' }).click();
  await page.getByRole('button', { name: 'Cash', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/sales', { timeout: 30_000 });
  await page.locator('tbody tr').first().waitFor({ timeout: 30_000 });
}

export async function openProfile(): Promise<{ dir: string; close: () => Promise<void>; page: Page }> {
  const dir = await newProfileDir();
  const context = await launch(dir);
  await context.addInitScript({ content: PAGE_HARNESS });
  await context.addInitScript({ content: FIRST_TILL_HARNESS });
  const page = await firstPage(context);
  return {
    dir,
    page,
    close: async () => {
      await context.close();
      await removeProfile(dir);
    },
  };
}
