import { EXPENSE_CATEGORY_LABELS, formatMoney } from '@cafe/domain';
import { HistoryPending } from '../../ui/history-pending';
import type { CategoryTotal } from './filter-expenses';
import { monthLabel } from './filter-expenses';

/** Beyond the spec: where the chosen month's money went, one total per category. */
export function MonthCategoryTotals({
  month,
  totals,
  historyPending = null,
}: {
  month: string;
  totals: readonly CategoryTotal[];
  /** 'Loading history… 45%' while the month's expenses may not all be here. */
  historyPending?: string | null;
}) {
  const title = `${monthLabel(month)} by category`;
  return (
    <section aria-label={title} className="mb-4 rounded-lg bg-stone-50 p-3 sm:p-4 dark:bg-stone-950/40">
      <h2 className="mb-2 text-sm font-semibold text-stone-900 dark:text-stone-100">{title}</h2>
      {historyPending !== null ? (
        <HistoryPending size="line" label={historyPending} />
      ) : totals.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">No expenses in this month.</p>
      ) : (
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-4">
          {totals.map((entry) => (
            <div key={entry.category} className="flex justify-between gap-3">
              <dt className="text-stone-700 dark:text-stone-300">
                {EXPENSE_CATEGORY_LABELS[entry.category]}
              </dt>
              <dd className="font-medium tabular-nums text-stone-900 dark:text-stone-100">
                {formatMoney(entry.total)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
