import { OptionGroupsPage } from './pages/option-groups-page';
import { ProductsPage } from './pages/products-page';
import { NewSalePage } from './pages/sales-new-page';
import { signInAs } from './pages/sign-in-as';
import { SyncIndicator } from './pages/sync-indicator';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectTouchSizedControls } from './support/layout-checks';
import { serverRows } from './support/server-rows';

// Issue 33, Modifiers (back office): a manager keeps the option groups a product asks for, on the till's tablet.
// Tests in this file share one server with the worker's other specs: each names its rows with its own tag.

/** A first sync and a push on a loaded 2-core machine: a generous bound that ends as soon as it holds. */
const SYNC_TIMEOUT = 30_000;

test.describe('on a 1024×768 touch tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('a manager makes "Milk" (exactly 1), adds it to a product, marks Oat sold out; the server has it all', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const tag = Date.now().toString(36);
    const milkName = `Milk ${tag}`;
    const latteName = `Latte ${tag}`;
    await signInAs(page, 'Manager');
    const products = new ProductsPage(page);
    await products.goto();
    await products.add({ name: latteName, price: '4.50' });

    const groups = new OptionGroupsPage(page);
    await groups.openFromProducts();
    await groups.add({
      name: milkName,
      fewest: '1',
      most: '1',
      options: [
        { name: 'Whole', isDefault: true },
        { name: 'Oat', priceChange: '0.60' },
        { name: 'Almond', priceChange: '+0.60' },
      ],
    });
    const milk = groups.group(milkName);
    await expect(milk).toContainText('Choose 1');
    const options = milk.getByRole('list', { name: `${milkName} options` }).getByRole('listitem');
    await expect(options).toHaveCount(3);
    await expect(options.nth(0)).toContainText('Whole');
    await expect(options.nth(0)).toContainText('Default');
    await expect(options.nth(1)).toContainText('Oat +$0.60');
    await expect(options.nth(2)).toContainText('Almond +$0.60');
    await expectTouchSizedControls(page.getByRole('main'), 'the option groups list');

    // Linked on the product form: its Options field lists the store's groups as checkboxes.
    await products.goto();
    await products.searchFor(latteName);
    await products
      .row(latteName)
      .getByRole('link', { name: `Edit ${latteName}` })
      .tap();
    await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
    const milkBox = page.getByRole('group', { name: 'Options' }).getByRole('checkbox', { name: milkName });
    await milkBox.tap();
    await expect(milkBox).toBeChecked();
    await page.getByRole('button', { name: 'Save Changes' }).tap();
    await expect(page).toHaveURL(/\/products$/);

    // One tap marks Oat sold out.
    await page.goto('/products/options');
    await groups.expectShown();
    await groups.soldOut(milkName, 'Oat').tap();
    await expect(groups.soldOut(milkName, 'Oat')).toBeChecked();
    await expect(groups.soldOut(milkName, 'Whole')).not.toBeChecked();
    await expectNoSeriousA11yViolations(page, 'the option groups list');

    // The till pushes; the server holds the group as made, Oat sold out, and the product asking for it.
    await new SyncIndicator(page).expectSynced(SYNC_TIMEOUT);
    let milkId = '';
    await expect
      .poll(
        async () => {
          const group = (await serverRows(page.request, 'modifierGroup')).find(
            (row) => row.name === milkName,
          );
          milkId = String(group?.id ?? '');
          return group;
        },
        { timeout: SYNC_TIMEOUT },
      )
      .toMatchObject({
        minChoices: 1,
        maxChoices: 1,
        repeatable: false,
        options: [
          { name: 'Whole', priceDelta: 0, isDefault: true, soldOut: false },
          { name: 'Oat', priceDelta: 60, isDefault: false, soldOut: true },
          { name: 'Almond', priceDelta: 60, isDefault: false, soldOut: false },
        ],
      });
    await expect
      .poll(async () => (await serverRows(page.request, 'product')).find((row) => row.name === latteName), {
        timeout: SYNC_TIMEOUT,
      })
      .toMatchObject({ modifierGroupIds: [milkId] });
  });

  test("a manager puts a product's groups in order with Move up, and New Sale's picker asks in that order", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const tag = Date.now().toString(36);
    const sizeName = `Size ${tag}`;
    const milkName = `Milk ${tag}`;
    const mochaName = `Mocha ${tag}`;
    await signInAs(page, 'Manager');
    const groups = new OptionGroupsPage(page);
    await page.goto('/products/options');
    await groups.expectShown();
    for (const name of [sizeName, milkName]) {
      await groups.add({
        name,
        fewest: '1',
        most: '1',
        options: [{ name: `${name} A`, isDefault: true }, { name: `${name} B` }],
      });
    }

    // Size ticked first, then Milk: the order list shows them so, and Move up puts Milk first.
    await page.goto('/products/new');
    await page.getByLabel('Name').fill(mochaName);
    await page.getByLabel('Price ($)').fill('5');
    const field = page.getByRole('group', { name: 'Options' });
    await field.getByRole('checkbox', { name: sizeName }).tap();
    await field.getByRole('checkbox', { name: milkName }).tap();
    const order = page.getByRole('group', { name: 'Order on New Sale' });
    await expect(order.getByRole('listitem')).toHaveText([`1. ${sizeName}`, `2. ${milkName}`]);
    await order.getByRole('button', { name: `Move ${milkName} up` }).tap();
    await expect(order.getByRole('listitem')).toHaveText([`1. ${milkName}`, `2. ${sizeName}`]);
    await expect(order.getByRole('button', { name: `Move ${milkName} down` })).toBeFocused();
    await expectTouchSizedControls(order, 'the group order on the product form');
    await expectNoSeriousA11yViolations(page, 'the product form with its group order');
    await page.getByRole('button', { name: 'Save Product' }).tap();
    await expect(page).toHaveURL(/\/products$/);

    // The picker asks for Milk, then Size.
    const till = new NewSalePage(page);
    await till.goto();
    await page.getByLabel('Search products').fill(mochaName);
    await till.product(mochaName).tap();
    const picker = till.picker(mochaName);
    await expect(picker.getByRole('heading', { level: 3 })).toHaveText([milkName, sizeName]);

    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();

    // The server keeps the order as sent.
    await new SyncIndicator(page).expectSynced(SYNC_TIMEOUT);
    // The product's groups, named: ids read again on each try, as the push may land between the two reads.
    const productGroupNames = async () => {
      const names = new Map(
        (await serverRows(page.request, 'modifierGroup')).map((row) => [String(row.id), String(row.name)]),
      );
      const product = (await serverRows(page.request, 'product')).find((row) => row.name === mochaName);
      const ids = (product?.modifierGroupIds ?? []) as string[];
      return ids.map((id) => names.get(id));
    };
    await expect.poll(productGroupNames, { timeout: SYNC_TIMEOUT }).toEqual([milkName, sizeName]);
  });

  test('a price change that is not an amount is said beside it, and nothing is saved', async ({ page }) => {
    await signInAs(page, 'Manager');
    await page.goto('/products/options/new');
    const groups = new OptionGroupsPage(page);
    await page.getByLabel('Name', { exact: true }).fill(`Syrup ${Date.now().toString(36)}`);
    await groups.optionRow(1).getByLabel('Option name').fill('Vanilla');
    const price = groups.optionRow(1).getByLabel('Price change ($)');
    await price.fill('50c');
    await page.getByRole('button', { name: 'Save Option Group' }).tap();
    await expect(price).toHaveAccessibleDescription('Enter a price change in dollars, such as 0.50 or -0.25');
    await expect(page).toHaveURL(/\/products\/options\/new$/);
    await expectNoSeriousA11yViolations(page, 'the option group form with errors');
  });
});

test.describe('staff', () => {
  test('cannot open the option groups: the route guard sends them to /dashboard', async ({ page }) => {
    const shell = await signInAs(page, 'Staff');
    await page.goto('/products/options');
    await shell.expectDashboard();
    await page.goto('/products/options/new');
    await shell.expectDashboard();
  });
});
