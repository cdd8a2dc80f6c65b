import { openAs } from './pages/open-as';
import { ProductsPage } from './pages/products-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// Issue 12: the catalogue as a CSV file. The import first shows what it will do and applies nothing until
// confirmed; the export is a file the import reads back as "nothing to change".

test('imports a file with adds, changes and an error line after a preview; the export round-trips', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const run = Date.now().toString(36);
  const flatWhite = `Flat White ${run}`;
  const scone = `Cheddar Scone ${run}`;
  const cookie = `Oat Cookie ${run}`;
  const products = await openAs(page, 'Manager', ProductsPage);
  await products.add({ name: flatWhite, price: '4' });

  const file = [
    'Name,Category,Price,Barcode,Available,Description',
    `${flatWhite},Beverages,4.40,,yes,`,
    `${scone},Food,3.25,SC-${run},yes,"Baked daily, with chives"`,
    `${cookie},Desserts,2.10,,no,`,
    `Broken ${run},Food,free,,yes,`,
  ].join('\r\n');
  await products.chooseImportFile('menu.csv', file);
  const dialog = products.importDialog;
  await expect(dialog.getByText('2 new products, 1 change, 1 line with errors')).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'New products (2)' })).toContainText(scone);
  await expect(dialog.getByRole('region', { name: 'Changes (1)' })).toContainText('Price: $4.00 → $4.40');
  await expect(dialog.getByRole('region', { name: 'Lines with errors (1)' })).toContainText('Line 5:');
  await expectNoSeriousA11yViolations(page, 'the import dialog');

  await dialog.getByRole('button', { name: 'Import 3 products, skip 1 line with errors' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Import complete' })).toHaveText(
    'Import complete: 2 products added, 1 changed.',
  );
  await products.searchFor(run);
  await expect(products.table.getByRole('rowheader')).toHaveText([scone, flatWhite, cookie]);
  await expect(products.row(flatWhite)).toContainText('$4.40');
  await expect(products.row(scone)).toContainText('Food');
  await expect(products.availability(cookie)).not.toBeChecked();

  // The export is the whole catalogue; read back in, it adds and changes nothing.
  const exported = await products.exportCsv();
  expect(exported.fileName).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(exported.text).toContain('Name,Category,Price,Unit cost,Barcode,Available,Description');
  expect(exported.text).toContain(`${scone},Food,3.25,,SC-${run},yes,"Baked daily, with chives"`);
  expect(exported.text).toContain(`${cookie},Desserts,2.10,,,no,`);
  await products.chooseImportFile(exported.fileName, exported.text);
  await expect(dialog.getByText(/^0 new products, 0 changes, [\d,]+ lines unchanged/)).toBeVisible();
  await expect(
    dialog.getByText('Nothing to import: the file adds no product and changes none.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
});
