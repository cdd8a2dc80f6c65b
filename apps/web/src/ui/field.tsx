import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cn } from './cn';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  /** Rendered inside the input's right edge, e.g. a show/hide password button. */
  trailing?: ReactNode;
  /** A till's field: 44 px tall, a finger's target (a back-office form keeps the denser 40 px). */
  touch?: boolean;
}

/** A labelled input with its validation message wired up for assistive technology. */
export function Field({ label, error, trailing, touch, className, id, ...props }: FieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-700 dark:text-stone-300">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            'block w-full rounded-lg border bg-white px-3 text-stone-900 shadow-sm placeholder:text-stone-400 focus:outline-none focus-visible:ring-2 dark:bg-stone-900 dark:text-stone-100',
            error
              ? 'border-red-500 focus-visible:ring-red-500/40'
              : 'border-stone-300 focus-visible:border-brand-500 focus-visible:ring-brand-500/30 dark:border-stone-700',
            touch ? 'h-11 text-base' : 'h-10 text-sm',
            trailing ? 'pr-10' : undefined,
          )}
          {...props}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
