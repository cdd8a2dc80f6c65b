import type { ReactNode } from 'react';
import { cn } from '../../ui/cn';

export interface ReportColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Figures are right-aligned with tabular digits, so columns of money line up. */
  numeric?: boolean;
}

/** A report's table: a header row, one row per line, and an optional totals row; `empty` when there are no lines. */
export function ReportTable<T>({
  label,
  columns,
  rows,
  rowKey,
  total,
  empty,
}: {
  label: string;
  columns: readonly ReportColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  total?: readonly ReactNode[];
  empty: string;
}) {
  if (rows.length === 0) {
    return <p className="py-6 text-center text-sm text-stone-600 dark:text-stone-400">{empty}</p>;
  }
  const align = (column: ReportColumn<T>) => (column.numeric ? 'text-right tabular-nums' : 'text-left');
  return (
    <div className="overflow-x-auto">
      <table aria-label={label} className="w-full text-sm">
        <thead>
          <tr className="border-b border-stone-200 text-xs text-stone-600 dark:border-stone-700 dark:text-stone-400">
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cn('px-2 py-2 font-medium', align(column))}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-stone-100 last:border-0 dark:border-stone-800">
              {columns.map((column, index) =>
                index === 0 ? (
                  <th
                    key={column.header}
                    scope="row"
                    className="px-2 py-2 text-left font-medium text-stone-900 dark:text-stone-100"
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.header}
                    className={cn('px-2 py-2 text-stone-800 dark:text-stone-200', align(column))}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {total ? (
          <tfoot>
            <tr className="border-t border-stone-300 font-semibold text-stone-900 dark:border-stone-600 dark:text-stone-100">
              {total.map((cell, index) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: the totals row's cells are fixed by the columns.
                  key={index}
                  className={cn('px-2 py-2', columns[index] ? align(columns[index]) : '')}
                >
                  {cell}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
