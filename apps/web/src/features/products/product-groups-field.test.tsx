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

  it('puts the groups in the order New Sale asks for them with Move up and Move down, by touch or keyboard', async () => {
    await db.modifierGroups.bulkAdd([size, milk, extras]);
    await db.products.add(latte);
    const user = userEvent.setup();
    const { router } = renderApp(`/products/edit/${latte.id}`, 'manager');
    const order = () => within(screen.getByRole('group', { name: 'Order on New Sale' }));
    const names = () =>
      order()
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    await screen.findByRole('group', { name: 'Order on New Sale' });
    expect(names()).toEqual(['1. Milk', '2. Size']);
    expect(order().getByRole('button', { name: 'Move Milk up' })).toBeDisabled();
    expect(order().getByRole('button', { name: 'Move Size down' })).toBeDisabled();

    // Size first: at the top its Move up is disabled, so the focus stays on the row by its Move down.
    await user.click(order().getByRole('button', { name: 'Move Size up' }));
    expect(names()).toEqual(['1. Size', '2. Milk']);
    expect(order().getByRole('button', { name: 'Move Size down' })).toHaveFocus();
    expect(order().getByRole('status')).toHaveTextContent('Size is now 1 of 2.');

    // A third group joins at the end; the keyboard moves it up one place.
    await user.click(options().getByRole('checkbox', { name: 'Extras' }));
    expect(names()).toEqual(['1. Size', '2. Milk', '3. Extras']);
    order().getByRole('button', { name: 'Move Extras up' }).focus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['1. Size', '2. Extras', '3. Milk']);
    expect(order().getByRole('button', { name: 'Move Extras up' })).toHaveFocus();
    // Space moves it to the top, where the focus goes to its Move down; Enter takes it back down.
    await user.keyboard(' ');
    expect(names()).toEqual(['1. Extras', '2. Size', '3. Milk']);
    expect(order().getByRole('button', { name: 'Move Extras down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['1. Size', '2. Extras', '3. Milk']);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect((await db.products.get(latte.id))?.modifierGroupIds).toEqual([size.id, extras.id, milk.id]);
    const [update] = await outbox();
    expect(update?.data).toMatchObject({ modifierGroupIds: [size.id, extras.id, milk.id] });
  });

  it('shows no order to set with fewer than two groups', async () => {
    await db.modifierGroups.bulkAdd([size, milk]);
    const user = userEvent.setup();
    renderApp('/products/new', 'manager');
    await screen.findByRole('group', { name: 'Options' });
    await user.click(await options().findByRole('checkbox', { name: 'Size' }));
    expect(screen.queryByRole('group', { name: 'Order on New Sale' })).not.toBeInTheDocument();
    await user.click(options().getByRole('checkbox', { name: 'Milk' }));
    expect(await screen.findByRole('group', { name: 'Order on New Sale' })).toBeInTheDocument();
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
