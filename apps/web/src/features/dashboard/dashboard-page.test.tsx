import type { Cents, CustomOrder, Expense, MobileOrder, Sale } from '@cafe/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../data/db';
import { deleteMeta, writeMeta } from '../../data/sync/meta';
import { pullSales } from '../../test/test-rows';
import { DashboardPage } from './dashboard-page';

// jsdom has no canvas: the charts show the numbers they were given instead, so the test can check them. Like
// react-chartjs-2's canvas, each is role="img" and takes the canvas props it is given (its aria-label).
vi.mock('react-chartjs-2', () => {
  const chart =
    (name: string) =>
    ({
      data,
      'aria-label': label,
    }: {
      data: { labels: string[]; datasets: { data: number[] }[] };
      'aria-label'?: string;
    }): ReactNode => (
      <div data-testid={name} role="img" aria-label={label}>
        {data.labels.join('|')} = {data.datasets[0]?.data.join('|')}
      </div>
    );
  return { Bar: chart('bar-chart'), Doughnut: chart('doughnut-chart') };
});

const STORE_ID = '5e1f2c3d-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
// 11:00 in New York (EDT, UTC−4 since 8 March): the store's business day is Saturday 2026-03-14.
const NOW = new Date('2026-03-14T15:00:00.000Z');

let serial = 0;
function sale(
  createdAt: string,
  total: number,
  paymentMethod: string,
  deletedAt: string | null = null,
): Sale {
  serial++;
  return {
    id: `${String(serial).padStart(8, 'a')}-0000-4000-8000-000000000000`,
    storeId: STORE_ID,
    createdAt,
    updatedAt: createdAt,
    soldAt: createdAt,
    version: serial,
    deletedAt,
    items: [
      {
        id: crypto.randomUUID(),
        productId: crypto.randomUUID(),
        productName: 'Latte',
        quantity: 1,
        unitPrice: total as Cents,
      },
    ],
    subtotal: total as Cents,
    tax: 0 as Cents,
    total: total as Cents,
    paymentMethod,
    paymentStatus: 'completed',
    createdBy: 'unknown',
  };
}

const base = { storeId: STORE_ID, createdAt: NOW.toISOString(), updatedAt: NOW.toISOString(), version: 1 };

async function seed() {
  const sales = [
    sale('2026-03-14T13:00:00.000Z', 1250, 'cash'), // A: 09:00 today
    sale('2026-03-14T03:30:00.000Z', 800, 'credit_card'), // B: 23:30 on the 13th in New York → yesterday
    sale('2026-03-14T14:00:00.000Z', 2000, 'mobile_payment'), // C: today
    sale('2026-03-14T14:30:00.000Z', 500, 'voucher'), // D: today, a method the app does not know
    sale('2026-03-13T15:00:00.000Z', 1200, 'cash'), // E: yesterday
    sale('2026-03-10T15:00:00.000Z', 3000, 'debit_card'), // F: four days ago
    sale('2026-03-14T14:45:00.000Z', 9999, 'cash', '2026-03-14T14:50:00.000Z'), // G: deleted, never counted
  ];
  await db.meta.put({ key: 'storeId', value: STORE_ID });
  await db.settings.put({
    id: STORE_ID,
    ...base,
    deletedAt: null,
    name: 'Cafe',
    taxRateMilliPercent: 8250,
    currency: 'USD',
    timeZone: 'America/New_York',
    cashupVarianceThreshold: 500,
  });
  // The sales arrive as another till's rows do: through a pull.
  await pullSales(sales, sales.length);
  const expense = (amount: number, date: string) =>
    ({
      id: crypto.randomUUID(),
      ...base,
      deletedAt: null,
      amount,
      date,
      description: 'Seeded',
    }) as unknown as Expense;
  await db.expenses.bulkAdd([
    expense(47_550, '2026-03-07'),
    expense(32_575, '2026-02-27'),
    expense(15_000, '2026-03-11'),
  ]);
  const mobile = (status: string) =>
    ({ id: crypto.randomUUID(), ...base, deletedAt: null, status }) as unknown as MobileOrder;
  const custom = (status: string) =>
    ({ id: crypto.randomUUID(), ...base, deletedAt: null, status }) as unknown as CustomOrder;
  await db.mobileOrders.bulkAdd([mobile('new'), mobile('preparing'), mobile('ready')]);
  await db.customOrders.bulkAdd([custom('pending'), custom('in_progress'), custom('completed')]);
  return sales;
}

function renderDashboard(path = '/dashboard') {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/sales', element: <p>Sales History</p> },
      { path: '/sales/new', element: <p>New Sale</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const value = (testId: string) => screen.getByTestId(`${testId}-value`);

describe('DashboardPage', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    await Promise.all(db.tables.map((table) => table.clear()));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows every figure as computed by hand from a known day', async () => {
    const sales = await seed();
    renderDashboard();

    // Today (14th, New York): A 12.50 + C 20.00 + D 5.00 = 37.50 over 3 orders.
    await waitFor(() => expect(value('dashboard-sales')).toHaveTextContent('$37.50'));
    expect(value('dashboard-orders')).toHaveTextContent('3');
    // Yesterday: B 8.00 + E 12.00 = 20.00; (37.50 − 20.00) / 20.00 = +87.5%.
    expect(screen.getByTestId('dashboard-sales')).toHaveTextContent('+87.5% from yesterday');
    // Mobile new + preparing, custom pending + in_progress: 2 + 2 = 4.
    expect(value('dashboard-pending')).toHaveTextContent('4');
    // Expenses 475.50 + 325.75 + 150.00 = 951.25; / 30 = 31.708 → 31.71; 37.50 − 31.71 = 5.79.
    expect(value('dashboard-revenue')).toHaveTextContent('$5.79');
    expect(screen.getByTestId('dashboard-revenue')).toHaveTextContent(
      'After $31.71 estimated daily expenses',
    );

    // 7 days ending today: 10th F 3000, 13th B + E 2000, 14th 3750 cents.
    expect(await screen.findByTestId('bar-chart')).toHaveTextContent(
      'Mar 8|Mar 9|Mar 10|Mar 11|Mar 12|Mar 13|Mar 14 = 0|0|3000|0|0|2000|3750',
    );
    // Known methods first, then the stored 'voucher' as its own slice.
    expect(screen.getByTestId('doughnut-chart')).toHaveTextContent('Cash|Mobile|voucher = 1250|2000|500');
    // Each canvas is an image named by what it shows, for a screen reader.
    expect(screen.getByRole('img', { name: /^Sales Trend/ })).toHaveAccessibleName(
      'Sales Trend, Last 7 Days: Mar 8 $0.00, Mar 9 $0.00, Mar 10 $30.00, Mar 11 $0.00, Mar 12 $0.00, Mar 13 $20.00, Mar 14 $37.50',
    );
    expect(screen.getByRole('img', { name: /^Sales by Payment Method/ })).toHaveAccessibleName(
      'Sales by Payment Method: Cash $12.50, Mobile $20.00, voucher $5.00',
    );

    // The 5 newest live sales: D 14:30, C 14:00, A 13:00, B 03:30 (14th UTC), E (13th); G is deleted.
    const recent = within(screen.getByRole('list', { name: 'Recent sales' })).getAllByRole('listitem');
    const [a, b, c, d, e] = sales;
    expect(recent.map((item) => item.textContent)).toEqual([
      `#${d?.id.slice(0, 8)}Mar 14, 2026, 10:30 AM$5.00voucher`,
      `#${c?.id.slice(0, 8)}Mar 14, 2026, 10:00 AM$20.00Mobile`,
      `#${a?.id.slice(0, 8)}Mar 14, 2026, 9:00 AM$12.50Cash`,
      `#${b?.id.slice(0, 8)}Mar 13, 2026, 11:30 PM$8.00Credit Card`,
      `#${e?.id.slice(0, 8)}Mar 13, 2026, 11:00 AM$12.00Cash`,
    ]);
  });

  it('filters the cards and charts by the chosen date range', async () => {
    await seed();
    renderDashboard();
    const user = userEvent.setup();
    await waitFor(() => expect(value('dashboard-sales')).toHaveTextContent('$37.50'));

    await user.click(screen.getByRole('button', { name: 'Date range: Today' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Last 7 days' }));
    // 8th–14th: 12.50 + 8.00 + 20.00 + 5.00 + 12.00 + 30.00 = 87.50 over 6 orders; the 1st–7th had nothing → 0%.
    await waitFor(() => expect(value('dashboard-sales')).toHaveTextContent('$87.50'));
    expect(screen.getByText('Sales, Last 7 Days')).toBeInTheDocument();
    expect(value('dashboard-orders')).toHaveTextContent('6');
    expect(screen.getByTestId('dashboard-sales')).toHaveTextContent('0.0% from the previous 7 days');
    // 95125 × 7 / 30 = 22195.83 → 221.96; 87.50 − 221.96 = −134.46.
    expect(value('dashboard-revenue')).toHaveTextContent('-$134.46');

    await user.click(screen.getByRole('button', { name: 'Date range: Last 7 days' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'Yesterday' }));
    // 13th: B 8.00 + E 12.00 = 20.00; the 12th had nothing → 0%. The trend now ends on the 13th.
    await waitFor(() => expect(value('dashboard-sales')).toHaveTextContent('$20.00'));
    expect(value('dashboard-orders')).toHaveTextContent('2');
    expect(await screen.findByTestId('bar-chart')).toHaveTextContent(
      'Mar 7|Mar 8|Mar 9|Mar 10|Mar 11|Mar 12|Mar 13 = 0|0|0|3000|0|0|2000',
    );
    expect(screen.getByTestId('doughnut-chart')).toHaveTextContent('Cash|Credit Card = 1200|800');
  });

  it('updates live when a sale lands, and View All goes to /sales', async () => {
    const router = renderDashboard();
    // No sales: only the expenses' share would show; with none, revenue is zero.
    await waitFor(() => expect(value('dashboard-sales')).toHaveTextContent('$0.00'));
    expect(screen.getByText('No sales yet')).toBeInTheDocument();

    const late = sale('2026-03-14T14:59:00.000Z', 450, 'cash');
    await pullSales([late], 1);
    await waitFor(() => expect(value('dashboard-sales')).toHaveTextContent('$4.50'));
    expect(value('dashboard-orders')).toHaveTextContent('1');

    await userEvent.setup().click(screen.getByRole('button', { name: 'View All' }));
    expect(router.state.location.pathname).toBe('/sales');
  });

  it('while the history loads, says so instead of the sums, and shows them once it is here', async () => {
    await seed();
    await writeMeta(db, 'historyPull', { cursor: 450, head: 1000 });
    renderDashboard();

    // Open orders arrive before the history: their count is whole and shows.
    await waitFor(() => expect(value('dashboard-pending')).toHaveTextContent('4'));
    for (const card of ['dashboard-sales', 'dashboard-orders', 'dashboard-revenue']) {
      expect(value(card)).toHaveTextContent('—');
      expect(screen.getByTestId(card)).toHaveTextContent('Loading history… 45%');
    }
    expect(screen.queryByText('$37.50')).not.toBeInTheDocument();
    expect(screen.queryByTestId('bar-chart')).not.toBeInTheDocument();
    expect(screen.queryByTestId('doughnut-chart')).not.toBeInTheDocument();
    expect(screen.getAllByText('Figures appear once this till has all its history.')).toHaveLength(2);
    // The sales that are here are listed, with word that older ones are still coming.
    expect(screen.getByText('Older sales are still loading.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Recent sales' })).getAllByRole('listitem')).toHaveLength(
      5,
    );
    expect(screen.getByText('Your shifts appear once this till has all its history.')).toBeInTheDocument();
    expect(screen.queryByText('No shifts planned for you.')).not.toBeInTheDocument();

    await writeMeta(db, 'historyPull', { cursor: 900, head: 1000 });
    await waitFor(() =>
      expect(screen.getByTestId('dashboard-sales')).toHaveTextContent('Loading history… 90%'),
    );

    await deleteMeta(db, 'historyPull');
    await waitFor(() => expect(value('dashboard-sales')).toHaveTextContent('$37.50'));
    expect(value('dashboard-orders')).toHaveTextContent('3');
    expect(await screen.findByTestId('bar-chart')).toBeInTheDocument();
    expect(screen.queryByText(/Loading history/)).not.toBeInTheDocument();
    expect(screen.queryByText('Older sales are still loading.')).not.toBeInTheDocument();
    expect(screen.getByText('No shifts planned for you.')).toBeInTheDocument();
  });

  it('on a new till with no sales here yet, does not claim there are none', async () => {
    await writeMeta(db, 'historyPull', { cursor: 0, head: 1000 });
    renderDashboard();
    expect(await screen.findByText('Older sales are still loading.')).toBeInTheDocument();
    expect(screen.queryByText('No sales yet')).not.toBeInTheDocument();
  });
});
