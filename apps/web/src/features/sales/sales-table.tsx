import { formatMoney, refundedLabel, type Sale, salePaymentMethodLabel } from '@cafe/domain';
import { ReceiptText, Undo2 } from 'lucide-react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { SalesSortKey, SortDirection } from '../../data/repositories/sales-repository';
import { Badge } from '../../ui/badge';
import { DataTable, dataColumns } from '../../ui/data-table';
import { describeItems, formatSaleTime, shortId } from './format-sale';

export interface SalesTableProps {
  /** One page of the history; undefined while it is read. */
  sales: readonly Sale[] | undefined;
  sort: SalesSortKey;
  direction: SortDirection;
  onSort: (key: SalesSortKey) => void;
  onDetails: (sale: Sale) => void;
  /** Opens the sale's Refund dialog (issue 34). */
  onRefund: (sale: Sale) => void;
  /** Cents refunded per sale id, for the sales on the page that have refunds. */
  refunded: ReadonlyMap<string, number> | undefined;
  empty: ReactNode;
}

const actionClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-400 dark:hover:bg-stone-800';

const helper = dataColumns<Sale>();

/**
 * The cents refunded per sale of the page, read by each row's payment cell: the columns stay the same when it
 * changes (a new sale at the top asks again), so the table is not drawn anew inside the tap that paid.
 */
const RefundedAmounts = createContext<ReadonlyMap<string, number> | undefined>(undefined);

function PaymentCell({ saleId, method }: { saleId: string; method: string }) {
  const amount = useContext(RefundedAmounts)?.get(saleId);
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone="grey">{method}</Badge>
      {amount ? <Badge tone="red">{refundedLabel(amount)}</Badge> : null}
    </span>
  );
}

/** Spec §2: ID, Items, Date, Total, Payment, Actions; Date and Total sort (through the soldAt and total indexes). */
function salesColumns(onDetails: (sale: Sale) => void, onRefund: (sale: Sale) => void) {
  return helper.columns([
    helper.accessor((sale) => shortId(sale.id), {
      id: 'id',
      header: 'ID',
      meta: { width: 92, className: 'font-mono text-xs font-normal text-stone-700 dark:text-stone-300' },
    }),
    helper.accessor(describeItems, {
      id: 'items',
      header: 'Items',
      meta: { minWidth: 140 },
      cell: (info) => <span title={info.getValue()}>{info.getValue()}</span>,
    }),
    helper.accessor('soldAt', {
      id: 'date',
      header: 'Date',
      enableSorting: true,
      meta: { width: 128, className: 'text-stone-600 dark:text-stone-400' },
      cell: (info) => formatSaleTime(info.getValue()),
    }),
    helper.accessor('total', {
      id: 'total',
      header: 'Total',
      enableSorting: true,
      meta: { width: 96, align: 'end', className: 'font-semibold tabular-nums' },
      cell: (info) => formatMoney(info.getValue()),
    }),
    helper.accessor((sale) => salePaymentMethodLabel(sale.paymentMethod), {
      id: 'payment',
      header: 'Payment',
      meta: { width: 96 },
      cell: (info) => <PaymentCell saleId={info.row.original.id} method={info.getValue()} />,
    }),
    helper.display({
      id: 'actions',
      header: 'Actions',
      meta: { width: 196, align: 'end', actions: true },
      cell: ({ row }) => (
        <span className="inline-flex gap-1">
          <button
            type="button"
            onClick={() => onDetails(row.original)}
            aria-label={`Details of sale ${shortId(row.original.id)}`}
            className={actionClass}
          >
            <ReceiptText aria-hidden="true" className="size-4" />
            Details
          </button>
          <button
            type="button"
            onClick={() => onRefund(row.original)}
            aria-label={`Refund sale ${shortId(row.original.id)}`}
            className={actionClass}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            Refund
          </button>
        </span>
      ),
    }),
  ]);
}

export function SalesTable({
  sales,
  sort,
  direction,
  onSort,
  onDetails,
  onRefund,
  refunded,
  empty,
}: SalesTableProps) {
  const columns = useMemo(() => salesColumns(onDetails, onRefund), [onDetails, onRefund]);
  return (
    <RefundedAmounts.Provider value={refunded}>
      <DataTable
        className="p-4"
        label="Sales"
        columns={columns}
        rows={sales}
        rowKey={(sale) => sale.id}
        loadingLabel="Loading sales"
        empty={empty}
        sort={{ columnId: sort, direction, onSort: (columnId) => onSort(columnId as SalesSortKey) }}
      />
    </RefundedAmounts.Provider>
  );
}
