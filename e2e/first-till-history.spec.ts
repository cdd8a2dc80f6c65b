import type { APIRequestContext } from '@playwright/test';
import { ApiTill } from './pages/api-till';
import { AppShell } from './pages/app-shell';
import { HistoryHold, readHistoryPull } from './pages/history-load';
import { LoginPage } from './pages/login-page';
import { SalesHistoryPage } from './pages/sales-history-page';
import { NewSalePage } from './pages/sales-new-page';
import { SyncIndicator } from './pages/sync-indicator';
import { readTillStorage, storedSaleCount } from './pages/till-storage';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, startServer, test } from './support/fixtures';

// Issue 16, Deliver 1 and 6: a new till in a busy cafe sells as soon as what it sells with is on the device, while
// the store's history is still arriving, and its sale reaches the server at once, not after the history.

/**
 * Sales the store has traded before the new till signs in: more than one history page, however the till sizes
 * them (5,000 while nobody uses it, 1,000 while the cashier works).
 */
const HISTORY_SALES = 6_000;
const PUSH_BATCH = 500;
/** Generous bounds for a loaded 2-core machine; each wait ends as soon as its condition holds. */
const SYNC_TIMEOUT = 30_000;

interface PulledChange {
  entity: string;
  id: string;
  row?: { name?: string; price?: number; items?: { notes?: string }[] };
}

/** Everything of the store as another device pulls it (unscoped, as before there were phases). */
async function pullAll(api: APIRequestContext): Promise<PulledChange[]> {
  const changes: PulledChange[] = [];
  let cursor = 0;
  for (let page = 0; page < 100; page++) {
    const response = await api.get(`/api/sync/pull?cursor=${cursor}&limit=5000`);
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as { changes: PulledChange[]; cursor: number; hasMore: boolean };
    changes.push(...body.changes);
    if (!body.hasMore) return changes;
    cursor = body.cursor;
  }
  throw new Error('The pull did not finish within 100 pages');
}

/** The admin's till has traded: HISTORY_SALES espressos, pushed through the sync API and signed as the app signs. */
async function tradeHistory(api: APIRequestContext): Promise<void> {
  const till = await ApiTill.signIn(api, 'Admin');
  const espresso = (await pullAll(api)).find(
    (change) => change.entity === 'product' && change.row?.name === 'Espresso',
  );
  if (!espresso?.row?.price) throw new Error('The seeded Espresso is missing');
  for (let first = 1; first <= HISTORY_SALES; first += PUSH_BATCH) {
    const clientTime = new Date().toISOString();
    const mutations = Array.from({ length: PUSH_BATCH }, (_, offset) => {
      const change = {
        entity: 'sale',
        action: 'create',
        data: {
          id: crypto.randomUUID(),
          items: [
            {
              id: crypto.randomUUID(),
              productId: espresso.id,
              productName: 'Espresso',
              quantity: 1,
              unitPrice: espresso.row?.price,
            },
          ],
          paymentMethod: 'cash',
        },
        actorId: till.userId,
        clientTime,
      };
      return till.mutation(change, first + offset);
    });
    const pushed = await till.push(mutations);
    expect(pushed.status()).toBe(200);
    const { results } = (await pushed.json()) as { results: { status: string }[] };
    expect(results.filter((result) => result.status !== 'applied')).toEqual([]);
  }
}

test.describe('a new till sells while its history loads', () => {
  // The history's pulls are held with page.route, which never sees what a service worker fetches.
  test.use({ serviceWorkers: 'block' });

  test('a fresh till completes a sale before its history is in, and the sale syncs at once, once', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const server = await startServer({ demo: true });
    const api = await playwright.request.newContext({ baseURL: server.baseURL });
    const context = await browser.newContext({ baseURL: server.baseURL });
    try {
      await tradeHistory(api);
      const page = await context.newPage();
      const hold = await HistoryHold.install(page);
      // Every history page waits until the test lets it go: the history is still loading. (Held from the first:
      // a page may carry up to 5,000 changes, so two pages let through could bring the whole history.)
      hold.holdFrom(0);

      const login = new LoginPage(page);
      await login.goto();
      await login.use('Manager');
      // What the till sells with is here: the gate lifts and the dashboard shows, the history not yet in.
      await expect(page).toHaveURL(/\/dashboard$/, { timeout: SYNC_TIMEOUT });
      await new AppShell(page).expectDashboard();
      await expect.poll(() => hold.heldCursors.length, { timeout: SYNC_TIMEOUT }).toBeGreaterThan(0);
      expect(await readHistoryPull(page)).not.toBeNull();
      expect(await storedSaleCount(page)).toBeLessThan(HISTORY_SALES);

      // The cashier rings up a sale meanwhile.
      const tag = `first-till-${crypto.randomUUID().slice(0, 8)}`;
      await new SalesHistoryPage(page).goto();
      await new SalesHistoryPage(page).startNewSale();
      const till = new NewSalePage(page);
      await till.expectShown();
      await till.add('Espresso');
      await till.note('Espresso', tag);
      await expectNoSeriousA11yViolations(page, '/sales/new while the history loads');
      await till.completeWith('Cash');
      const [saleId] = (await readTillStorage(page, tag)).taggedSaleIds;
      expect(saleId).toBeDefined();

      // The page in flight (the first, at most 5,000 of the 6,000 sales) arrives; the history pauses after it, the
      // sale goes up, and the history's next pulls wait again: the sale is on the server while the history is
      // still loading.
      const inFlight = hold.heldCursors[0] ?? 0;
      await hold.release(inFlight + 1);
      await expect
        .poll(async () => (await readTillStorage(page, tag)).unsynced, { timeout: SYNC_TIMEOUT })
        .toEqual([]);
      expect(await readHistoryPull(page)).not.toBeNull();
      const onServer = (await pullAll(api)).filter(
        (change) => change.entity === 'sale' && change.row?.items?.some((item) => item.notes === tag),
      );
      expect(onServer.map((change) => change.id)).toEqual([saleId]);

      // The rest of the history arrives: every sale once on the till, its own among them, and the till is synced.
      await hold.release();
      await expect.poll(() => readHistoryPull(page), { timeout: SYNC_TIMEOUT }).toBeNull();
      expect(await storedSaleCount(page)).toBe(HISTORY_SALES + 1);
      expect((await readTillStorage(page, tag)).taggedSaleIds).toEqual([saleId]);
      await new SyncIndicator(page).expectSynced(SYNC_TIMEOUT);
    } finally {
      await context.close();
      await api.dispose();
      await server.stop();
    }
  });
});
