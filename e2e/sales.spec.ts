import type { Locator } from '@playwright/test';
import { ApiTill } from './pages/api-till';
import { AppShell } from './pages/app-shell';
import { addProductsAsManager } from './pages/catalogue-by-api';
import { LoginPage } from './pages/login-page';
import { openAs } from './pages/open-as';
import { SalesHistoryPage } from './pages/sales-history-page';
import { NewSalePage } from './pages/sales-new-page';
import { signInAs } from './pages/sign-in-as';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, startServer, test } from './support/fixtures';
import { catchPrintDialog } from './support/printing';

// Tests in this file share one server: each tags its sales with its own note and finds them by search.
const tag = (name: string) => `${name}-${Date.now().toString(36)}`;

test.describe('staff at the till', () => {
  test('rings up a sale: twice raises quantity, minus at 1 removes, totals with 8.25% tax', async ({
    page,
  }) => {
    const history = await openAs(page, 'Staff', SalesHistoryPage);
    await history.startNewSale();
    const till = new NewSalePage(page);
    await till.expectShown();
    await expect(till.completeButton).toHaveCount(0);

    await till.add('Espresso');
    await till.add('Espresso');
    await expect(till.quantityOf('Espresso')).toHaveText('2');
    await expect(till.line('Espresso')).toHaveCount(1);
    await till.add('Blueberry Muffin');
    // 2 × 3.50 + 3.75 = 10.75; tax 0.89; total 11.64.
    await expect(till.total('Subtotal')).toHaveText('$10.75');
    await expect(till.total('Tax (8.25%)')).toHaveText('$0.89');
    await expect(till.total('Total')).toHaveText('$11.64');

    await till.decrease('Blueberry Muffin');
    await expect(till.line('Blueberry Muffin')).toHaveCount(0);
    await till.decrease('Espresso');
    await till.decrease('Espresso');
    await expect(till.completeButton).toBeDisabled();
  });

  test('completes a sale with each payment method and sees each in history', async ({ page }) => {
    const history = await openAs(page, 'Staff', SalesHistoryPage);
    const till = new NewSalePage(page);
    const note = tag('pay');
    for (const method of ['Cash', 'Credit Card', 'Debit Card', 'Mobile'] as const) {
      await history.startNewSale();
      // Two taps and a payment: product, Complete Sale, method.
      await till.sellWithNote('Cappuccino', `${note} ${method}`, method);
    }
    await history.searchFor(note);
    await expect(history.rows).toHaveCount(4);
    for (const method of ['Cash', 'Credit Card', 'Debit Card', 'Mobile']) {
      await expect(history.rows.filter({ hasText: method })).toHaveCount(1);
    }
    // Cappuccino 4.75 + tax 0.39.
    await expect(history.totals()).toHaveText(['$5.14', '$5.14', '$5.14', '$5.14']);

    await history.rows
      .first()
      .getByRole('button', { name: /Details of sale/ })
      .click();
    const receipt = page.getByRole('article', { name: 'Receipt' });
    await expect(receipt).toContainText('1 × Cappuccino');
    await expect(receipt).toContainText(`Note: ${note} Mobile`);
    await expect(receipt).toContainText('Cashier: Sam Staff');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Print' })).toBeVisible();
  });

  test('the draft survives a reload', async ({ page }) => {
    await signInAs(page, 'Staff');
    await new SalesHistoryPage(page).goto();
    await new SalesHistoryPage(page).startNewSale();
    const till = new NewSalePage(page);
    await till.add('Iced Caramel Latte');
    await till.note('Iced Caramel Latte', 'no ice');
    await page.reload();
    await till.expectShown();
    await expect(till.quantityOf('Iced Caramel Latte')).toHaveText('1');
    await expect(till.shownNote('Iced Caramel Latte')).toHaveText('no ice');
  });

  test('Cancel asks for confirmation, then discards the sale', async ({ page }) => {
    const history = await openAs(page, 'Staff', SalesHistoryPage);
    await history.startNewSale();
    const till = new NewSalePage(page);
    await till.add('Avocado Toast');

    await till.cancelButton.click();
    await expect(till.cancelDialog).toContainText('Are you sure you want to cancel this sale?');
    await till.cancelDialog.getByRole('button', { name: 'Keep sale' }).click();
    await expect(till.cancelDialog).toBeHidden();
    await expect(till.quantityOf('Avocado Toast')).toHaveText('1');

    await till.cancelButton.click();
    await till.cancelDialog.getByRole('button', { name: 'Yes, cancel sale' }).click();
    await expect(page).toHaveURL(/\/sales$/);
    await history.startNewSale();
    await expect(till.line('Avocado Toast')).toHaveCount(0);
  });

  test('history searches notes and product names and sorts by total both ways', async ({ page }) => {
    const history = await openAs(page, 'Staff', SalesHistoryPage);
    const till = new NewSalePage(page);
    const note = tag('sort');
    // A cheap sale first, then a dear one, then a middling one: date order differs from total order.
    for (const product of ['Espresso', 'House Blend Coffee Beans', 'Avocado Toast']) {
      await history.startNewSale();
      await till.add(product);
      await till.note(product.startsWith('House') ? 'House Blend Coffee Beans (1 lb)' : product, note);
      await till.completeWith('Cash');
    }
    await history.searchFor(note);
    await expect(history.totals()).toHaveText(['$10.28', '$17.32', '$3.79']);
    await history.sortBy('Total');
    await expect(history.totals()).toHaveText(['$17.32', '$10.28', '$3.79']);
    await history.sortBy('Total');
    await expect(history.totals()).toHaveText(['$3.79', '$10.28', '$17.32']);
    await history.sortBy('Date');
    await expect(history.totals()).toHaveText(['$10.28', '$17.32', '$3.79']);
    await history.sortBy('Date');
    await expect(history.totals()).toHaveText(['$3.79', '$17.32', '$10.28']);

    await history.searchFor('coffee beans');
    await expect(history.rows.filter({ hasText: 'House Blend' }).first()).toBeVisible();
    await history.searchFor(`${note}-nothing`);
    await expect(page.getByText('No sales match your search.')).toBeVisible();
  });

  test('the sale-complete sheet: change due for a cash note, Print receipt prints, New Sale starts the next sale', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await signInAs(page, 'Staff');
    const printCalls = await catchPrintDialog(page);
    const history = new SalesHistoryPage(page);
    const till = new NewSalePage(page);
    await history.goto();
    await history.startNewSale();

    // A basic cash sale is three taps: the product, Complete Sale, Cash; the sheet then has New Sale focused.
    await till.add('Cappuccino');
    const sheet = await till.pay('Cash');
    const newSale = sheet.getByRole('button', { name: 'New Sale' });
    await expect(newSale).toBeFocused();
    // Cappuccino $4.75 + tax $0.39: the exact amount and the next round notes.
    const tender = sheet.getByRole('group', { name: 'Amount tendered' });
    await expect(tender.getByRole('button')).toHaveText(['Exact $5.14', '$10', '$20', '$50']);
    await tender.getByRole('button', { name: '$10' }).click();
    await expect(sheet.getByTestId('change-due')).toHaveText('$4.86');
    await tender.getByLabel('Other amount').fill('5');
    await tender.getByLabel('Other amount').press('Enter');
    await expect(tender.getByRole('alert')).toHaveText('That is less than the total of $5.14');
    await tender.getByLabel('Other amount').fill('20.14');
    await expect(sheet.getByTestId('change-due')).toHaveText('$15.00');
    await expectNoSeriousA11yViolations(page, 'the sale-complete sheet');

    await sheet.getByRole('button', { name: 'Print receipt' }).click();
    await expect.poll(printCalls).toBe(1);
    // As the paper sees it: the receipt with the cash tendered and the change, none of the sheet's buttons.
    await page.emulateMedia({ media: 'print' });
    const receipt = page.getByRole('article', { name: 'Receipt' });
    await expect(receipt).toBeVisible();
    await expect(receipt).toContainText('1 × Cappuccino');
    await expect(receipt).toContainText('Cash tendered$20.14');
    await expect(receipt).toContainText('Change$15.00');
    await expect(newSale).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // One tap to the next sale, and the till takes its first product at once.
    await newSale.click();
    await expect(page).toHaveURL(/\/sales\/new$/);
    await expect(sheet).toBeHidden();
    await till.add('Espresso');
    await expect(till.quantityOf('Espresso')).toHaveText('1');
    const card = await till.pay('Credit Card');
    await expect(card).toContainText('Paid by Credit Card');
    await expect(card.getByRole('group', { name: 'Amount tendered' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'New Sale' })).toBeFocused();
  });

  test('cannot reach /products', async ({ page }) => {
    const shell = await signInAs(page, 'Staff');
    await page.goto('/products');
    await shell.expectDashboard();
  });
});

test('an empty store offers Create Your First Sale', async ({ browser }) => {
  const server = await startServer({ demo: true });
  const context = await browser.newContext({ baseURL: server.baseURL });
  try {
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.goto();
    await login.use('Staff');
    await new AppShell(page).expectDashboardAfterSignIn();
    const history = new SalesHistoryPage(page);
    await history.goto();
    await expect(history.firstSaleLink).toBeVisible();
    await expect(history.card('Total Sales')).toContainText('0');
    await history.firstSaleLink.click();
    await new NewSalePage(page).expectShown();
  } finally {
    await context.close();
    await server.stop();
  }
});

test('a product another till made unavailable is shown but cannot be added', async ({
  browser,
  playwright,
}) => {
  // Its own server: the other tests of this file sell the seeded products.
  const server = await startServer({ demo: true });
  const manager = await playwright.request.newContext({ baseURL: server.baseURL });
  const context = await browser.newContext({ baseURL: server.baseURL });
  try {
    // A manager's till marks the muffin unavailable through the sync API, as the products screen will.
    const managerTill = await ApiTill.signIn(manager, 'Manager');
    const pulled = await manager.get('/api/sync/pull?cursor=0&limit=5000');
    const { changes } = (await pulled.json()) as {
      changes: { entity: string; id: string; version: number; row?: { name?: string } }[];
    };
    const muffin = changes.find(
      (change) => change.entity === 'product' && change.row?.name === 'Blueberry Muffin',
    );
    if (!muffin) throw new Error('The seeded Blueberry Muffin is missing');
    // Signed with the key the manager's sign-in registered, as the manager's till signs.
    const change = {
      entity: 'product',
      action: 'update',
      data: { id: muffin.id, available: false },
      actorId: managerTill.userId,
      clientTime: new Date().toISOString(),
    };
    const pushed = await managerTill.push([managerTill.mutation(change, 1, muffin.version)]);
    expect(await pushed.json()).toMatchObject({ results: [{ status: 'applied' }] });

    const page = await context.newPage();
    const history = await openAs(page, 'Staff', SalesHistoryPage);
    await history.startNewSale();
    const till = new NewSalePage(page);
    await till.expectShown();
    await expect(till.product('Blueberry Muffin')).toBeVisible();
    await expect(till.product('Blueberry Muffin')).toBeDisabled();
    await expect(till.product('Blueberry Muffin')).toContainText('Unavailable');
    await till.product('Blueberry Muffin').click({ force: true });
    await expect(till.line('Blueberry Muffin')).toHaveCount(0);
    // Typing its name and Enter (a barcode scanner) does not add it either; an available product still adds.
    await till.search.fill('Blueberry Muffin');
    await till.search.press('Enter');
    await expect(till.line('Blueberry Muffin')).toHaveCount(0);
    await till.search.fill('');
    await till.add('Espresso');
    await expect(till.line('Espresso')).toHaveCount(1);
  } finally {
    await context.close();
    await manager.dispose();
    await server.stop();
  }
});

const DEMO_PRODUCTS = [
  'Espresso',
  'Cappuccino',
  'Iced Caramel Latte',
  'Avocado Toast',
  'Smoked Salmon Bagel',
  'Blueberry Muffin',
  'New York Cheesecake',
  'Ceramic Logo Mug',
  'House Blend Coffee Beans',
  'Custom Celebration Cupcakes',
];

test.describe('the register on a tablet', () => {
  /** Every visible button and field in `scope` is at least 44 × 44 px. */
  async function expectTouchTargets(scope: Locator): Promise<void> {
    const small = await scope.locator('button:visible, input:visible').evaluateAll((elements) =>
      elements
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 44 || box.height < 44)
        .map(
          ({ element, box }) =>
            `${element.getAttribute('aria-label') ?? element.textContent} ${box.width}×${box.height}`,
        ),
    );
    expect(small).toEqual([]);
  }

  async function expectInViewport(locator: Locator, height: number): Promise<void> {
    const box = await locator.boundingBox();
    expect(box, 'on screen').not.toBeNull();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(height);
  }

  test('with 20 lines the Total and Complete Sale stay on screen, names are whole and the quantity can be typed', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const run = Date.now().toString(36);
    const extra = Array.from({ length: 10 }, (_, index) => ({
      name: `Tray Bake ${index + 1} ${run}`,
      price: 250 + index * 10,
    }));
    await addProductsAsManager(playwright, baseURL ?? '', extra);
    await page.setViewportSize({ width: 1024, height: 768 });
    await signInAs(page, 'Staff');
    const history = new SalesHistoryPage(page);
    const till = new NewSalePage(page);
    await history.goto();
    await history.startNewSale();
    await expect(till.product(extra[9]?.name ?? '')).toBeVisible();

    // Every tile shows its whole name: nothing cut at the side or below.
    const clipped = await till.products
      .locator('[data-product-name]')
      .evaluateAll((names) =>
        names
          .filter((name) => name.scrollWidth > name.clientWidth || name.scrollHeight > name.clientHeight)
          .map((name) => name.textContent),
      );
    expect(clipped).toEqual([]);
    await expect(till.product('New York Cheesecake')).toContainText('New York Cheesecake');

    // Twenty lines: the ten demo products and ten more (other tests on this server may have added others).
    for (const name of [...DEMO_PRODUCTS, ...extra.map((product) => product.name)]) await till.add(name);
    await expect(till.panel.getByRole('list', { name: 'Sale items' }).getByRole('listitem')).toHaveCount(20);

    for (const [width, height] of [
      [1024, 768],
      [768, 1024],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expectInViewport(till.completeButton, height);
      await expectInViewport(till.total('Total'), height);
      await expectTouchTargets(till.panel);
      await expectTouchTargets(page.getByRole('group', { name: 'Categories' }));
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
        `no sideways scroll at ${width} px`,
      ).toBe(true);
    }
    await page.setViewportSize({ width: 1024, height: 768 });
    await expectNoSeriousA11yViolations(page, 'New Sale with 20 lines');

    // A tap on the quantity types it; a bad one says what to type and changes nothing.
    await till.typeQuantity('Espresso', '6');
    await expect(till.quantityOf('Espresso')).toHaveText('6');
    await till.typeQuantity('Espresso', 'six');
    await expect(till.panel.getByRole('alert')).toHaveText('Enter a whole number from 1 to 999');
    await till.panel.getByRole('textbox', { name: 'Quantity of Espresso' }).press('Escape');
    await expect(till.quantityOf('Espresso')).toHaveText('6');

    // The note opens on demand and the line shows it.
    await till.note('Espresso', 'extra hot');
    await expect(till.shownNote('Espresso')).toHaveText('extra hot');
  });
});
