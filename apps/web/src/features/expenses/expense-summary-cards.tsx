import { formatMoney } from '@cafe/domain';
import { DollarSign, Hash, TrendingUp } from 'lucide-react';
import { memo } from 'react';
import { SummaryCards } from '../../ui/summary-cards';
import type { ExpenseSummary } from './filter-expenses';

/** Spec §2: Total Expenses, Expense Count and Average Expense (0.00 when empty) over what the list shows. */
export const ExpenseSummaryCards = memo(function ExpenseSummaryCards({
  summary,
  historyPending = false,
}: {
  summary: ExpenseSummary | undefined;
  /** True while this till's history is arriving: a total of part of the expenses is a dash, not a figure. */
  historyPending?: boolean;
}) {
  const shown = (value: (summary: ExpenseSummary) => string) =>
    historyPending ? '—' : summary ? value(summary) : '';
  const cards = [
    { label: 'Total Expenses', value: shown((s) => formatMoney(s.total)), icon: DollarSign },
    { label: 'Expense Count', value: shown((s) => s.count.toLocaleString('en-US')), icon: Hash },
    { label: 'Average Expense', value: shown((s) => formatMoney(s.average)), icon: TrendingUp },
  ];
  return <SummaryCards cards={cards} className="mb-4" />;
});
