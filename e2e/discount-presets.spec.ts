import { DiscountPresetsPage } from './pages/discount-presets-page';
import { ProductsPage } from './pages/products-page';
import { signInAs } from './pages/sign-in-as';
import { SyncIndicator } from './pages/sync-indicator';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectTouchSizedControls } from './support/layout-checks';
import { serverRows } from './support/server-rows';

// Issue 33, Discounts (back office): a manager keeps the discounts a cashier applies, on the till's tablet.
// Tests in this file share one server with the worker's other specs: each names its rows with its own tag.

/** A first sync and a push on a loaded 2-core machine: a generous bound that ends as soon as it holds. */
const SYNC_TIMEOUT = 30_000;

test.describe('on a 1024×768 touch tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('a manager adds "Staff 50%" and a $1.50 remake, edits one, and the server has them', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const tag = Date.now().toString(36);
    const staffName = `Staff 50% ${tag}`;
    const remakeName = `Remake ${tag}`;
    await signInAs(page, 'Manager');
    await new ProductsPage(page).goto();
    const discounts = new DiscountPresetsPage(page);
    await discounts.openFromProducts();
    await expectNoSeriousA11yViolations(page, 'the discounts list');

    await discounts.add({ name: staffName, kind: 'Percent', value: '50', appliesTo: 'Whole sale' });
    await discounts.add({ name: remakeName, kind: 'Amount', value: '2', appliesTo: 'One item' });
    await expect(discounts.preset(staffName)).toContainText('50%');
    await expect(discounts.preset(staffName)).toContainText('Whole sale');
    await expect(discounts.preset(remakeName)).toContainText('$2.00');
    await expectTouchSizedControls(page.getByRole('main'), 'the discounts list');

    // The edit form opens with the value as typed, in dollars.
    await discounts
      .preset(remakeName)
      .getByRole('link', { name: `Edit ${remakeName}` })
      .tap();
    const amount = page.getByLabel('Amount off ($)');
    await expect(amount).toHaveValue('2.00');
    await amount.fill('1.50');
    await page.getByRole('button', { name: 'Save Changes' }).tap();
    await discounts.expectShown();
    await expect(discounts.preset(remakeName)).toContainText('$1.50');

    await new SyncIndicator(page).expectSynced(SYNC_TIMEOUT);
    await expect
      .poll(
        async () =>
          (await serverRows(page.request, 'discountPreset')).filter((row) => String(row.name).endsWith(tag)),
        {
          timeout: SYNC_TIMEOUT,
        },
      )
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: staffName, kind: 'percent', value: 50_000, scope: 'sale' }),
          expect.objectContaining({ name: remakeName, kind: 'amount', value: 150, scope: 'line' }),
        ]),
      );
  });

  test('a percent above 100 is said beside it, and nothing is saved', async ({ page }) => {
    await signInAs(page, 'Manager');
    await page.goto('/products/discounts/new');
    const discounts = new DiscountPresetsPage(page);
    await discounts.fill({
      name: `Too much ${Date.now().toString(36)}`,
      kind: 'Percent',
      value: '150',
      appliesTo: 'One item',
    });
    await page.getByRole('button', { name: 'Save Discount' }).tap();
    await expect(page.getByLabel('Percent off (%)')).toHaveAccessibleDescription(
      'Enter a percentage from 0 to 100, such as 10',
    );
    await expect(page).toHaveURL(/\/products\/discounts\/new$/);
    await expectNoSeriousA11yViolations(page, 'the discount form with errors');
  });
});

test.describe('staff', () => {
  test('cannot open the discounts: the route guard sends them to /dashboard', async ({ page }) => {
    const shell = await signInAs(page, 'Staff');
    await page.goto('/products/discounts');
    await shell.expectDashboard();
    await page.goto('/products/discounts/new');
    await shell.expectDashboard();
  });
});
