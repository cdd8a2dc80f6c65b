import type { PlaywrightWorkerArgs } from '@playwright/test';
import { pushAsManager } from './pages/catalogue-by-api';
import { OptionGroupsPage } from './pages/option-groups-page';
import { ReportsPage } from './pages/reports-page';
import { NewSalePage } from './pages/sales-new-page';
import { serverSales } from './pages/server-sales';
import { SYNC_TIMEOUT, SyncIndicator } from './pages/sync-indicator';
import { waitForServiceWorkerControl } from './pages/till-storage';
import { expect, test } from './support/fixtures';
import { openTwoTills } from './support/open-two-tills';

// Issue 33: "sold out" per option that every till sees. An option marked sold out on till A cannot be chosen on
// till B, even with B's picker already open; a till that was offline when it happened sells it anyway (it could not
// know), and the server accepts that sale, flagged, for the reports.

/** A latte asking for a Milk of its own (Whole by default, Oat +0.60), named with `tag`: the worker's server is shared. */
async function addOatLatte(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, tag: string) {
  const milk = {
    id: crypto.randomUUID(),
    name: `Milk ${tag}`,
    minChoices: 1,
    maxChoices: 1,
    options: [
      { id: crypto.randomUUID(), name: 'Whole', priceDelta: 0, isDefault: true },
      { id: crypto.randomUUID(), name: 'Oat', priceDelta: 60 },
    ],
  };
  const latte = `Latte ${tag}`;
  await pushAsManager(playwright, baseURL, [
    { entity: 'modifierGroup', action: 'create', data: milk },
    {
      entity: 'product',
      action: 'create',
      data: {
        id: crypto.randomUUID(),
        name: latte,
        category: 'beverages',
        price: 450,
        modifierGroupIds: [milk.id],
      },
    },
  ]);
  return { latte, milk: milk.name };
}

test('Oat marked sold out on till A cannot be chosen on till B, even in a picker already open there', async ({
  browser,
  playwright,
  server,
}) => {
  test.setTimeout(150_000);
  const { latte, milk } = await addOatLatte(playwright, server.baseURL, Date.now().toString(36));
  const { pageA, pageB, close } = await openTwoTills(browser, server.baseURL, ['Manager', 'Staff']);
  try {
    const groups = new OptionGroupsPage(pageA);
    await pageA.goto('/products/options');
    await groups.expectShown();
    const till = new NewSalePage(pageB);
    await till.goto();
    await expect(till.product(latte)).toBeEnabled({ timeout: SYNC_TIMEOUT });

    // B's cashier has chosen Oat when A marks it sold out.
    await till.product(latte).click();
    await till.option(latte, 'Oat').click();
    await expect(till.pickerAdd(latte)).toHaveText('Add $5.10');
    await groups.soldOut(milk, 'Oat').click();
    await expect(groups.soldOut(milk, 'Oat')).toBeChecked();

    // B's open picker says so, takes Oat out of the choice, and Oat cannot be chosen again.
    await expect(till.picker(latte).getByRole('alert')).toHaveText(
      'Oat was just sold out and is no longer chosen.',
      {
        timeout: SYNC_TIMEOUT,
      },
    );
    await expect(till.option(latte, 'Oat')).toBeDisabled();
    await expect(till.option(latte, 'Oat')).toContainText('Sold out');
    await till.option(latte, 'Oat').click({ force: true });
    await expect(till.option(latte, 'Oat')).toHaveAttribute('aria-pressed', 'false');
    await till.option(latte, 'Whole').click();
    await till.pickerAdd(latte).click();
    await expect(till.picker(latte)).toBeHidden();
    await expect(till.line(latte)).toContainText('Whole');
    await expect(till.line(latte)).not.toContainText('Oat');

    // A picker opened afterwards offers Oat as sold out from the start.
    await till.product(latte).click();
    await expect(till.option(latte, 'Oat')).toBeDisabled();
    await expect(till.option(latte, 'Whole')).toHaveAttribute('aria-pressed', 'true');
  } finally {
    await close();
  }
});

test('a till offline when Oat sold out sells it anyway; the server accepts the sale, flagged, and the reports show it', async ({
  browser,
  playwright,
  server,
}) => {
  test.setTimeout(150_000);
  const { latte, milk } = await addOatLatte(playwright, server.baseURL, Date.now().toString(36));
  const { tillB, pageA, pageB, close } = await openTwoTills(browser, server.baseURL, ['Manager', 'Staff']);
  const sales = await serverSales(playwright, server.baseURL);
  try {
    const till = new NewSalePage(pageB);
    await till.goto();
    await expect(till.product(latte)).toBeEnabled({ timeout: SYNC_TIMEOUT });

    // B goes offline (its service worker holding the app's code) and sells an oat latte; A marks Oat sold out.
    await waitForServiceWorkerControl(pageB);
    await tillB.setOffline(true);
    await till.product(latte).click();
    await till.option(latte, 'Oat').click();
    await till.pickerAdd(latte).click();
    await expect(till.line(latte)).toContainText('Oat');
    await till.completeWith('Cash');
    const groups = new OptionGroupsPage(pageA);
    await pageA.goto('/products/options');
    await groups.expectShown();
    await groups.soldOut(milk, 'Oat').click();
    await new SyncIndicator(pageA).expectSynced(SYNC_TIMEOUT);

    // Back online, B's sale reaches the server: accepted (the money was taken), flagged with Oat.
    await tillB.setOffline(false);
    await new SyncIndicator(pageB).expectSynced(SYNC_TIMEOUT);
    await expect
      .poll(
        async () => {
          const sale = (await sales.read()).find((row) =>
            row.items.some((item) => item.productName === latte),
          );
          return sale && { total: sale.total, flagged: sale.soldOutOptionIds?.length };
        },
        { timeout: SYNC_TIMEOUT },
      )
      .toEqual({ total: 552, flagged: 1 });

    // A's reports: Oat sold once, chosen while sold out, and the flagged sale said in words.
    const reports = new ReportsPage(pageA);
    await reports.open();
    await reports.choose('Today');
    await expect(pageA.getByTestId('sold-out-sales')).toContainText('sold out when', {
      timeout: SYNC_TIMEOUT,
    });
    await expect.poll(() => reports.rows('Sales by Option')).toContainEqual([milk, 'Oat', '1', '$0.60', '1']);
  } finally {
    await sales.dispose();
    await close();
  }
});
