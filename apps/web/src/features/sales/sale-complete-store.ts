import type { Sale } from '@cafe/domain';
import { create } from 'zustand';

interface SaleCompleteState {
  /** The sale just paid for, whose sale-complete sheet is open over Sales History; null when none is. */
  sale: Sale | null;
  show(sale: Sale): void;
  close(): void;
  /** That sale was not stored: its sheet goes, and the cashier is back at the sale. */
  failed(id: string): void;
}

/**
 * The sale-complete sheet's one fact, set by New Sale as it leaves for the history. In memory only: after a reload
 * the sale is in the history and its receipt a tap away, so nothing is lost with the sheet.
 */
export const useSaleCompleteStore = create<SaleCompleteState>()((set) => ({
  sale: null,
  show: (sale) => set({ sale }),
  close: () => set({ sale: null }),
  failed: (id) => set((state) => (state.sale?.id === id ? { sale: null } : state)),
}));
