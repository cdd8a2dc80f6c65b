import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { repositories } from '../../data/repositories/repositories';
import { renderApp } from '../../test/render-app';
import { PRODUCTS_PAGE_SIZE } from './products-list-page';
import { makeProduct, resetCatalogue } from './products-test-kit';

const latte = makeProduct('Latte', 450, { description: 'Espresso with steamed milk', unitCost: 150 });
const muffin = makeProduct('Blueberry Muffin', 375, { category: 'desserts' });
const mug = makeProduct('Cafe Mug', 1200, { category: 'merchandise', available: false });

const table = () => screen.getByRole('table');
const rowNames = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

async function openList() {
  const user = userEvent.setup();
  const view = renderApp('/products', 'manager');
  await screen.findByRole('table');
  return { user, ...view };
}

afterEach(cleanup);

describe('Products list', () => {
  beforeEach(async () => {
    await resetCatalogue();
    await db.products.bulkAdd([latte, muffin, mug]);
  });

  it('shows the table by name with price, margin and availability, and Add Product', async () => {
    await openList();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Category', 'Description', 'Price', 'Margin', 'Available', 'Actions']);
    expect(rowNames()).toEqual(['Blueberry Muffin', 'Cafe Mug', 'Latte']);
    const latteRow = screen.getByRole('row', { name: /Latte/ });
    expect(latteRow).toHaveTextContent('$4.50');
    expect(latteRow).toHaveTextContent('66.7%');
    expect(screen.getByRole('switch', { name: 'Available: Cafe Mug' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/products/new');
  });

  it('searches name or description, case-insensitive, and the chips narrow it', async () => {
    const { user } = await openList();
    const chips = within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['All', 'Beverages', 'Desserts', 'Merchandise']);

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'STEAMED');
    await waitFor(() => expect(rowNames()).toEqual(['Latte']));

    await user.clear(screen.getByRole('searchbox', { name: 'Search products' }));
    await user.click(screen.getByRole('button', { name: 'Desserts' }));
    await waitFor(() => expect(rowNames()).toEqual(['Blueberry Muffin']));

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'latte');
    expect(await screen.findByText('No products match your search criteria.')).toBeInTheDocument();
  });

  it('the availability toggle is saved at once', async () => {
    const { user } = await openList();
    await user.click(screen.getByRole('switch', { name: 'Available: Cafe Mug' }));
    await waitFor(async () => expect((await db.products.get(mug.id))?.available).toBe(true));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Available: Cafe Mug' })).toBeChecked());
    expect(await db.syncLog.count()).toBeGreaterThan(0);
  });

  it('delete asks first; Cancel keeps the product, Delete removes it', async () => {
    const { user } = await openList();
    await user.click(screen.getByRole('button', { name: 'Delete Latte' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this product?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(rowNames()).toContain('Latte');

    await user.click(screen.getByRole('button', { name: 'Delete Latte' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowNames()).toEqual(['Blueberry Muffin', 'Cafe Mug']));
    expect((await db.products.get(latte.id))?.deletedAt).not.toBeNull();
  });

  it('mounts one page of a large catalogue at a time', async () => {
    await db.products.bulkAdd(
      Array.from({ length: 120 }, (_, index) => makeProduct(`Item ${String(index).padStart(3, '0')}`, 100)),
    );
    const { user } = await openList();
    await waitFor(() => expect(rowNames()).toHaveLength(PRODUCTS_PAGE_SIZE));
    expect(screen.getByText(`1–${PRODUCTS_PAGE_SIZE} of 123`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Sorted by name: Blueberry Muffin, Cafe Mug, then the items; the second page starts two items earlier.
    expect(rowNames()[0]).toBe(`Item ${String(PRODUCTS_PAGE_SIZE - 2).padStart(3, '0')}`);
  });
});

describe('Products empty state', () => {
  beforeEach(resetCatalogue);

  it('says none have been added and offers the first one', async () => {
    const { user, router } = (() => {
      const user = userEvent.setup();
      return { user, ...renderApp('/products', 'manager') };
    })();
    expect(await screen.findByText('No products have been added yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add Your First Product' }));
    expect(await screen.findByRole('heading', { name: 'Add New Product' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products/new');
    expect(screen.queryByRole('link', { name: 'Add Product' })).not.toBeInTheDocument();
  });
});

describe('Product form', () => {
  beforeEach(async () => {
    await resetCatalogue();
    await db.products.bulkAdd([latte, muffin]);
  });

  it('adds a product with the defaults, price typed in dollars, and returns to the list', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/products/new', 'manager');
    await screen.findByRole('heading', { name: 'Add New Product' });
    expect(screen.getByLabelText('Category')).toHaveValue('beverages');
    expect(screen.getByRole('switch', { name: 'Available' })).toBeChecked();

    await user.type(screen.getByLabelText('Name'), 'Flat White');
    await user.type(screen.getByLabelText('Price ($)'), '3.75');
    await user.type(screen.getByLabelText('Unit cost ($, optional)'), '1.25');
    expect(screen.getByText('Margin: 66.7%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Product' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    const saved = (await db.products.toArray()).find((product) => product.name === 'Flat White');
    expect(saved).toMatchObject({ price: 375, unitCost: 125, category: 'beverages', available: true });
  });

  it('a missing name or a negative price: the spec message, nothing saved', async () => {
    const user = userEvent.setup();
    renderApp('/products/new', 'manager');
    await screen.findByRole('heading', { name: 'Add New Product' });
    await user.type(screen.getByLabelText('Price ($)'), '-1');
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    // The spec's banner, the spec's words beside the blank name, and beside the price what is wrong with it.
    expect(await screen.findAllByText('Please fill all required fields correctly')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all required fields correctly');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Price ($)')).toHaveAccessibleDescription("Price can't be negative");
    expect(await db.products.count()).toBe(2);
  });

  it('a decimal comma or a price past the ceiling: said beside the price, nothing saved', async () => {
    const user = userEvent.setup();
    renderApp('/products/new', 'manager');
    await screen.findByRole('heading', { name: 'Add New Product' });
    await user.type(screen.getByLabelText('Name'), 'Cortado');
    const price = screen.getByLabelText('Price ($)');
    await user.type(price, '4,50');
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    await waitFor(() => expect(price).toHaveAccessibleDescription('Use a dot for cents'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all required fields correctly');
    await user.clear(price);
    await user.type(price, '99999999999');
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    await waitFor(() => expect(price).toHaveAccessibleDescription("Price can't be more than $999,999.99"));
    expect(await db.products.count()).toBe(2);
  });

  it('edits a product: fields filled from the store, changes saved', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/products/edit/${latte.id}`, 'manager');
    await screen.findByRole('heading', { name: 'Edit Product' });
    const price = await screen.findByLabelText('Price ($)');
    expect(price).toHaveValue('4.50');
    expect(screen.getByLabelText('Description (optional)')).toHaveValue('Espresso with steamed milk');
    await user.clear(price);
    await user.type(price, '5');
    await user.clear(screen.getByLabelText('Description (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(await db.products.get(latte.id)).toMatchObject({ price: 500, description: null });
  });

  it('refuses a barcode another product already has', async () => {
    await db.products.update(muffin.id, { barcode: '5012345' });
    const user = userEvent.setup();
    renderApp('/products/new', 'manager');
    await screen.findByRole('heading', { name: 'Add New Product' });
    await user.type(screen.getByLabelText('Name'), 'Scone');
    await user.type(screen.getByLabelText('Price ($)'), '3');
    await user.type(screen.getByLabelText('Barcode or SKU (optional)'), '5012345');
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(await screen.findByText('This barcode is already used by Blueberry Muffin')).toBeInTheDocument();
  });

  it("an unknown id: 'Product not found'", async () => {
    renderApp(`/products/edit/${crypto.randomUUID()}`, 'manager');
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found');
  });

  it("a failed read: 'Failed to load product'", async () => {
    vi.spyOn(repositories.products, 'get').mockRejectedValueOnce(new Error('disk'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(`/products/edit/${latte.id}`, 'manager');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load product');
    vi.restoreAllMocks();
  });

  it("a failed save: 'Failed to save product' in the form's banner, still on the form", async () => {
    vi.spyOn(repositories.products, 'create').mockRejectedValueOnce(new Error('disk'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = renderApp('/products/new', 'manager');
    await screen.findByRole('heading', { name: 'Add New Product' });
    await user.type(screen.getByLabelText('Name'), 'Scone');
    await user.type(screen.getByLabelText('Price ($)'), '3');
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save product');
    expect(router.state.location.pathname).toBe('/products/new');
    vi.restoreAllMocks();
  });

  it('staff is sent to /dashboard', async () => {
    const { router } = renderApp('/products', 'staff');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
