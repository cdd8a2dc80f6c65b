import { readFileSync } from 'node:fs';
import { openAs } from './pages/open-as';
import { ProductsPage } from './pages/products-page';
import { NewSalePage } from './pages/sales-new-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, freshStore, test } from './support/fixtures';

// Issue 33, real catalogues: a cafe moving over from Loyverse or Square imports its item export as it comes. Each
// runs on a store of its own, so the samples' names meet only the demo catalogue.

/** The domain's sample export, byte-order mark and all. */
const sample = (name: string) =>
  readFileSync(new URL(`../packages/domain/src/csv/fixtures/${name}`, import.meta.url), 'utf8');

test('a Loyverse item export: recognised, its latte sizes one product with a Size group, rung up at the till', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page, close } = await freshStore(browser);
  try {
    const products = await openAs(page, 'Manager', ProductsPage);
    await products.chooseImportFile('export_items.csv', sample('loyverse-items.csv'));
    const dialog = products.importDialog;
    await expect(dialog.getByTestId('import-format')).toHaveText('Read as a Loyverse item export.');
    await expect(dialog.getByText('3 new products, 0 changes')).toBeVisible();
    const adds = dialog.getByRole('region', { name: 'New products (3)' });
    await expect(adds).toContainText('Beverages · $4.00 · Size: Small, Regular +$0.50, Large +$1.25');
    await expect(adds).toContainText('Merchandise · $4,250.00 · not available');
    await expectNoSeriousA11yViolations(page, 'the import dialog of a Loyverse export');

    await dialog.getByRole('button', { name: 'Import 3 products' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Import complete' })).toHaveText(
      'Import complete: 3 products added, 0 changed.',
    );
    await products.searchFor('Butter croissant');
    await expect(products.row('Butter croissant')).toContainText('$3.75');

    // The latte's sizes are its options at the till: Small chosen, Large +$1.25.
    const till = new NewSalePage(page);
    await till.goto();
    await till.product('Latte').click();
    await expect(till.option('Latte', 'Small')).toHaveAttribute('aria-pressed', 'true');
    await till.option('Latte', 'Large').click();
    await expect(till.pickerAdd('Latte')).toHaveText('Add $5.25');
    await till.pickerAdd('Latte').click();
    await expect(till.line('Latte')).toContainText('Large');
  } finally {
    await close();
  }
});

test('a Square item library export: recognised, its cold brew sizes one product, an archived item not available', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page, close } = await freshStore(browser);
  try {
    const products = await openAs(page, 'Manager', ProductsPage);
    await products.chooseImportFile('square-items.csv', sample('square-item-library.csv'));
    const dialog = products.importDialog;
    await expect(dialog.getByTestId('import-format')).toHaveText('Read as a Square item library export.');
    const adds = dialog.getByRole('region', { name: 'New products (3)' });
    await expect(adds).toContainText('Beverages · $3.50 · Size: Small, Large +$1.25');
    await expect(adds).toContainText('Merchandise · $1,034.00 · not available');

    await dialog.getByRole('button', { name: 'Import 3 products' }).click();
    await expect(dialog).toBeHidden();
    await products.searchFor('House beans');
    await expect(products.availability('House beans 1kg')).not.toBeChecked();

    const till = new NewSalePage(page);
    await till.goto();
    await till.product('Cold brew').click();
    await expect(till.pickerAdd('Cold brew')).toHaveText('Add $3.50');
  } finally {
    await close();
  }
});
