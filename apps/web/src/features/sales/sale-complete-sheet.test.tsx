import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { renderApp } from '../../test/render-app';
import { makeProduct, resetTill } from './sales-test-kit';

const espresso = makeProduct('Espresso', 350);

/** Two espressos ($7.00 + $0.58 tax = $7.58), paid by `method`; returns the sheet. */
async function payFor(method: 'Cash' | 'Credit Card') {
  const user = userEvent.setup();
  const view = renderApp('/sales/new', 'staff');
  const grid = within(await screen.findByRole('list', { name: 'Products' }));
  await user.click(grid.getByRole('button', { name: /Espresso/ }));
  await user.click(grid.getByRole('button', { name: /Espresso/ }));
  await user.click(screen.getByRole('button', { name: 'Complete Sale' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: method }));
  const sheet = await screen.findByRole('dialog', { name: 'Sale complete' });
  await waitFor(async () => expect(await db.sales.count()).toBe(1));
  return { user, sheet, ...view };
}

const changeDue = (sheet: HTMLElement) => within(sheet).getByTestId('change-due');

describe('the sale-complete sheet', () => {
  beforeEach(async () => {
    await resetTill();
    await db.products.add(espresso);
  });

  it('for cash offers Exact and the next round notes, and shows the change due', async () => {
    const { user, sheet, router } = await payFor('Cash');
    expect(router.state.location.pathname).toBe('/sales');
    expect(sheet).toHaveTextContent('Total $7.58');
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'New Sale' })).toHaveFocus());
    const tender = within(within(sheet).getByRole('group', { name: 'Amount tendered' }));
    const quick = tender.getAllByRole('button').map((button) => button.textContent);
    expect(quick).toEqual(['Exact $7.58', '$10', '$20', '$50']);
    expect(changeDue(sheet)).toHaveTextContent('—');

    await user.click(tender.getByRole('button', { name: '$10' }));
    expect(tender.getByRole('button', { name: '$10' })).toHaveAttribute('aria-pressed', 'true');
    expect(changeDue(sheet)).toHaveTextContent('$2.42');
    await user.click(tender.getByRole('button', { name: /Exact/ }));
    expect(changeDue(sheet)).toHaveTextContent('$0.00');

    const other = tender.getByLabelText('Other amount');
    await user.type(other, '25');
    expect(changeDue(sheet)).toHaveTextContent('$17.42');
    expect(tender.getByRole('button', { name: '$10' })).toHaveAttribute('aria-pressed', 'false');
    await user.clear(other);
    await user.type(other, '5{Enter}');
    expect(tender.getByRole('alert')).toHaveTextContent('That is less than the total of $7.58');
    expect(changeDue(sheet)).toHaveTextContent('—');
    await user.clear(other);
    await user.type(other, '7,58{Enter}');
    expect(tender.getByRole('alert')).toHaveTextContent('Use a dot for cents');
  });

  it('prints the receipt, with the cash tendered and the change, through the receipt print', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    try {
      const { user, sheet } = await payFor('Cash');
      await user.click(within(sheet).getByRole('button', { name: '$20' }));
      await user.click(within(sheet).getByRole('button', { name: 'Print receipt' }));
      await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
      const receipt = sheet.querySelector('.receipt');
      expect(receipt).toHaveTextContent('2 × Espresso');
      expect(receipt).toHaveTextContent('Cash tendered$20.00');
      expect(receipt).toHaveTextContent('Change$12.42');
      // The sheet stays for the next step.
      expect(within(sheet).getByRole('button', { name: 'New Sale' })).toBeInTheDocument();
    } finally {
      print.mockRestore();
    }
  });

  it('for a card asks for no cash, and New Sale starts the next sale in one tap', async () => {
    const { user, sheet, router } = await payFor('Credit Card');
    expect(sheet).toHaveTextContent('Paid by Credit Card');
    expect(within(sheet).queryByRole('group', { name: 'Amount tendered' })).not.toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'New Sale' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sales/new'));
    expect(screen.queryByRole('dialog', { name: 'Sale complete' })).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Current Sale' });
    expect(await within(panel).findByText('Tap a product to add it to the sale.')).toBeInTheDocument();
  });

  it('No receipt leaves the sale in the history', async () => {
    const { user, sheet } = await payFor('Cash');
    await user.click(within(sheet).getByRole('button', { name: 'No receipt' }));
    expect(screen.queryByRole('dialog', { name: 'Sale complete' })).not.toBeInTheDocument();
    const [, row] = await screen.findAllByRole('row');
    expect(row).toHaveTextContent('$7.58');
  });
});
