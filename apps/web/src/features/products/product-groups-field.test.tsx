import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { renderApp } from '../../test/render-app';
import { makeModifierGroup, makeProduct, resetCatalogue } from './products-test-kit';

const size = makeModifierGroup('Size', [
  ['Regular', 0, { isDefault: true }],
  ['Large', 70],
]);
const milk = makeModifierGroup('Milk', [
  ['Whole', 0, { isDefault: true }],
  ['Oat', 60],
]);
const extras = makeModifierGroup('Extras', [['Extra shot', 80]], {
  minChoices: 0,
  maxChoices: 3,
  repeatable: true,
});
const latte = { ...makeProduct('Latte', 450), modifierGroupIds: [milk.id, size.id] };
const scone = makeProduct('Scone', 325, { category: 'food' });

const options = () => within(screen.getByRole('group', { name: 'Options' }));
const outbox = () => db.syncLog.orderBy('mutationId').toArray();

afterEach(cleanup);

describe("The product form's option groups", () => {
  beforeEach(resetCatalogue);

  it('with no groups yet, says how to make one', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/products/new', 'manager');
    expect(await screen.findByText(/No option groups yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Make an option group' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/options/new'));
  });

  it("lists the product's groups first in its order, then the rest by name; ticking sets the product's groups", async () => {
    await db.modifierGroups.bulkAdd([size, milk, extras]);
    await db.products.add(latte);
    const user = userEvent.setup();
    const { router } = renderApp(`/products/edit/${latte.id}`, 'manager');
    await screen.findByRole('group', { name: 'Options' });
    await options().findAllByRole('checkbox');
    expect(
      options()
        .getAllByRole('checkbox')
        .map((box) => box.closest('li')?.textContent),
    ).toEqual([
      'MilkChoose 1: Whole, Oat +$0.60',
      'SizeChoose 1: Regular, Large +$0.70',
      'ExtrasChoose 0–3: Extra shot +$0.80',
    ]);
    expect(options().getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    expect(options().getByRole('checkbox', { name: 'Milk' })).toHaveAccessibleDescription(
      'Choose 1: Whole, Oat +$0.60',
    );
    expect(options().getByRole('checkbox', { name: 'Extras' })).not.toBeChecked();

    await user.click(options().getByRole('checkbox', { name: 'Extras' }));
    await user.click(options().getByRole('checkbox', { name: 'Size' }));
    // A box ticked now stays where it was.
    expect(
      options()
        .getAllByRole('checkbox')
        .map((box) => box.closest('li')?.textContent?.slice(0, 5)),
    ).toEqual(['MilkC', 'SizeC', 'Extra']);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect((await db.products.get(latte.id))?.modifierGroupIds).toEqual([milk.id, extras.id]);
  });

  it('a new product saves the groups ticked, in the order ticked', async () => {
    await db.modifierGroups.bulkAdd([size, milk]);
    const user = userEvent.setup();
    const { router } = renderApp('/products/new', 'manager');
    await user.type(await screen.findByLabelText('Name'), 'Mocha');
    await user.type(screen.getByLabelText('Price ($)'), '5');
    await user.click(await options().findByRole('checkbox', { name: 'Size' }));
    await user.click(options().getByRole('checkbox', { name: 'Milk' }));
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    const mocha = (await db.products.toArray()).find((product) => product.name === 'Mocha');
    expect(mocha?.modifierGroupIds).toEqual([size.id, milk.id]);
  });

  it('a product without groups saves as before: no groups sent', async () => {
    await db.modifierGroups.bulkAdd([size, milk]);
    await db.products.add(scone);
    const user = userEvent.setup();
    const { router } = renderApp(`/products/edit/${scone.id}`, 'manager');
    const price = await screen.findByLabelText('Price ($)');
    await options().findAllByRole('checkbox');
    await user.clear(price);
    await user.type(price, '3.50');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    const [update] = await outbox();
    expect(Object.keys(update?.data ?? {}).sort()).toEqual(['id', 'price']);
    expect((await db.products.get(scone.id))?.modifierGroupIds).toBeUndefined();
  });

  it('a deleted group is dropped from the product when it is saved', async () => {
    await db.modifierGroups.bulkAdd([size, { ...milk, deletedAt: '2026-03-02T09:00:00.000Z' }]);
    await db.products.add(latte);
    const user = userEvent.setup();
    const { router } = renderApp(`/products/edit/${latte.id}`, 'manager');
    await screen.findByRole('group', { name: 'Options' });
    expect(await options().findByRole('checkbox', { name: 'Size' })).toBeChecked();
    expect(options().queryByRole('checkbox', { name: 'Milk' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect((await db.products.get(latte.id))?.modifierGroupIds).toEqual([size.id]);
  });
});
