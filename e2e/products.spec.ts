import { openAs } from './pages/open-as';
import { ProductsPage } from './pages/products-page';
import { NewSalePage } from './pages/sales-new-page';
import { signInAs } from './pages/sign-in-as';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// Tests in this file share one server: each names its products with its own tag.
const tag = (name: string) => `${name} ${Date.now().toString(36)}`;

test.describe('the manager builds the menu', () => {
  test('adds a product: it is in the list and on New Sale', async ({ page }) => {
    const products = await openAs(page, 'Manager', ProductsPage);
    const name = tag('Oat Flat White');
    await products.add({ name, price: '4.25', description: 'Velvety oat milk' });
    await expect(products.row(name)).toContainText('$4.25');
    await expect(products.row(name)).toContainText('Beverages');

    const till = new NewSalePage(page);
    await till.goto();
    await expect(till.product(name)).toBeVisible();
  });

  test('search (name or description, any case) and chips filter; no match says so', async ({ page }) => {
    const products = await openAs(page, 'Manager', ProductsPage);
    const scone = tag('Cheddar Scone');
    // Other specs on this worker's server may stock scones with chives too: the description's own tag is unique.
    const description = tag('Baked with CHIVES');
    await products.add({ name: scone, price: '3.10', category: 'Food', description });

    await products.searchFor(description.toLowerCase());
    await expect(products.table.getByRole('rowheader')).toHaveText([scone]);
    await products.searchFor('');
    await products.chip('Food');
    await expect(products.row(scone)).toBeVisible();
    await expect(products.table.getByRole('rowheader').filter({ hasText: 'Espresso' })).toHaveCount(0);
    await products.chip('All');
    await products.searchFor('no such thing zzz');
    await expect(page.getByText('No products match your search criteria.')).toBeVisible();
  });

  test('a blank name or a negative price shows the spec message', async ({ page }) => {
    const products = await openAs(page, 'Manager', ProductsPage);
    await products.addButton.click();
    await expect(page.getByRole('heading', { name: 'Add New Product' })).toBeVisible();
    await expect(products.addButton).toHaveCount(0);
    await page.getByLabel('Price ($)').fill('-2');
    await page.getByRole('button', { name: 'Save Product' }).click();
    await expect(page.getByText('Please fill all required fields correctly').first()).toBeVisible();
    // Beside the price, what is wrong with it.
    await expect(page.getByLabel('Price ($)')).toHaveAccessibleDescription("Price can't be negative");
    await expect(page).toHaveURL(/\/products\/new$/);
    await expectNoSeriousA11yViolations(page, 'the product form with errors');
  });

  test('availability toggles inline and is kept; delete asks first', async ({ page }) => {
    const products = await openAs(page, 'Manager', ProductsPage);
    const name = tag('Matcha Latte');
    await products.add({ name, price: '5' });
    await expect(products.availability(name)).toBeChecked();
    await products.availability(name).click();
    await expect(products.availability(name)).not.toBeChecked();
    await page.reload();
    await expect(products.availability(name)).not.toBeChecked();

    await products.deleteButton(name).click();
    await expect(products.deleteDialog).toBeVisible();
    await products.deleteDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(products.row(name)).toBeVisible();
    await products.delete(name);
  });

  test('edits a product through its edit link', async ({ page }) => {
    const products = await openAs(page, 'Manager', ProductsPage);
    const name = tag('Chai');
    await products.add({ name, price: '3' });
    await products.editLink(name).click();
    await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
    await expect(page.getByLabel('Price ($)')).toHaveValue('3.00');
    await page.getByLabel('Price ($)').fill('3.40');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(products.row(name)).toContainText('$3.40');
  });

  test('a scanned barcode on New Sale adds that product, even when its digits match others', async ({
    page,
  }) => {
    const products = await openAs(page, 'Manager', ProductsPage);
    const code = String(Date.now());
    const beans = tag('House Beans');
    const bag = tag('Gift Bag');
    await products.add({ name: beans, price: '14', category: 'Merchandise', barcode: code });
    await products.add({ name: bag, price: '3', category: 'Merchandise', description: `Fits bag ${code}` });

    const till = new NewSalePage(page);
    await till.goto();
    // A keyboard-wedge scanner types the code and presses Enter.
    await till.search.fill(code);
    await expect(till.product(bag)).toBeVisible();
    await till.search.press('Enter');
    await expect(till.quantityOf(beans)).toHaveText('1');
    await expect(till.line(bag)).toHaveCount(0);
    await expect(till.search).toHaveValue('');
  });

  test('the list and the form pass an axe scan', async ({ page }) => {
    const products = await openAs(page, 'Manager', ProductsPage);
    await expect(products.table.getByRole('rowheader').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/products');
    await page.goto('/products/new');
    await expect(page.getByRole('heading', { name: 'Add New Product' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/products/new');
  });
});

test('staff is sent from /products to /dashboard', async ({ page }) => {
  await signInAs(page, 'Staff');
  await page.goto('/products');
  await expect(page).toHaveURL(/\/dashboard$/);
});
