import { EXPENSE_CATEGORY_LABELS, type Expense, formatMoney, labelFor, paths } from '@cafe/domain';
import { memo, type ReactNode, useMemo } from 'react';
import { DataTable, type DataTableStatus, dataColumns } from '../../ui/data-table';
import { rowActionsColumn } from '../../ui/row-actions';
import type { ExpenseSort, ExpenseSortKey } from './filter-expenses';
import { formatExpenseDate } from './filter-expenses';
import { ReceiptLink } from './receipt-link';

export interface ExpensesTableProps {
  /** One page of the matching expenses. */
  expenses: readonly Expense[];
  status: DataTableStatus;
  onRetry: () => void;
  empty: ReactNode;
  sort: ExpenseSort;
  onSort: (key: ExpenseSortKey) => void;
  /** Edit and delete; absent for someone who may only look (spec §6 create_expense). */
  onDelete?: (expense: Expense) => void;
}

const helper = dataColumns<Expense>();

/** Spec §2: Description, Category, Vendor, Date, Amount, Receipt and Actions; Date and Amount sort. */
function expenseColumns(onDelete: ((expense: Expense) => void) | undefined) {
  const columns = helper.columns([
    helper.accessor('description', {
      header: 'Description',
      meta: { minWidth: 150 },
      cell: ({ row }) => (
        <>
          {row.original.description}
          {row.original.paidFromTill ? (
            <span className="mt-0.5 block text-xs font-normal text-stone-600 dark:text-stone-400">
              Paid from till
            </span>
          ) : null}
        </>
      ),
    }),
    helper.accessor((expense) => labelFor(EXPENSE_CATEGORY_LABELS, expense.category), {
      id: 'category',
      header: 'Category',
      meta: { width: 120, className: 'text-stone-700 dark:text-stone-300' },
    }),
    helper.accessor('vendor', {
      header: 'Vendor',
      meta: { minWidth: 110, className: 'text-stone-700 dark:text-stone-300' },
    }),
    helper.accessor('date', {
      header: 'Date',
      enableSorting: true,
      meta: { width: 120, className: 'tabular-nums text-stone-700 dark:text-stone-300' },
      cell: (info) => formatExpenseDate(info.getValue()),
    }),
    helper.accessor('amount', {
      header: 'Amount',
      enableSorting: true,
      meta: { width: 112, align: 'end', className: 'tabular-nums' },
      cell: (info) => formatMoney(info.getValue()),
    }),
    helper.display({
      id: 'receipt',
      header: 'Receipt',
      meta: { width: 96 },
      cell: ({ row }) =>
        row.original.receiptFileId ? (
          <ReceiptLink fileId={row.original.receiptFileId} />
        ) : (
          <span className="text-stone-600 dark:text-stone-400">None</span>
        ),
    }),
  ]);
  if (!onDelete) return columns;
  return [
    ...columns,
    rowActionsColumn(helper, {
      label: (expense) => expense.description,
      editTo: (expense) => `${paths.expenses}/edit/${expense.id}`,
      onDelete,
    }),
  ];
}

/**
 * The expenses list. Memoised: a keystroke's first render (the search box alone) passes the same props and skips
 * the table; DataTable then redraws only the rows that changed.
 */
export const ExpensesTable = memo(function ExpensesTable({
  expenses,
  status,
  onRetry,
  empty,
  sort,
  onSort,
  onDelete,
}: ExpensesTableProps) {
  const columns = useMemo(() => expenseColumns(onDelete), [onDelete]);
  return (
    <DataTable
      label="Expenses"
      columns={columns}
      rows={expenses}
      status={status}
      rowKey={(expense) => expense.id}
      loadingLabel="Loading expenses"
      error={{ message: 'Failed to fetch expenses. They are still on this till; try again.', onRetry }}
      empty={empty}
      sort={{
        columnId: sort.key,
        direction: sort.direction,
        onSort: (columnId) => onSort(columnId as ExpenseSortKey),
      }}
    />
  );
});
