import { useId } from 'react';
import { Button } from './button';

/**
 * A placeholder's action, shown for what it is: a quiet button that cannot be pressed yet, with 'Coming soon' beside
 * it (and read with it), never a primary action that does nothing.
 */
export function ComingSoonButton({ children }: { children: string }) {
  const hint = useId();
  return (
    <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
      <Button variant="secondary" disabled aria-describedby={hint} className="opacity-70">
        {children}
      </Button>
      <span
        id={hint}
        className="rounded-full bg-stone-100 px-2.5 py-1 text-xs font-medium text-stone-700 dark:bg-stone-800 dark:text-stone-200"
      >
        Coming soon
      </span>
    </div>
  );
}
