import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { card, discountPreset, openTill, panel, total, useNewSaleTill } from './new-sale-test-kit';
import { openReceipt } from './sales-test-kit';

/** A discount on New Sale (issue 33): a preset or an open amount, shown in the totals and stored as shown. */

const preset = (name: string, kind: 'percent' | 'amount', value: number) =>
  discountPreset(name, kind, value, 'sale');

describe('New Sale discounts', () => {
  useNewSaleTill();

  it('a preset under the limit is shown in the totals, taxed after, and stored with the sale', async () => {
    await db.discountPresets.bulkAdd([
      preset('Regular 10%', 'percent', 10_000),
      preset('Staff 50%', 'percent', 50_000),
    ]);
    const { user } = await openTill();
    await user.click(card(/Espresso/));
    await user.click(card(/Espresso/));
    await user.click(within(panel()).getByRole('button', { name: 'Discount' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discount' });
    await user.click(await within(dialog).findByRole('button', { name: /Regular 10%/ }));

    // $7.00, 10% off = $0.70; tax 8.25% of $6.30 = 51.975 → 52; total $6.82.
    await waitFor(() => expect(total('Regular 10%')).toBe('−$0.70'));
    expect(total('Subtotal')).toBe('$7.00');
    expect(total(/^Tax/)).toBe('$0.52');
    expect(total('Total')).toBe('$6.82');

    await user.click(screen.getByRole('button', { name: 'Complete Sale' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mobile' }));
    await waitFor(async () => expect(await db.sales.count()).toBe(1));
    const [sale] = await db.sales.toArray();
    expect(sale).toMatchObject({
      subtotal: 630,
      tax: 52,
      total: 682,
      discounts: [{ name: 'Regular 10%', kind: 'percent', value: 10_000, cents: 70 }],
    });
    // Sales History shows the sale with its discount, and its total after it; so does its receipt.
    await user.click(await screen.findByRole('button', { name: 'No receipt' }));
    const [, row] = await screen.findAllByRole('row');
    expect(row).toHaveTextContent('Espresso ×2 · Regular 10%');
    expect(row).toHaveTextContent('$6.82');
    const receipt = await openReceipt(
      user,
      within(row as HTMLElement).getByRole('button', { name: /^Details of sale/ }),
    );
    expect(receipt).toHaveTextContent('Subtotal$7.00Regular 10%−$0.70Tax$0.52Total$6.82');
  });

  it('a discount above the store limit is not applied: it needs a manager', async () => {
    await db.discountPresets.add(preset('Staff 50%', 'percent', 50_000));
    const { user } = await openTill();
    await user.click(card(/Espresso/));
    await user.click(within(panel()).getByRole('button', { name: 'Discount' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discount' });
    await user.click(await within(dialog).findByRole('button', { name: /Staff 50%/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This discount is above the store limit and needs a manager’s approval',
    );
    expect(within(screen.getByLabelText('Totals')).queryByText('Staff 50%')).not.toBeInTheDocument();
  });

  it('an open amount needs a reason, and is then shown under its name', async () => {
    const { user } = await openTill();
    await user.click(card(/Espresso/));
    await user.click(card(/Espresso/));
    await user.click(within(panel()).getByRole('button', { name: 'Discount' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discount' });
    await user.type(within(dialog).getByLabelText('Amount off ($)'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Apply amount' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      'Enter a reason for the discount',
    );
    await user.type(within(dialog).getByLabelText('Reason'), 'Spilled');
    await user.click(within(dialog).getByRole('button', { name: 'Apply amount' }));
    await waitFor(() => expect(total('Open discount')).toBe('−$1.00'));
  });

  it('an open amount larger than what the lines come to is refused with the most it can be', async () => {
    const { user } = await openTill();
    await user.click(card(/Espresso/));
    await user.click(card(/Espresso/));
    await user.click(within(panel()).getByRole('button', { name: 'Discount' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discount' });
    const amount = within(dialog).getByLabelText('Amount off ($)');
    await user.type(amount, '7.01');
    await user.type(within(dialog).getByLabelText('Reason'), 'Birthday');
    await user.click(within(dialog).getByRole('button', { name: 'Apply amount' }));
    expect(amount).toHaveAccessibleDescription(
      'The discount can’t be more than $7.00, what is left to take it from',
    );
    expect(within(screen.getByLabelText('Totals')).queryByText('Open discount')).not.toBeInTheDocument();
  });
});
