import type { Cents, Sale } from '@cafe/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { deleteMeta, writeMeta } from '../../data/sync/meta';
import { TEST_USERS } from '../../test/render-app';
import { TEST_ROW_BASE } from '../../test/test-rows';
import { CASHUP_SUBMITTED_MESSAGE } from './cashup-form';
import { CASHUP_WAITS_FOR_HISTORY } from './cashup-page';
import { field, fillAll, open, report, setAmount, today, useCashupPage } from './cashup-test-kit';

/**
 * Recorded vs counted on the Cash-up page: the variance in words and the note it needs, nothing shown or submitted
 * while the history loads, and sales recorded after a day's approval as a late adjustment.
 */

describe('Cash-up', () => {
  useCashupPage();

  it('shows recorded vs counted for the day, over or short in words, and a big variance needs a note', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    await db.dailyTotals.bulkAdd([
      { day: today, paymentMethod: 'cash', count: 3, total: 2000 as Cents },
      { day: today, paymentMethod: 'debit_card', count: 1, total: 450 as Cents },
    ]);
    const { user } = await open();
    const panel = screen.getByRole('table', { name: 'Recorded vs counted' });
    // Neutral until a figure is typed: a blank form is not short, and asks for no note.
    for (const group of [/^Cash/, /^Cards/]) {
      const variance = within(within(panel).getByRole('row', { name: group }))
        .getAllByRole('cell')
        .at(-1);
      expect(variance).toHaveTextContent('Not counted yet');
      expect(variance).toHaveAttribute('data-direction', 'not-counted');
    }
    expect(screen.getByLabelText('Notes (optional)')).toBeInTheDocument();
    await setAmount(user, 'Morning Shift Cash (7am - 3pm)', '0');
    await waitFor(() =>
      expect(within(panel).getByRole('row', { name: /^Cash/ })).toHaveTextContent('$20.00 short'),
    );
    expect(within(panel).getByRole('row', { name: /^Cards/ })).toHaveTextContent('Not counted yet');

    await fillAll(user, '0');
    expect(within(panel).getByRole('row', { name: /^Cards/ })).toHaveTextContent('$4.50 short');
    await setAmount(user, 'Morning Shift Cash (7am - 3pm)', '21');
    await setAmount(user, 'FCA Credit Card Transactions', '4.50');
    expect(within(panel).getByRole('row', { name: /^Cash/ })).toHaveTextContent('$1.00 over');
    expect(within(panel).getByRole('row', { name: /^Cards/ })).toHaveTextContent('Balanced');
    expect(screen.getByLabelText('Notes (optional)')).toBeInTheDocument();

    await setAmount(user, 'Morning Shift Cash (7am - 3pm)', '12');
    expect(within(panel).getByRole('row', { name: /^Cash/ })).toHaveTextContent('$8.00 short');
    const notes = screen.getByLabelText('Notes (required)');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    await waitFor(() =>
      expect(notes).toHaveAccessibleDescription(
        expect.stringContaining('A variance over $5.00 needs a note explaining it before you submit'),
      ),
    );
    expect(await db.cashups.count()).toBe(0);

    await user.type(notes, 'Paid the window cleaner from the drawer');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(CASHUP_SUBMITTED_MESSAGE));
    expect((await db.cashups.toArray())[0]?.notes).toBe('Paid the window cleaner from the drawer');
  });

  it('while the history loads, shows no recorded figure and will not submit, saying why; a draft still saves', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    await db.dailyTotals.add({ day: today, paymentMethod: 'cash', count: 3, total: 2000 as Cents });
    await db.cashups.add(report(today, 'submitted', TEST_USERS.manager.id, new Date().toISOString()));
    await writeMeta(db, 'historyPull', { cursor: 100, head: 1000 });
    try {
      const { user } = await open();
      const submit = screen.getByRole('button', { name: 'Submit Report' });
      await waitFor(() => expect(submit).toBeDisabled());
      expect(submit).toHaveAccessibleDescription(CASHUP_WAITS_FOR_HISTORY);
      for (const card of ['cashup-card-gaap', 'cashup-card-sales', 'cashup-card-completed']) {
        expect(screen.getByTestId(`${card}-value`)).toHaveTextContent('—');
        expect(screen.getByTestId(card)).toHaveTextContent('Loading history… 10%');
      }
      expect(screen.queryByRole('table', { name: 'Recorded vs counted' })).not.toBeInTheDocument();
      expect(screen.getByText('Figures appear once this till has all its history.')).toBeInTheDocument();
      expect(screen.getByText('Older cash-up reports are still loading.')).toBeInTheDocument();

      await fillAll(user, '0');
      // Enter in a field files nothing either.
      await user.type(field('Extras'), '{Enter}');
      await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
      expect(await screen.findByText(/Draft saved on this device/)).toBeInTheDocument();
      expect(alert).not.toHaveBeenCalled();
      expect(await db.cashups.count()).toBe(1);

      await deleteMeta(db, 'historyPull');
      await waitFor(() => expect(submit).toBeEnabled());
      const panel = await screen.findByRole('table', { name: 'Recorded vs counted' });
      expect(within(panel).getByRole('row', { name: /^Cash/ })).toHaveTextContent('$20.00 short');
      expect(screen.getByTestId('cashup-card-sales-value')).toHaveTextContent('$20.00');
      expect(screen.getByTestId('cashup-card-completed-value')).toHaveTextContent('1');
      expect(screen.queryByText(/Loading history/)).not.toBeInTheDocument();
    } finally {
      await deleteMeta(db, 'historyPull');
    }
  });
});

function saleAt(createdAt: string, total: number): Sale {
  return {
    ...TEST_ROW_BASE,
    id: crypto.randomUUID(),
    createdAt,
    updatedAt: createdAt,
    soldAt: createdAt,
    items: [
      {
        id: crypto.randomUUID(),
        productId: crypto.randomUUID(),
        productName: 'Espresso',
        quantity: 1,
        unitPrice: total as Cents,
      },
    ],
    subtotal: total as Cents,
    tax: 0 as Cents,
    total: total as Cents,
    paymentMethod: 'cash',
    paymentStatus: 'completed',
    createdBy: TEST_USERS.manager.id,
  };
}

describe('Cash-up late adjustment', () => {
  useCashupPage();

  it('an approved day shows the sales recorded after its approval as a late adjustment', async () => {
    const approved = {
      ...report('2026-03-02', 'approved', TEST_USERS.manager.id, '2026-03-02T17:30:00.000Z'),
      updatedAt: '2026-03-02T18:00:00.000Z',
    };
    await db.cashups.add(approved);
    await db.sales.bulkAdd([
      saleAt('2026-03-02T17:00:00.000Z', 500),
      saleAt('2026-03-02T19:00:00.000Z', 379),
    ]);
    await db.dailyTotals.add({ day: '2026-03-02', paymentMethod: 'cash', count: 2, total: 879 as Cents });
    await open();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-03-02' } });
    expect(await screen.findByTestId('cashup-late-adjustment')).toHaveTextContent(
      'Late adjustment: 1 sale ($3.79) recorded for this day after its report was approved.',
    );
    const panel = screen.getByRole('table', { name: 'Recorded vs counted' });
    expect(within(panel).getByRole('row', { name: /^Cash/ })).toHaveTextContent('$8.79');

    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-03-03' } });
    await waitFor(() => expect(screen.queryByTestId('cashup-late-adjustment')).not.toBeInTheDocument());
  });
});
