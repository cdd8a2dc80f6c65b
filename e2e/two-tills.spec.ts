import type { APIRequestContext, Page } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { SalesHistoryPage } from './pages/sales-history-page';
import { NewSalePage, type PaymentMethodLabel } from './pages/sales-new-page';
import { SYNC_TIMEOUT, SyncIndicator } from './pages/sync-indicator';
import { expectOutboxEmpties, readTillStorage, waitForServiceWorkerControl } from './pages/till-storage';
import { expect, test } from './support/fixtures';
import { openTwoTills } from './support/open-two-tills';

// Issue 3, Deliver 4: two browser contexts are two tills (each its own IndexedDB, service worker and cookies)
// on one server. Till A rings up sales offline, reloads offline, comes back; nothing is lost or duplicated, till B
// sees them, and A's indicator shows each state of spec §2/§4 on the way.

/** From Sales History: New Sale, one product with a note, Complete Sale, the payment method; back on /sales. */
async function ringUp(page: Page, product: string, note: string, method: PaymentMethodLabel): Promise<void> {
  await new SalesHistoryPage(page).startNewSale();
  const till = new NewSalePage(page);
  await till.expectShown();
  await till.sellWithNote(product, note, method);
}

/** What a till does when its window gets the focus back: the engine wakes and syncs (docs/till-sync.md, wake-ups). */
async function focusTill(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

interface PulledChange {
  entity: string;
  id: string;
  deleted?: boolean;
  row?: { items?: { notes?: string }[]; paymentMethod?: string; createdBy?: string };
}

/** The server's sales tagged with `tag`, read with the pull API and the till's own device cookie. */
async function serverSales(request: APIRequestContext, tag: string) {
  const sales: { id: string; paymentMethod: string | undefined }[] = [];
  let cursor = 0;
  for (let page = 0; page < 100; page++) {
    const response = await request.get(`/api/sync/pull?cursor=${cursor}&limit=2000`);
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as { changes: PulledChange[]; cursor: number; hasMore: boolean };
    for (const change of body.changes) {
      if (change.entity !== 'sale' || change.deleted) continue;
      if (!change.row?.items?.some((item) => item.notes?.includes(tag))) continue;
      sales.push({ id: change.id, paymentMethod: change.row.paymentMethod });
    }
    if (!body.hasMore) return sales.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    cursor = body.cursor;
  }
  throw new Error('The pull did not finish within 100 pages');
}

test('till A sells offline, reloads offline and comes back; till B sees it all, and A sees B', async ({
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  // Sales of this run carry the tag in their item notes: the worker's server is shared with other tests.
  const tag = `two-tills-${Date.now().toString(36)}`;
  const { tillA, tillB, pageA, pageB, close } = await openTwoTills(browser, server.baseURL, [
    'Staff',
    'Manager',
  ]);
  try {
    await Promise.all([new AppShell(pageA).expectDashboard(), new AppShell(pageB).expectDashboard()]);
    const syncA = new SyncIndicator(pageA);
    const syncB = new SyncIndicator(pageB);
    await Promise.all([syncA.expectSynced(SYNC_TIMEOUT), syncB.expectSynced(SYNC_TIMEOUT)]);
    // Going offline before the worker controls A would test the browser's error page, not the app.
    await waitForServiceWorkerControl(pageA);

    const historyA = new SalesHistoryPage(pageA);
    const historyB = new SalesHistoryPage(pageB);
    await Promise.all([historyA.goto(), historyB.goto()]);
    // B keeps its history open all along: it must fill in without a reload. (A store without sales shows
    // 'No sales yet' and no search box, so B searches once sales have arrived.)
    await expect(historyB.firstSaleLink.or(historyB.search)).toBeVisible();
    expect((await readTillStorage(pageB, tag)).taggedSaleIds).toEqual([]);
    expect(await serverSales(tillB.request, tag)).toEqual([]);
    const beforeA = await readTillStorage(pageA, tag);
    expect(beforeA.unsynced).toEqual([]);
    expect(beforeA.lastSyncedAt).not.toBeNull();

    // --- A goes offline and rings up two sales.
    await tillA.setOffline(true);
    await expect(syncA.offlineNotice).toBeVisible();
    await syncA.startRecording();
    await ringUp(pageA, 'Espresso', `${tag} A1`, 'Cash');
    await ringUp(pageA, 'Blueberry Muffin', `${tag} A2`, 'Credit Card');
    await historyA.searchFor(tag);
    await expect(historyA.rows).toHaveCount(2);
    await expect(historyA.rows.filter({ hasText: 'Cash' })).toHaveCount(1);
    await expect(historyA.rows.filter({ hasText: 'Credit Card' })).toHaveCount(1);

    // The two sales wait in the outbox, and nothing claims a sync after them: no 'Syncing...' while offline, and
    // the indicator reads 'Offline · 2 changes waiting' — never 'Synced' over sales only this till holds, and not
    // a failure either.
    const offlineA = await readTillStorage(pageA, tag);
    expect(offlineA.unsynced).toEqual([
      { entity: 'sale', action: 'create' },
      { entity: 'sale', action: 'create' },
    ]);
    expect(offlineA.taggedSaleIds).toHaveLength(2);
    expect(offlineA.lastSyncedAt).toBe(beforeA.lastSyncedAt);
    await syncA.expectOffline(2);
    expect(await syncA.recorded()).not.toContain('Syncing...');
    test.info().annotations.push({
      type: 'indicator offline with 2 unsynced sales',
      description: (await syncA.status.textContent()) ?? '',
    });

    // --- A reloads while offline: the service worker serves the app, and the sales are still there.
    await pageA.reload();
    await expect(pageA).toHaveURL(/\/sales$/);
    await expect(historyA.search).toBeVisible({ timeout: SYNC_TIMEOUT });
    await expect(syncA.offlineNotice).toBeVisible();
    await historyA.searchFor(tag);
    await expect(historyA.rows).toHaveCount(2);
    const reloadedA = await readTillStorage(pageA, tag);
    expect(reloadedA.taggedSaleIds).toEqual(offlineA.taggedSaleIds);
    expect(reloadedA.unsynced).toHaveLength(2);
    expect(reloadedA.lastSyncedAt).toBe(beforeA.lastSyncedAt);
    await syncA.expectOffline(2);
    // Nothing reached the server while A was offline.
    expect(await serverSales(tillB.request, tag)).toEqual([]);

    // --- A comes back: its indicator goes 'Syncing...', then 'Synced' with a new time.
    await syncA.startRecording();
    await tillA.setOffline(false);
    await expect(syncA.offlineNotice).toBeHidden();
    await expectOutboxEmpties(pageA, "A's outbox empties");
    await syncA.expectSynced(SYNC_TIMEOUT);
    const afterA = await readTillStorage(pageA, tag);
    expect(afterA.lastSyncedAt && afterA.lastSyncedAt > (beforeA.lastSyncedAt ?? '')).toBe(true);
    const states = await syncA.recorded();
    test.info().annotations.push({ type: 'indicator on reconnect', description: JSON.stringify(states) });
    const syncing = states.indexOf('Syncing...');
    expect(syncing, `A's indicator went through 'Syncing...': ${JSON.stringify(states)}`).toBeGreaterThan(-1);
    expect(
      states.slice(syncing + 1).some((text) => text.startsWith('Synced')),
      `then 'Synced': ${JSON.stringify(states)}`,
    ).toBe(true);
    // It ends 'Synced'. The change stream reconnecting with the network may start one more run after the first
    // 'Synced', so the indicator's current text is read (and waited for), not the last one recorded.
    await expect(syncA.status).toHaveText(/^Synced/, { timeout: SYNC_TIMEOUT });

    // --- The server holds exactly A's two sales, once each, with their payment methods.
    const onServer = await serverSales(tillB.request, tag);
    expect(onServer.map((sale) => sale.id)).toEqual(offlineA.taggedSaleIds);
    expect(onServer.map((sale) => sale.paymentMethod).sort()).toEqual(['cash', 'credit_card']);

    // --- B sees both in the history it has open, without a reload, once its window gets the focus.
    await focusTill(pageB);
    await expect(historyB.search).toBeVisible({ timeout: SYNC_TIMEOUT });
    await historyB.searchFor(tag);
    await expect(historyB.rows).toHaveCount(2, { timeout: SYNC_TIMEOUT });
    await expect(historyB.rows.filter({ hasText: 'Cash' })).toHaveCount(1);
    await expect(historyB.rows.filter({ hasText: 'Credit Card' })).toHaveCount(1);
    expect((await readTillStorage(pageB, tag)).taggedSaleIds).toEqual(offlineA.taggedSaleIds);

    // --- B (the manager) makes a change A sees: a sale (Products and Store settings are not editable yet).
    await ringUp(pageB, 'Cappuccino', `${tag} B1`, 'Mobile');
    await expectOutboxEmpties(pageB, "B's outbox empties");
    await syncB.expectSynced(SYNC_TIMEOUT);
    await focusTill(pageA);
    await expect(historyA.rows).toHaveCount(3, { timeout: SYNC_TIMEOUT });
    await expect(historyA.rows.filter({ hasText: 'Mobile' })).toHaveCount(1);
    await syncA.expectSynced(SYNC_TIMEOUT);

    const finalOnServer = await serverSales(tillA.request, tag);
    expect(finalOnServer).toHaveLength(3);
    expect(finalOnServer.map((sale) => sale.paymentMethod).sort()).toEqual([
      'cash',
      'credit_card',
      'mobile_payment',
    ]);
    const [finalA, finalB] = await Promise.all([readTillStorage(pageA, tag), readTillStorage(pageB, tag)]);
    expect(finalA.taggedSaleIds).toEqual(finalOnServer.map((sale) => sale.id));
    expect(finalB.taggedSaleIds).toEqual(finalA.taggedSaleIds);
  } finally {
    await close();
  }
});
