import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { repositories } from '../../data/repositories/repositories';
import { localWriteExpected } from '../../data/sync/cashier-activity';
import { TEST_USERS } from '../../test/render-app';
import { card, espresso, openTill, panel, quantityOf, useNewSaleTill } from './new-sale-test-kit';
import { useSaleDraftStore } from './sale-draft-store';
import { useSalesHistoryStore } from './sales-history-store';
import { makeProduct, makeSale } from './sales-test-kit';

/**
 * Finishing a sale on New Sale: cancelling it, completing it, and what the till shows and stores while it is saved,
 * after a reload, when the device cannot store it, and what it tells the sync meanwhile.
 */

describe('New Sale', () => {
  useNewSaleTill();

  it('Cancel asks first, then discards the draft and returns to /sales', async () => {
    const { user, router } = await openTill();
    await user.click(card(/Espresso/));
    await user.click(within(panel()).getByRole('button', { name: 'Cancel' }));
    // Spec question as the alert dialog's title; the safe answer has focus and the destructive one comes last.
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to cancel this sale?',
    });
    const answers = within(dialog).getAllByRole('button');
    expect(answers.map((button) => button.textContent)).toEqual(['Keep sale', 'Yes, cancel sale']);
    expect(within(dialog).getByRole('button', { name: 'Keep sale' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Keep sale' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(quantityOf('Espresso')).toHaveTextContent('1');

    await user.click(within(panel()).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel sale' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sales'));
    expect(useSaleDraftStore.getState().draft).toBeNull();
  });

  it('completing stores one sale priced by the domain, by the signed-in user, and returns to /sales', async () => {
    const { user, router } = await openTill();
    await user.click(card(/Espresso/));
    await user.click(card(/Espresso/));
    await user.click(screen.getByRole('button', { name: 'Add note for Espresso' }));
    await user.type(screen.getByLabelText('Note for Espresso'), 'oat milk');
    await user.click(screen.getByRole('button', { name: 'Complete Sale' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mobile' }));

    // The sale-complete sheet, over the history: no cash to count for a card or phone, New Sale ready.
    const sheet = await screen.findByRole('dialog', { name: 'Sale complete' });
    expect(sheet).toHaveTextContent('Paid by Mobile');
    expect(within(sheet).queryByText('Amount tendered')).not.toBeInTheDocument();
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'New Sale' })).toHaveFocus());

    await waitFor(() => expect(router.state.location.pathname).toBe('/sales'));
    await waitFor(async () => expect(await db.sales.count()).toBe(1));
    const [sale] = await db.sales.toArray();
    expect(sale).toMatchObject({
      paymentMethod: 'mobile_payment',
      paymentStatus: 'completed',
      createdBy: TEST_USERS.staff.id,
      subtotal: 700,
      tax: 58,
      total: 758,
      items: [{ productName: 'Espresso', quantity: 2, unitPrice: 350, notes: 'oat milk' }],
    });
    expect(await db.syncLog.count()).toBe(1);
    await waitFor(() => expect(useSaleDraftStore.getState()).toMatchObject({ draft: null, paying: null }));
    await user.click(within(sheet).getByRole('button', { name: 'No receipt' }));
    expect(screen.queryByRole('dialog', { name: 'Sale complete' })).not.toBeInTheDocument();
    const [, row] = await screen.findAllByRole('row');
    expect(row).toHaveTextContent(sale?.id.slice(0, 8) ?? 'no sale');
    expect(row).toHaveTextContent('$7.58');
  });

  it('a sale whose lines come to more than $999,999.99 is refused in words in the dialog, and nothing is stored', async () => {
    await db.products.add(makeProduct('Wedding Cake', 99_999_999));
    const { user, router } = await openTill();
    await user.click(card(/Wedding Cake/));
    await user.click(card(/Wedding Cake/));
    await user.click(screen.getByRole('button', { name: 'Complete Sale' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cash' }));

    expect(await within(dialog).findByText("A sale can't come to more than $999,999.99")).toBeVisible();
    expect(router.state.location.pathname).toBe('/sales/new');
    expect(await db.sales.count()).toBe(0);
    expect(await db.syncLog.count()).toBe(0);
  });

  it('shows the sale in history before it is stored, and starts no new sale until it is', async () => {
    const { user } = await openTill();
    await user.click(card(/Espresso/));
    // The real write, held back until the test lets it go: the moment between the tap and the commit.
    const store = repositories.sales.add;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The transaction is open (so the history may draw) but has not committed.
    const add = vi.spyOn(repositories.sales, 'add').mockImplementation(async (prepared, onOpen) => {
      onOpen?.();
      await held;
      return store(prepared);
    });
    try {
      await user.click(screen.getByRole('button', { name: 'Complete Sale' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cash' }));

      // Espresso $3.50 + 8.25% tax ($0.29), in the history under the sale-complete sheet.
      const sheet = await screen.findByRole('dialog', { name: 'Sale complete' });
      const [, row] = await screen.findAllByRole('row', { hidden: true });
      expect(row).toHaveTextContent('$3.79');
      expect(await db.sales.count()).toBe(0);
      expect(useSaleDraftStore.getState().paying?.draft.lines).toHaveLength(1);

      await user.click(within(sheet).getByRole('button', { name: 'New Sale' }));
      expect(await within(panel()).findByText('Saving the last sale…')).toBeInTheDocument();
      await screen.findByRole('list', { name: 'Products' });
      await user.click(card(/Latte/));
      expect(within(panel()).queryByText('Iced Caramel Latte')).not.toBeInTheDocument();

      release();
      expect(await within(panel()).findByText('No sale in progress.')).toBeInTheDocument();
      expect(await db.sales.count()).toBe(1);
      expect(useSaleDraftStore.getState()).toMatchObject({ draft: null, paying: null });
    } finally {
      add.mockRestore();
    }
  });

  it('after a reload, a paid sale that was stored is done and one that was not comes back', async () => {
    const paidDraft = (saleId: string) => ({
      saleId,
      draft: {
        tempId: `draft-${saleId}`,
        startedAt: '2026-03-01T09:00:00.000Z',
        lines: [
          {
            lineId: espresso.id,
            productId: espresso.id,
            productName: 'Espresso',
            unitPrice: espresso.price,
            quantity: 2,
            notes: '',
          },
        ],
      },
    });
    const stored = makeSale('2026-03-01T09:01:00.000Z', [{ name: 'Espresso', quantity: 2, unitPrice: 350 }]);
    await db.sales.add(stored);
    useSaleDraftStore.setState({ paying: paidDraft(stored.id) });
    await openTill();
    expect(await within(panel()).findByText('No sale in progress.')).toBeInTheDocument();
    expect(useSaleDraftStore.getState()).toMatchObject({ draft: null, paying: null });
    cleanup();

    useSaleDraftStore.setState({ paying: paidDraft(crypto.randomUUID()) });
    await openTill();
    await waitFor(() => expect(quantityOf('Espresso')).toHaveTextContent('2'));
    expect(useSaleDraftStore.getState().paying).toBeNull();
  });

  it('a sale the device fails to store leaves the history and brings the cashier back to it', async () => {
    const { user, router } = await openTill();
    await user.click(card(/Espresso/));
    // A storage failure inside the sale's transaction, as a full disk would raise it.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const diskFull = () => {
      throw new DOMException('The disk is full', 'QuotaExceededError');
    };
    db.sales.hook('creating', diskFull);
    try {
      await user.click(screen.getByRole('button', { name: 'Complete Sale' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cash' }));

      const blocking = await screen.findByRole('alertdialog');
      expect(blocking).toHaveTextContent('Could not save on this device');
      expect(blocking).toHaveTextContent("This device's storage is full");
      expect(blocking).not.toHaveTextContent('QuotaExceededError');
      await waitFor(() => expect(router.state.location.pathname).toBe('/sales/new'));
      expect(screen.queryByRole('dialog', { name: 'Sale complete', hidden: true })).not.toBeInTheDocument();
      // The blocking alert is modal: the sale behind it is hidden from assistive technology until Reload.
      const back = await screen.findByRole('region', { name: 'Current Sale', hidden: true });
      expect(within(back).getByLabelText('Quantity of Espresso')).toHaveTextContent('1');
      expect(await db.sales.count()).toBe(0);
      expect(await db.syncLog.count()).toBe(0);
      expect(useSalesHistoryStore.getState().recent).toEqual([]);
    } finally {
      db.sales.hook('creating').unsubscribe(diskFull);
      quiet.mockRestore();
    }
  });

  it('tells the sync a tap may store a sale while one is under way, and no longer once it is stored or left', async () => {
    const { user } = await openTill();
    expect(localWriteExpected()).toBe(false);
    await user.click(card(/Espresso/));
    expect(localWriteExpected()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Decrease Espresso' }));
    expect(localWriteExpected()).toBe(false);

    await user.click(card(/Espresso/));
    await user.click(screen.getByRole('button', { name: 'Complete Sale' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cash' }));
    await waitFor(() => expect(useSaleDraftStore.getState()).toMatchObject({ draft: null, paying: null }));
    expect(localWriteExpected()).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'No receipt' }));

    await openTill();
    await user.click(card(/Latte/));
    expect(localWriteExpected()).toBe(true);
    cleanup();
    expect(localWriteExpected()).toBe(false);
  });
});
