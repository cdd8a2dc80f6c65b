import { AlertTriangle } from 'lucide-react';
import { useLocalWriteErrorStore } from '../data/repositories/local-write-error-store';
import { Button } from '../ui/button';

/**
 * A change that could not be saved on this device blocks the app: carrying on would let a cashier believe a sale
 * was recorded when it was not. Reloading reopens the database (and often frees a blocked one).
 */
export function LocalWriteErrorDialog() {
  const failure = useLocalWriteErrorStore((state) => state.failure);
  if (!failure) return null;
  return (
    <div className="fixed inset-0 z-[100] flex items-center justify-center bg-stone-950/60 p-6">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="local-write-error-title"
        aria-describedby="local-write-error-text"
        className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl dark:bg-stone-900"
      >
        <div className="flex items-start gap-3">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
          <div className="min-w-0">
            <h2 id="local-write-error-title" className="font-semibold text-stone-900 dark:text-stone-100">
              Could not save on this device
            </h2>
            <p
              id="local-write-error-text"
              className="mt-2 break-words text-sm text-stone-600 dark:text-stone-400"
            >
              {failure.name}: {failure.message}
            </p>
          </div>
        </div>
        <div className="mt-6 flex justify-end">
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </div>
      </div>
    </div>
  );
}
