import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { renderApp } from '../../test/render-app';
import { useSaleDraftStore } from './sale-draft-store';
import { makeModifierGroup, makeProduct, resetTill } from './sales-test-kit';

/** What another till does while this one's picker is open reaches it at once, in words. */
const milk = makeModifierGroup('Milk', [
  ['Whole', 0, { isDefault: true }],
  ['Oat', 60],
]);
const latte = { ...makeProduct('Latte', 450), modifierGroupIds: [milk.id] };

async function openPicker() {
  const user = userEvent.setup();
  renderApp('/sales/new', 'staff');
  const products = await screen.findByRole('list', { name: 'Products' });
  await user.click(within(products).getByRole('button', { name: /^Latte/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Latte' });
  return { user, dialog };
}

const addButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /^Add / });

describe('the options picker while the menu changes under it', () => {
  beforeEach(async () => {
    await resetTill();
    await db.modifierGroups.add(milk);
    await db.products.add(latte);
  });

  it('says an option chosen has just sold out, and Add does not add it', async () => {
    const { user, dialog } = await openPicker();
    await user.click(within(dialog).getByRole('button', { name: /^Oat/ }));
    expect(addButton(dialog)).toHaveTextContent('Add $5.10');

    // Another till's change arrives: Oat is sold out.
    await db.modifierGroups.update(milk.id, {
      options: milk.options.map((option) => ({ ...option, soldOut: option.name === 'Oat' })),
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Oat was just sold out and is no longer chosen.',
    );
    expect(within(dialog).getByRole('button', { name: /^Oat/ })).toBeDisabled();
    expect(addButton(dialog)).toHaveTextContent('Add $4.50');

    // Milk asks for exactly one: Add names the group to choose, and adds nothing sold out.
    await user.click(addButton(dialog));
    expect(useSaleDraftStore.getState().draft?.lines ?? []).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: /^Whole/ }));
    await user.click(addButton(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useSaleDraftStore.getState().draft?.lines.map((line) => line.options?.map((o) => o.name))).toEqual(
      [['Whole']],
    );
  });

  it('says the product is no longer available, and Add cannot add it', async () => {
    const { user, dialog } = await openPicker();
    await db.products.update(latte.id, { available: false });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Latte is no longer available, so it cannot be added.',
    );
    expect(addButton(dialog)).toBeDisabled();
    await user.click(addButton(dialog));
    expect(useSaleDraftStore.getState().draft?.lines ?? []).toEqual([]);
    // Cancel still closes it.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
