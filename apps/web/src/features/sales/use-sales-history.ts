import { useLiveQuery } from 'dexie-react-hooks';
import { useDeferredValue } from 'react';
import { repositories } from '../../data/repositories/repositories';
import type { SalesPage, SalesPageQuery, SalesSummary } from '../../data/repositories/sales-repository';

export const SALES_PAGE_SIZE = 50;

/**
 * One page of the history, live: a sale rung up here or synced from another till appears without a reload.
 * The search is deferred so typing never waits on a scan; the previous page stays on screen meanwhile.
 */
export function useSalesHistory(query: SalesPageQuery): SalesPage | undefined {
  const deferred = useDeferredValue(query);
  return useLiveQuery(
    () => repositories.sales.page(deferred),
    [deferred.sort, deferred.direction, deferred.search, deferred.limit],
  );
}

/** Total Sales, Total Revenue and Average Sale, read apart from the table so neither waits for the other. */
export function useSalesSummary(): SalesSummary | undefined {
  return useLiveQuery(() => repositories.sales.summary(), []);
}
