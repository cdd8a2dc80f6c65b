import { keptLazy } from '../../ui/kept-lazy';
import { Spinner } from '../../ui/spinner';

// Sales History shares the /sales route with New Sale but not its first load (the register's byte budget): New Sale
// fetches it once a sale has an item, so the Cash tap draws the history, and the sale in it, in the same render.
const history = keptLazy(
  () => import('./sales-history-page'),
  (module) => module.SalesHistoryPage,
  <div className="flex justify-center py-12 text-stone-500 dark:text-stone-400">
    <Spinner label="Loading sales" />
  </div>,
);

/** Spec §2 Sales History (sales-history-page.tsx), drawn at once when its code is here. */
export const SalesHistory = history.Component;

/** Fetches Sales History's code while a sale is under way (or idle, on a till no service worker will serve). */
export const preloadSalesHistory = history.preload;
