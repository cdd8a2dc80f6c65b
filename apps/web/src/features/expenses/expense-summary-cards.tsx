import { formatMoney } from '@cafe/domain';
import { DollarSign, Hash, TrendingUp } from 'lucide-react';
import { memo } from 'react';
import { SummaryCards } from '../../ui/summary-cards';
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
  return <SummaryCards cards={cards} className="mb-4" />;
});
