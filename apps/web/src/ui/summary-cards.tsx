import type { LucideIcon } from 'lucide-react';
import { Card } from './card';
import { cn } from './cn';

export interface SummaryCard {
  label: string;
  /** Empty until the first local read answers: the card keeps its height, with no spinner. */
  value: string;
  icon: LucideIcon;
}

/** A row of three small figures over a list (Sales History, Expenses), each a region named by its label. */
export function SummaryCards({ cards, className }: { cards: readonly SummaryCard[]; className?: string }) {
  return (
    <div className={cn('grid grid-cols-3 gap-2 sm:gap-3', className)}>
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
}
