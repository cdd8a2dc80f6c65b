import { storeSettingsRowSchema } from '@cafe/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { writeMeta } from '../../data/sync/meta';
import { TEST_ROW_BASE } from '../../test/test-rows';
import { card, openTill, panel, quantityOf, total, useNewSaleTill } from './new-sale-test-kit';
import { SALE_DRAFT_STORAGE_KEY, useSaleDraftStore } from './sale-draft-store';

/** The current sale on New Sale: its lines, quantities and notes, its totals, and the draft kept across a reload. */

describe('New Sale', () => {
  useNewSaleTill();

  it('adding a product twice raises its quantity; minus at 1 removes the line', async () => {
    const { user } = await openTill();
    await user.click(card(/Espresso/));
    await user.click(card(/Espresso/));
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(1);
    expect(quantityOf('Espresso')).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: 'Decrease Espresso' }));
    expect(quantityOf('Espresso')).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Decrease Espresso' }));
    expect(within(panel()).queryByText('Espresso')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Sale' })).toBeDisabled();
  });

  it('totals the sale with tax at 8.25% by default', async () => {
    const { user } = await openTill();
    await user.click(card(/Espresso/));
    await user.click(card(/Espresso/));
    await user.click(card(/Blueberry Muffin/));
    // 2 × 3.50 + 3.75 = 10.75; tax 8.25% = 0.886875 → 0.89.
    expect(total('Subtotal')).toBe('$10.75');
    expect(total('Tax (8.25%)')).toBe('$0.89');
    expect(total('Total')).toBe('$11.64');
  });

  it('totals the sale at the store’s rate, three decimals shown as set (8.875%)', async () => {
    await writeMeta(db, 'storeId', TEST_ROW_BASE.storeId);
    await db.settings.put(
      storeSettingsRowSchema.parse({
        ...TEST_ROW_BASE,
        id: TEST_ROW_BASE.storeId,
        name: 'Cafe',
        taxRateMilliPercent: 8875,
      }),
    );
    const { user } = await openTill();
    await user.click(card(/Espresso/));
    await user.click(card(/Espresso/));
    await user.click(card(/Blueberry Muffin/));
    // 10.75 × 8.875% = 0.9540625 → 0.95.
    expect(await screen.findByText('Tax (8.875%)')).toBeVisible();
    expect(total('Tax (8.875%)')).toBe('$0.95');
    expect(total('Total')).toBe('$11.70');
  });

  it('offers New Sale when no sale is active', async () => {
    const { user } = await openTill();
    expect(within(panel()).getByText('No sale in progress.')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'New Sale' }));
    expect(within(panel()).getByRole('button', { name: 'Complete Sale' })).toBeDisabled();
  });

  it('keeps the draft across a reload', async () => {
    const { user } = await openTill();
    await user.click(card(/Latte/));
    await user.click(screen.getByRole('button', { name: 'Add note for Iced Caramel Latte' }));
    await user.type(screen.getByLabelText('Note for Iced Caramel Latte'), 'no ice');
    cleanup();

    // A reload: the in-memory store is gone, only localStorage remains.
    const saved = localStorage.getItem(SALE_DRAFT_STORAGE_KEY);
    useSaleDraftStore.setState({ draft: null });
    localStorage.setItem(SALE_DRAFT_STORAGE_KEY, saved ?? '');
    await useSaleDraftStore.persist.rehydrate();

    await openTill();
    expect(quantityOf('Iced Caramel Latte')).toHaveTextContent('1');
    // A line with a note shows it; a tap on it edits it.
    const note = within(panel()).getByRole('button', { name: 'Note for Iced Caramel Latte: no ice' });
    expect(note).toHaveTextContent('no ice');
  });

  it('a line is compact: its note opens on demand and closes on Enter, keeping what was typed', async () => {
    const { user } = await openTill();
    await user.click(card(/Espresso/));
    expect(screen.queryByLabelText('Note for Espresso')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add note for Espresso' }));
    const note = screen.getByLabelText('Note for Espresso');
    expect(note).toHaveFocus();
    await user.type(note, 'extra hot{Enter}');
    expect(screen.queryByLabelText('Note for Espresso')).not.toBeInTheDocument();
    expect(useSaleDraftStore.getState().draft?.lines[0]?.notes).toBe('extra hot');

    await user.click(screen.getByRole('button', { name: 'Note for Espresso: extra hot' }));
    await user.clear(screen.getByLabelText('Note for Espresso'));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add note for Espresso' })).toBeInTheDocument();
  });

  it('a tap on the quantity lets the cashier type it; bad input says what to type and changes nothing', async () => {
    const { user } = await openTill();
    await user.click(card(/Espresso/));
    await user.click(quantityOf('Espresso'));
    const field = within(panel()).getByRole('textbox', { name: 'Quantity of Espresso' });
    expect(field).toHaveFocus();
    await user.keyboard('12{Enter}');
    expect(quantityOf('Espresso')).toHaveTextContent('12');
    // 12 × 3.50 = 42.00; tax 3.465 → 3.47.
    expect(total('Total')).toBe('$45.47');

    for (const bad of ['0', 'two', '1.5', '1000']) {
      await user.click(quantityOf('Espresso'));
      await user.keyboard(`${bad}{Enter}`);
      const open = within(panel()).getByRole('textbox', { name: 'Quantity of Espresso' });
      expect(open).toHaveAttribute('aria-invalid', 'true');
      expect(within(panel()).getByRole('alert')).toHaveTextContent('Enter a whole number from 1 to 999');
      expect(useSaleDraftStore.getState().draft?.lines[0]?.quantity).toBe(12);
      await user.keyboard('{Escape}');
      expect(quantityOf('Espresso')).toHaveTextContent('12');
      expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
    }
  });
});
