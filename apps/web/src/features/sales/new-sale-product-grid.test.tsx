import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { cake, card, grid, openTill, panel, quantityOf, useNewSaleTill } from './new-sale-test-kit';
import { PRODUCT_GRID_LIMIT } from './product-grid';
import { useSaleDraftStore } from './sale-draft-store';
import { makeProduct } from './sales-test-kit';

/** The product grid of New Sale: the cards, the category chips, search and a barcode scanner, a large catalogue. */

const queryCard = (name: RegExp) => grid().queryByRole('button', { name });

describe('New Sale', () => {
  useNewSaleTill();

  it('shows every product as a button, with chips for the categories present', async () => {
    await openTill();
    const chips = within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['All', 'Beverages', 'Desserts']);
    expect(card(/Espresso\s*\$3\.50/)).toBeEnabled();
    expect(card(/Cheesecake/)).toBeDisabled();
  });

  it('an unavailable product cannot be added', async () => {
    const { user } = await openTill();
    await user.click(card(/Cheesecake/));
    expect(within(panel()).queryByText('Cheesecake')).not.toBeInTheDocument();
    expect(useSaleDraftStore.getState().add(cake)).toBe(false);
  });

  it('filters by search (name or description, any case) and by category chip', async () => {
    const { user } = await openTill();
    await user.type(screen.getByLabelText('Search products'), 'HOUSE BLEND');
    expect(card(/Espresso/)).toBeInTheDocument();
    expect(queryCard(/Latte/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search products'));
    await user.click(screen.getByRole('button', { name: 'Desserts' }));
    expect(queryCard(/Espresso/)).not.toBeInTheDocument();
    expect(card(/Blueberry Muffin/)).toBeInTheDocument();
  });

  it('Enter in the search adds the single match (a barcode scanner), and nothing when several match', async () => {
    const { user } = await openTill();
    const search = screen.getByLabelText('Search products');
    await user.type(search, 'e{Enter}');
    expect(within(panel()).queryAllByRole('listitem')).toHaveLength(0);
    await user.clear(search);
    await user.type(search, 'muffin{Enter}');
    expect(quantityOf('Blueberry Muffin')).toHaveTextContent('1');
    expect(search).toHaveValue('');
  });

  it('Enter on a scanned barcode adds that product even when the text matches others too, and clears the search', async () => {
    const beans = makeProduct('House Beans', 1400, { barcode: '501234' });
    const bag = makeProduct('Gift Bag', 300, { description: 'Holds a 501234 bag of beans' });
    const closed = makeProduct('Seasonal Tart', 500, { barcode: '777', available: false });
    const other = makeProduct('Lucky 777 Cookie', 200);
    await db.products.bulkAdd([beans, bag, closed, other]);
    const { user } = await openTill();
    const search = screen.getByLabelText('Search products');

    // A scanner types the code and presses Enter; surrounding spaces from the wedge are ignored.
    await user.type(search, ' 501234 {Enter}');
    expect(quantityOf('House Beans')).toHaveTextContent('1');
    expect(within(panel()).queryByText('Gift Bag')).not.toBeInTheDocument();
    expect(search).toHaveValue('');

    // An unavailable product's code adds nothing, not even the other match; the search stays to show why.
    await user.type(search, '777{Enter}');
    expect(within(panel()).queryByText('Seasonal Tart')).not.toBeInTheDocument();
    expect(within(panel()).queryByText('Lucky 777 Cookie')).not.toBeInTheDocument();
    expect(search).toHaveValue('777');
    expect(card(/Seasonal Tart/)).toBeDisabled();
  });

  describe('with a large catalogue', () => {
    // 'Item 001'..'Item 150' sort after the four products above, so Item 150 is far beyond the first page.
    const items = Array.from({ length: 150 }, (_, index) =>
      makeProduct(`Item ${String(index + 1).padStart(3, '0')}`, 200, { category: 'food' }),
    );
    const moreLine = () => screen.queryByText(/^Showing \d+ of [\d,]+ products/);

    beforeEach(async () => {
      await db.products.bulkAdd(items);
    });

    it(`draws at most ${PRODUCT_GRID_LIMIT} cards and says how many match`, async () => {
      const { user } = await openTill();
      expect(grid().getAllByRole('button')).toHaveLength(PRODUCT_GRID_LIMIT);
      // The first page is drawn before the whole catalogue is read; the count needs all of it.
      expect(await screen.findByText(/^Showing \d+ of [\d,]+ products/)).toHaveTextContent(
        `Showing ${PRODUCT_GRID_LIMIT} of 154 products — type to narrow the search`,
      );
      // The first page in the catalogue's order: the named products, then the first items.
      expect(card(/Blueberry Muffin/)).toBeInTheDocument();
      expect(card(/Item 056/)).toBeInTheDocument();
      expect(queryCard(/Item 057/)).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Food' }));
      expect(moreLine()).toHaveTextContent(`Showing ${PRODUCT_GRID_LIMIT} of 150 products`);

      await user.type(screen.getByLabelText('Search products'), 'item 0');
      // Item 001..099: still over the cap.
      expect(moreLine()).toHaveTextContent(`Showing ${PRODUCT_GRID_LIMIT} of 99 products`);
      await user.type(screen.getByLabelText('Search products'), '5');
      await waitFor(() => expect(grid().getAllByRole('button')).toHaveLength(10));
      expect(moreLine()).not.toBeInTheDocument();
    });

    it('Enter adds the single match even when it lies beyond the first page', async () => {
      const { user } = await openTill();
      expect(queryCard(/Item 150/)).not.toBeInTheDocument();
      const search = screen.getByLabelText('Search products');
      await user.type(search, 'item 1{Enter}');
      expect(within(panel()).queryAllByRole('listitem')).toHaveLength(0);
      await user.type(search, '50{Enter}');
      expect(quantityOf('Item 150')).toHaveTextContent('1');
      expect(search).toHaveValue('');
      expect(moreLine()).toHaveTextContent(`Showing ${PRODUCT_GRID_LIMIT} of 154 products`);
    });
  });
});
