import type { Header, RowData } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from './cn';
import { type DataTableFeatures, type DataTableSort, headerText } from './data-table-model';

/** The same header button in every table and above every card list: the label, then the direction. */
export function SortButton<T extends RowData>({
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
