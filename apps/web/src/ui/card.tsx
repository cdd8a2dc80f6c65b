import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-xl border border-stone-200 bg-white shadow-sm dark:border-stone-800 dark:bg-stone-900',
        className,
      )}
      {...props}
    />
  );
}
