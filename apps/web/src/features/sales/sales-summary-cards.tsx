import { type Cents, formatMoney } from '@cafe/domain';
import { DollarSign, Receipt, TrendingUp } from 'lucide-react';
import type { SalesSummary } from '../../data/repositories/sales-repository';
import { Card } from '../../ui/card';

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
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-3">
      {cards.map((card) => (
        <Card key={card.label} className="flex items-center gap-3 p-3 sm:p-4">
          <span className="hidden size-10 shrink-0 sm:flex items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-500/10 dark:text-brand-400">
            <card.icon aria-hidden="true" className="size-5" />
          </span>
          <section aria-label={card.label} className="min-w-0">
            <p className="truncate text-xs text-stone-600 sm:text-sm dark:text-stone-400">{card.label}</p>
            <p className="h-7 truncate text-base font-semibold sm:text-xl tabular-nums text-stone-900 dark:text-stone-50">
              {card.value}
            </p>
          </section>
        </Card>
      ))}
    </div>
  );
}
