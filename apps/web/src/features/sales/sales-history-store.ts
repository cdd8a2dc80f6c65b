import type { Sale } from '@cafe/domain';
import { create } from 'zustand';
import { useAuthStore } from '../../data/auth/auth-store';
import type { SalesPage, SalesSummary } from '../../data/repositories/sales-repository';

interface RecentSale {
  sale: Sale;
  /** Its transaction has committed: the database holds it and the history's next read will too. */
  stored: boolean;
}

interface SalesHistoryState {
  /**
   * The last page (with the query it answers) and summary the history read, shown again the moment it reopens
   * (after a sale, say) while its live queries read the database afresh: the first frame has the table.
   */
  lastPage: { key: string; page: SalesPage } | undefined;
  lastSummary: SalesSummary | undefined;
  recent: readonly RecentSale[];
  /** A sale just paid for, shown at once while its transaction commits. */
  rungUp(sale: Sale): void;
  markStored(id: string): void;
  /** Its transaction failed: it was never stored, so it must not be shown. */
  failed(id: string): void;
  /**
   * A history query that began after these sales were stored has answered: it saw them as the database has them
   * (or does not, should a sync have removed one since), so they need no stand-in any more.
   */
  settle(ids: readonly string[]): void;
}

/**
 * What the Sales History shows before its queries answer. `recent` holds the sales this till has just rung up,
 * from the payment tap until a history query that began after their commit has answered. The history draws them
 * at once, so the cashier sees the sale the moment it is paid rather than after its transaction and the history's
 * query have both run. A sale whose transaction fails is dropped again; the app's blocking error dialog and the
 * draft, back on New Sale, say what happened.
 */
export const useSalesHistoryStore = create<SalesHistoryState>()((set) => ({
  lastPage: undefined,
  lastSummary: undefined,
  recent: [],
  rungUp: (sale) => set((state) => ({ recent: [...state.recent, { sale, stored: false }] })),
  markStored: (id) =>
    set((state) => ({
      recent: state.recent.map((entry) => (entry.sale.id === id ? { ...entry, stored: true } : entry)),
    })),
  failed: (id) => set((state) => ({ recent: state.recent.filter((entry) => entry.sale.id !== id) })),
  settle: (ids) =>
    set((state) => {
      const settled = new Set(ids);
      const recent = state.recent.filter((entry) => !settled.has(entry.sale.id));
      return recent.length === state.recent.length ? state : { recent };
    }),
}));

// What one person's session read is not shown to the next: signing out forgets the remembered page and summary.
useAuthStore.subscribe((state, previous) => {
  if (previous.user && !state.user)
    useSalesHistoryStore.setState({ lastPage: undefined, lastSummary: undefined });
});

/** The ids of the recent sales already stored: a query that begins now will see them. */
export function storedRecentSales(): string[] {
  return useSalesHistoryStore
    .getState()
    .recent.filter((entry) => entry.stored)
    .map((entry) => entry.sale.id);
}
