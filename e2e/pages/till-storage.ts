import { expect, type Page } from '@playwright/test';

/** What a till holds on the device (the Dexie database 'cafeposdb', read with plain IndexedDB). */
export interface TillStorageSnapshot {
  /** meta.lastSyncedAt: when this till last completed a sync. */
  lastSyncedAt: string | null;
  /** Outbox entries the server has not answered yet. */
  unsynced: { entity: string; action: string }[];
  /** Ids of the local sales with an item note containing the tag. */
  taggedSaleIds: string[];
}

/** Reads the till's sync bookkeeping and its sales tagged with `tag` straight from IndexedDB. */
export async function readTillStorage(page: Page, tag: string): Promise<TillStorageSnapshot> {
  return page.evaluate(async (noteTag) => {
    const opened = indexedDB.open('cafeposdb');
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      opened.onsuccess = () => resolve(opened.result);
      opened.onerror = () => reject(opened.error);
    });
    const all = <T>(store: string) =>
      new Promise<T[]>((resolve, reject) => {
        const request = database.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as T[]);
        request.onerror = () => reject(request.error);
      });
    try {
      const meta = await all<{ key: string; value: unknown }>('meta');
      const log = await all<{ entity: string; action: string; synced: boolean }>('syncLog');
      const sales = await all<{ id: string; items: { notes?: string }[] }>('sales');
      const lastSyncedAt = meta.find((row) => row.key === 'lastSyncedAt')?.value;
      return {
        lastSyncedAt: typeof lastSyncedAt === 'string' ? lastSyncedAt : null,
        unsynced: log
          .filter((entry) => !entry.synced)
          .map((entry) => ({ entity: entry.entity, action: entry.action })),
        taggedSaleIds: sales
          .filter((sale) => sale.items.some((item) => item.notes?.includes(noteTag)))
          .map((sale) => sale.id)
          .sort(),
      };
    } finally {
      database.close();
    }
  }, tag);
}

/** How many sales this till holds on the device (written by its own tills or pulled). */
export async function storedSaleCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const opened = indexedDB.open('cafeposdb');
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      opened.onsuccess = () => resolve(opened.result);
      opened.onerror = () => reject(opened.error);
    });
    try {
      return await new Promise<number>((resolve, reject) => {
        const request = database.transaction('sales').objectStore('sales').count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    } finally {
      database.close();
    }
  });
}

/**
 * Waits until the service worker is installed (its precache complete), active and controlling this page, so the
 * app still loads from it once the network is gone.
 */
export async function waitForServiceWorkerControl(page: Page, timeout = 30_000): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), {
      message: 'the service worker controls the page',
      timeout,
    })
    .toBe('activated');
}
