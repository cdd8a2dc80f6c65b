import { Coffee } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card';
import { cn } from './cn';

export interface ComingSoonCardProps {
  title: string;
  children?: ReactNode;
  className?: string;
}

/** A calm stand-in for a screen that a later issue builds. */
export function ComingSoonCard({ title, children, className }: ComingSoonCardProps) {
  return (
    <Card className={cn('flex flex-col items-center px-6 py-12 text-center', className)}>
      <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
        <Coffee aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-base font-semibold text-stone-900 dark:text-stone-100">{title}</h2>
      <div className="mt-2 max-w-md text-sm text-stone-600 dark:text-stone-400">
        {children ?? 'This part of Cafe POS is being brewed. It will appear here soon.'}
      </div>
    </Card>
  );
}
