import { useLiveQuery } from 'dexie-react-hooks';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { repositories } from '../../data/repositories/repositories';
import {
  type SalesPage,
  type SalesPageQuery,
  type SalesSummary,
  withSales,
} from '../../data/repositories/sales-repository';
import { storedRecentSales, useSalesHistoryStore } from './sales-history-store';

export const SALES_PAGE_SIZE = 50;

/** The history's query and whether it shows only the sales with refunds (their ids are read live). */
export type SalesHistoryQuery = Omit<SalesPageQuery, 'onlyIds'> & { refundedOnly?: boolean };

const keyOf = (query: SalesHistoryQuery) =>
  JSON.stringify([query.sort, query.direction, query.search, query.limit, query.refundedOnly === true]);

function rememberedAnswer(query: SalesHistoryQuery, key: string) {
  const { lastPage } = useSalesHistoryStore.getState();
  if (lastPage?.key !== key) return undefined;
  const { refundedOnly, ...rest } = query;
  // The remembered page of refunded sales is exactly those sales: nothing just rung up joins it.
  const pageQuery: SalesPageQuery = refundedOnly
    ? { ...rest, onlyIds: lastPage.page.sales.map((sale) => sale.id) }
    : rest;
  return { query: pageQuery, page: lastPage.page, settled: [] };
}

/**
 * One page of the history, live: a sale rung up here or synced from another till appears without a reload, and
 * a sale this till has just rung up appears before its transaction commits (see sales-history-store).
 * The search is deferred so typing never waits on a scan; the previous page stays on screen meanwhile.
 */
export function useSalesHistory(query: SalesHistoryQuery): SalesPage | undefined {
  const deferred = useDeferredValue(query);
  const key = keyOf(deferred);
  const answer = useLiveQuery(
    async () => {
      const settled = storedRecentSales();
      const { refundedOnly, ...rest } = deferred;
      const pageQuery: SalesPageQuery = refundedOnly
        ? { ...rest, onlyIds: await repositories.refunds.refundedSaleIds() }
        : rest;
      const page = await repositories.sales.page(pageQuery);
      useSalesHistoryStore.setState({ lastPage: { key, page } });
      return { query: pageQuery, page, settled };
    },
    [key],
    rememberedAnswer(deferred, key),
  );
  const recent = useSalesHistoryStore((state) => state.recent);

  useEffect(() => {
    if (answer && answer.settled.length > 0) useSalesHistoryStore.getState().settle(answer.settled);
  }, [answer]);

  // Merged with the query the page answers: while a new sort or search loads, the old page stays as it was.
  return useMemo(
    () =>
      answer &&
      withSales(
        answer.page,
        recent.map((entry) => entry.sale),
        answer.query,
      ),
    [answer, recent],
  );
}

/**
 * Total Sales, Total Revenue and Average Sale, read apart from the table so neither waits for the other.
 * `withheld` while a new till's history arrives: the screen shows a dash then, and a figure nobody sees is not
 * read — every history page changes the day totals, and a re-read after each one holds up the next page's write.
 */
export function useSalesSummary(withheld = false): SalesSummary | undefined {
  return useLiveQuery(
    async () => {
      if (withheld) return undefined;
      const summary = await repositories.sales.summary();
      useSalesHistoryStore.setState({ lastSummary: summary });
      return summary;
    },
    [withheld],
    useSalesHistoryStore.getState().lastSummary,
  );
}
