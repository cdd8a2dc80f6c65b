import { SIGN_IN_TIMEOUT_MS } from './pages/app-shell';
import { NewSalePage } from './pages/sales-new-page';
import { signInAs } from './pages/sign-in-as';
import { SyncIndicator } from './pages/sync-indicator';
import { readTillStorage, waitForServiceWorkerControl } from './pages/till-storage';
import { expect, test } from './support/fixtures';

// Sign-in (scrypt and PBKDF2), a page load and a worker's install on two shared cores.
test.slow();

/** The files a write and its dialog need, which a page no worker serves reads ahead (lib/when-not-precached.ts). */
const OFFLINE_CODE = /\/assets\/(domain-schemas|dialogs)-[^/]+\.js$/;

test('[CLIENT-10] a till whose service worker is still installing leaves the offline code to it, and sells after the network drops', async ({
  page,
  context,
  baseURL,
}) => {
  const tag = `Installing ${Date.now().toString(36)}`;
  await signInAs(page, 'Manager');

  // As on a new till: the worker, its caches and the HTTP cache are gone (the sign-in, the device and its database
  // stay), so New Sale loads with no worker serving it and a new one installing beside it, fetching the whole app.
  const cdp = await context.newCDPSession(page);
  await page.goto('about:blank');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(baseURL ?? '').origin,
    storageTypes: 'service_workers,cache_storage',
  });
  await cdp.send('Network.clearBrowserCache');
  const fetchedByPage: string[] = [];
  const servedByWorker: string[] = [];
  page.on('response', (response) => {
    if (!OFFLINE_CODE.test(response.url())) return;
    (response.fromServiceWorker() ? servedByWorker : fetchedByPage).push(response.url());
  });
  const response = await page.goto('/sales/new');
  expect(response?.fromServiceWorker()).toBe(false);
  const till = new NewSalePage(page);
  await till.expectShown();
  await waitForServiceWorkerControl(page);
  await page.waitForLoadState('networkidle');
  expect(fetchedByPage, 'the page fetched what the installing worker fetches for it').toEqual([]);

  // The network goes before the first sale: the payment dialog and the sale's schema come from the worker.
  const sync = new SyncIndicator(page);
  await context.setOffline(true);
  await expect(sync.offlineNotice).toBeVisible();
  await till.sellWithNote('Espresso', tag, 'Cash');
  expect((await readTillStorage(page, tag)).unsynced).toEqual([{ entity: 'sale', action: 'create' }]);
  expect(fetchedByPage, 'the page fetched the offline code itself').toEqual([]);
  expect(servedByWorker.length, 'the offline code was served by the worker').toBeGreaterThan(0);

  await context.setOffline(false);
  await sync.expectSynced(SIGN_IN_TIMEOUT_MS);
  const synced = await readTillStorage(page, tag);
  expect(synced.unsynced).toEqual([]);
  expect(synced.taggedSaleIds).toHaveLength(1);
});
