import type { Page } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { DEMO_ACCOUNTS, type DemoRole } from './pages/demo-accounts';
import { LoginPage } from './pages/login-page';
import { ProductsPage } from './pages/products-page';
import { NewSalePage } from './pages/sales-new-page';
import { SyncIndicator } from './pages/sync-indicator';
import { expect, test } from './support/fixtures';

// Issue 12: a product made unavailable on till A cannot be added on till B, both online, without a reload on B.
// Two browser contexts are two tills (their own IndexedDB and cookies) on one server; B hears of A's change from
// the server's nudge (docs/sync-protocol.md, "Change stream") and pulls it.

/** A first sign-in copies the store to the till: a longer bound than signInAs on a loaded 2-core machine. */
const SYNC_TIMEOUT = 30_000;

async function signInTill(page: Page, role: DemoRole): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.use(role);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: SYNC_TIMEOUT });
  await new AppShell(page).expectSignedInAs(DEMO_ACCOUNTS[role].name, role);
  await new SyncIndicator(page).expectSynced(SYNC_TIMEOUT);
}

test('a product made unavailable on till A shows unavailable on till B, and a tap there adds nothing', async ({
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const name = `Cold Brew ${Date.now().toString(36)}`;
  const tillA = await browser.newContext({ baseURL: server.baseURL });
  const tillB = await browser.newContext({ baseURL: server.baseURL });
  try {
    const [pageA, pageB] = await Promise.all([tillA.newPage(), tillB.newPage()]);
    await Promise.all([signInTill(pageA, 'Manager'), signInTill(pageB, 'Staff')]);

    const products = new ProductsPage(pageA);
    await products.goto();
    const till = new NewSalePage(pageB);
    await till.goto();

    // A adds the product; B, left open on New Sale, shows it without a reload.
    await products.add({ name, price: '4.50' });
    await expect(till.product(name)).toBeEnabled({ timeout: SYNC_TIMEOUT });

    // A makes it unavailable with the inline toggle; B's card turns unavailable where it stands.
    await products.searchFor(name);
    await products.availability(name).click();
    await expect(products.availability(name)).not.toBeChecked();
    await expect(till.product(name)).toBeDisabled({ timeout: SYNC_TIMEOUT });
    await expect(till.product(name)).toContainText('Unavailable');

    // A tap on B adds nothing (force: the tap happens even though the card is disabled).
    await till.product(name).click({ force: true });
    await expect(till.line(name)).toHaveCount(0);
    await expect(till.panel.getByRole('listitem')).toHaveCount(0);

    // Made available again on A, B can sell it.
    await products.availability(name).click();
    await expect(till.product(name)).toBeEnabled({ timeout: SYNC_TIMEOUT });
    await till.add(name);
    await expect(till.quantityOf(name)).toHaveText('1');
  } finally {
    await Promise.all([tillA.close(), tillB.close()]);
  }
});
