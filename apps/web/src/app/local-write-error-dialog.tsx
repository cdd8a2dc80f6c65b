import { lazy, Suspense } from 'react';
import { useLocalWriteErrorStore } from '../data/repositories/local-write-error-store';

// The alert dialog library stays out of the /login bundle: it is fetched (from the service worker's precache) only
// when a write has failed.
const LocalWriteErrorAlert = lazy(() => import('./local-write-error-alert'));

/** The browser's error name says which; its message (in the console) is for a developer. */
function localWriteWords(name: string): string {
  if (/quota/i.test(name)) {
    return "This device's storage is full, so the last change wasn't saved. Free some space on it, then reload; everything saved before is safe.";
  }
  return "The last change wasn't saved on this device. Reload to carry on; everything saved before is safe.";
}

/**
 * A change that could not be saved on this device blocks the app: carrying on would let a cashier believe a sale
 * was recorded when it was not. Reloading reopens the database (and often frees a blocked one).
 */
export function LocalWriteErrorDialog() {
  const failure = useLocalWriteErrorStore((state) => state.failure);
  if (!failure) return null;
  return (
    <Suspense fallback={null}>
      <LocalWriteErrorAlert message={localWriteWords(failure.name)} />
    </Suspense>
  );
}
