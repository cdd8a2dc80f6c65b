import { paths, type Sale } from '@cafe/domain';
import { Plus, Search } from 'lucide-react';
import { lazy, Suspense, useCallback, useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import type { SalesSortKey, SortDirection } from '../../data/repositories/sales-repository';
import { historyProgressLabel, useHistoryStatus } from '../../data/sync/history-status';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { cn } from '../../ui/cn';
import { HistoryPending } from '../../ui/history-pending';
import { HistoryTable } from './lazy-sales-table';
import { SaleCompleteHost } from './sale-complete-host';
import { useSalesHistoryStore } from './sales-history-store';
import { SalesSummaryCards } from './sales-summary-cards';
import { useRefundedAmounts } from './use-sale-refunds';
import { SALES_PAGE_SIZE, useSalesHistory, useSalesSummary } from './use-sales-history';

// The receipt (and its print styles) loads when a sale's details are first opened: New Sale, which shares this
// screen's code so a paid sale shows here at once, never needs it.
const ReceiptDialog = lazy(() =>
  import('./receipt-dialog').then((module) => ({ default: module.ReceiptDialog })),
);

/**
 * Rows in the first frame of the history: a tablet's screenful. The rest of the page follows in a render of its
 * own, so a sale just paid for shows at the top without waiting for fifty rows to be built.
 */
const FIRST_FRAME_ROWS = 15;

/** Spec §2 Sales History. Pages through the soldAt index, so 100,000 local sales cost one page to show. */
export function SalesHistoryPage() {
  const [search, setSearch] = useState('');
  // Spec §9: default date descending; a repeated click on the same header toggles the direction.
  const [sort, setSort] = useState<SalesSortKey>('date');
  const [direction, setDirection] = useState<SortDirection>('desc');
  const [limit, setLimit] = useState(SALES_PAGE_SIZE);
  const [receipt, setReceipt] = useState<Sale | null>(null);
  // Which view the sale's dialog opens on: its receipt (Details) or its Refund form.
  const [receiptStart, setReceiptStart] = useState<'receipt' | 'refund'>('receipt');
  const [refundedOnly, setRefundedOnly] = useState(false);
  // Kept mounted once opened, so closing returns focus as the dialog library does.
  const [receiptOpened, setReceiptOpened] = useState(false);
  if (receipt && !receiptOpened) setReceiptOpened(true);
  const page = useSalesHistory({ sort, direction, search, limit, refundedOnly });
  const refunded = useRefundedAmounts(page?.sales);
  const showDetails = useCallback((sale: Sale) => {
    setReceiptStart('receipt');
    setReceipt(sale);
  }, []);
  const showRefund = useCallback((sale: Sale) => {
    setReceiptStart('refund');
    setReceipt(sale);
  }, []);
  // Keyed to the page's arrival, not the mount: the page may come after the first render, from IndexedDB. While a
  // sale just paid for is being stored the rest waits too: each of its transaction's round trips waits for the
  // page's main thread, and the rows below a screenful are not worth a slower save.
  const saving = useSalesHistoryStore((state) => state.recent.some((entry) => !entry.stored));
  const rowsShown = useDeferredValue(
    page && !saving ? Number.POSITIVE_INFINITY : FIRST_FRAME_ROWS,
    FIRST_FRAME_ROWS,
  );
  const history = useHistoryStatus();
  // While a new till's history arrives the table shows the sales that are here; the totals would be a part of them.
  const pending = history.loading ? historyProgressLabel(history) : null;
  const summary = useSalesSummary(history.loading);

  function onSort(key: SalesSortKey) {
    if (key === sort) setDirection(direction === 'asc' ? 'desc' : 'asc');
    else {
      setSort(key);
      setDirection('desc');
    }
    setLimit(SALES_PAGE_SIZE);
  }

  const noSalesAtAll = page !== undefined && page.sales.length === 0 && search.trim() === '' && !refundedOnly;

  return (
    <div className="space-y-6">
      <SalesSummaryCards summary={summary} historyPending={pending !== null} />
      {pending !== null ? (
        <HistoryPending
          size="line"
          label={pending}
          message="Figures appear once this till has all its history; older sales are still loading."
        />
      ) : null}
      {noSalesAtAll && pending !== null ? null : noSalesAtAll ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
          <h2 className="text-lg font-semibold text-stone-900 dark:text-stone-50">No sales yet</h2>
          <p className="text-sm text-stone-600 dark:text-stone-400">Sales you ring up appear here.</p>
          <Link
            to={paths.newSale}
            className="inline-flex h-10 items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white shadow-sm hover:bg-brand-800 dark:bg-brand-500 dark:text-stone-950 dark:hover:bg-brand-400"
          >
            <Plus aria-hidden="true" className="size-4" />
            Create Your First Sale
          </Link>
        </Card>
      ) : (
        <Card>
          <div className="border-b border-stone-200 p-4 dark:border-stone-800">
            <h2 className="sr-only">Sales History</h2>
            <div className="flex flex-wrap items-center gap-3">
              <div className="relative max-w-md flex-1">
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
                />
                <input
                  type="search"
                  value={search}
                  onChange={(event) => {
                    setSearch(event.target.value);
                    setLimit(SALES_PAGE_SIZE);
                  }}
                  aria-label="Search sales"
                  placeholder="Search by id, product or note..."
                  className="block h-10 w-full rounded-lg border border-stone-300 bg-white pr-3 pl-9 text-sm shadow-sm placeholder:text-stone-400 focus:outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/30 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
                />
              </div>
              <button
                type="button"
                aria-pressed={refundedOnly}
                onClick={() => {
                  setRefundedOnly(!refundedOnly);
                  setLimit(SALES_PAGE_SIZE);
                }}
                className={cn(buttonClass(refundedOnly ? 'primary' : 'secondary', 'md'), 'h-11')}
              >
                Refunded
              </button>
            </div>
          </div>
          <HistoryTable
            sales={
              page ? (rowsShown < page.sales.length ? page.sales.slice(0, rowsShown) : page.sales) : undefined
            }
            sort={sort}
            direction={direction}
            onSort={onSort}
            onDetails={showDetails}
            onRefund={showRefund}
            refunded={refunded}
            empty={<p>{refundedOnly ? 'No refunded sales match.' : 'No sales match your search.'}</p>}
          />
          {page?.hasMore ? (
            <div className="flex justify-center border-t border-stone-200 p-3 dark:border-stone-800">
              <Button variant="secondary" onClick={() => setLimit(limit + SALES_PAGE_SIZE)}>
                Load more
              </Button>
            </div>
          ) : null}
        </Card>
      )}
      <SaleCompleteHost />
      {receiptOpened ? (
        <Suspense fallback={null}>
          <ReceiptDialog sale={receipt} startWith={receiptStart} onClose={() => setReceipt(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
