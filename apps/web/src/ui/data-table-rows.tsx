import { type Cell, flexRender, type Row, type RowData } from '@tanstack/react-table';
import { memo, type ReactNode } from 'react';
import { cn } from './cn';
import { alignClass, type DataColumns, type DataTableFeatures, headerText } from './data-table-model';

export interface RowProps<T extends RowData> {
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

export const TableRow = memo(function TableRow<T extends RowData>({
  row,
  rowHeaderId,
  attributes,
}: RowProps<T>) {
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

export const CardRow = memo(function CardRow<T extends RowData>({
  row,
  rowHeaderId,
  attributes,
}: RowProps<T>) {
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

export function CardPair({
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
