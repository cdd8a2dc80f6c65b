import { CASHUP_AMOUNT_MESSAGE } from '@cafe/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { repositories } from '../../data/repositories/repositories';
import { formatDay } from '../../lib/format-day';
import { TEST_USERS } from '../../test/render-app';
import { beginSigningSession } from '../../test/test-rows';
import { CASHUP_FAILED_MESSAGE, CASHUP_SUBMITTED_MESSAGE, SECOND_REPORT_QUESTION } from './cashup-form';
import { field, fillAll, open, report, setAmount, today, useCashupPage } from './cashup-test-kit';

/** The Cash-up form: its fields, what it refuses, submitting, a second report, a correction, a failed save, a draft. */

describe('Cash-up', () => {
  useCashupPage();

  it('shows the 13 numbered fields, today as the date, and the live grand total (1–10 minus expenses)', async () => {
    const { user } = await open();
    const labels = [...document.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels.filter((text) => /^\d+\. /.test(text ?? ''))).toEqual([
      '1. Morning Shift Cash (7am - 3pm)',
      '2. Afternoon Shift Cash (3pm - 5pm)',
      '3. On The Go Sales Cash',
      '4. FCA Credit Card Transactions',
      '5. ZIG Credit Card Transactions',
      '6. EcoCash Mobile Payments',
      '7. ZIG Cash Payments',
      '8. Bank Transfers',
      '9. Loyalty Card Transactions',
      '10. Extras',
      '11. Expenses',
      '12. Daily Grand Total',
      '13. GAAP Cash Total',
    ]);
    expect(screen.getByLabelText('Date')).toHaveValue(today);
    const total = field('Daily Grand Total');
    expect(total).toHaveAttribute('readonly');
    await user.type(field('Morning Shift Cash (7am - 3pm)'), '100');
    await user.type(field('Extras'), '2.50');
    await user.type(field('Expenses'), '12.25');
    await user.type(field('GAAP Cash Total'), '500');
    expect(total).toHaveValue('$90.25');
    expect(screen.getByText(/Please verify all amounts before submitting/)).toBeInTheDocument();
    expect(screen.getByText('No cash-up reports have been submitted yet.')).toBeInTheDocument();
  });

  it('refuses blank, non-numeric, negative and sub-cent amounts beside each field, and saves nothing', async () => {
    const { user } = await open();
    await fillAll(user, '1');
    await user.clear(field('Morning Shift Cash (7am - 3pm)'));
    await setAmount(user, 'Extras', 'ten');
    await setAmount(user, 'Expenses', '-1');
    await setAmount(user, 'GAAP Cash Total', '1.005');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    for (const label of ['Morning Shift Cash (7am - 3pm)', 'Extras', 'Expenses', 'GAAP Cash Total']) {
      await waitFor(() => expect(field(label)).toHaveAccessibleDescription(CASHUP_AMOUNT_MESSAGE));
    }
    expect(field('Bank Transfers')).not.toHaveAttribute('aria-invalid');
    expect(await db.cashups.count()).toBe(0);
  });

  it('submits: stored as submitted by the user, the alert says so, and the form starts again', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = await open();
    await fillAll(user, '0');
    await setAmount(user, 'Morning Shift Cash (7am - 3pm)', '42.10');
    // Nothing was rung up here, so $42.10 of cash is over the record: the note the variance needs.
    await user.type(screen.getByLabelText('Notes (required)'), 'Float left from yesterday');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(CASHUP_SUBMITTED_MESSAGE));
    const [stored] = await db.cashups.toArray();
    expect(stored).toMatchObject({
      date: today,
      morningShiftCash: 4210,
      dailyGrandTotal: 4210,
      status: 'submitted',
      createdBy: TEST_USERS.manager.id,
    });
    expect(field('Morning Shift Cash (7am - 3pm)')).toHaveValue('');
    const row = await screen.findByRole('row', { name: new RegExp(today) });
    expect(within(row).getByText('Submitted')).toHaveAttribute('data-tone', 'blue');
    expect(row).toHaveTextContent('Morgan Manager');
    expect(screen.getByTestId('cashup-card-completed-value')).toHaveTextContent('1');
    expect(screen.getByTestId('cashup-today-status')).toHaveTextContent(
      "Today's report is submitted, awaiting approval",
    );
  });

  it('warns before a second report for a day already submitted, and files it only when asked to', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    await db.cashups.add(report(today, 'submitted', TEST_USERS.admin.id, new Date().toISOString()));
    const { user } = await open();
    expect(await screen.findByTestId('cashup-day-taken')).toHaveTextContent(
      `A report for ${formatDay(today)} is already in (Submitted).`,
    );
    await fillAll(user, '0');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    const dialog = await screen.findByRole('alertdialog', { name: SECOND_REPORT_QUESTION });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await db.cashups.count()).toBe(1);
    expect(field('Bank Transfers')).toHaveValue('0');

    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: SECOND_REPORT_QUESTION })).getByRole('button', {
        name: 'Submit second report',
      }),
    );
    await waitFor(() => expect(alert).toHaveBeenCalledWith(CASHUP_SUBMITTED_MESSAGE));
    expect(await db.cashups.count()).toBe(2);
  });

  it('a report sent back is corrected and submitted again as the same report', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const sentBack = {
      ...report(today, 'returned', TEST_USERS.manager.id, new Date().toISOString()),
      notes: 'x',
    };
    await db.cashups.add(sentBack);
    const { user } = await open();
    expect(await screen.findByTestId('cashup-today-status')).toHaveTextContent(
      "Today's report was sent back for correction",
    );
    expect(screen.queryByTestId('cashup-day-taken')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Correct the report' }));
    expect(field('Extras')).toHaveValue('10.00');
    expect(screen.getByTestId('cashup-correcting')).toBeInTheDocument();
    await setAmount(user, 'Extras', '25');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(CASHUP_SUBMITTED_MESSAGE));
    expect(await db.cashups.count()).toBe(1);
    expect(await db.cashups.get(sentBack.id)).toMatchObject({ status: 'submitted', extras: 2500 });
    await waitFor(() =>
      expect(screen.getByTestId('cashup-today-status')).toHaveTextContent(
        "Today's report is submitted, awaiting approval",
      ),
    );
  });

  it('a failed save alerts the failure and keeps the typed count', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    // The device refusing the write (a full disk, a blocked database) is the failure a till can meet.
    vi.spyOn(repositories.cashups, 'create').mockRejectedValue(new Error('QuotaExceededError'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await open();
    await fillAll(user, '0');
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(CASHUP_FAILED_MESSAGE));
    expect(field('Bank Transfers')).toHaveValue('0');
  });

  it('Save as Draft keeps the count on this device for this user only', async () => {
    const first = await open();
    await first.user.type(field('Morning Shift Cash (7am - 3pm)'), '77.70');
    await first.user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText(/Draft saved on this device/)).toBeInTheDocument();
    cleanup();

    await open();
    expect(field('Morning Shift Cash (7am - 3pm)')).toHaveValue('77.70');
    expect(screen.getByText(/Draft restored from this device/)).toBeInTheDocument();
    cleanup();

    await beginSigningSession(TEST_USERS.admin.id);
    await open('admin');
    expect(field('Morning Shift Cash (7am - 3pm)')).toHaveValue('');
  });
});
