import { discountApprovalMessage } from '@cafe/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { TEST_USERS } from '../../test/render-app';
import { approveAs, signedBy, signedInHereBefore } from './approval-test-kit';
import { card, discountPreset, openTill, panel, total, useNewSaleTill } from './new-sale-test-kit';
import { SALE_DRAFT_STORAGE_KEY, useSaleDraftStore } from './sale-draft-store';
import { openReceipt } from './sales-test-kit';

/** Issue 33: a discount on one line of the sale, from the line itself; above the limit, a manager approves. */

const PASSWORD = 'manager-password-1';
const linePreset = (name: string, kind: 'percent' | 'amount', value: number) =>
  discountPreset(name, kind, value, 'line');
const remake = linePreset('Remake', 'amount', 100);
const staffHalf = linePreset('Staff 50%', 'percent', 50_000);

async function openLineDiscount(user: Awaited<ReturnType<typeof openTill>>['user'], name: string) {
  await user.click(within(panel()).getByRole('button', { name: new RegExp(`^Discount on ${name}`) }));
  return screen.findByRole('dialog', { name: `Discount on ${name}` });
}

/** A sale of one espresso, its line's discount dialog open: the dialog and its open amount's field. */
async function espressoLineDiscount() {
  const { user } = await openTill();
  await user.click(card(/Espresso/));
  const dialog = await openLineDiscount(user, 'Espresso');
  return { user, dialog, amount: within(dialog).getByLabelText('Amount off ($)') };
}

async function payByMobile(user: Awaited<ReturnType<typeof openTill>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Complete Sale' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mobile' }));
}

/** A reload: the page and the in-memory store are gone (the manager's key with them), only localStorage remains. */
async function reload() {
  cleanup();
  const saved = localStorage.getItem(SALE_DRAFT_STORAGE_KEY);
  useSaleDraftStore.setState({ draft: null });
  localStorage.setItem(SALE_DRAFT_STORAGE_KEY, saved ?? '');
  await useSaleDraftStore.persist.rehydrate();
  return openTill();
}

describe('New Sale line discounts', () => {
  useNewSaleTill();

  it('a line preset shows on its line and in the totals, and the next add is a line of its own', async () => {
    await db.discountPresets.bulkAdd([remake, linePreset('Whole sale only', 'percent', 10_000)]);
    await db.discountPresets.update(
      (await db.discountPresets.toArray()).find((p) => p.name === 'Whole sale only')?.id ?? '',
      { scope: 'sale' },
    );
    const { user } = await openTill();
    await user.click(card(/Espresso/));
    await user.click(card(/Espresso/));
    await user.click(card(/Blueberry Muffin/));
    const dialog = await openLineDiscount(user, 'Blueberry Muffin');
    // Only the line presets are offered on a line.
    expect(within(dialog).queryByRole('button', { name: /Whole sale only/ })).not.toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: /Remake/ }));

    await waitFor(() => expect(total('Item discounts')).toBe('−$1.00'));
    expect(
      within(panel()).getByRole('button', { name: 'Discount on Blueberry Muffin: Remake' }),
    ).toBeInTheDocument();
    expect(within(panel()).getByText('Remake')).toHaveTextContent('Remake −$1.00');
    // 2 × 3.50 + 3.75 = 10.75 before; less $1.00 = 9.75; tax 8.25% = 0.804375 → 0.80; total $10.55.
    expect(total('Subtotal')).toBe('$10.75');
    expect(total(/^Tax/)).toBe('$0.80');
    expect(total('Total')).toBe('$10.55');

    // Another muffin is at full price: it never merges into the discounted one.
    await user.click(card(/Blueberry Muffin/));
    expect(within(panel()).getAllByLabelText('Quantity of Blueberry Muffin')).toHaveLength(2);
    expect(total('Total')).toBe('$14.61');
  });

  it('a line’s discount is stored on that line, and its receipt shows it on the line and in the totals', async () => {
    await db.discountPresets.add(remake);
    const { user } = await openTill();
    await user.click(card(/Espresso/));
    await user.click(card(/Blueberry Muffin/));
    const dialog = await openLineDiscount(user, 'Blueberry Muffin');
    await user.click(await within(dialog).findByRole('button', { name: /Remake/ }));
    await waitFor(() => expect(total('Item discounts')).toBe('−$1.00'));
    await user.click(card(/Blueberry Muffin/));

    await payByMobile(user);
    await waitFor(async () => expect(await db.sales.count()).toBe(1));
    const [sale] = await db.sales.toArray();
    expect(sale?.items.map((item) => [item.productName, item.discounts])).toEqual([
      ['Espresso', undefined],
      ['Blueberry Muffin', [expect.objectContaining({ presetId: remake.id, name: 'Remake', cents: 100 })]],
      ['Blueberry Muffin', undefined],
    ]);
    // 3.50 + 2 × 3.75 = 11.00, less $1.00 = 10.00; tax $0.83 (82.5 → 83); total $10.83.
    expect(sale).toMatchObject({ subtotal: 1000, tax: 83, total: 1083 });
    expect(sale?.discountApproval).toBeUndefined();
    // Its receipt shows the discount on its line and in the totals.
    await user.click(await screen.findByRole('button', { name: 'No receipt' }));
    const [, row] = await screen.findAllByRole('row');
    const receipt = await openReceipt(
      user,
      within(row as HTMLElement).getByRole('button', { name: /^Details of sale/ }),
    );
    expect(receipt).toHaveTextContent('1 × Blueberry Muffin$3.75Remake−$1.00');
    expect(receipt).toHaveTextContent('Subtotal$11.00Item discounts−$1.00Tax$0.83Total$10.83');
  });

  it('an open amount on a line needs a reason, and comes off with Remove discount', async () => {
    const { user, dialog: first, amount } = await espressoLineDiscount();
    let dialog = first;
    await user.type(amount, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Apply amount' }));
    expect(amount).toHaveAccessibleDescription('Enter an amount in dollars, such as 1.50');
    await user.clear(amount);
    await user.type(amount, '0.50');
    await user.click(within(dialog).getByRole('button', { name: 'Apply amount' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      'Enter a reason for the discount',
    );
    expect(within(screen.getByLabelText('Totals')).queryByText('Item discounts')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Short pour');
    await user.click(within(dialog).getByRole('button', { name: 'Apply amount' }));
    await waitFor(() => expect(total('Item discounts')).toBe('−$0.50'));

    dialog = await openLineDiscount(user, 'Espresso');
    await user.click(within(dialog).getByRole('button', { name: 'Remove discount' }));
    await waitFor(() =>
      expect(within(screen.getByLabelText('Totals')).queryByText('Item discounts')).not.toBeInTheDocument(),
    );
    expect(useSaleDraftStore.getState().draft?.lines[0]).not.toHaveProperty('discounts');
  });

  it('an open amount larger than its line is refused with the most it can be, and nothing is applied', async () => {
    const { user, dialog, amount } = await espressoLineDiscount();
    await user.type(amount, '5');
    await user.type(within(dialog).getByLabelText('Reason'), 'Regular');
    await user.click(within(dialog).getByRole('button', { name: 'Apply amount' }));
    expect(amount).toHaveAccessibleDescription(
      'The discount can’t be more than $3.50, what is left to take it from',
    );
    expect(within(screen.getByLabelText('Totals')).queryByText('Item discounts')).not.toBeInTheDocument();
    expect(useSaleDraftStore.getState().draft?.lines[0]).not.toHaveProperty('discounts');
  });

  it('above the limit a manager approves on this till, and the approval survives a reload with the draft', async () => {
    await db.discountPresets.add(staffHalf);
    const key = await signedInHereBefore(TEST_USERS.manager, PASSWORD);
    let { user } = await openTill();
    await user.click(card(/Iced Caramel Latte/));
    const dialog = await openLineDiscount(user, 'Iced Caramel Latte');
    await user.click(await within(dialog).findByRole('button', { name: /Staff 50%/ }));
    const form = await within(dialog).findByRole('form', { name: 'Manager approval for Staff 50%' });
    await approveAs(user, form, 'Staff 50%', TEST_USERS.manager, PASSWORD);
    await waitFor(() => expect(total('Item discounts')).toBe('−$2.75'));
    // The manager's signature is kept with the draft, not their key.
    await waitFor(() => expect(useSaleDraftStore.getState().draft?.approval).toBeDefined());
    const kept = useSaleDraftStore.getState().draft?.approval;

    ({ user } = await reload());
    expect(total('Item discounts')).toBe('−$2.75');
    await payByMobile(user);
    await waitFor(async () => expect(await db.sales.count()).toBe(1));
    const [sale] = await db.sales.toArray();
    if (!sale?.discountApproval) throw new Error('The approval did not survive the reload');
    expect(sale.id).toBe(kept?.saleId);
    expect(sale.discountApproval).toMatchObject({ approverId: TEST_USERS.manager.id, keyId: key.keyId });
    // What the server verifies: the manager's key over this sale's ids and discounts.
    expect(
      await signedBy(
        key.publicKey,
        sale.discountApproval.signature,
        discountApprovalMessage(sale, sale.discountApproval),
      ),
    ).toBe(true);
  });

  it('after a reload, a change the kept approval does not cover is not paid until a manager approves again', async () => {
    await db.discountPresets.add(staffHalf);
    await signedInHereBefore(TEST_USERS.manager, PASSWORD);
    let { user } = await openTill();
    await user.click(card(/Iced Caramel Latte/));
    const dialog = await openLineDiscount(user, 'Iced Caramel Latte');
    await user.click(await within(dialog).findByRole('button', { name: /Staff 50%/ }));
    const form = await within(dialog).findByRole('form', { name: 'Manager approval for Staff 50%' });
    await approveAs(user, form, 'Staff 50%', TEST_USERS.manager, PASSWORD);
    await waitFor(() => expect(useSaleDraftStore.getState().draft?.approval).toBeDefined());

    ({ user } = await reload());
    // A second latte: half of it is more than the manager signed for, and their key is gone with the reload.
    await user.click(within(panel()).getByRole('button', { name: 'Increase Iced Caramel Latte' }));
    await payByMobile(user);
    expect(
      await within(await screen.findByRole('dialog')).findByText(
        'This discount is above the store limit and needs a manager’s approval',
      ),
    ).toBeInTheDocument();
    expect(await db.sales.count()).toBe(0);
  });
});
