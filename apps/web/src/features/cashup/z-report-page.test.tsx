import {
  CASHUP_AMOUNT_FIELDS,
  type Cashup,
  type Cents,
  type Expense,
  type Product,
  type Sale,
} from '@cafe/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dailyTotalsTables, recordSaleChange, totalsTimeZone } from '../../data/daily-totals/daily-totals';
import { db } from '../../data/db';
import { deleteMeta, writeMeta } from '../../data/sync/meta';
import { renderApp, TEST_USERS } from '../../test/render-app';
import { freshTill, soldAtRow, TEST_ROW_BASE } from '../../test/test-rows';

// No settings row: the store's zone is UTC, so the business day 2026-03-02 is that UTC date.
const DAY = '2026-03-02';
const LATTE = crypto.randomUUID();
const MUFFIN = crypto.randomUUID();

function product(id: string, name: string, category: Product['category']): Product {
  return {
    ...TEST_ROW_BASE,
    id,
    name,
    price: 100 as Cents,
    category,
    description: null,
    available: true,
    barcode: null,
    unitCost: null,
  };
}

function sale(soldAt: string, paymentMethod: string, lines: [string, string, number, number][]): Sale {
  const items = lines.map(([productId, productName, quantity, unitPrice]) => ({
    id: crypto.randomUUID(),
    productId,
    productName,
    quantity,
    unitPrice: unitPrice as Cents,
  }));
  const subtotal = items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);
  return {
    ...soldAtRow(soldAt),
    items,
    subtotal: subtotal as Cents,
    tax: 0 as Cents,
    total: subtotal as Cents,
    paymentMethod,
    createdBy: TEST_USERS.manager.id,
  };
}

function report(overrides: Partial<Cashup> = {}): Cashup {
  return {
    ...TEST_ROW_BASE,
    id: crypto.randomUUID(),
    createdAt: '2026-03-02T20:00:00.000Z',
    updatedAt: '2026-03-02T20:00:00.000Z',
    date: DAY,
    ...(Object.fromEntries(CASHUP_AMOUNT_FIELDS.map((field) => [field, 0])) as Record<
      (typeof CASHUP_AMOUNT_FIELDS)[number],
      Cents
    >),
    morningShiftCash: 1000 as Cents,
    fcaCreditCardTransactions: 450 as Cents,
    expenses: 200 as Cents,
    gaapCashTotal: 1000 as Cents,
    dailyGrandTotal: 1250 as Cents,
    notes: 'Float counted twice',
    createdBy: TEST_USERS.manager.id,
    status: 'submitted',
    approvedBy: null,
    approvedAt: null,
    ...overrides,
  };
}

function expense(amount: number, paidFromTill: boolean): Expense {
  return {
    ...TEST_ROW_BASE,
    id: crypto.randomUUID(),
    description: 'Milk',
    amount: amount as Cents,
    category: 'inventory',
    vendor: null,
    date: DAY,
    status: 'pending',
    receiptFileId: null,
    paidFromTill,
    createdBy: TEST_USERS.manager.id,
  };
}

async function reset() {
  await freshTill(TEST_USERS.manager, [TEST_USERS.admin, TEST_USERS.manager]);
}

const table = (name: string) => screen.getByRole('table', { name });
const row = (tableName: string, name: string | RegExp) => within(table(tableName)).getByRole('row', { name });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Z report', () => {
  beforeEach(() => reset());

  it('shows the tips by method beside the takings, never in them, and the cash tips in the drawer', async () => {
    await db.products.add(product(LATTE, 'Latte', 'beverages'));
    // 8.00 paid 5.00 cash + 3.00 card with a 0.60 card tip; 4.00 cash with a 1.00 cash tip.
    const split = sale('2026-03-02T08:00:00.000Z', 'split', [[LATTE, 'Latte', 2, 400]]);
    const tipped = sale('2026-03-02T09:00:00.000Z', 'cash', [[LATTE, 'Latte', 1, 400]]);
    await db.sales.bulkAdd([
      {
        ...split,
        payments: [
          { method: 'cash', amount: 500 as Cents },
          { method: 'credit_card', amount: 300 as Cents, tip: 60 as Cents },
        ],
      },
      { ...tipped, payments: [{ method: 'cash', amount: 400 as Cents, tip: 100 as Cents }] },
    ]);
    await db.cashups.add(
      report({ morningShiftCash: 1000 as Cents, fcaCreditCardTransactions: 300 as Cents }),
    );

    renderApp(`/cashup/z/${DAY}`, 'manager');
    expect(await screen.findByTestId('z-report')).toBeInTheDocument();
    expect(row('Sales summary', /^Total taken/)).toHaveTextContent('$12.00');
    expect(row('Sales summary', /^Tips/)).toHaveTextContent('$1.60');
    // Method, sales, amount, tips.
    expect(row('Totals by payment method', /^Cash/)).toHaveTextContent('Cash2$9.00$1.00');
    expect(row('Totals by payment method', /^Credit Card/)).toHaveTextContent('Credit Card0$3.00$0.60');
    // The drawer holds the cash sales and the cash tip: 9.00 + 1.00 counted as 10.00.
    expect(row('Counted vs recorded', /^Cash/)).toHaveTextContent('$10.00$10.00');
  });

  it('shows the day’s figures, the count against the record, and follows the device live', async () => {
    await db.products.bulkAdd([product(LATTE, 'Latte', 'beverages'), product(MUFFIN, 'Muffin', 'food')]);
    await db.sales.bulkAdd([
      sale('2026-03-02T08:00:00.000Z', 'cash', [[LATTE, 'Latte', 2, 400]]),
      sale('2026-03-02T12:00:00.000Z', 'credit_card', [[MUFFIN, 'Muffin', 1, 450]]),
      sale('2026-03-02T15:00:00.000Z', 'cash', [[MUFFIN, 'Muffin', 1, 250]]),
      // The next business day: not on this report.
      sale('2026-03-03T00:30:00.000Z', 'cash', [[LATTE, 'Latte', 5, 400]]),
    ]);
    await db.expenses.bulkAdd([expense(200, true), expense(3000, false)]);
    const kept = report();
    await db.cashups.add(kept);

    renderApp(`/cashup/z/${DAY}`, 'manager');
    expect(await screen.findByTestId('z-report')).toBeInTheDocument();
    expect(screen.getByTestId('z-report-store')).toHaveTextContent('Cafe POS');
    expect(screen.getByTestId('z-report-day')).toHaveTextContent('Monday, March 2, 2026');
    expect(screen.getByTestId('z-report-submitted-by')).toHaveTextContent('Morgan Manager');
    expect(screen.getByTestId('z-report-approved-by')).toHaveTextContent('Not approved (Submitted)');

    expect(row('Sales summary', /^Sales count/)).toHaveTextContent('3');
    expect(row('Sales summary', /^Gross sales/)).toHaveTextContent('$15.00');
    expect(row('Sales summary', /^Average ticket/)).toHaveTextContent('$5.00');
    expect(row('Totals by payment method', /^Cash/)).toHaveTextContent('2$10.50');
    expect(row('Totals by payment method', /^Credit Card/)).toHaveTextContent('1$4.50');
    expect(row('Sales by category', /^Beverages/)).toHaveTextContent('2$8.00');
    expect(row('Sales by category', /^Food/)).toHaveTextContent('2$7.00');
    expect(
      within(table('Top 10 items'))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Latte', 'Muffin']);
    expect(row('Expenses', /^Paid from the till/)).toHaveTextContent('1$2.00');
    expect(row('Expenses', /^All expenses/)).toHaveTextContent('2$32.00');
    expect(row('Counted vs recorded', /^Cash/)).toHaveTextContent('$10.50$10.00$0.50 short');
    expect(row('Counted vs recorded', /^Cards/)).toHaveTextContent('Balanced');
    expect(screen.getByTestId('z-report-notes-text')).toHaveTextContent('Float counted twice');

    // Approved by an admin elsewhere, and a late sale synced in: both show without a reload.
    await db.cashups.update(kept.id, {
      status: 'approved',
      approvedBy: TEST_USERS.admin.id,
      approvedAt: '2026-03-02T21:00:00.000Z',
    });
    await db.sales.add({
      ...sale('2026-03-02T16:00:00.000Z', 'cash', [[LATTE, 'Latte', 1, 50]]),
      createdAt: '2026-03-03T09:00:00.000Z',
    });
    await waitFor(() => expect(screen.getByTestId('z-report-approved-by')).toHaveTextContent('Alex Admin'));
    await waitFor(() => expect(row('Sales summary', /^Sales count/)).toHaveTextContent('4'));
    expect(screen.getByTestId('z-report-late-adjustment')).toHaveTextContent(
      'Late adjustment: 1 sale ($0.50) recorded for this day after its report was approved',
    );
    expect(row('Counted vs recorded', /^Cash/)).toHaveTextContent('$11.00$10.00$1.00 short');
  });

  it('reads the day’s kept figures when the device keeps them, and the late sales by their arrival', async () => {
    // Written as the till and the sync write sales: the day's figures kept in the same transaction.
    const write = (row: Sale) =>
      db.transaction('rw', [db.sales, db.dailyTotals, db.dailyFigures, db.meta, db.settings], async () => {
        await db.sales.add(row);
        await recordSaleChange(db, undefined, row);
      });
    await db.products.bulkAdd([product(LATTE, 'Latte', 'beverages'), product(MUFFIN, 'Muffin', 'food')]);
    await write(sale('2026-03-02T08:00:00.000Z', 'cash', [[LATTE, 'Latte', 2, 400]]));
    await write(sale('2026-03-02T12:00:00.000Z', 'credit_card', [[MUFFIN, 'Muffin', 1, 450]]));
    await write({
      ...sale('2026-03-02T23:00:00.000Z', 'cash', [[MUFFIN, 'Muffin', 1, 250]]),
      createdAt: '2026-03-03T09:00:00.000Z',
    });
    await write(sale('2026-03-03T08:00:00.000Z', 'cash', [[LATTE, 'Latte', 9, 400]]));
    expect(await totalsTimeZone(dailyTotalsTables(db))).toBe('UTC');
    await db.cashups.add(
      report({ status: 'approved', approvedBy: TEST_USERS.admin.id, approvedAt: '2026-03-02T21:00:00.000Z' }),
    );

    renderApp(`/cashup/z/${DAY}`, 'manager');
    expect(await screen.findByTestId('z-report')).toBeInTheDocument();
    expect(row('Sales summary', /^Sales count/)).toHaveTextContent('3');
    expect(row('Sales summary', /^Total taken/)).toHaveTextContent('$15.00');
    expect(row('Sales by category', /^Food/)).toHaveTextContent('2$7.00');
    expect(row('Counted vs recorded', /^Cash/)).toHaveTextContent('$10.50$10.00$0.50 short');
    expect(screen.getByTestId('z-report-approved-by')).toHaveTextContent('Alex Admin');
    expect(screen.getByTestId('z-report-late-adjustment')).toHaveTextContent(
      'Late adjustment: 1 sale ($2.50) recorded for this day after its report was approved',
    );
  });

  it('waits for the history before it shows or prints a day', async () => {
    await db.products.bulkAdd([product(LATTE, 'Latte', 'beverages')]);
    await db.sales.bulkAdd([sale('2026-03-02T08:00:00.000Z', 'cash', [[LATTE, 'Latte', 2, 400]])]);
    await writeMeta(db, 'historyPull', { cursor: 500, head: 1000 });
    renderApp(`/cashup/z/${DAY}`, 'manager');
    const pending = await screen.findByTestId('z-report-history-pending');
    expect(pending).toHaveTextContent('Loading history… 50%');
    expect(pending).toHaveTextContent('Figures appear once this till has all its history.');
    expect(screen.queryByTestId('z-report')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Print the Z report/ })).toBeDisabled();

    await deleteMeta(db, 'historyPull');
    expect(await screen.findByTestId('z-report')).toBeInTheDocument();
    expect(row('Sales summary', /^Sales count/)).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: /^Print the Z report/ })).toBeEnabled();
  });

  it('says so when a day has no sales and no cash-up', async () => {
    renderApp(`/cashup/z/${DAY}`, 'manager');
    expect(await screen.findByTestId('z-report-no-sales')).toHaveTextContent(
      'No sales were recorded on this day.',
    );
    expect(screen.getByTestId('z-report-no-cashup')).toHaveTextContent(
      'No cash-up report was submitted for this day.',
    );
    expect(row('Sales summary', /^Total taken/)).toHaveTextContent('$0.00');
    expect(screen.queryByRole('table', { name: 'Top 10 items' })).not.toBeInTheDocument();
  });

  it('refuses a date that is not one, and shows an error when the device cannot be read', async () => {
    const view = renderApp('/cashup/z/2026-02-30', 'manager');
    expect(await screen.findByRole('alert')).toHaveTextContent('That is not a date.');
    view.unmount();

    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(db.expenses, 'where').mockImplementation(() => {
      throw new Error('IndexedDB is gone');
    });
    renderApp(`/cashup/z/${DAY}`, 'manager');
    expect(await screen.findByRole('alert')).toHaveTextContent('The Z report could not be loaded.');
    expect(screen.getByRole('button', { name: /^Print/ })).toBeDisabled();
  });

  it('goes to another day from the date field, and prints on the chosen paper', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderApp(`/cashup/z/${DAY}`, 'manager');
    expect(await screen.findByTestId('z-report')).toHaveAttribute('data-paper', 'a4');
    await user.click(screen.getByRole('radio', { name: '80 mm receipt' }));
    expect(screen.getByTestId('z-report')).toHaveAttribute('data-paper', 'receipt');
    await user.click(screen.getByRole('button', { name: 'Print the Z report on 80 mm receipt paper' }));
    expect(print).toHaveBeenCalledOnce();

    fireEvent.change(screen.getByLabelText('Business day'), { target: { value: '2026-03-05' } });
    await waitFor(() =>
      expect(screen.getByTestId('z-report-day')).toHaveTextContent('Thursday, March 5, 2026'),
    );
  });
});
