// Beside the sale-complete rows: how fast this browser, in the same profile and page, stores one sale and shows
// its row with no app code at all. A tap on a plain button opens a plain IndexedDB read-write transaction over a
// sales store (the app's indexes) and an outbox store, puts one sale-shaped row and one entry, and on 'complete'
// puts the sale's row at the top of a plain 50-row table. A sale cannot be stored or shown faster than this, so the
// two read together say how much of the Cash tap's time is the app's and how much is the machine's.
import type { Page } from '@playwright/test';

export interface SaleFloorSamples {
  /** Tap → the plain transaction's 'complete' event. */
  committed: number[];
  /** Tap → the row in the plain table (seen by a MutationObserver, as the app's history row is). */
  shown: number[];
}

// A string, not a function: tsx would inject helpers the page lacks.
const INSTALL = `(async () => {
  const open = indexedDB.open('bench-sale-floor', 1);
  open.onupgradeneeded = () => {
    const sales = open.result.createObjectStore('sales', { keyPath: 'id' });
    for (const index of ['createdAt', 'soldAt', 'paymentMethod', 'storeId']) sales.createIndex(index, index);
    open.result.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
  };
  const db = await new Promise((resolve, reject) => { open.onsuccess = () => resolve(open.result); open.onerror = () => reject(open.error); });
  const host = document.createElement('div');
  host.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:#fff;overflow:hidden';
  const button = document.createElement('button');
  button.textContent = 'Floor';
  button.style.cssText = 'width:120px;height:48px';
  const table = document.createElement('table');
  const body = document.createElement('tbody');
  for (let i = 0; i < 50; i += 1) {
    const row = body.insertRow();
    for (const text of ['#' + i, 'Latte', '1', '$4.50', 'Cash']) row.insertCell().textContent = text;
  }
  table.append(body);
  host.append(button, table);
  document.body.append(host);
  const floor = { tapAt: 0, committedAt: 0, shownAt: 0 };
  window.__saleFloor = floor;
  new MutationObserver(() => { if (floor.shownAt === 0 && floor.tapAt !== 0) floor.shownAt = performance.now(); })
    .observe(body, { childList: true });
  button.addEventListener('click', () => {
    floor.tapAt = performance.now();
    floor.committedAt = 0;
    floor.shownAt = 0;
    const at = new Date().toISOString();
    const id = crypto.randomUUID();
    const sale = {
      id, storeId: 'store', createdAt: at, updatedAt: at, soldAt: at, version: 0, deletedAt: null,
      items: [{ id: crypto.randomUUID(), productId: crypto.randomUUID(), productName: 'Latte 1', quantity: 1, unitPrice: 450, options: [] }],
      subtotal: 450, tax: 37, total: 487, paymentMethod: 'cash', paymentStatus: 'completed', createdBy: 'user',
      payments: [{ method: 'cash', amount: 487, tendered: 500, tip: 0 }],
    };
    const tx = db.transaction(['sales', 'outbox'], 'readwrite');
    tx.objectStore('sales').put(sale);
    tx.objectStore('outbox').put({ entity: 'sales', entityId: id, op: 'create', payload: sale, createdAt: at });
    tx.oncomplete = () => {
      floor.committedAt = performance.now();
      const row = body.insertRow(0);
      for (const text of [id.slice(0, 8), 'Latte 1', '1', '$4.87', 'Cash']) row.insertCell().textContent = text;
      body.lastElementChild.remove();
    };
  });
})()`;

/** Installs the plain page over the current one and taps its button `count` times after `warmUp` taps. */
export async function saleFloorSamples(page: Page, count: number, warmUp = 2): Promise<SaleFloorSamples> {
  // The last sale's sheet is modal; close it so the plain page takes the taps.
  await page.getByRole('button', { name: 'No receipt' }).click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  await page.evaluate(INSTALL);
  const result: SaleFloorSamples = { committed: [], shown: [] };
  for (let run = 0; run < count + warmUp; run += 1) {
    await page.getByRole('button', { name: 'Floor', exact: true }).click();
    await page.waitForFunction(() => {
      const floor = (window as { __saleFloor?: { committedAt: number; shownAt: number } }).__saleFloor;
      return floor !== undefined && floor.committedAt !== 0 && floor.shownAt !== 0;
    });
    const [committed, shown] = await page.evaluate(() => {
      const floor = (window as { __saleFloor?: { tapAt: number; committedAt: number; shownAt: number } })
        .__saleFloor;
      return floor ? [floor.committedAt - floor.tapAt, floor.shownAt - floor.tapAt] : [0, 0];
    });
    if (run >= warmUp) {
      result.committed.push(committed);
      result.shown.push(shown);
    }
  }
  return result;
}
