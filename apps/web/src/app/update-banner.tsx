import { RefreshCw, X } from 'lucide-react';

export interface UpdateBannerProps {
  onReload: () => void;
  onDismiss: () => void;
}

/** Spec §1: the prompt shown when a new version of the app is waiting. */
export function UpdateBanner({ onReload, onDismiss }: UpdateBannerProps) {
  return (
    <div
      role="alertdialog"
      aria-labelledby="update-banner-text"
      className="fixed right-4 bottom-4 left-4 z-[60] flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-lg shadow-stone-900/10 sm:left-auto sm:max-w-sm dark:border-stone-700 dark:bg-stone-900"
    >
      <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-brand-600 dark:text-brand-400" />
      <p id="update-banner-text" className="flex-1 text-sm text-stone-800 dark:text-stone-100">
        New content available. Reload?
      </p>
      <button
        type="button"
        onClick={onReload}
        className="inline-flex h-9 items-center rounded-lg bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-stone-950 dark:hover:bg-brand-400"
      >
        Reload
      </button>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={onDismiss}
        className="inline-flex size-9 items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100 dark:text-stone-400 dark:hover:bg-stone-800"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
