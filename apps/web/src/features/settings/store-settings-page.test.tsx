import { STORE_SETTINGS_MESSAGES, storeSettingsRowSchema } from '@cafe/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../data/db';
import { writeMeta } from '../../data/sync/meta';
import { renderApp, TEST_USERS } from '../../test/render-app';
import { beginSigningSession, TEST_ROW_BASE } from '../../test/test-rows';

afterEach(cleanup);

beforeEach(async () => {
  await beginSigningSession(TEST_USERS.admin.id);
  await Promise.all([db.settings.clear(), db.syncLog.clear(), db.meta.clear()]);
  // What a pull leaves: the store's id and its settings row.
  await writeMeta(db, 'storeId', TEST_ROW_BASE.storeId);
  await db.settings.put(
    storeSettingsRowSchema.parse({ ...TEST_ROW_BASE, id: TEST_ROW_BASE.storeId, name: 'Cafe' }),
  );
});

async function openForm() {
  const user = userEvent.setup();
  renderApp('/settings/store', 'admin');
  const form = await screen.findByRole('form', { name: 'Store settings' });
  const save = () => user.click(within(form).getByRole('button', { name: 'Save Store Settings' }));
  return { user, form, save };
}

describe('Store settings: the saved message speaks only for the last save', () => {
  it('is cleared by the next save, even one the form refuses', async () => {
    const { user, form, save } = await openForm();
    await user.clear(within(form).getByLabelText('Receipt footer'));
    await user.type(within(form).getByLabelText('Receipt footer'), 'See you soon');
    await save();
    expect(await within(form).findByRole('status')).toHaveTextContent(STORE_SETTINGS_MESSAGES.saved);

    // Typed and refused: the form must not still say the settings were saved.
    await user.clear(within(form).getByLabelText('Store name'));
    await save();
    expect(await within(form).findByText('Store name is required')).toBeVisible();
    expect(within(form).queryByText(STORE_SETTINGS_MESSAGES.saved)).toBeNull();

    await user.type(within(form).getByLabelText('Store name'), 'Corner Cafe');
    await save();
    expect(await within(form).findByRole('status')).toHaveTextContent(STORE_SETTINGS_MESSAGES.saved);
    await waitFor(async () =>
      expect((await db.settings.get(TEST_ROW_BASE.storeId))?.name).toBe('Corner Cafe'),
    );
  });

  it('is cleared as soon as a field is edited after the save', async () => {
    const { user, form, save } = await openForm();
    await save();
    expect(await within(form).findByRole('status')).toHaveTextContent(STORE_SETTINGS_MESSAGES.saved);
    await user.type(within(form).getByLabelText('Receipt header'), 'Welcome');
    expect(within(form).queryByText(STORE_SETTINGS_MESSAGES.saved)).toBeNull();
  });
});

describe('Store settings: a tax rate with three decimals', () => {
  it('is shown as stored, refused with a fourth decimal, and saved in thousandths of a percent', async () => {
    const { user, form, save } = await openForm();
    const rate = within(form).getByLabelText('Sales tax rate (%)');
    expect(rate).toHaveValue('8.25');

    await user.clear(rate);
    await user.type(rate, '8.8755');
    await save();
    expect(await within(form).findByText(STORE_SETTINGS_MESSAGES.taxRateDecimals)).toBeVisible();
    expect(rate).toHaveAccessibleDescription(
      expect.stringContaining(STORE_SETTINGS_MESSAGES.taxRateDecimals),
    );
    expect(await db.syncLog.count()).toBe(0);

    await user.clear(rate);
    await user.type(rate, '8.875');
    await save();
    expect(await within(form).findByRole('status')).toHaveTextContent(STORE_SETTINGS_MESSAGES.saved);
    const entries = await db.syncLog.toArray();
    expect(entries.map((entry) => entry.data)).toEqual([
      { id: TEST_ROW_BASE.storeId, taxRateMilliPercent: 8875 },
    ]);
    expect((await db.settings.get(TEST_ROW_BASE.storeId))?.taxRateMilliPercent).toBe(8875);
    expect(within(form).getByLabelText('Sales tax rate (%)')).toHaveValue('8.875');
  });
});

describe('Store settings: the discount limit (issue 33)', () => {
  it('shows 20% until set, refuses what is not a percentage, and saves only when changed', async () => {
    const { user, form, save } = await openForm();
    const limit = within(form).getByLabelText('Discount limit (%)');
    expect(limit).toHaveValue('20');

    await user.clear(limit);
    await user.type(limit, '150');
    await save();
    expect(limit).toHaveAccessibleDescription(
      expect.stringContaining('The discount limit cannot exceed 100%'),
    );
    expect(await db.syncLog.count()).toBe(0);

    await user.clear(limit);
    await user.type(limit, '30');
    await save();
    expect(await within(form).findByRole('status')).toHaveTextContent(STORE_SETTINGS_MESSAGES.saved);
    const entries = await db.syncLog.toArray();
    expect(entries.map((entry) => entry.data)).toEqual([
      { id: TEST_ROW_BASE.storeId, discountLimitMilliPercent: 30_000 },
    ]);
  });

  it('sets the refund limit in dollars: a bad amount is refused and nothing is sent, then only the limit is', async () => {
    const { user, form, save } = await openForm();
    const limit = within(form).getByLabelText('Refund limit ($)');
    expect(limit).toHaveValue('20.00');
    await user.clear(limit);
    await user.type(limit, 'twenty');
    await save();
    expect(limit).toHaveAccessibleDescription(expect.stringContaining(STORE_SETTINGS_MESSAGES.refundLimit));
    expect(await db.syncLog.count()).toBe(0);

    await user.clear(limit);
    await user.type(limit, '35.50');
    await save();
    expect(await within(form).findByRole('status')).toHaveTextContent(STORE_SETTINGS_MESSAGES.saved);
    const entries = await db.syncLog.toArray();
    expect(entries.map((entry) => entry.data)).toEqual([
      { id: TEST_ROW_BASE.storeId, refundLimitCents: 3_550 },
    ]);
  });
});
