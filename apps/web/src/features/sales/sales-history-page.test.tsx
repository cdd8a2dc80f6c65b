import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../data/auth/auth-store';
import { db } from '../../data/db';
import { repositories } from '../../data/repositories/repositories';
import { deleteMeta, writeMeta } from '../../data/sync/meta';
import { renderApp } from '../../test/render-app';
import { useSalesHistoryStore } from './sales-history-store';
import { makeSale, openReceipt, resetTill, storeSales } from './sales-test-kit';

// Three sales on different days with different totals: date order a < b < c, total order c < a < b.
const a = makeSale('2026-03-01T09:00:00.000Z', [{ name: 'Espresso', quantity: 2, unitPrice: 350 }], {
  id: 'aaaa1111-0000-4000-8000-000000000001',
});
const b = makeSale(
  '2026-03-02T09:00:00.000Z',
  [{ name: 'Avocado Toast', quantity: 1, unitPrice: 950, notes: 'extra chili' }],
  { id: 'bbbb2222-0000-4000-8000-000000000002', paymentMethod: 'credit_card' },
);
const c = makeSale('2026-03-03T09:00:00.000Z', [{ name: 'Blueberry Muffin', quantity: 1, unitPrice: 375 }], {
  id: 'cccc3333-0000-4000-8000-000000000003',
  paymentMethod: 'mobile_payment',
});

async function openHistory() {
  const user = userEvent.setup();
  const view = renderApp('/sales', 'staff');
  await screen.findByRole('table');
  return { user, ...view };
}

const shownIds = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('Sales History', () => {
  beforeEach(async () => {
    await resetTill();
  });

  it("offers 'Create Your First Sale' when there are no sales", async () => {
    renderApp('/sales', 'staff');
    const link = await screen.findByRole('link', { name: 'Create Your First Sale' });
    expect(link).toHaveAttribute('href', '/sales/new');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists newest first with short ids, and toggles the sort on a repeated click', async () => {
    await db.sales.bulkAdd([a, b, c]);
    const { user } = await openHistory();
    expect(shownIds()).toEqual(['cccc3333', 'bbbb2222', 'aaaa1111']);
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'ID',
      'Items',
      'Date',
      'Total',
      'Payment',
      'Actions',
    ]);

    await user.click(screen.getByRole('button', { name: 'Date' }));
    await waitFor(() => expect(shownIds()).toEqual(['aaaa1111', 'bbbb2222', 'cccc3333']));

    await user.click(screen.getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(shownIds()).toEqual(['bbbb2222', 'aaaa1111', 'cccc3333']));
    await user.click(screen.getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(shownIds()).toEqual(['cccc3333', 'aaaa1111', 'bbbb2222']));
  });

  it('searches ids, product names and item notes', async () => {
    await db.sales.bulkAdd([a, b, c]);
    const { user } = await openHistory();
    const search = screen.getByLabelText('Search sales');
    await user.type(search, 'CHILI');
    await waitFor(() => expect(shownIds()).toEqual(['bbbb2222']));
    await user.clear(search);
    await user.type(search, 'muffin');
    await waitFor(() => expect(shownIds()).toEqual(['cccc3333']));
    await user.clear(search);
    await user.type(search, 'aaaa11');
    await waitFor(() => expect(shownIds()).toEqual(['aaaa1111']));
    await user.type(search, 'zzz');
    expect(await screen.findByText('No sales match your search.')).toBeInTheDocument();
  });

  it('shows Total Sales, Total Revenue and Average Sale', async () => {
    await storeSales([a, b, c]);
    await openHistory();
    // Totals: 7.00 + 0.58 tax = 7.58; 9.50 + 0.78 = 10.28; 3.75 + 0.31 = 4.06 → 21.92, average 7.31.
    await waitFor(() => expect(screen.getByRole('region', { name: 'Total Sales' })).toHaveTextContent('3'));
    expect(screen.getByRole('region', { name: 'Total Revenue' })).toHaveTextContent('$21.92');
    expect(screen.getByRole('region', { name: 'Average Sale' })).toHaveTextContent('$7.31');
  });

  it('while the history loads, lists the sales that are here but not their totals', async () => {
    await storeSales([a, b, c]);
    await writeMeta(db, 'historyPull', { cursor: 300, head: 1000 });
    await openHistory();
    expect(shownIds()).toEqual(['cccc3333', 'bbbb2222', 'aaaa1111']);
    expect(
      await screen.findByText(
        'Figures appear once this till has all its history; older sales are still loading.',
      ),
    ).toHaveTextContent('Loading history… 30%');
    for (const name of ['Total Sales', 'Total Revenue', 'Average Sale']) {
      expect(screen.getByRole('region', { name })).toHaveTextContent('—');
    }
    expect(screen.queryByText('$21.92')).not.toBeInTheDocument();

    await deleteMeta(db, 'historyPull');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Total Revenue' })).toHaveTextContent('$21.92'),
    );
    expect(screen.getByRole('region', { name: 'Total Sales' })).toHaveTextContent('3');
    expect(screen.queryByText(/Loading history/)).not.toBeInTheDocument();
  });

  it("does not offer 'Create Your First Sale' while the history may still bring sales", async () => {
    await writeMeta(db, 'historyPull', { cursor: 0, head: 1000 });
    renderApp('/sales', 'staff');
    expect(await screen.findByText(/older sales are still loading/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Your First Sale' })).not.toBeInTheDocument();
  });

  it('opens the receipt with lines, notes, totals and payment', async () => {
    await db.sales.bulkAdd([a, b, c]);
    const { user } = await openHistory();
    const receipt = await openReceipt(user, screen.getByRole('button', { name: 'Details of sale bbbb2222' }));
    expect(receipt).toHaveTextContent('1 × Avocado Toast');
    expect(receipt).toHaveTextContent('Note: extra chili');
    expect(receipt).toHaveTextContent('$10.28');
    expect(receipt).toHaveTextContent('Credit Card');
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('shows a sale written after the page opened without a reload', async () => {
    await db.sales.add(a);
    await openHistory();
    await db.sales.add(c);
    await waitFor(() => expect(shownIds()).toEqual(['cccc3333', 'aaaa1111']));
  });
});

describe('the history remembered between openings', () => {
  beforeEach(async () => {
    await resetTill();
  });

  it('is forgotten when the user signs out', async () => {
    await storeSales([a, b]);
    await openHistory();
    await waitFor(() => expect(useSalesHistoryStore.getState().lastPage?.page.sales).toHaveLength(2));
    expect(useSalesHistoryStore.getState().lastSummary).toEqual({ count: 2, revenue: a.total + b.total });
    useAuthStore.setState({ user: null, isAuthenticated: false });
    expect(useSalesHistoryStore.getState()).toMatchObject({ lastPage: undefined, lastSummary: undefined });
  });
});

describe('sales repository pages', () => {
  beforeEach(async () => {
    await resetTill();
    const sales = Array.from({ length: 120 }, (_, index) =>
      makeSale(new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(), [
        {
          name: index % 10 === 0 ? 'Cheesecake' : 'Espresso',
          quantity: 1,
          unitPrice: 100 + ((index * 37) % 120),
        },
      ]),
    );
    await db.sales.bulkAdd(sales);
  });

  it('shows a screenful of the page first and then the whole page, with Load more', async () => {
    const firstFrames: number[] = [];
    // The table's row count each time its body changes, so the first frame's is seen before the rest follow.
    const observer = new MutationObserver(() => {
      const body = document.querySelector('tbody');
      if (body && firstFrames.length === 0) firstFrames.push(body.rows.length);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      await openHistory();
      // Counted by selector: a role query over fifty rows, polled, is slow enough in jsdom to starve the render.
      await waitFor(() => expect(document.querySelectorAll('tbody tr')).toHaveLength(50));
    } finally {
      observer.disconnect();
    }
    expect(firstFrames).toEqual([15]);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeVisible();
  });

  it('pages by date and says when more remain', async () => {
    const first = await repositories.sales.page({ sort: 'date', direction: 'desc', search: '', limit: 50 });
    expect(first.sales).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    expect(first.sales[0]?.createdAt).toBe('2026-01-01T01:59:00.000Z');
    const all = await repositories.sales.page({ sort: 'date', direction: 'desc', search: '', limit: 150 });
    expect(all.sales).toHaveLength(120);
    expect(all.hasMore).toBe(false);
  });

  it('keeps the best totals without loading every sale into the page', async () => {
    const page = await repositories.sales.page({ sort: 'total', direction: 'desc', search: '', limit: 10 });
    const everything = (await db.sales.toArray()).sort(
      (x, y) => y.total - x.total || y.createdAt.localeCompare(x.createdAt),
    );
    expect(page.sales.map((sale) => sale.id)).toEqual(everything.slice(0, 10).map((sale) => sale.id));
    expect(page.hasMore).toBe(true);
  });

  it('applies the search before the limit', async () => {
    const page = await repositories.sales.page({
      sort: 'date',
      direction: 'asc',
      search: 'cheese',
      limit: 50,
    });
    expect(page.sales).toHaveLength(12);
    expect(page.hasMore).toBe(false);
  });
});
