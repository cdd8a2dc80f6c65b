import { type Cents, formatMoney } from '@cafe/domain';
import { DollarSign, Receipt, TrendingUp } from 'lucide-react';
import type { SalesSummary } from '../../data/repositories/sales-repository';
import { SummaryCards } from '../../ui/summary-cards';

export interface SalesSummaryCardsProps {
  summary: SalesSummary | undefined;
  /** True while this till's history is arriving: a count of part of the sales is shown as a dash, not a figure. */
  historyPending?: boolean;
}

export function SalesSummaryCards({ summary, historyPending = false }: SalesSummaryCardsProps) {
  const average = summary && summary.count > 0 ? Math.round(summary.revenue / summary.count) : 0;
  const shown = (value: string) => (historyPending ? '—' : summary ? value : '');
  const cards = [
    { label: 'Total Sales', value: shown(summary?.count.toLocaleString('en-US') ?? ''), icon: Receipt },
    { label: 'Total Revenue', value: shown(formatMoney((summary?.revenue ?? 0) as Cents)), icon: DollarSign },
    { label: 'Average Sale', value: shown(formatMoney(average as Cents)), icon: TrendingUp },
  ];
  return <SummaryCards cards={cards} />;
}
