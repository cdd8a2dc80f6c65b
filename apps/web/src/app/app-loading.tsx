import { Coffee } from 'lucide-react';

/** The quiet full-page state shown while the first auth check of a visit runs. */
export function AppLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-stone-50 dark:bg-stone-950">
      <div role="status" className="flex flex-col items-center gap-3 text-stone-500 dark:text-stone-400">
        <Coffee aria-hidden="true" className="size-8 animate-pulse text-brand-600 dark:text-brand-400" />
        <span className="text-sm">Loading Cafe POS…</span>
      </div>
    </div>
  );
}
