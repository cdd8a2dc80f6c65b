import { businessDay, storeSettingsRowSchema } from '@cafe/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { repositories } from '../../data/repositories/repositories';
import { deleteMeta, writeMeta } from '../../data/sync/meta';
import { renderApp } from '../../test/render-app';
import { TEST_ROW_BASE } from '../../test/test-rows';
import { EXPENSES_PAGE_SIZE, EXPENSES_WAIT_FOR_HISTORY } from './expenses-list-page';
import { makeExpense, resetExpenses } from './expenses-test-kit';

const RECEIPT = 'ab'.repeat(32);
const beans = makeExpense('Coffee beans', 47550, '2026-03-07', { vendor: 'Bean Co', receiptFileId: RECEIPT });
const power = makeExpense('Electricity', 32575, '2026-02-15', {
  category: 'utilities',
  vendor: 'City Power',
});
const flyers = makeExpense('Flyers', 15000, '2026-03-03', { category: 'marketing', paidFromTill: true });

const table = () => screen.getByRole('table');
const rowNames = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.firstChild?.textContent);
const card = (label: string) => screen.getByRole('region', { name: label });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search expenses' });

async function openList(role: 'manager' | 'staff' = 'manager') {
  const user = userEvent.setup();
  const view = renderApp('/expenses', role);
  await screen.findByRole('table');
  return { user, ...view };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Expenses list', () => {
  beforeEach(async () => {
    await resetExpenses();
    await db.expenses.bulkAdd([power, flyers, beans]);
  });

  it('shows the spec columns, newest first, the cards over what is shown and New Expense', async () => {
    await openList();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Description', 'Category', 'Vendor', 'Date', 'Amount', 'Receipt', 'Actions']);
    expect(rowNames()).toEqual(['Coffee beans', 'Flyers', 'Electricity']);
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
    const beansRow = screen.getByRole('row', { name: /Coffee beans/ });
    expect(beansRow).toHaveTextContent('$475.50');
    expect(beansRow).toHaveTextContent('Bean Co');
    expect(beansRow).toHaveTextContent('Mar 7, 2026');
    expect(within(beansRow).getByRole('link', { name: 'View' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('row', { name: /Flyers/ })).toHaveTextContent('Paid from till');
    expect(card('Total Expenses')).toHaveTextContent('$951.25');
    expect(card('Expense Count')).toHaveTextContent('3');
    expect(card('Average Expense')).toHaveTextContent('$317.08');
    expect(screen.getByRole('link', { name: 'New Expense' })).toHaveAttribute('href', '/expenses/new');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('searches description or vendor, any case; chips narrow it; the cards follow', async () => {
    const { user } = await openList();
    const chips = within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['All', 'Inventory', 'Utilities', 'Marketing']);

    await user.type(searchBox(), 'CITY');
    await waitFor(() => expect(rowNames()).toEqual(['Electricity']));
    expect(card('Total Expenses')).toHaveTextContent('$325.75');

    await user.clear(searchBox());
    await user.click(screen.getByRole('button', { name: 'Marketing' }));
    await waitFor(() => expect(rowNames()).toEqual(['Flyers']));
    expect(screen.getByRole('button', { name: 'Marketing' })).toHaveAttribute('aria-pressed', 'true');

    await user.type(searchBox(), 'beans');
    expect(await screen.findByText('No expenses match your search criteria.')).toBeInTheDocument();
    expect(card('Expense Count')).toHaveTextContent('0');
    expect(card('Average Expense')).toHaveTextContent('$0.00');
  });

  it('while the history loads, lists what is here without totals, and export waits, saying why', async () => {
    await writeMeta(db, 'historyPull', { cursor: 330, head: 1000 });
    const { user } = await openList();
    expect(rowNames()).toEqual(['Coffee beans', 'Flyers', 'Electricity']);
    const note = await screen.findByText(EXPENSES_WAIT_FOR_HISTORY, { exact: false });
    expect(note).toHaveTextContent('Loading history… 33%');
    for (const label of ['Total Expenses', 'Expense Count', 'Average Expense']) {
      expect(card(label)).toHaveTextContent('—');
    }
    const exportButton = screen.getByRole('button', { name: 'Export CSV' });
    expect(exportButton).toBeDisabled();
    expect(exportButton).toHaveAccessibleDescription(`Loading history… 33% ${EXPENSES_WAIT_FOR_HISTORY}`);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '2026-03');
    const totals = screen.getByRole('region', { name: 'March 2026 by category' });
    expect(totals).toHaveTextContent('Loading history… 33%');
    expect(within(totals).queryByText('Inventory')).not.toBeInTheDocument();

    await deleteMeta(db, 'historyPull');
    await waitFor(() => expect(card('Total Expenses')).toHaveTextContent('$625.50'));
    expect(within(totals).getByText('Inventory').nextSibling).toHaveTextContent('$475.50');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(screen.queryByText(/Loading history/)).not.toBeInTheDocument();
  });

  it('on a new till with no expenses here yet, does not offer to record the first one', async () => {
    await db.expenses.clear();
    await writeMeta(db, 'historyPull', { cursor: 0, head: 1000 });
    renderApp('/expenses', 'manager');
    expect(await screen.findByText('Older expenses are still loading.')).toBeInTheDocument();
    expect(screen.queryByText('No expenses have been recorded yet.')).not.toBeInTheDocument();
  });

  it('Date and Amount sort; a repeated click toggles the direction', async () => {
    const { user } = await openList();
    const sortBy = (name: string) =>
      user.click(within(screen.getByRole('columnheader', { name })).getByRole('button', { name }));

    await sortBy('Date');
    expect(rowNames()).toEqual(['Electricity', 'Flyers', 'Coffee beans']);
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'ascending');

    await sortBy('Amount');
    expect(rowNames()).toEqual(['Coffee beans', 'Electricity', 'Flyers']);
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'none');

    await sortBy('Amount');
    expect(rowNames()).toEqual(['Flyers', 'Electricity', 'Coffee beans']);
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('a month shows only its expenses and its total per category', async () => {
    const { user } = await openList();
    const month = screen.getByRole('combobox', { name: 'Month' });
    expect(
      within(month)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All months', 'March 2026', 'February 2026']);
    await user.selectOptions(month, '2026-03');
    await waitFor(() => expect(rowNames()).toEqual(['Coffee beans', 'Flyers']));
    const totals = screen.getByRole('region', { name: 'March 2026 by category' });
    expect(within(totals).getByText('Inventory').nextSibling).toHaveTextContent('$475.50');
    expect(within(totals).getByText('Marketing').nextSibling).toHaveTextContent('$150.00');
    expect(within(totals).queryByText('Utilities')).not.toBeInTheDocument();
    expect(card('Total Expenses')).toHaveTextContent('$625.50');
  });

  it('keeps the month, search and sort while an expense is edited and saved', async () => {
    const { user, router } = await openList();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '2026-03');
    await user.click(within(screen.getByRole('columnheader', { name: 'Amount' })).getByRole('button'));
    await waitFor(() => expect(rowNames()).toEqual(['Coffee beans', 'Flyers']));
    await user.click(screen.getByRole('link', { name: 'Edit Flyers' }));
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/expenses'));
    await waitFor(() => expect(rowNames()).toEqual(['Coffee beans', 'Flyers']));
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('2026-03');
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('delete asks first; Cancel keeps the expense, Delete removes it', async () => {
    const { user } = await openList();
    await user.click(screen.getByRole('button', { name: 'Delete Flyers' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this expense?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(rowNames()).toContain('Flyers');

    await user.click(screen.getByRole('button', { name: 'Delete Flyers' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowNames()).toEqual(['Coffee beans', 'Electricity']));
    expect((await db.expenses.get(flyers.id))?.deletedAt).not.toBeNull();
    expect(await db.syncLog.count()).toBeGreaterThan(0);
  });

  it('mounts one page of many expenses at a time', async () => {
    await db.expenses.bulkAdd(
      Array.from({ length: 120 }, (_, index) =>
        makeExpense(`Item ${String(index).padStart(3, '0')}`, 100 + index, '2025-01-01'),
      ),
    );
    const { user } = await openList();
    await waitFor(() => expect(rowNames()).toHaveLength(EXPENSES_PAGE_SIZE));
    expect(screen.getByText(`1–${EXPENSES_PAGE_SIZE} of 123`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      screen.getByText(`${EXPENSES_PAGE_SIZE + 1}–${2 * EXPENSES_PAGE_SIZE} of 123`),
    ).toBeInTheDocument();
  });

  it('staff see the list but cannot record, change or export', async () => {
    await openList('staff');
    expect(rowNames()).toEqual(['Coffee beans', 'Flyers', 'Electricity']);
    expect(screen.queryByRole('link', { name: 'New Expense' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('staff opening the form are sent back to the list', async () => {
    const { router } = renderApp('/expenses/new', 'staff');
    await waitFor(() => expect(router.state.location.pathname).toBe('/expenses'));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    const edit = renderApp(`/expenses/edit/${beans.id}`, 'staff');
    await waitFor(() => expect(edit.router.state.location.pathname).toBe('/expenses'));
  });
});

describe('Expenses empty and failed states', () => {
  beforeEach(() => resetExpenses());

  it('says none have been recorded, offers the first one, and the cards read 0.00', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/expenses', 'manager');
    expect(await screen.findByText('No expenses have been recorded yet.')).toBeInTheDocument();
    expect(card('Average Expense')).toHaveTextContent('$0.00');
    expect(card('Total Expenses')).toHaveTextContent('$0.00');
    await user.click(screen.getByRole('link', { name: 'Record Your First Expense' }));
    expect(await screen.findByRole('heading', { name: 'Add New Expense' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/expenses/new');
    expect(screen.queryByRole('link', { name: 'New Expense' })).not.toBeInTheDocument();
  });

  it("a failed read says 'Failed to fetch expenses'", async () => {
    vi.spyOn(repositories.expenses, 'list').mockRejectedValue(new Error('disk'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/expenses', 'manager');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch expenses');
  });
});

describe('Expense form', () => {
  beforeEach(async () => {
    await resetExpenses();
    await db.expenses.bulkAdd([beans, power]);
  });

  it('adds an expense with the defaults, amount typed in dollars, and returns to the list', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/expenses/new', 'manager');
    await screen.findByRole('heading', { name: 'Add New Expense' });
    expect(await screen.findByLabelText('Category')).toHaveValue('inventory');
    // No store settings on this device yet: today is counted in UTC.
    expect(screen.getByLabelText('Date')).toHaveValue(businessDay(new Date(), 'UTC'));
    expect(screen.getByRole('switch', { name: 'Paid from till' })).not.toBeChecked();

    await user.type(screen.getByLabelText('Description'), 'Oat milk');
    await user.type(screen.getByLabelText('Amount'), '42.5');
    await user.type(screen.getByLabelText('Vendor'), 'Dairy Farm');
    await user.selectOptions(screen.getByLabelText('Category'), 'other');
    await user.click(screen.getByRole('switch', { name: 'Paid from till' }));
    await user.click(screen.getByRole('button', { name: 'Save Expense' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/expenses'));
    const saved = (await db.expenses.toArray()).find((expense) => expense.description === 'Oat milk');
    expect(saved).toMatchObject({
      amount: 4250,
      category: 'other',
      vendor: 'Dairy Farm',
      status: 'pending',
      paidFromTill: true,
      receiptFileId: null,
    });
  });

  it("the date defaults to the cafe's today, in the store's time zone", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Noon in UTC is already the 15th at the store, 14 hours ahead.
    vi.setSystemTime(new Date('2026-03-14T12:00:00.000Z'));
    try {
      await db.meta.put({ key: 'storeId', value: TEST_ROW_BASE.storeId });
      // Parsed, so every other setting takes its default.
      await db.settings.put(
        storeSettingsRowSchema.parse({
          ...TEST_ROW_BASE,
          id: TEST_ROW_BASE.storeId,
          name: 'Cafe',
          timeZone: 'Pacific/Kiritimati',
        }),
      );
      renderApp('/expenses/new', 'manager');
      expect(await screen.findByLabelText('Date')).toHaveValue('2026-03-15');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a blank description, an amount of 0 or a blank date: the spec message, nothing saved', async () => {
    const user = userEvent.setup();
    renderApp('/expenses/new', 'manager');
    await screen.findByRole('heading', { name: 'Add New Expense' });
    await user.type(await screen.findByLabelText('Amount'), '0');
    await user.clear(screen.getByLabelText('Date'));
    await user.click(screen.getByRole('button', { name: 'Save Expense' }));
    // The spec's banner and its words beside the blank fields; beside the amount, what it must be.
    expect(await screen.findAllByText('Please fill all required fields correctly')).toHaveLength(3);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all required fields correctly');
    for (const label of ['Description', 'Amount', 'Date']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(/Amount must be at least \$0\.01$/);
    expect(await db.expenses.count()).toBe(2);
  });

  it('edits an expense: fields filled from the store, changes saved', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/expenses/edit/${beans.id}`, 'manager');
    await screen.findByRole('heading', { name: 'Edit Expense' });
    const amount = await screen.findByLabelText('Amount');
    expect(amount).toHaveValue('475.50');
    expect(screen.getByLabelText('Vendor')).toHaveValue('Bean Co');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-03-07');
    await user.clear(amount);
    await user.type(amount, '480');
    await user.clear(screen.getByLabelText('Vendor'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/expenses'));
    expect(await db.expenses.get(beans.id)).toMatchObject({
      amount: 48000,
      vendor: null,
      receiptFileId: RECEIPT,
    });
  });

  it("an unknown id: 'Expense not found'", async () => {
    renderApp(`/expenses/edit/${crypto.randomUUID()}`, 'manager');
    expect(await screen.findByRole('alert')).toHaveTextContent('Expense not found');
  });

  it("a failed read: 'Failed to load expense'", async () => {
    vi.spyOn(repositories.expenses, 'get').mockRejectedValueOnce(new Error('disk'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(`/expenses/edit/${beans.id}`, 'manager');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load expense');
  });

  it("a failed save: 'Failed to save expense' in the form's banner, still on the form", async () => {
    vi.spyOn(repositories.expenses, 'create').mockRejectedValueOnce(new Error('disk'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = renderApp('/expenses/new', 'manager');
    await screen.findByRole('heading', { name: 'Add New Expense' });
    await user.type(await screen.findByLabelText('Description'), 'Napkins');
    await user.type(screen.getByLabelText('Amount'), '3');
    await user.click(screen.getByRole('button', { name: 'Save Expense' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save expense');
    expect(router.state.location.pathname).toBe('/expenses/new');
  });

  it('Cancel goes back to the list', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/expenses/new', 'manager');
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/expenses'));
  });
});
