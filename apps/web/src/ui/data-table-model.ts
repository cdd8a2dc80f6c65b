import {
  type ColumnDef,
  type ColumnHelper,
  createColumnHelper,
  type RowData,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';

/* The table's model: its features, the columns a screen builds, and the props a screen passes. */

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

/** A cell's alignment class, the same in the table and in the cards. */
export function alignClass(meta: DataColumnMeta | undefined): string {
  if (meta?.align === 'end') return 'text-right';
  if (meta?.align === 'center') return 'text-center';
  return 'text-left';
}

/** A column's header as text: a sort button's label and a card's label. */
export function headerText(column: { id: string; columnDef: { header?: unknown } }): string {
  return typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id;
}
