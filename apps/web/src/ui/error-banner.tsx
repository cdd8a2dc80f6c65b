import { AlertCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * An error in a red banner with its icon, announced as an alert: a form's failed save, a refused sign-in, a file
 * that cannot be imported. `children` follows the icon as given (a paragraph, or a title and its paragraphs).
 */
export function ErrorBanner({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="alert"
      className={cn(
        'flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200',
        className,
      )}
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {children}
    </div>
  );
}
