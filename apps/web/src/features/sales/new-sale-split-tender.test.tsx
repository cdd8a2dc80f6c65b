import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { card, openTill, useNewSaleTill } from './new-sale-test-kit';

/** Issue 33: the payment step takes legs one after another ("$5 cash, rest on card") and a tip on a leg. */
describe('New Sale: split tender and tips', () => {
  useNewSaleTill();

  it('$5 cash, then the rest on card with a 15% tip: two legs, the cash part counted for the change', async () => {
    const { user } = await openTill();
    await user.click(card(/Espresso/));
    await user.click(card(/Espresso/));
    await user.click(screen.getByRole('button', { name: 'Complete Sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Payment Method' });
    // 2 × $3.50 at 8.25%: $7.58.
    expect(within(dialog).getByTestId('left-to-pay')).toHaveTextContent('$7.58');

    await user.type(within(dialog).getByLabelText('Amount paying now'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Cash' }));
    expect(within(dialog).getByText('Left to pay')).toBeInTheDocument();
    expect(within(dialog).getByTestId('left-to-pay')).toHaveTextContent('$2.58');
    expect(within(dialog).getByRole('list', { name: 'Paid so far' })).toHaveTextContent('Cash$5.00');
    expect(await db.sales.count()).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: '15%' }));
    await user.click(within(dialog).getByRole('button', { name: 'Credit Card' }));

    const sheet = await screen.findByRole('dialog', { name: 'Sale complete' });
    expect(sheet).toHaveTextContent('Paid by Cash $5.00 + Credit Card $2.58');
    // The receipt names each leg and the tip apart from the total.
    const receipt = within(sheet).getByRole('article', { name: 'Receipt', hidden: true });
    expect(receipt).toHaveTextContent('Total$7.58PaidCash $5.00PaidCredit Card $2.58Tip (Credit Card)$0.39');
    // The cash handed over is held against the cash leg alone: a $10 note gives $5.00 back.
    await user.click(within(sheet).getByRole('button', { name: '$10' }));
    expect(within(sheet).getByTestId('change-due')).toHaveTextContent('$5.00');
    await waitFor(async () => expect(await db.sales.count()).toBe(1));
    const [sale] = await db.sales.toArray();
    // 15% of $2.58 = 38.7¢ → 39¢, on top of the total: not revenue, not taxed.
    expect(sale).toMatchObject({
      total: 758,
      tax: 58,
      paymentMethod: 'split',
      payments: [
        { method: 'cash', amount: 500 },
        { method: 'credit_card', amount: 258, tip: 39 },
      ],
    });
    const totals = await db.dailyTotals.toArray();
    expect(totals.map(({ paymentMethod, total, tips }) => [paymentMethod, total, tips ?? 0])).toEqual([
      ['cash', 500, 0],
      ['credit_card', 258, 39],
    ]);
  });

  it('a round part of what is left is one tap, no keyboard: $5 cash, then the rest by mobile', async () => {
    const { user } = await openTill();
    await user.click(card(/Espresso/));
    await user.click(card(/Espresso/));
    await user.click(screen.getByRole('button', { name: 'Complete Sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Payment Method' });
    // $7.58 left: only $5 is a round part below it.
    const parts = within(dialog).getByRole('group', { name: 'Pay part now' });
    expect(
      within(parts)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['$5']);
    await user.click(within(parts).getByRole('button', { name: '$5' }));
    expect(within(parts).getByRole('button', { name: '$5' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByLabelText('Amount paying now')).toHaveValue('5');
    await user.click(within(dialog).getByRole('button', { name: 'Cash' }));
    expect(within(dialog).getByTestId('left-to-pay')).toHaveTextContent('$2.58');
    // Nothing round is below $2.58.
    expect(within(dialog).queryByRole('group', { name: 'Pay part now' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mobile' }));
    await waitFor(async () => expect(await db.sales.count()).toBe(1));
    const [sale] = await db.sales.toArray();
    expect(sale?.payments).toEqual([
      { method: 'cash', amount: 500 },
      { method: 'mobile_payment', amount: 258 },
    ]);
  });

  it('refuses a card amount above what is left in words, storing nothing; Start over pays it all again', async () => {
    const { user } = await openTill();
    await user.click(card(/Espresso/));
    await user.click(screen.getByRole('button', { name: 'Complete Sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Payment Method' });
    // $3.50 at 8.25%: $3.79.
    await user.type(within(dialog).getByLabelText('Amount paying now'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Debit Card' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Debit Card $5.00 is more than the $3.79 left to pay',
    );
    expect(await db.sales.count()).toBe(0);

    await user.clear(within(dialog).getByLabelText('Amount paying now'));
    await user.type(within(dialog).getByLabelText('Amount paying now'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Mobile' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start over' }));
    expect(within(dialog).getByTestId('left-to-pay')).toHaveTextContent('$3.79');
    await user.click(within(dialog).getByRole('button', { name: 'Custom' }));
    await user.type(within(dialog).getByLabelText('Tip amount'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Cash' }));
    await screen.findByRole('dialog', { name: 'Sale complete' });
    await waitFor(async () => expect(await db.sales.count()).toBe(1));
    expect((await db.sales.toArray())[0]).toMatchObject({
      paymentMethod: 'cash',
      payments: [{ method: 'cash', amount: 379, tip: 100 }],
    });
  });
});
