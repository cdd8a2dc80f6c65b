import { type Cents, formatMoney } from '@cafe/domain';
import { DollarSign, Receipt, TrendingUp } from 'lucide-react';
import type { SalesSummary } from '../../data/repositories/sales-repository';
import { SummaryCards } from '../../ui/summary-cards';

export interface SalesSummaryCardsProps {
  summary: SalesSummary | undefined;
}

export function SalesSummaryCards({ summary }: SalesSummaryCardsProps) {
  const average = summary && summary.count > 0 ? Math.round(summary.revenue / summary.count) : 0;
  const cards = [
    { label: 'Total Sales', value: summary ? summary.count.toLocaleString('en-US') : '', icon: Receipt },
    { label: 'Total Revenue', value: summary ? formatMoney(summary.revenue as Cents) : '', icon: DollarSign },
    { label: 'Average Sale', value: summary ? formatMoney(average as Cents) : '', icon: TrendingUp },
  ];
  return <SummaryCards cards={cards} />;
}
