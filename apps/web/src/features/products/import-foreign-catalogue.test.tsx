import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// The domain's sample exports as the files hold them, byte-order mark included (Vite's ?raw keeps it).
import loyverseItems from '../../../../../packages/domain/src/csv/fixtures/loyverse-items.csv?raw';
import squareItems from '../../../../../packages/domain/src/csv/fixtures/square-item-library.csv?raw';
import { db } from '../../data/db';
import { renderApp } from '../../test/render-app';
import { resetCatalogue } from './products-test-kit';

const SAMPLES = { 'loyverse-items.csv': loyverseItems, 'square-item-library.csv': squareItems };

/** A sample export as a manager would pick it. */
function sample(name: keyof typeof SAMPLES): File {
  expect(SAMPLES[name].startsWith('\ufeff')).toBe(true);
  return new File([SAMPLES[name]], name, { type: 'text/csv' });
}

async function chooseFile(file: File) {
  const user = userEvent.setup();
  renderApp('/products', 'manager');
  await screen.findByRole('heading', { name: 'Products' });
  await user.upload(screen.getByLabelText('Choose a CSV file to import'), file);
  const dialog = await screen.findByRole('dialog', { name: 'Import products' });
  return { user, dialog };
}

afterEach(cleanup);
beforeEach(resetCatalogue);

describe('Import CSV of another system’s items', () => {
  it('says it read a Loyverse export and shows a product of variants with its Size options', async () => {
    const { user, dialog } = await chooseFile(sample('loyverse-items.csv'));
    expect(await within(dialog).findByTestId('import-format')).toHaveTextContent(
      'Read as a Loyverse item export.',
    );
    expect(within(dialog).getByText('3 new products, 0 changes')).toBeVisible();
    const adds = within(dialog).getByRole('region', { name: 'New products (3)' });
    expect(adds).toHaveTextContent('Beverages · $4.00 · Size: Small, Regular +$0.50, Large +$1.25');
    expect(adds).toHaveTextContent('Merchandise · $4,250.00 · not available');

    await user.click(within(dialog).getByRole('button', { name: 'Import 3 products' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [group] = await db.modifierGroups.toArray();
    const latte = (await db.products.toArray()).find((product) => product.name === 'Latte');
    expect(group?.name).toBe('Size');
    expect(latte).toMatchObject({ price: 400, modifierGroupIds: [group?.id] });
  });

  it('says it read a Square export', async () => {
    const { dialog } = await chooseFile(sample('square-item-library.csv'));
    expect(await within(dialog).findByTestId('import-format')).toHaveTextContent(
      'Read as a Square item library export.',
    );
    const adds = within(dialog).getByRole('region', { name: 'New products (3)' });
    expect(adds).toHaveTextContent('Beverages · $3.50 · Size: Small, Large +$1.25');
  });
});
