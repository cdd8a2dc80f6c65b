import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { renderApp } from '../../test/render-app';
import { IMPORT_LIST_STEP, ImportProductsDialog, SKIPPED_ERRORS_NOTE } from './import-products-dialog';
import { makeProduct, resetCatalogue } from './products-test-kit';
import { IMPORT_MESSAGES } from './use-product-import';

const latte = makeProduct('Latte', 450, { barcode: 'LAT-1', description: 'Espresso with steamed milk' });
const mug = makeProduct('Cafe Mug', 1200, { category: 'merchandise' });

const HEADER = 'Name,Category,Price,Barcode,Available,Description';

function csvFile(lines: readonly string[], name = 'menu.csv') {
  return new File([[HEADER, ...lines].join('\n')], name, { type: 'text/csv' });
}

async function chooseFile(file: File) {
  const user = userEvent.setup();
  const view = renderApp('/products', 'manager');
  await screen.findByRole('table');
  await user.upload(screen.getByLabelText('Choose a CSV file to import'), file);
  const dialog = await screen.findByRole('dialog', { name: 'Import products' });
  return { user, dialog, ...view };
}

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

afterEach(cleanup);

describe('Import CSV on the Products list', () => {
  beforeEach(async () => {
    await resetCatalogue();
    await db.products.bulkAdd([latte, mug]);
  });

  it('shows what the file adds and changes and every error line, and writes nothing until Import', async () => {
    const { user, dialog } = await chooseFile(
      csvFile([
        'Latte,Beverages,4.75,LAT-1,no,Espresso with steamed milk',
        'Scone,Food,3.25,,yes,Fresh daily',
        'Cafe Mug,Merchandise,12.00,,yes,',
        'Broken,Food,-2,,yes,',
      ]),
    );
    expect(
      await within(dialog).findByText('1 new product, 1 change, 1 line unchanged, 1 line with errors'),
    ).toBeVisible();
    expect(within(dialog).getByText('menu.csv')).toBeInTheDocument();

    const adds = within(dialog).getByRole('region', { name: 'New products (1)' });
    expect(adds).toHaveTextContent('Scone');
    expect(adds).toHaveTextContent('Food · $3.25');
    const changes = within(dialog).getByRole('region', { name: 'Changes (1)' });
    expect(within(changes).getByText('Price: $4.50 → $4.75')).toBeInTheDocument();
    expect(within(changes).getByText('Available: Yes → No')).toBeInTheDocument();
    const errors = within(dialog).getByRole('region', { name: 'Lines with errors (1)' });
    expect(errors).toHaveTextContent(/Line 5:\s*Price: /);
    expect(within(dialog).getByText(SKIPPED_ERRORS_NOTE)).toBeInTheDocument();

    // Nothing is applied while the manager reads the plan.
    expect(await db.syncLog.count()).toBe(0);
    expect(await db.products.count()).toBe(2);

    await user.click(
      within(dialog).getByRole('button', { name: 'Import 2 products, skip 1 line with errors' }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Import complete: 1 product added, 1 changed.')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Cafe Mug', 'Latte', 'Scone']));
    expect(await db.products.get(latte.id)).toMatchObject({ price: 475, available: false });
    expect(screen.getByRole('switch', { name: 'Available: Latte' })).not.toBeChecked();
    const outbox = await db.syncLog.orderBy('mutationId').toArray();
    expect(outbox.map((entry) => entry.action)).toEqual(['create', 'update']);
  });

  it('an unclosed quote on line 3 is reported on line 3', async () => {
    const { dialog } = await chooseFile(
      csvFile([
        'Scone,Food,3.25,,yes,Fresh daily',
        '"Mocha,Beverages,4.00,,yes,',
        'Tea,Beverages,2.00,,yes,',
      ]),
    );
    const errors = await within(dialog).findByRole('region', { name: 'Lines with errors (1)' });
    expect(errors).toHaveTextContent(/^Line 3:\s*A quote opened on this line is never closed/);
  });

  it('Cancel leaves the catalogue as it was', async () => {
    const { user, dialog } = await chooseFile(csvFile(['Scone,Food,3.25,,yes,']));
    expect(await within(dialog).findByRole('button', { name: 'Import 1 product' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await db.products.count()).toBe(2);
    expect(await db.syncLog.count()).toBe(0);
  });

  it('a file that is not a product list says why and offers no Import', async () => {
    const { dialog } = await chooseFile(
      new File(['Title,Amount\nMilk,3'], 'expenses.csv', { type: 'text/csv' }),
    );
    const errors = await within(dialog).findByRole('region', { name: 'Lines with errors (1)' });
    expect(errors).toHaveTextContent('Line 1: The file needs a Name column and a Price column');
    expect(
      within(dialog).getByText('Nothing to import: the file adds no product and changes none.'),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
    // The footer's Close beside the corner's.
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  });

  it('a long file lists a step at a time, with Show more', async () => {
    const lines = Array.from(
      { length: IMPORT_LIST_STEP + 20 },
      (_, index) => `Item ${index},Food,1.00,,yes,`,
    );
    const { user, dialog } = await chooseFile(csvFile(lines));
    const adds = await within(dialog).findByRole('region', {
      name: `New products (${IMPORT_LIST_STEP + 20})`,
    });
    expect(within(adds).getAllByRole('listitem')).toHaveLength(IMPORT_LIST_STEP);
    await user.click(within(adds).getByRole('button', { name: 'Show more (20 left)' }));
    expect(within(adds).getAllByRole('listitem')).toHaveLength(IMPORT_LIST_STEP + 20);
  });

  it('a product deleted while the plan was open: nothing is written and the dialog says why', async () => {
    const { user, dialog } = await chooseFile(
      csvFile(['Latte,Beverages,5.00,LAT-1,yes,', 'Scone,Food,3.25,,yes,']),
    );
    await within(dialog).findByRole('button', { name: 'Import 2 products' });
    await db.products.update(latte.id, { deletedAt: new Date().toISOString() });

    await user.click(within(dialog).getByRole('button', { name: 'Import 2 products' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to import products: A row to change was deleted in the meantime; nothing was saved',
    );
    expect(await db.products.count()).toBe(2);
    expect(await db.syncLog.count()).toBe(0);
  });

  it('offers Export CSV beside Import CSV and Add Product', async () => {
    renderApp('/products', 'manager');
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeEnabled();
  });
});

describe('the import dialog while the file is read', () => {
  it('shows that it is reading, then why a file cannot be used', () => {
    const noop = () => {};
    const view = render(
      <ImportProductsDialog
        state={{ step: 'reading', fileName: 'menu.csv' }}
        onClose={noop}
        onConfirm={noop}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Import products' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Reading the file');
    expect(within(dialog).queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();

    view.rerender(
      <ImportProductsDialog
        state={{ step: 'unreadable', fileName: 'huge.csv', message: IMPORT_MESSAGES.tooLarge }}
        onClose={noop}
        onConfirm={noop}
      />,
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(IMPORT_MESSAGES.tooLarge);
  });
});
