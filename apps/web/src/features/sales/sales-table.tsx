import { formatMoney, paymentMethodLabel, type Sale } from '@cafe/domain';
import { ArrowDown, ArrowUp, ArrowUpDown, ReceiptText } from 'lucide-react';
import type { SalesSortKey, SortDirection } from '../../data/repositories/sales-repository';
import { Badge } from '../../ui/badge';
import { describeItems, formatSaleTime, shortId } from './format-sale';

export interface SalesTableProps {
  sales: readonly Sale[];
  sort: SalesSortKey;
  direction: SortDirection;
  onSort: (key: SalesSortKey) => void;
  onDetails: (sale: Sale) => void;
}

// On a phone the Items and Payment columns hide: ID, Date, Total and the receipt button fit without scrolling.
const cell = 'px-3 py-3 sm:px-4';

function SortHeader({
  label,
  column,
  sort,
  direction,
  onSort,
  className,
}: {
  label: string;
  column: SalesSortKey;
  sort: SalesSortKey;
  direction: SortDirection;
  onSort: (key: SalesSortKey) => void;
  className?: string;
}) {
  const active = sort === column;
  const Icon = !active ? ArrowUpDown : direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={`${cell} ${className ?? ''}`}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 font-medium hover:text-stone-900 dark:hover:text-stone-100"
      >
        {label}
        <Icon aria-hidden="true" className={`size-3.5 ${active ? '' : 'opacity-50'}`} />
      </button>
    </th>
  );
}

export function SalesTable({ sales, sort, direction, onSort, onDetails }: SalesTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-500 dark:border-stone-800 dark:text-stone-400">
          <tr>
            <th scope="col" className={cell}>
              ID
            </th>
            <th scope="col" className={`${cell} hidden md:table-cell`}>
              Items
            </th>
            <SortHeader label="Date" column="date" sort={sort} direction={direction} onSort={onSort} />
            <SortHeader
              label="Total"
              column="total"
              sort={sort}
              direction={direction}
              onSort={onSort}
              className="text-right"
            />
            <th scope="col" className={`${cell} hidden sm:table-cell`}>
              Payment
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
          {sales.map((sale) => (
            <tr key={sale.id} className="hover:bg-stone-50 dark:hover:bg-stone-800/40">
              <td className={`${cell} font-mono text-xs text-stone-700 dark:text-stone-300`}>
                {shortId(sale.id)}
              </td>
              <td
                className={`${cell} hidden max-w-[18rem] truncate md:table-cell`}
                title={describeItems(sale)}
              >
                {describeItems(sale)}
              </td>
              <td className={`${cell} text-stone-600 sm:whitespace-nowrap dark:text-stone-400`}>
                {formatSaleTime(sale.soldAt)}
              </td>
              <td className={`${cell} text-right font-semibold tabular-nums`}>{formatMoney(sale.total)}</td>
              <td className={`${cell} hidden sm:table-cell`}>
                <Badge tone="grey">{paymentMethodLabel(sale.paymentMethod)}</Badge>
              </td>
              <td className={`${cell} text-right`}>
                <button
                  type="button"
                  onClick={() => onDetails(sale)}
                  aria-label={`Details of sale ${shortId(sale.id)}`}
                  className="inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-400 dark:hover:bg-stone-800"
                >
                  <ReceiptText aria-hidden="true" className="size-4" />
                  <span className="hidden sm:inline">Details</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
