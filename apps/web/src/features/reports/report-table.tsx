import type { ReactNode } from 'react';
import { DataTable, dataColumns } from '../../ui/data-table';

export interface ReportColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Figures are right-aligned with tabular digits, so columns of money line up. */
  numeric?: boolean;
}

/**
 * A report's table: a header row, one row per line, and an optional totals row; `empty` when there are no lines.
 * The shared DataTable draws it, so a report beside another (half a laptop's width) or on a phone turns into cards.
 */
export function ReportTable<T extends object>({
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
  // Built on each render, as the callers build their columns: a report's cells read figures outside its rows
  // (the previous period), and a report has tens of lines, not thousands.
  const helper = dataColumns<T>();
  const dataColumnsOfReport = columns.map((column, index) =>
    helper.display({
      id: column.header,
      header: column.header,
      // Narrow enough that two reports side by side on a 1280 px laptop stay tables: '$10,000.00' fits 96 px.
      meta: column.numeric
        ? { width: 96, align: 'end', className: 'tabular-nums text-stone-800 dark:text-stone-200' }
        : { minWidth: 112, className: index === 0 ? undefined : 'text-stone-800 dark:text-stone-200' },
      cell: ({ row }) => column.cell(row.original),
    }),
  );
  return (
    <DataTable
      label={label}
      columns={dataColumnsOfReport}
      rows={rows}
      rowKey={rowKey}
      loadingLabel={`Loading ${label}`}
      empty={<p className="-my-6 text-sm">{empty}</p>}
      totals={total}
    />
  );
}
