import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card';

/** A figure card (dashboard, cash-up): title, icon, the value, and a line that explains it. */
export function StatCard({
  title,
  icon: Icon,
  value,
  note,
  testId,
}: {
  title: string;
  icon: LucideIcon;
  /** Undefined until the first local read answers: a dash, not a spinner. */
  value: string | undefined;
  note?: ReactNode;
  testId: string;
}) {
  return (
    <Card className="p-4 sm:p-5" data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-xs font-medium text-stone-600 sm:text-sm dark:text-stone-400">{title}</h2>
        <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-600 dark:text-brand-400" />
      </div>
      <p
        className="mt-3 truncate text-xl font-semibold tabular-nums text-stone-900 sm:text-2xl dark:text-stone-50"
        data-testid={`${testId}-value`}
      >
        {value ?? <span className="text-stone-300 dark:text-stone-600">—</span>}
      </p>
      {note ? <div className="mt-1 text-xs text-stone-600 dark:text-stone-400">{note}</div> : null}
    </Card>
  );
}
