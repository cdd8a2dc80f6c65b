import type { ReactNode } from 'react';
import { Card } from '../../ui/card';
import { cn } from '../../ui/cn';

/** A titled card the charts sit in; also the fallback while the chart code loads, so nothing jumps. */
export function ChartCard({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Card className={cn('min-w-0 p-4 sm:p-5', className)}>
      <h2 className="mb-4 text-sm font-semibold text-stone-900 dark:text-stone-100">{title}</h2>
      {children ?? <div className="h-64" />}
    </Card>
  );
}
