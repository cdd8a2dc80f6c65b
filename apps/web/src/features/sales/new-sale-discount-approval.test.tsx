import { discountApprovalMessage } from '@cafe/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { TEST_USERS } from '../../test/render-app';
import { approveAs, signedBy, signedInHereBefore } from './approval-test-kit';
import { card, discountPreset, openTill, panel, total, useNewSaleTill } from './new-sale-test-kit';

/** Issue 33: a discount above the limit, approved by a manager's password on this till and signed with their key. */

const PASSWORD = 'manager-password-1';
const staffHalf = discountPreset('Staff 50%', 'percent', 50_000);

async function askForStaffHalf() {
  const { user } = await openTill();
  await user.click(card(/Espresso/));
  await user.click(card(/Espresso/));
  await user.click(within(panel()).getByRole('button', { name: 'Discount' }));
  const dialog = await screen.findByRole('dialog', { name: 'Discount' });
  await user.click(await within(dialog).findByRole('button', { name: /Staff 50%/ }));
  const form = await within(dialog).findByRole('form', { name: 'Manager approval for Staff 50%' });
  return { user, dialog, form };
}

describe('New Sale discount approval', () => {
  useNewSaleTill();

  it('a manager’s password on this till approves it, and the sale carries their signature over its discounts', async () => {
    await db.discountPresets.add(staffHalf);
    const key = await signedInHereBefore(TEST_USERS.manager, PASSWORD);
    const { user, form } = await askForStaffHalf();
    await approveAs(user, form, 'Staff 50%', TEST_USERS.manager, PASSWORD);
    await waitFor(() => expect(total('Staff 50%')).toBe('−$3.50'));

    await user.click(screen.getByRole('button', { name: 'Complete Sale' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mobile' }));
    await waitFor(async () => expect(await db.sales.count()).toBe(1));
    const [sale] = await db.sales.toArray();
    expect(sale?.discountApproval).toMatchObject({ approverId: TEST_USERS.manager.id, keyId: key.keyId });
    // The signature is the manager's key's, over this sale's ids and discounts: what the server verifies.
    const approval = sale?.discountApproval;
    if (!sale || !approval) throw new Error('No approval stored');
    expect(await signedBy(key.publicKey, approval.signature, discountApprovalMessage(sale, approval))).toBe(
      true,
    );
  });

  it('a cashier’s own password approves nothing, and a wrong one is refused in words', async () => {
    await db.discountPresets.add(staffHalf);
    await signedInHereBefore(TEST_USERS.staff, 'staff-password-1');
    const { user, form } = await askForStaffHalf();
    const email = within(form).getByLabelText('Manager email');
    const password = within(form).getByLabelText('Manager password');
    await user.type(email, TEST_USERS.staff.email);
    await user.type(password, 'staff-password-1');
    await user.click(within(form).getByRole('button', { name: 'Approve Staff 50%' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('Only a manager can approve this discount'),
    );
    await user.clear(password);
    await user.type(password, 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Approve Staff 50%' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Invalid email or password'));
    expect(within(screen.getByLabelText('Totals')).queryByText('Staff 50%')).not.toBeInTheDocument();
  });
});
