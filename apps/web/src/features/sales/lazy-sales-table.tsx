import { keptLazy } from '../../ui/kept-lazy';
import { Spinner } from '../../ui/spinner';

// The history's table brings the app's table library, which the register never draws: the till's first load leaves
// it out (issue 16's byte budget) and fetches it while the first sale is under way, so the Cash tap draws the
// history with it in the same render.
const salesTable = keptLazy(
  () => import('./sales-table'),
  (module) => module.SalesTable,
  <div className="flex justify-center py-12 text-stone-500 dark:text-stone-400">
    <Spinner label="Loading sales" />
  </div>,
);

/** Sales History's table: drawn at once when its code is here, after a spinner the first time it is not. */
export const HistoryTable = salesTable.Component;

/** Fetches the history's table while a sale is under way (or idle, on a till no service worker will serve). */
export const preloadSalesTable = salesTable.preload;
