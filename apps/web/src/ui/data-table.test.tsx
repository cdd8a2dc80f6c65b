import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableProps, dataColumns, type SortDirection } from './data-table';

interface Drink {
  id: string;
  name: string;
  price: number;
}

const DRINKS: Drink[] = [
  { id: 'a', name: 'Latte', price: 450 },
  { id: 'b', name: 'Cappuccino', price: 400 },
];

const helper = dataColumns<Drink>();
const columns = helper.columns([
  helper.accessor('name', { header: 'Name', enableSorting: true, meta: { minWidth: 200 } }),
  helper.accessor('price', {
    header: 'Price',
    enableSorting: true,
    meta: { width: 100, align: 'end' },
    cell: (info) => `$${(info.getValue() / 100).toFixed(2)}`,
  }),
  helper.display({
    id: 'actions',
    header: 'Actions',
    meta: { width: 100, actions: true },
    cell: ({ row }) => <button type="button">{`Edit ${row.original.name}`}</button>,
  }),
]);
// The columns need 200 + 100 + 100 = 400 px.

/**
 * jsdom lays nothing out: the container's width is what the browser's ResizeObserver would report, given here.
 * A real observer reports the first width before the first paint; the fake reports `initialWidth` on observe (when
 * set). The observers created during a render are kept so a test can resize the container.
 */
const observers: { callback: ResizeObserverCallback; target?: Element }[] = [];
let initialWidth = 0;

beforeEach(() => {
  observers.length = 0;
  initialWidth = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private readonly entry: { callback: ResizeObserverCallback; target?: Element };
      constructor(callback: ResizeObserverCallback) {
        this.entry = { callback };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
        if (initialWidth > 0)
          this.entry.callback(
            [{ target, contentRect: { width: initialWidth } as DOMRectReadOnly } as ResizeObserverEntry],
            {} as ResizeObserver,
          );
      }
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function resizeTo(width: number) {
  act(() => {
    for (const observer of observers) {
      if (!observer.target) continue;
      observer.callback(
        [{ target: observer.target, contentRect: { width } as DOMRectReadOnly } as ResizeObserverEntry],
        {} as ResizeObserver,
      );
    }
  });
}

function Drinks(props: Partial<DataTableProps<Drink>>) {
  return (
    <DataTable
      label="Drinks"
      columns={columns}
      rows={DRINKS}
      rowKey={(drink) => drink.id}
      loadingLabel="Loading drinks"
      empty={<p>No drinks yet.</p>}
      {...props}
    />
  );
}

/** Drinks whose sort lives in the screen: a new column sorts descending, the same one flips. */
function Sorted() {
  const [sort, setSort] = useState<{ columnId: string; direction: SortDirection }>({
    columnId: 'price',
    direction: 'desc',
  });
  return (
    <Drinks
      sort={{
        ...sort,
        onSort: (columnId) =>
          setSort({
            columnId,
            direction: columnId === sort.columnId && sort.direction === 'desc' ? 'asc' : 'desc',
          }),
      }}
    />
  );
}

describe('DataTable', () => {
  it('draws a table with a row header per row when the columns fit the container', () => {
    initialWidth = 800;
    render(<Drinks />);
    const table = screen.getByRole('table', { name: 'Drinks' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Price', 'Actions']);
    expect(within(table).getByRole('rowheader', { name: 'Latte' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('$4.50');
  });

  it('turns the rows into cards of label and value when the container is narrower than the columns', () => {
    initialWidth = 390;
    render(<Drinks />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Drinks' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const latte = cards[0] as HTMLElement;
    expect(within(latte).getByRole('heading', { name: 'Latte' })).toBeInTheDocument();
    expect(within(latte).getByRole('term')).toHaveTextContent('Price');
    expect(within(latte).getByRole('definition')).toHaveTextContent('$4.50');
    // The row's actions stay reachable in its card.
    expect(within(latte).getByRole('button', { name: 'Edit Latte' })).toBeInTheDocument();
  });

  it('follows the container, not the window: a sidebar opening turns the table into cards and back', () => {
    initialWidth = 800;
    render(<Drinks />);
    expect(screen.getByRole('table')).toBeInTheDocument();
    resizeTo(380);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Drinks' })).toBeInTheDocument();
    resizeTo(900);
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('draws a remount at the width last reported, before its observer reports again', () => {
    initialWidth = 390;
    const first = render(<Drinks label="Remembered drinks" />);
    expect(screen.getByRole('list', { name: 'Remembered drinks' })).toBeInTheDocument();
    first.unmount();
    // The history under each sale-complete sheet: its first render already has its cards, not a table at 0 px.
    initialWidth = 0;
    render(<Drinks label="Remembered drinks" />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Remembered drinks' })).toBeInTheDocument();
  });

  it('marks the sorted column with aria-sort and asks the screen to sort on a header click', async () => {
    initialWidth = 800;
    const user = userEvent.setup();
    render(<Sorted />);
    const price = screen.getByRole('columnheader', { name: 'Price' });
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(price).toHaveAttribute('aria-sort', 'descending');
    expect(name).toHaveAttribute('aria-sort', 'none');
    // Actions does not sort: no aria-sort, no button.
    expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');

    await user.click(within(price).getByRole('button', { name: 'Price' }));
    expect(price).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(name).getByRole('button', { name: 'Name' }));
    expect(name).toHaveAttribute('aria-sort', 'descending');
    expect(price).toHaveAttribute('aria-sort', 'none');
  });

  it('keeps sorting reachable in cards, with the same buttons above the list', async () => {
    initialWidth = 390;
    const onSort = vi.fn();
    const user = userEvent.setup();
    render(<Drinks sort={{ columnId: 'name', direction: 'asc', onSort }} />);
    const sortBy = screen.getByRole('group', { name: 'Sort by' });
    // No column header carries aria-sort here: the button says the direction.
    expect(within(sortBy).getByRole('button', { name: 'Name sorted ascending' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(sortBy).getByRole('button', { name: 'Price' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(sortBy).getByRole('button', { name: 'Price' }));
    expect(onSort).toHaveBeenCalledWith('price');
  });

  it('shows a named spinner while the rows are read', () => {
    render(<Drinks rows={undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading drinks');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the screen's own empty message and action when there are no rows", () => {
    render(
      <Drinks
        rows={[]}
        empty={
          <>
            <p>No drinks yet.</p>
            <a href="/drinks/new">Add Your First Drink</a>
          </>
        }
      />,
    );
    expect(screen.getByText('No drinks yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Your First Drink' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says what went wrong in a sentence and offers Try again', async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    render(
      <Drinks status="failed" error={{ message: 'The drinks could not be read on this till.', onRetry }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The drinks could not be read on this till.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('adds a totals row under the table', () => {
    initialWidth = 800;
    render(<Drinks totals={['Total', '$8.50', null]} />);
    const rows = screen.getAllByRole('row');
    expect(rows.at(-1)).toHaveTextContent('Total$8.50');
  });
});
