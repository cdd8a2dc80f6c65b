import {
  businessDayRange,
  type Cents,
  type Expense,
  priceSale,
  type Sale,
  type StoreSettingsRow,
} from '@cafe/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { repositories } from '../../data/repositories/repositories';
import { deleteMeta, writeMeta } from '../../data/sync/meta';
import { renderApp, TEST_USERS } from '../../test/render-app';
import { makeProduct, pullSales, soldAtRow, storedUser, TEST_ROW_BASE } from '../../test/test-rows';
import { loadReports, type ReportsData } from './load-reports';
import type { ReportSelection } from './report-selection';

// jsdom has no canvas: the chart shows the numbers it was given, as a role="img" named like the real canvas.
vi.mock('react-chartjs-2', () => ({
  Bar: ({
    data,
    'aria-label': label,
  }: {
    data: { labels: string[]; datasets: { data: number[] }[] };
    'aria-label'?: string;
  }): ReactNode => (
    <div role="img" aria-label={label}>
      {data.labels.join('|')} = {data.datasets[0]?.data.join('|')}
    </div>
  ),
}));

const ZONE = 'America/New_York';
// Wednesday 18 March 2026, 11:00 in New York (EDT, UTC−4).
const NOW = new Date('2026-03-18T15:00:00.000Z');
const STORE_ID = TEST_ROW_BASE.storeId;

const latte = makeProduct('Latte', 450, { category: 'beverages' });
const scone = makeProduct('Scone', 325, { category: 'food' });

function sale(
  soldAt: string,
  lines: { product: { id: string; name: string }; quantity: number; unitPrice: number; discount?: number }[],
  paymentMethod: string,
  createdBy: string,
  discount?: number,
): Sale {
  const items = lines.map((line) => ({
    id: crypto.randomUUID(),
    productId: line.product.id,
    productName: line.product.name,
    quantity: line.quantity,
    unitPrice: line.unitPrice as Cents,
    ...(line.discount === undefined ? {} : { discount: line.discount as Cents }),
  }));
  const price = priceSale({
    lines: items,
    saleDiscount: discount as Cents | undefined,
    taxRateMilliPercent: 8250,
  });
  return {
    ...soldAtRow(soldAt),
    items,
    ...price,
    ...(discount === undefined ? {} : { discount: discount as Cents }),
    paymentMethod,
    createdBy,
  };
}

const { admin, manager } = TEST_USERS;

// By hand, at 8.25%:
//   A Mon 16th 09:30: 2 lattes 9.00 − 0.50 = 8.50, tax 0.70, total 9.20, cash, admin
//   B Tue 17th 23:30 (03:30Z on the 18th): scone 3.25 + latte 4.50 = 7.75, tax 0.64, 8.39 − 1.00 = 7.39, card, manager
//   C Wed 18th 10:00: scone 3.25, tax 0.27, total 3.52, mobile, manager
//   D Mon 9th (last week) 12:00: 3 lattes 13.50, tax 1.11, total 14.61, cash, admin
const SALES = [
  sale(
    '2026-03-16T13:30:00.000Z',
    [{ product: latte, quantity: 2, unitPrice: 450, discount: 50 }],
    'cash',
    admin.id,
  ),
  sale(
    '2026-03-18T03:30:00.000Z',
    [
      { product: scone, quantity: 1, unitPrice: 325 },
      { product: latte, quantity: 1, unitPrice: 450 },
    ],
    'credit_card',
    manager.id,
    100,
  ),
  sale(
    '2026-03-18T14:00:00.000Z',
    [{ product: scone, quantity: 1, unitPrice: 325 }],
    'mobile_payment',
    manager.id,
  ),
  sale('2026-03-09T16:00:00.000Z', [{ product: latte, quantity: 3, unitPrice: 450 }], 'cash', admin.id),
];

function expense(amount: number, category: Expense['category'], date: string): Expense {
  return {
    ...TEST_ROW_BASE,
    id: crypto.randomUUID(),
    description: 'Supplies',
    amount: amount as Cents,
    category,
    vendor: null,
    date,
    status: 'pending',
    receiptFileId: null,
    paidFromTill: false,
    createdBy: admin.id,
  };
}

const settings: StoreSettingsRow = {
  ...TEST_ROW_BASE,
  id: STORE_ID,
  name: 'Cafe',
  taxRateMilliPercent: 8250,
  currency: 'USD',
  timeZone: ZONE,
  cashupVarianceThreshold: 500,
};

async function seed(sales: readonly Sale[] = SALES) {
  await db.meta.put({ key: 'storeId', value: STORE_ID });
  await db.settings.put(settings);
  await db.products.bulkPut([latte, scone]);
  await db.users.bulkPut([admin, manager].map(storedUser));
  await db.expenses.bulkPut([
    expense(2_500, 'inventory', '2026-03-16'),
    expense(1_000, 'utilities', '2026-03-18'),
    expense(4_000, 'rent', '2026-03-10'), // last week
  ]);
  // Sales arrive as another till's rows do: through a pull, which keeps the day figures.
  await pullSales(sales, 1);
}

async function report(selection: ReportSelection): Promise<ReportsData> {
  const read = await loadReports(db, selection, NOW);
  if (read.state !== 'ready') throw new Error(`reports not ready: ${read.state}`);
  return read.data;
}

/** What Sales History lists for the same business days: the sales sold between the range's first and last instant. */
async function historyOf(data: ReportsData) {
  const from = businessDayRange(data.range.first, ZONE).start;
  const to = businessDayRange(data.range.last, ZONE).end;
  const sales = await repositories.sales.soldBetween(from, to);
  return { count: sales.length, taken: sales.reduce((sum, row) => sum + row.total, 0) };
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await Promise.all(db.tables.map((table) => table.clear()));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('reports against Sales History', () => {
  it('have the totals Sales History lists for the same range, for every period', async () => {
    await seed();
    for (const selection of [
      { period: 'today', from: '', to: '' },
      { period: 'yesterday', from: '', to: '' },
      { period: 'thisWeek', from: '', to: '' },
      { period: 'lastWeek', from: '', to: '' },
      { period: 'thisMonth', from: '', to: '' },
      { period: 'custom', from: '2026-03-01', to: '2026-03-31' },
    ] as const) {
      const data = await report(selection);
      const history = await historyOf(data);
      expect({ period: selection.period, ...history }).toEqual({
        period: selection.period,
        count: data.tables.current.summary.count,
        taken: data.tables.current.summary.taken,
      });
    }
    // Over every day with sales, the reports also equal the history's own summary cards.
    const everything = await report({ period: 'custom', from: '2026-03-01', to: '2026-03-31' });
    const cards = await repositories.sales.summary();
    expect(cards).toEqual({
      count: everything.tables.current.summary.count,
      revenue: everything.tables.current.summary.taken,
    });
  });

  it('compute this week by hand, and last week as the period before it', async () => {
    await seed();
    const data = await report({ period: 'thisWeek', from: '', to: '' });
    expect(data.range).toEqual({ first: '2026-03-16', last: '2026-03-18', days: 3 });
    expect(data.previous).toEqual({ first: '2026-03-13', last: '2026-03-15', days: 3 });
    // gross 900 + 775 + 325 = 2000; discounts 50 + 100 = 150; net 1850; tax 70 + 64 + 27 = 161; taken 2011.
    expect(data.tables.current.summary).toEqual({
      count: 3,
      gross: 2000,
      discounts: 150,
      tax: 161,
      net: 1850,
      taken: 2011,
      averageTicket: 670, // 670.33
      tips: 0,
    });
    // B was sold at 23:30 on the 17th in New York, though it is the 18th in UTC.
    expect(data.tables.current.byDay.map((line) => [line.day, line.taken])).toEqual([
      ['2026-03-16', 920],
      ['2026-03-17', 739],
      ['2026-03-18', 352],
    ]);
    expect(data.tables.expenses.total).toBe(3_500);
  });
});

describe('ReportsPage', () => {
  it('shows the figures beside the previous period, and follows the range picker', async () => {
    await seed();
    renderApp('/reports', 'manager');
    const value = (key: string) => screen.getByTestId(`summary-${key}-value`);
    await waitFor(() => expect(value('taken')).toHaveTextContent('$20.11'));
    expect(value('count')).toHaveTextContent('3');
    expect(value('net')).toHaveTextContent('$18.50');
    expect(value('expenses')).toHaveTextContent('$35.00');
    // 20.11 − 35.00
    expect(value('salesMinusExpenses')).toHaveTextContent('-$14.89');
    expect(screen.getByTestId('summary-taken-previous')).toHaveTextContent('Previous: $0.00');

    const payments = within(screen.getByRole('table', { name: 'Sales by Payment Method' }));
    expect(payments.getByRole('rowheader', { name: 'Cash' }).closest('tr')).toHaveTextContent(
      'Cash1$9.20$0.00',
    );
    const staff = within(screen.getByRole('table', { name: 'Sales by Staff Member' }));
    expect(staff.getByRole('rowheader', { name: 'Morgan Manager' }).closest('tr')).toHaveTextContent(
      'Morgan Manager2$10.91',
    );
    expect(await screen.findByRole('img', { name: /^Sales by Day/ })).toHaveAccessibleName(
      'Sales by Day: Mar 16 $9.20, Mar 17 $7.39, Mar 18 $3.52',
    );
    // A manager may export: every report has its button, and the sale lines theirs.
    expect(screen.getAllByRole('button', { name: /^Export CSV of / })).toHaveLength(11);
    expect(screen.getByRole('button', { name: 'Export sale lines' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Period'), 'lastWeek');
    // Last week: D only (14.61), expenses 40.00 of rent.
    await waitFor(() => expect(value('taken')).toHaveTextContent('$14.61'));
    expect(value('expenses')).toHaveTextContent('$40.00');

    await user.selectOptions(screen.getByLabelText('Period'), 'custom');
    await user.type(screen.getByLabelText('From'), '2026-03-18');
    await user.type(screen.getByLabelText('To'), '2026-03-17');
    // The dates reach the page through the address: 'Choose an end date' may show until the last one has.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The end date must be on or after the start date'),
    );
  });

  it('puts the previous period beside each day, hour and product', async () => {
    await seed();
    // 12–18 March against 5–11 March, where D was sold on Monday the 9th at noon.
    renderApp('/reports?period=custom&from=2026-03-12&to=2026-03-18', 'manager');
    await waitFor(() =>
      expect(screen.getByTestId('summary-taken-previous')).toHaveTextContent('Previous: $14.61'),
    );
    const days = within(screen.getByRole('table', { name: 'Sales by Day' }));
    // The 16th is the range's fifth day; the previous period's fifth day is the 9th.
    expect(days.getByRole('rowheader', { name: 'Mar 16' }).closest('tr')).toHaveTextContent(
      'Mar 161$9.20Mar 9$14.61',
    );
    const hours = within(screen.getByRole('table', { name: 'Sales by Hour of Day' }));
    expect(hours.getByRole('rowheader', { name: '12:00–13:00' }).closest('tr')).toHaveTextContent(
      '12:00–13:000$0.00$14.61',
    );
    const products = within(screen.getByRole('table', { name: 'Sales by Product' }));
    expect(products.getByRole('rowheader', { name: 'Latte' }).closest('tr')).toHaveTextContent(
      'LatteBeverages3$13.00$13.50',
    );
  });

  it('shows tips by day and by method beside the takings, never in them', async () => {
    // A (9.20) paid 5.00 cash and 4.20 by card with a 1.00 card tip; C (3.52) by mobile with a 0.50 tip.
    const [a, b, c, d] = SALES as [Sale, Sale, Sale, Sale];
    await seed([
      {
        ...a,
        paymentMethod: 'split',
        payments: [
          { method: 'cash', amount: 500 as Cents },
          { method: 'credit_card', amount: 420 as Cents, tip: 100 as Cents },
        ],
      },
      b,
      { ...c, payments: [{ method: 'mobile_payment', amount: 352 as Cents, tip: 50 as Cents }] },
      d,
    ]);
    renderApp('/reports', 'manager');
    await waitFor(() => expect(screen.getByTestId('summary-tips-value')).toHaveTextContent('$1.50'));
    expect(screen.getByTestId('summary-taken-value')).toHaveTextContent('$20.11');
    expect(screen.getByTestId('summary-tips-previous')).toHaveTextContent('Previous: $0.00');
    expect(screen.getByTestId('payment-tips')).toHaveTextContent(
      'Tips, not in the takings: Credit Card $1.00 · Mobile $0.50',
    );
    const days = within(screen.getByRole('table', { name: 'Sales by Day' }));
    expect(days.getByRole('columnheader', { name: 'Tips' })).toBeInTheDocument();
    expect(days.getByRole('rowheader', { name: 'Mar 16' }).closest('tr')).toHaveTextContent(/\$1\.00$/);
    expect(days.getByRole('rowheader', { name: 'Mar 18' }).closest('tr')).toHaveTextContent(/\$0\.50$/);
    expect(days.getAllByRole('row').at(-1)).toHaveTextContent(/\$1\.50$/);
  });

  it('updates live when a sale is pulled', async () => {
    await seed([]);
    renderApp('/reports?period=today', 'admin');
    await waitFor(() => expect(screen.getByTestId('summary-taken-value')).toHaveTextContent('$0.00'));
    expect(screen.getAllByText('No sales in this period.').length).toBeGreaterThan(0);
    const late = SALES[2] as Sale;
    await pullSales([late], 2);
    await waitFor(() => expect(screen.getByTestId('summary-taken-value')).toHaveTextContent('$3.52'));
  });

  it('while the history loads, shows no figure and no export, saying why; then the figures', async () => {
    await seed();
    await writeMeta(db, 'historyPull', { cursor: 620, head: 1000 });
    renderApp('/reports', 'manager');
    const pending = await screen.findByTestId('reports-history-pending');
    expect(pending).toHaveTextContent('Loading history… 62%');
    expect(pending).toHaveTextContent('Figures appear once this till has all its history.');
    expect(screen.queryByTestId('summary-taken-value')).not.toBeInTheDocument();
    expect(screen.queryByText('$20.11')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Export CSV of / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print all' })).not.toBeInTheDocument();
    const exportLines = await screen.findByRole('button', { name: 'Export sale lines' });
    expect(exportLines).toBeDisabled();
    expect(exportLines).toHaveAccessibleDescription(
      'Export is available once this till has all its history.',
    );

    await deleteMeta(db, 'historyPull');
    await waitFor(() => expect(screen.getByTestId('summary-taken-value')).toHaveTextContent('$20.11'));
    expect(screen.getByRole('button', { name: 'Export sale lines' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /^Export CSV of / })).toHaveLength(11);
    expect(screen.queryByTestId('reports-history-pending')).not.toBeInTheDocument();
  });

  it('sends staff to the dashboard', async () => {
    await seed();
    const { router } = renderApp('/reports', 'staff');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
