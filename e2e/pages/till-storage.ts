import { expect, type Page } from '@playwright/test';
import { SYNC_TIMEOUT } from './sync-indicator';
import { TillDatabase } from './till-database';

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
  const database = new TillDatabase(page);
  const [meta, log, sales] = await Promise.all([
    database.row<{ value: unknown }>('meta', 'lastSyncedAt'),
    database.rows<{ entity: string; action: string; synced: boolean }>('syncLog'),
    database.rows<{ id: string; items: { notes?: string }[] }>('sales'),
  ]);
  return {
    lastSyncedAt: typeof meta?.value === 'string' ? meta.value : null,
    unsynced: log
      .filter((entry) => !entry.synced)
      .map((entry) => ({ entity: entry.entity, action: entry.action })),
    taggedSaleIds: sales
      .filter((sale) => sale.items.some((item) => item.notes?.includes(tag)))
      .map((sale) => sale.id)
      .sort(),
  };
}

/** Waits until every change in the till's outbox has been answered by the server; `message` names whose outbox. */
export async function expectOutboxEmpties(page: Page, message: string): Promise<void> {
  await expect
    .poll(async () => (await readTillStorage(page, '')).unsynced.length, { message, timeout: SYNC_TIMEOUT })
    .toBe(0);
}

/** How many sales this till holds on the device (written by its own tills or pulled). */
export function storedSaleCount(page: Page): Promise<number> {
  return new TillDatabase(page).count('sales');
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
