import type { Refund, Sale } from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { repositories } from '../../data/repositories/repositories';
import { useSalesHistoryStore } from './sales-history-store';

/** A sale's refunds on this till, live (oldest first); undefined while read. */
export function useSaleRefunds(saleId: string | undefined): Refund[] | undefined {
  return useLiveQuery(async () => (saleId ? repositories.refunds.ofSale(saleId) : []), [saleId]);
}

/**
 * The cents refunded of each of `sales`, live: Sales History marks a refunded sale with it. A sale this till has just
 * rung up and not yet stored has no refund, so it is left out: the question is asked again once its transaction has
 * committed, not inside the tap that paid while that transaction is still running.
 */
export function useRefundedAmounts(
  sales: readonly Sale[] | undefined,
): ReadonlyMap<string, number> | undefined {
  const recent = useSalesHistoryStore((state) => state.recent);
  const unstored = new Set(recent.filter((entry) => !entry.stored).map((entry) => entry.sale.id));
  const saleIds = (sales ?? []).map((sale) => sale.id).filter((id) => !unstored.has(id));
  const key = saleIds.join(',');
  return useLiveQuery(() => repositories.refunds.refundedAmounts(saleIds), [key]);
}
