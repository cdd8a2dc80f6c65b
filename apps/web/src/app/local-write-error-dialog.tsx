import { lazy, Suspense } from 'react';
import { useLocalWriteErrorStore } from '../data/repositories/local-write-error-store';

// The alert dialog library stays out of the /login bundle: it is fetched (from the service worker's precache) only
// when a write has failed.
const LocalWriteErrorAlert = lazy(() => import('./local-write-error-alert'));

/**
 * A change that could not be saved on this device blocks the app: carrying on would let a cashier believe a sale
 * was recorded when it was not. Reloading reopens the database (and often frees a blocked one).
 */
export function LocalWriteErrorDialog() {
  const failure = useLocalWriteErrorStore((state) => state.failure);
  if (!failure) return null;
  return (
    <Suspense fallback={null}>
      <LocalWriteErrorAlert message={`${failure.name}: ${failure.message}`} />
    </Suspense>
  );
}
