import {
  type Cell,
  type ColumnDef,
  type ColumnHelper,
  createColumnHelper,
  flexRender,
  type Header,
  type Row,
  type RowData,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, RotateCw } from 'lucide-react';
import { memo, type ReactNode, useMemo, useRef } from 'react';
import { Button } from './button';
import { cn } from './cn';
import { Spinner } from './spinner';
import { useContainerWidth } from './use-container-width';

/** What a column tells the table beyond its header and cell. */
export interface DataColumnMeta {
  /** Figures align to the end, so a column of money lines up; a switch or a tick sits in the middle. */
  align?: 'start' | 'end' | 'center';
  /** The column's width in pixels, padding included; without it the column shares what is left. */
  width?: number;
  /** The least a column without a `width` can have before the rows turn into cards (120 px when not given). */
  minWidth?: number;
  /** The cell that names the row: a row header in the table, the card's title in cards. The first column if none. */
  rowHeader?: boolean;
  /** The row's buttons: the card's footer in cards, with no label of its own. */
  actions?: boolean;
  /** Classes for the cell in both forms (truncation, tabular digits). */
  className?: string;
}

export const dataTableFeatures = tableFeatures({ rowSortingFeature, columnMeta: {} as DataColumnMeta });
export type DataTableFeatures = typeof dataTableFeatures;

/** The columns of a DataTable: built with `dataColumns<Row>()`, memoised by the screen. */
// biome-ignore lint/suspicious/noExplicitAny: a column's value type differs per column, as the library's own helper types it.
export type DataColumns<T extends RowData> = ColumnDef<DataTableFeatures, T, any>[];

/** The library's column helper bound to this table's features: `accessor` for sortable columns, `display` for others. */
export function dataColumns<T extends RowData>(): ColumnHelper<DataTableFeatures, T> {
  return createColumnHelper<DataTableFeatures, T>();
}

export type SortDirection = 'asc' | 'desc';

/** Sorting is the screen's (an index, a store); the table shows it and asks for a change. */
export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
  onSort(columnId: string): void;
}

export type DataTableStatus = 'loading' | 'failed' | 'ready';

export interface DataTableProps<T extends RowData> {
  /** The table's (or card list's) accessible name. */
  label: string;
  columns: DataColumns<T>;
  /** The rows to show (one page of a long list); undefined while they are read. */
  rows: readonly T[] | undefined;
  rowKey(row: T): string;
  /** 'loading' and 'failed' win over rows; without it, undefined rows are loading. */
  status?: DataTableStatus;
  /** The spinner's accessible name: 'Loading products'. */
  loadingLabel: string;
  /** The screen's own empty message and action, shown when there are no rows. */
  empty: ReactNode;
  /** What went wrong, in a person's words; Try again calls onRetry. */
  error?: { message: string; onRetry?(): void };
  sort?: DataTableSort;
  /** A last row of totals, one entry per column (null for none). */
  totals?: readonly ReactNode[];
  /** Extra attributes for a row's element (`data-*`), in both forms. */
  rowAttributes?(row: T): Record<`data-${string}`, string>;
  className?: string;
}

const DEFAULT_MIN_WIDTH = 120;
/**
 * Once in cards, the container must be this much wider than the columns need to go back to a table: cards are
 * taller, and the scrollbar they bring narrows the page, which must not flip the layout back and forth.
 */
const HYSTERESIS = 24;

function columnNeeds(meta: DataColumnMeta | undefined): number {
  return meta?.width ?? meta?.minWidth ?? DEFAULT_MIN_WIDTH;
}

function alignClass(meta: DataColumnMeta | undefined): string {
  if (meta?.align === 'end') return 'text-right';
  if (meta?.align === 'center') return 'text-center';
  return 'text-left';
}

function headerText(column: { id: string; columnDef: { header?: unknown } }): string {
  return typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id;
}

/**
 * The one table of the app (ARCHITECTURE.md): TanStack Table for the model, this for the markup. Columns when they
 * fit the container, a list of cards (label: value) when they don't, decided by the container's width, so the same
 * screen fits beside an open sidebar, an icon rail or none. It owns the list's loading, empty and error states.
 * It draws the rows it is given: a long list stays paged by its screen, so 100,000 sales never mount at once.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { label, columns, rows, status, loadingLabel, empty, error } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(containerRef, label);
  const fitWidth = useMemo(
    () => columns.reduce((sum, column) => sum + columnNeeds(column.meta), 0),
    [columns],
  );
  const cardsRef = useRef(false);
  // 0 is a container not laid out yet (or not at all): the table is the safe first guess.
  if (width > 0) cardsRef.current = width < fitWidth + (cardsRef.current ? HYSTERESIS : 0);
  const cards = width > 0 && cardsRef.current;

  const shown =
    status === 'failed' ? 'failed' : status === 'loading' || rows === undefined ? 'loading' : 'ready';

  return (
    // The measured box has no padding of its own: the observer reports its content width, which is then its width.
    <div className={cn('w-full min-w-0', props.className)}>
      <div ref={containerRef}>
        {shown === 'loading' ? (
          <div className="flex justify-center py-12 text-stone-500 dark:text-stone-400">
            <Spinner label={loadingLabel} />
          </div>
        ) : shown === 'failed' ? (
          <ErrorState message={error?.message ?? `${label} could not be read.`} onRetry={error?.onRetry} />
        ) : rows && rows.length === 0 ? (
          <div className="py-12 text-center text-stone-600 dark:text-stone-400">{empty}</div>
        ) : (
          <Rows {...props} rows={rows ?? []} cards={cards} />
        )}
      </div>
    </div>
  );
}

function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
      <p className="text-red-700 dark:text-red-400">{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry} className="min-h-11">
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      ) : null}
    </div>
  );
}

function Rows<T extends RowData>({
  label,
  columns,
  rows,
  rowKey,
  sort,
  totals,
  rowAttributes,
  cards,
}: DataTableProps<T> & { rows: readonly T[]; cards: boolean }) {
  const sorting = useMemo<SortingState>(
    () => (sort ? [{ id: sort.columnId, desc: sort.direction === 'desc' }] : []),
    [sort],
  );
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows as T[],
    getRowId: (row) => rowKey(row),
    state: { sorting },
    manualSorting: true,
    enableSorting: sort !== undefined,
    // A column sorts only when it says so; the rest are plain headers.
    defaultColumn: { enableSorting: false },
  });
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const leafColumns = table.getAllLeafColumns();
  const rowHeaderId = (leafColumns.find((column) => column.columnDef.meta?.rowHeader) ?? leafColumns[0])?.id;
  const bodyRows = table.getRowModel().rows;

  if (cards) {
    const sortable = headers.filter((header) => header.column.getCanSort());
    return (
      <>
        {sort && sortable.length > 0 ? (
          <fieldset className="mb-2 flex flex-wrap items-center gap-2 text-sm">
            <legend className="float-left mr-1 text-stone-600 dark:text-stone-400">Sort by</legend>
            {sortable.map((header) => (
              <SortButton
                key={header.id}
                header={header}
                sort={sort}
                announce
                className="min-h-11 rounded-lg px-3"
              />
            ))}
          </fieldset>
        ) : null}
        {/* As many card columns as the container holds at 18rem each: two on a tablet beside the sidebar. */}
        <ul
          aria-label={label}
          className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,18rem),1fr))] gap-3"
        >
          {bodyRows.map((row) => (
            <CardRow
              key={row.id}
              row={row}
              original={row.original}
              columns={columns}
              rowHeaderId={rowHeaderId}
              attributes={rowAttributes?.(row.original)}
            />
          ))}
          {totals ? (
            <li className="flex flex-col gap-2 rounded-lg border border-stone-300 p-3 font-semibold text-stone-900 dark:border-stone-600 dark:text-stone-100">
              {/* The first column of the totals row names it ('Total'), as the title names a card. */}
              <h3 className="text-sm">{totals[0]}</h3>
              <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                {headers.map((header, index) =>
                  index === 0 || totals[index] == null || totals[index] === '' ? null : (
                    <CardPair key={header.id} label={headerText(header.column)}>
                      {totals[index]}
                    </CardPair>
                  ),
                )}
              </dl>
            </li>
          ) : null}
        </ul>
      </>
    );
  }

  return (
    // Fixed layout: the widths come from the columns, so new rows (a keystroke's page) do not make the browser
    // measure every cell again; cells wrap, so nothing spills into its neighbour.
    <table aria-label={label} className="w-full table-fixed text-left text-sm">
      <colgroup>
        {headers.map((header) => (
          <col
            key={header.id}
            style={
              header.column.columnDef.meta?.width ? { width: header.column.columnDef.meta.width } : undefined
            }
          />
        ))}
      </colgroup>
      <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-600 dark:border-stone-800 dark:text-stone-400">
        <tr>
          {headers.map((header) => {
            const meta = header.column.columnDef.meta;
            const sorted = header.column.getIsSorted();
            return (
              <th
                key={header.id}
                scope="col"
                aria-sort={
                  header.column.getCanSort()
                    ? sorted === 'asc'
                      ? 'ascending'
                      : sorted === 'desc'
                        ? 'descending'
                        : 'none'
                    : undefined
                }
                className={cn('px-3 py-2 font-medium break-words', alignClass(meta))}
              >
                {sort && header.column.getCanSort() ? (
                  <SortButton header={header} sort={sort} className="min-h-8 uppercase tracking-wide" />
                ) : (
                  flexRender(header.column.columnDef.header, header.getContext())
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
        {bodyRows.map((row) => (
          <TableRow
            key={row.id}
            row={row}
            original={row.original}
            columns={columns}
            rowHeaderId={rowHeaderId}
            attributes={rowAttributes?.(row.original)}
          />
        ))}
      </tbody>
      {totals ? (
        <tfoot>
          <tr className="border-t border-stone-300 font-semibold text-stone-900 dark:border-stone-600 dark:text-stone-100">
            {headers.map((header, index) => (
              <td key={header.id} className={cn('px-3 py-2', alignClass(header.column.columnDef.meta))}>
                {totals[index]}
              </td>
            ))}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}

/** The same header button in every table and above every card list: the label, then the direction. */
function SortButton<T extends RowData>({
  header,
  sort,
  announce = false,
  className,
}: {
  header: Header<DataTableFeatures, T, unknown>;
  sort: DataTableSort;
  /** Says the direction in the button's name: above cards there is no column header to carry aria-sort. */
  announce?: boolean;
  className?: string;
}) {
  const sorted = header.column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={() => sort.onSort(header.column.id)}
      aria-pressed={sorted !== false}
      className={cn(
        'inline-flex items-center gap-1 font-medium hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-stone-100',
        sorted ? 'text-stone-900 dark:text-stone-100' : '',
        className,
      )}
    >
      {headerText(header.column)}
      {announce && sorted ? (
        <span className="sr-only">{` sorted ${sorted === 'asc' ? 'ascending' : 'descending'}`}</span>
      ) : null}
      <Icon aria-hidden="true" className={cn('size-3.5 shrink-0', sorted ? '' : 'opacity-50')} />
    </button>
  );
}

interface RowProps<T extends RowData> {
  row: Row<DataTableFeatures, T>;
  /** Compared instead of `row`: the library builds new row objects for every new page, the stored rows stay. */
  original: T;
  columns: DataColumns<T>;
  rowHeaderId: string | undefined;
  attributes: Record<string, string> | undefined;
}

/** A row that keeps its stored row and columns is not drawn again (a keystroke redraws only the rows it changed). */
function sameRow<T extends RowData>(before: RowProps<T>, after: RowProps<T>): boolean {
  return (
    before.original === after.original &&
    before.columns === after.columns &&
    before.rowHeaderId === after.rowHeaderId &&
    JSON.stringify(before.attributes) === JSON.stringify(after.attributes)
  );
}

function renderCell<T extends RowData>(cell: Cell<DataTableFeatures, T, unknown>): ReactNode {
  return flexRender(cell.column.columnDef.cell, cell.getContext());
}

/** Actions keep 44 px targets in both forms: the tills are tablets. */
const ACTIONS_CLASS =
  'inline-flex flex-wrap items-center justify-end gap-1 [&_a]:min-h-11 [&_a]:min-w-11 [&_button]:min-h-11 [&_button]:min-w-11';

const TableRow = memo(function TableRow<T extends RowData>({ row, rowHeaderId, attributes }: RowProps<T>) {
  return (
    <tr {...attributes}>
      {row.getAllCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        const className = cn(
          'px-3 py-3 align-middle break-words',
          alignClass(meta),
          meta?.className,
          cell.column.id === rowHeaderId ? 'font-medium text-stone-900 dark:text-stone-100' : '',
        );
        if (cell.column.id === rowHeaderId) {
          return (
            <th key={cell.id} scope="row" className={className}>
              {renderCell(cell)}
            </th>
          );
        }
        return (
          <td key={cell.id} className={className}>
            {meta?.actions ? <div className={ACTIONS_CLASS}>{renderCell(cell)}</div> : renderCell(cell)}
          </td>
        );
      })}
    </tr>
  );
}, sameRow) as <T extends RowData>(props: RowProps<T>) => ReactNode;

const CardRow = memo(function CardRow<T extends RowData>({ row, rowHeaderId, attributes }: RowProps<T>) {
  const cells = row.getAllCells();
  const title = cells.find((cell) => cell.column.id === rowHeaderId);
  const actions = cells.filter((cell) => cell.column.columnDef.meta?.actions);
  const pairs = cells.filter((cell) => cell !== title && !cell.column.columnDef.meta?.actions);
  return (
    <li
      {...attributes}
      className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3 dark:border-stone-800"
    >
      <div className="flex items-start justify-between gap-2">
        {/* The card's heading names it, as the row header names a table row. */}
        {title ? (
          <h3
            className={cn(
              'min-w-0 self-center text-sm font-medium break-words text-stone-900 dark:text-stone-100',
              title.column.columnDef.meta?.className,
            )}
          >
            {renderCell(title)}
          </h3>
        ) : null}
        {actions.map((cell) => (
          <div key={cell.id} className={cn(ACTIONS_CLASS, '-my-1 shrink-0')}>
            {renderCell(cell)}
          </div>
        ))}
      </div>
      {pairs.length > 0 ? (
        // A pair whose value is empty (no margin without a cost) leaves no bare label behind.
        <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm [&>dd:empty]:hidden [&>dt:has(+dd:empty)]:hidden">
          {pairs.map((cell) => (
            <CardPair
              key={cell.id}
              label={headerText(cell.column)}
              className={cell.column.columnDef.meta?.className}
            >
              {renderCell(cell)}
            </CardPair>
          ))}
        </dl>
      ) : null}
    </li>
  );
}, sameRow) as <T extends RowData>(props: RowProps<T>) => ReactNode;

function CardPair({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <dt className="text-stone-600 dark:text-stone-400">{label}</dt>
      <dd className={cn('min-w-0 break-words text-stone-800 dark:text-stone-200', className)}>{children}</dd>
    </>
  );
}
