import type { PushMutation } from '@cafe/domain';
import { mutation, saleData } from './sync-client.js';

/** A busy store's tills, for the tests that push at real server processes: one per demo account, staff on two. */
export const BUSY_STORE_TILLS = [
  'admin@cafe.example',
  'manager@cafe.example',
  'staff@cafe.example',
  'staff@cafe.example',
] as const;

/**
 * A till's new sales as its outbox sends them: `count` batches of `size` sales, their mutation ids counting up
 * from 1 across the batches.
 */
export function saleBatches(till: { userId: string }, count: number, size: number): PushMutation[][] {
  let mutationId = 0;
  return Array.from({ length: count }, () =>
    Array.from({ length: size }, () => {
      mutationId += 1;
      return mutation(mutationId, 'sale', 'create', saleData(), till.userId);
    }),
  );
}

/** The ids of the sales a batch creates. */
export const saleIdsOf = (batch: readonly PushMutation[]) => batch.map((sale) => String(sale.data.id));
