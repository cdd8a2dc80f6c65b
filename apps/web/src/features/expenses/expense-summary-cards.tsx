import { formatMoney } from '@cafe/domain';
import { DollarSign, Hash, TrendingUp } from 'lucide-react';
import { memo } from 'react';
import { Card } from '../../ui/card';
import type { ExpenseSummary } from './filter-expenses';

/** Spec §2: Total Expenses, Expense Count and Average Expense (0.00 when empty) over what the list shows. */
export const ExpenseSummaryCards = memo(function ExpenseSummaryCards({
  summary,
}: {
  summary: ExpenseSummary | undefined;
}) {
  const cards = [
    { label: 'Total Expenses', value: summary ? formatMoney(summary.total) : '', icon: DollarSign },
    { label: 'Expense Count', value: summary ? summary.count.toLocaleString('en-US') : '', icon: Hash },
    { label: 'Average Expense', value: summary ? formatMoney(summary.average) : '', icon: TrendingUp },
  ];
  return (
    <div className="mb-4 grid grid-cols-3 gap-2 sm:gap-3">
      {cards.map((card) => (
        <Card key={card.label} className="flex items-center gap-3 p-3 sm:p-4">
          <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:flex dark:bg-brand-500/10 dark:text-brand-400">
            <card.icon aria-hidden="true" className="size-5" />
          </span>
          <section aria-label={card.label} className="min-w-0">
            <p className="truncate text-xs text-stone-600 sm:text-sm dark:text-stone-400">{card.label}</p>
            <p className="h-7 truncate text-base font-semibold tabular-nums text-stone-900 sm:text-xl dark:text-stone-50">
              {card.value}
            </p>
          </section>
        </Card>
      ))}
    </div>
  );
});
