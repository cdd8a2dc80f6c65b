import { SIGN_IN_TIMEOUT_MS } from './pages/app-shell';
import { ExpensesPage } from './pages/expenses-page';
import { waitForReadAhead } from './pages/read-ahead';
import { NewSalePage } from './pages/sales-new-page';
import { signInAs } from './pages/sign-in-as';
import { SyncIndicator } from './pages/sync-indicator';
import { readTillStorage } from './pages/till-storage';
import { expect, test } from './support/fixtures';

// A new till whose service worker has not cached the app yet (here: none at all) loses the network. The screen it
// has open still saves: the code every write needs came with the page, not with the first write.
test.use({ serviceWorkers: 'block' });
// Sign-in (scrypt and PBKDF2) and two page loads on two shared cores.
test.slow();

test('[CLIENT-10] a till with nothing cached saves a sale and an expense after the network drops, and syncs them later', async ({
  page,
  context,
}) => {
  const tag = `Offline ${Date.now().toString(36)}`;
  await signInAs(page, 'Manager');
  const sync = new SyncIndicator(page);

  // --- New Sale, opened by its address (a fresh page), then the network goes.
  const till = new NewSalePage(page);
  await till.goto();
  await waitForReadAhead(page, [
    'dialogs',
    'domain-schemas',
    'sale-complete-sheet',
    'sales-table',
    'payment-dialog',
  ]);
  await context.setOffline(true);
  await expect(sync.offlineNotice).toBeVisible();
  await till.sellWithNote('Espresso', tag, 'Cash');
  expect((await readTillStorage(page, tag)).unsynced).toEqual([{ entity: 'sale', action: 'create' }]);

  // --- Back online; then Expenses on a fresh page, and the network goes again.
  await context.setOffline(false);
  await sync.expectSynced(SIGN_IN_TIMEOUT_MS);
  const expenses = new ExpensesPage(page);
  await expenses.goto();
  await waitForReadAhead(page, ['dialogs', 'domain-schemas']);
  await context.setOffline(true);
  await expect(sync.offlineNotice).toBeVisible();
  expect((await readTillStorage(page, tag)).unsynced).toEqual([]);
  await expenses.add({ description: tag, amount: '3.20' });
  await expect(expenses.row(tag)).toBeVisible();
  await sync.expectOffline(1);

  // --- The network returns: both reach the server.
  await context.setOffline(false);
  await sync.expectSynced(SIGN_IN_TIMEOUT_MS);
  const synced = await readTillStorage(page, tag);
  expect(synced.unsynced).toEqual([]);
  expect(synced.taggedSaleIds).toHaveLength(1);
});
