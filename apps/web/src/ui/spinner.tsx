import { cn } from './cn';

export interface SpinnerProps {
  className?: string;
  /** Announced to screen readers. */
  label?: string;
}

export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent opacity-70"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
