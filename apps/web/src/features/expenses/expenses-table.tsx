import { EXPENSE_CATEGORY_LABELS, type Expense, formatMoney, labelFor, paths } from '@cafe/domain';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { memo } from 'react';
import { RowActions } from '../../ui/row-actions';
import type { ExpenseSort, ExpenseSortKey } from './filter-expenses';
import { formatExpenseDate } from './filter-expenses';
import { ReceiptLink } from './receipt-link';

// On a phone Category and Vendor hide: Description, Date, Amount, Receipt and Actions fit a narrow screen.
const cell = 'px-3 py-3 align-middle sm:px-4';

export interface ExpensesTableProps {
  expenses: readonly Expense[];
  sort: ExpenseSort;
  onSort: (key: ExpenseSortKey) => void;
  /** Edit and delete; absent for someone who may only look (spec §6 create_expense). */
  onDelete?: (expense: Expense) => void;
}

function SortHeader({
  label,
  column,
  sort,
  onSort,
  className,
}: {
  label: string;
  column: ExpenseSortKey;
  sort: ExpenseSort;
  onSort: (key: ExpenseSortKey) => void;
  className?: string;
}) {
  const active = sort.key === column;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={`${cell} ${className ?? ''}`}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex min-h-8 items-center gap-1 font-medium uppercase tracking-wide hover:text-stone-900 dark:hover:text-stone-100"
      >
        {label}
        <Icon aria-hidden="true" className={`size-3.5 ${active ? '' : 'opacity-50'}`} />
      </button>
    </th>
  );
}

/**
 * Spec §2: Description, Category, Vendor, Date, Amount, Receipt and Actions; Date and Amount sort. Memoised: a
 * keystroke's first render (the search box alone) passes the same props and skips the table.
 */
export const ExpensesTable = memo(function ExpensesTable({
  expenses,
  sort,
  onSort,
  onDelete,
}: ExpensesTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-600 dark:border-stone-800 dark:text-stone-400">
          <tr>
            <th scope="col" className={cell}>
              Description
            </th>
            <th scope="col" className={`${cell} hidden sm:table-cell`}>
              Category
            </th>
            <th scope="col" className={`${cell} hidden md:table-cell`}>
              Vendor
            </th>
            <SortHeader label="Date" column="date" sort={sort} onSort={onSort} />
            <SortHeader label="Amount" column="amount" sort={sort} onSort={onSort} className="text-right" />
            <th scope="col" className={cell}>
              Receipt
            </th>
            {onDelete ? (
              <th scope="col" className={`${cell} text-right`}>
                Actions
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
          {expenses.map((expense) => (
            <ExpenseRow key={expense.id} expense={expense} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
    </div>
  );
});

/** One expense. Memoised by the stored row: a keystroke that keeps a row on the page leaves its DOM untouched. */
const ExpenseRow = memo(function ExpenseRow({
  expense,
  onDelete,
}: {
  expense: Expense;
  onDelete: ((expense: Expense) => void) | undefined;
}) {
  return (
    <tr key={expense.id}>
      <th scope="row" className={`${cell} font-medium sm:min-w-40 text-stone-900 dark:text-stone-100`}>
        {expense.description}
        {expense.paidFromTill ? (
          <span className="mt-0.5 block text-xs font-normal text-stone-600 dark:text-stone-400">
            Paid from till
          </span>
        ) : null}
      </th>
      <td className={`${cell} hidden text-stone-700 sm:table-cell dark:text-stone-300`}>
        {labelFor(EXPENSE_CATEGORY_LABELS, expense.category)}
      </td>
      <td className={`${cell} hidden text-stone-700 md:table-cell dark:text-stone-300`}>{expense.vendor}</td>
      <td className={`${cell} whitespace-nowrap tabular-nums text-stone-700 dark:text-stone-300`}>
        {formatExpenseDate(expense.date)}
      </td>
      <td className={`${cell} text-right tabular-nums`}>{formatMoney(expense.amount)}</td>
      <td className={cell}>
        {expense.receiptFileId ? (
          <ReceiptLink fileId={expense.receiptFileId} />
        ) : (
          <span className="text-stone-600 dark:text-stone-400">None</span>
        )}
      </td>
      {onDelete ? (
        <td className={`${cell} text-right`}>
          <RowActions
            label={expense.description}
            editTo={`${paths.expenses}/edit/${expense.id}`}
            onDelete={() => onDelete(expense)}
          />
        </td>
      ) : null}
    </tr>
  );
});
