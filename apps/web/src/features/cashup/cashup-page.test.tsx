import {
  businessDay,
  CASHUP_AMOUNT_FIELDS,
  CASHUP_AMOUNT_MESSAGE,
  CASHUP_REVIEW_MESSAGES,
  type Cashup,
  type CashupStatus,
  type Cents,
  DEFAULT_TIME_ZONE,
  type Sale,
} from '@cafe/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { useLocalWriteErrorStore } from '../../data/repositories/local-write-error-store';
import { repositories } from '../../data/repositories/repositories';
import { deleteMeta, writeMeta } from '../../data/sync/meta';
import { formatDay } from '../../lib/format-day';
import { renderApp, TEST_USERS } from '../../test/render-app';
import { beginSigningSession, freshTill, TEST_ROW_BASE } from '../../test/test-rows';
import { CASHUP_FAILED_MESSAGE, CASHUP_SUBMITTED_MESSAGE, SECOND_REPORT_QUESTION } from './cashup-form';
import { CASHUP_WAITS_FOR_HISTORY } from './cashup-page';

// No settings row on this device: the store's zone is the default, and so is the variance threshold ($5.00).
const today = businessDay(new Date(), DEFAULT_TIME_ZONE);

function report(
  date: string,
  status: CashupStatus,
  createdBy: string,
  createdAt: string,
  gaap = 10000,
): Cashup {
  return {
    ...TEST_ROW_BASE,
    id: crypto.randomUUID(),
    createdAt,
    date,
    ...(Object.fromEntries(CASHUP_AMOUNT_FIELDS.map((field) => [field, 1000])) as Record<
      (typeof CASHUP_AMOUNT_FIELDS)[number],
      Cents
    >),
    gaapCashTotal: gaap as Cents,
    dailyGrandTotal: 9000 as Cents,
    notes: null,
    createdBy,
    status,
    approvedBy: null,
    approvedAt: null,
  };
}

async function reset(role: 'manager' | 'admin' = 'manager') {
  await freshTill(TEST_USERS[role], [TEST_USERS.admin, TEST_USERS.manager]);
  useLocalWriteErrorStore.setState({ failure: null });
  localStorage.clear();
}

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^\\d+\\. ${label.replace(/[()]/g, '\\$&')}$`));

async function open(role: 'manager' | 'admin' = 'manager') {
  const user = userEvent.setup();
  const view = renderApp('/cashup', role);
  await screen.findByRole('heading', { name: 'Daily Cash-up Report' });
  return { user, ...view };
}

/** Replaces a field's text as a paste does (one input event), which keeps the test quick on a loaded machine. */
async function setAmount(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(field(label));
  await user.paste(text);
}

async function fillAll(user: ReturnType<typeof userEvent.setup>, amount: string) {
  for (const name of CASHUP_AMOUNT_FIELDS) {
    const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!input) throw new Error(`no input ${name}`);
    await user.clear(input);
    // Pasted, not typed key by key: twelve fields typed out would make the test slow on a loaded machine.
    await user.click(input);
    await user.paste(amount);
  }
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Cash-up', () => {
  beforeEach(() => reset());

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

  it('does not say no report was submitted while the reports are still arriving', async () => {
    await writeMeta(db, 'historyPull', { cursor: 0, head: 1000 });
    try {
      await open();
      expect(await screen.findByText('Older cash-up reports are still loading.')).toBeInTheDocument();
      expect(screen.queryByText('No cash-up reports have been submitted yet.')).not.toBeInTheDocument();
    } finally {
      await deleteMeta(db, 'historyPull');
    }
  });

  it('lists the newest 5 with badges by status; a manager gets no review actions', async () => {
    await db.cashups.bulkAdd([
      report('2026-03-01', 'approved', TEST_USERS.admin.id, '2026-03-01T20:00:00.000Z'),
      report('2026-03-02', 'submitted', TEST_USERS.manager.id, '2026-03-02T20:00:00.000Z'),
      report('2026-03-03', 'draft', TEST_USERS.manager.id, '2026-03-03T20:00:00.000Z'),
      report('2026-03-04', 'submitted', TEST_USERS.manager.id, '2026-03-04T20:00:00.000Z'),
      report('2026-03-05', 'submitted', TEST_USERS.manager.id, '2026-03-05T20:00:00.000Z'),
      report('2026-02-28', 'submitted', TEST_USERS.manager.id, '2026-02-28T20:00:00.000Z'),
    ]);
    await open();
    const table = await screen.findByRole('table', { name: 'Recent Cash-up Reports' });
    const dates = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(dates).toEqual(['2026-03-05', '2026-03-04', '2026-03-03', '2026-03-02', '2026-03-01']);
    expect(within(table).getByText('Approved')).toHaveAttribute('data-tone', 'green');
    expect(within(table).getByText('Draft')).toHaveAttribute('data-tone', 'grey');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'GAAP Cash', 'Daily Total', 'Status', 'Created By']);
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
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
  beforeEach(() => reset());

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

describe('Cash-up review (admin)', () => {
  beforeEach(() => reset('admin'));

  it('an admin approves a submitted report', async () => {
    const submitted = report('2026-03-02', 'submitted', TEST_USERS.manager.id, '2026-03-02T20:00:00.000Z');
    await db.cashups.add(submitted);
    const { user } = await open('admin');
    await user.click(await screen.findByRole('button', { name: 'Approve the report of 2026-03-02' }));
    // Asked first: Cancel leaves it submitted.
    const question = 'Approve the report of Mar 2, 2026?';
    await user.click(
      within(await screen.findByRole('alertdialog', { name: question })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect((await db.cashups.get(submitted.id))?.status).toBe('submitted');
    await user.click(screen.getByRole('button', { name: 'Approve the report of 2026-03-02' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: question })).getByRole('button', {
        name: 'Approve',
      }),
    );
    await waitFor(async () => expect((await db.cashups.get(submitted.id))?.status).toBe('approved'));
    // Shown at once as the server will record it: the approver is whoever approved on this till.
    expect((await db.cashups.get(submitted.id))?.approvedBy).toBe(TEST_USERS.admin.id);
    const row = await screen.findByRole('row', { name: /2026-03-02/ });
    await waitFor(() => expect(within(row).getByText('Approved')).toHaveAttribute('data-tone', 'green'));
  });

  it('an admin sends a submitted report back for correction, after a confirmation', async () => {
    const submitted = report('2026-03-02', 'submitted', TEST_USERS.manager.id, '2026-03-02T20:00:00.000Z');
    await db.cashups.add(submitted);
    const { user } = await open('admin');
    await user.click(
      await screen.findByRole('button', { name: 'Send back the report of 2026-03-02 for correction' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Send the report of Mar 2, 2026 back for correction?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
    await waitFor(async () => expect((await db.cashups.get(submitted.id))?.status).toBe('returned'));
    const row = await screen.findByRole('row', { name: /2026-03-02/ });
    await waitFor(() => expect(within(row).getByText('Sent back')).toHaveAttribute('data-tone', 'grey'));
    expect(within(row).queryByRole('button', { name: /^Approve/ })).toBeNull();
  });

  it('flags the second report of a day and lets an admin delete the one not kept', async () => {
    const first = report('2026-03-02', 'submitted', TEST_USERS.manager.id, '2026-03-02T20:00:00.000Z', 10000);
    const second = report('2026-03-02', 'submitted', TEST_USERS.admin.id, '2026-03-02T21:00:00.000Z', 12000);
    await db.cashups.bulkAdd([first, second]);
    const { user } = await open('admin');
    const flagged = await screen.findByRole('row', { name: /\$120\.00/ });
    expect(within(flagged).getByText('Duplicate day')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /\$100\.00/ })).queryByText('Duplicate day')).toBeNull();
    expect(screen.getByText(CASHUP_REVIEW_MESSAGES.duplicateDay)).toBeInTheDocument();

    await user.click(within(flagged).getByRole('button', { name: /^Delete the report of 2026-03-02/ }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this cash-up report?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect((await db.cashups.get(second.id))?.deletedAt).not.toBeNull());
    expect((await db.cashups.get(first.id))?.deletedAt).toBeNull();
    await waitFor(() => expect(screen.queryByText('Duplicate day')).not.toBeInTheDocument());
  });
});
