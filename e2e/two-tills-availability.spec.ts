import { ProductsPage } from './pages/products-page';
import { NewSalePage } from './pages/sales-new-page';
import { SYNC_TIMEOUT, SyncIndicator } from './pages/sync-indicator';
import { expect, test } from './support/fixtures';
import { openTwoTills } from './support/open-two-tills';

// Issue 12: a product made unavailable on till A cannot be added on till B, both online, without a reload on B.
// Two browser contexts are two tills (their own IndexedDB and cookies) on one server; B hears of A's change from
// the server's nudge (docs/sync-protocol.md, "Change stream") and pulls it.

test('a product made unavailable on till A shows unavailable on till B, and a tap there adds nothing', async ({
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const name = `Cold Brew ${Date.now().toString(36)}`;
  const { pageA, pageB, close } = await openTwoTills(browser, server.baseURL, ['Manager', 'Staff']);
  try {
    await Promise.all([
      new SyncIndicator(pageA).expectSynced(SYNC_TIMEOUT),
      new SyncIndicator(pageB).expectSynced(SYNC_TIMEOUT),
    ]);

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
    await close();
  }
});
