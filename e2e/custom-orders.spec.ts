import { CashupPage } from './pages/cashup-page';
import { CustomOrdersPage } from './pages/custom-orders-page';
import { DashboardPage } from './pages/dashboard-page';
import { signInAs } from './pages/sign-in-as';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, freshStore, test } from './support/fixtures';
import { expectTouchSizedControls } from './support/layout-checks';

// Issue 35, custom orders: a cake ordered with a cash deposit, made, and collected with the balance on a card. The
// deposit is a sale linked to the order, so the cash-up's recorded cash counts it; the dashboard's pending count
// follows the order's status.

test('on a 1024×768 touch tablet: a custom order with a cash deposit, moved along to collected', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { page, close } = await freshStore(browser, {
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
  });
  try {
    await signInAs(page, 'Manager');
    const dashboard = new DashboardPage(page);
    await dashboard.expectShown();
    await expect(dashboard.value('pending')).toHaveText('0');
    const cashup = new CashupPage(page);
    await cashup.goto();
    await expect(cashup.line('Cash').getByRole('cell').first()).toHaveText('$0.00');

    // From the dashboard's pending count to the orders screen.
    await dashboard.goto();
    await dashboard.card('pending').getByRole('link', { name: 'Mobile and custom orders' }).tap();
    const orders = new CustomOrdersPage(page);
    await orders.expectShown();
    await expect(page.getByText('No custom orders yet')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the empty custom orders list');

    // A missing time and a deposit above the price are refused beside their fields, and nothing is stored.
    await page.getByRole('link', { name: 'Take Your First Custom Order' }).tap();
    await page.getByLabel('Price').fill('20');
    await page.getByLabel('Deposit taken').fill('25');
    await page.getByRole('button', { name: 'Save Order' }).tap();
    await expect(page.getByText('The deposit cannot exceed the price')).toBeVisible();
    await expect(page.getByText('Choose the time the order is due')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the custom order form with its messages');
    await page.getByRole('link', { name: 'Cancel' }).tap();

    await orders.take({
      customer: 'Sam Lee',
      contact: '07700 900123',
      what: 'Chocolate cake, 8 inch, "Happy 40th Sam"',
      dueTime: '15:30',
      price: '45.00',
      deposit: '10.00',
      depositMethod: 'Cash',
    });
    const sam = orders.order('Sam Lee', orders.group('Due today'));
    await expect(sam).toContainText('Balance due$35.00');
    await expect(sam.getByRole('list', { name: 'Payments' })).toContainText('Deposit $10.00, Cash');
    await expectNoSeriousA11yViolations(page, 'the custom orders list');
    await expectTouchSizedControls(page.getByRole('main'), 'the custom orders list');

    await dashboard.open();
    await expect(dashboard.value('pending')).toHaveText('1');
    await cashup.goto();
    await expect(cashup.line('Cash').getByRole('cell').first()).toHaveText('$10.00');

    await orders.goto();
    await orders.move('Sam Lee', 'Start making');
    await dashboard.goto();
    await expect(dashboard.value('pending')).toHaveText('1');
    await orders.goto();
    await orders.move('Sam Lee', 'Mark ready');
    await dashboard.goto();
    await expect(dashboard.value('pending')).toHaveText('0');

    await orders.goto();
    await orders.order('Sam Lee').getByLabel('Balance paid by').selectOption({ label: 'Credit Card' });
    await orders.move('Sam Lee', 'Take $35.00 and mark collected');
    const done = orders.order('Sam Lee', orders.group('Done'));
    await expect(done).toContainText('Balance due$0.00');
    await expect(done).toContainText('Completed');
    await expect(done.getByRole('button')).toHaveCount(0);

    // The deposit stays in the drawer's cash; the balance went on a card.
    await cashup.goto();
    await expect(cashup.line('Cash').getByRole('cell').first()).toHaveText('$10.00');
    await expect(cashup.line('Cards').getByRole('cell').first()).toHaveText('$35.00');
  } finally {
    await close();
  }
});
