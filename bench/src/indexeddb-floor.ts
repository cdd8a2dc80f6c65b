// Beside the pulls (issue 3's, issue 16's first till): how fast this browser on this machine can store the same
// rows with no app code at all. A fresh persistent profile puts 5,000 product-shaped, 100,000 sale-shaped and
// 10,000 expense-shaped rows into object stores with the app's keys and indexes, 5,000 rows per transaction as
// the pull's pages do, with plain IndexedDB calls. The rows are built before the clock starts. A pull cannot be
// faster than this, so the rows read together say how much of the pull's time is the app's; the first-till
// scenario states its history budget as a ratio to it, measured once per bench run and shared.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { firstPage, launch, newProfileDir, removeProfile } from './browser';
import { recordTrace, TRACE_CATEGORIES } from './chromium-trace';
import type { Scenario } from './scenario';
import { EXPENSES, PRODUCTS, SALES } from './store-fixture';

const PAGE_SIZE = 5_000;

// A string, not a function: tsx would inject helpers the page lacks.
const PUT_ALL = `(async ({ sales, products, expenses, pageSize }) => {
  const open = indexedDB.open('bench-floor', 1);
  open.onupgradeneeded = () => {
    const sale = open.result.createObjectStore('sales', { keyPath: 'id' });
    sale.createIndex('createdAt', 'createdAt');
    sale.createIndex('soldAt', 'soldAt');
    sale.createIndex('paymentMethod', 'paymentMethod');
    const product = open.result.createObjectStore('products', { keyPath: 'id' });
    product.createIndex('category', 'category');
    product.createIndex('barcode', 'barcode');
    const expense = open.result.createObjectStore('expenses', { keyPath: 'id' });
    expense.createIndex('date', 'date');
    expense.createIndex('category', 'category');
  };
  const db = await new Promise((resolve, reject) => { open.onsuccess = () => resolve(open.result); open.onerror = () => reject(open.error); });
  const methods = ['cash', 'credit_card', 'debit_card', 'mobile_payment'];
  const storeId = crypto.randomUUID();
  const now = Date.now();
  const productRows = Array.from({ length: products }, (_, i) => ({
    id: crypto.randomUUID(), storeId, createdAt: new Date(now).toISOString(), updatedAt: new Date(now).toISOString(),
    version: i + 1, deletedAt: null, name: 'Latte ' + i, category: 'beverages', price: 450,
    description: 'Bench product number ' + i, available: true,
  }));
  const saleRows = Array.from({ length: sales }, (_, i) => {
    const at = new Date(now - i * 77_760).toISOString();
    const product = productRows[i % products];
    return {
      id: crypto.randomUUID(), storeId, createdAt: at, updatedAt: at, soldAt: at, version: products + i + 1, deletedAt: null,
      items: [{ id: crypto.randomUUID(), productId: product.id, productName: product.name, quantity: 1 + (i % 3), unitPrice: 450 }],
      subtotal: 900, tax: 74, total: 974, paymentMethod: methods[i % 4], paymentStatus: 'completed', createdBy: storeId,
    };
  });
  const categories = ['inventory', 'utilities', 'rent', 'salaries', 'maintenance', 'marketing', 'other'];
  const expenseRows = Array.from({ length: expenses }, (_, i) => ({
    id: crypto.randomUUID(), storeId, createdAt: new Date(now).toISOString(), updatedAt: new Date(now).toISOString(),
    version: products + sales + i + 1, deletedAt: null, description: 'Bench expense ' + i, amount: 100 + (i * 7919) % 50000,
    category: categories[i % 7], vendor: 'Supplier ' + i % 26, date: new Date(now - (i % 730) * 86_400_000).toISOString().slice(0, 10),
    status: 'pending', receiptFileId: null, paidFromTill: i % 5 === 0, createdBy: storeId,
  }));
  const started = performance.now();
  for (const [name, rows] of [['products', productRows], ['sales', saleRows], ['expenses', expenseRows]]) {
    for (let first = 0; first < rows.length; first += pageSize) {
      const tx = db.transaction(name, 'readwrite');
      const store = tx.objectStore(name);
      for (const row of rows.slice(first, first + pageSize)) store.put(row);
      await new Promise((resolve, reject) => { tx.oncomplete = resolve; tx.onerror = () => reject(tx.error); });
    }
  }
  return (performance.now() - started) / 1000;
})`;

export const FLOOR_METRIC = `plain IndexedDB puts of ${PRODUCTS.toLocaleString('en-US')} products + ${SALES.toLocaleString('en-US')} sales + ${EXPENSES.toLocaleString('en-US')} expenses`;

/** Runs the floor in a fresh profile of its own and returns its seconds. */
async function measureFloor(): Promise<number> {
  // Any http origin will do: a page of its own, so nothing of the app runs beside the puts.
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end('<!doctype html><title>floor</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dir = await newProfileDir();
  const browser = await launch(dir);
  try {
    const page = await firstPage(browser);
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const putAll = async () =>
      (await page.evaluate(
        `${PUT_ALL}(${JSON.stringify({ sales: SALES, products: PRODUCTS, expenses: EXPENSES, pageSize: PAGE_SIZE })})`,
      )) as number;
    // FLOOR_TRACE=<file>: a Chromium trace of the floor, IndexedDB's own events included, to set beside a pull's.
    const traceFile = process.env.FLOOR_TRACE;
    return await (traceFile
      ? recordTrace(page, traceFile, putAll, [...TRACE_CATEGORIES, 'IndexedDB'])
      : putAll());
  } finally {
    await browser.close();
    await removeProfile(dir);
    server.close();
  }
}

let floor: Promise<number> | undefined;

/** The floor of this bench run: measured on first use, then the same figure for every scenario that asks. */
export function indexedDbFloorSeconds(): Promise<number> {
  floor ??= measureFloor();
  return floor;
}

export const indexedDbFloor: Scenario = {
  name: 'indexeddb-floor',
  description: `beside issues 3 and 16: plain IndexedDB puts of the first till's rows with the app's indexes (no app code)`,
  async run() {
    return [
      {
        scenario: 'indexeddb-floor',
        metric: FLOOR_METRIC,
        unit: 's',
        measured: await indexedDbFloorSeconds(),
        budget: null,
        note: 'the floor under the pull on this machine',
      },
    ];
  },
};
