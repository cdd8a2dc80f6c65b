import type { Refund } from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { repositories } from '../../data/repositories/repositories';

/** A sale's refunds on this till, live (oldest first); undefined while read. */
export function useSaleRefunds(saleId: string | undefined): Refund[] | undefined {
  return useLiveQuery(async () => (saleId ? repositories.refunds.ofSale(saleId) : []), [saleId]);
}

/** The cents refunded of each of `saleIds`, live: Sales History marks a refunded sale with it. */
export function useRefundedAmounts(saleIds: readonly string[]): ReadonlyMap<string, number> | undefined {
  const key = saleIds.join(',');
  return useLiveQuery(() => repositories.refunds.refundedAmounts(saleIds), [key]);
}
