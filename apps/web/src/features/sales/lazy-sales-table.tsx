import { lazy, Suspense } from 'react';
import { keptModule } from '../../lib/kept-module';
import { Spinner } from '../../ui/spinner';
import type { SalesTableProps } from './sales-table';

// The history's table brings the app's table library, which the register never draws: the till's first load leaves
// it out (issue 16's byte budget) and fetches it while the first sale is under way, so the Cash tap draws the
// history with it in the same render.
const salesTable = keptModule(() => import('./sales-table'));
const LazyTable = lazy(() => salesTable.load().then((module) => ({ default: module.SalesTable })));

/** Fetches the history's table while a sale is under way (or idle, on a till no service worker will serve). */
export function preloadSalesTable(): void {
  salesTable.load().catch(() => {
    // Nothing to report: drawing the history imports it again, and the app's error screen tells of a failure.
  });
}

/** Sales History's table: drawn at once when its code is here, after a spinner the first time it is not. */
export function HistoryTable(props: SalesTableProps) {
  const Loaded = salesTable.kept?.SalesTable;
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-12 text-stone-500 dark:text-stone-400">
          <Spinner label="Loading sales" />
        </div>
      }
    >
      <LazyTable {...props} />
    </Suspense>
  );
}
