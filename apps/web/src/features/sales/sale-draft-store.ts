import type { Cents, Product } from '@cafe/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const SALE_DRAFT_STORAGE_KEY = 'sale-draft';

export interface DraftLine {
  productId: string;
  productName: string;
  /** The price when the line was rung up: a price change mid-sale does not move the customer's total. */
  unitPrice: Cents;
  quantity: number;
  notes: string;
}

/** Spec §4: a draft starts with a temporary id and paymentStatus pending; the saved sale gets its own id. */
export interface SaleDraft {
  tempId: string;
  startedAt: string;
  lines: DraftLine[];
}

/** A paid draft whose sale is being stored, with that sale's id. */
export interface PayingDraft {
  draft: SaleDraft;
  saleId: string;
}

export interface SaleDraftState {
  draft: SaleDraft | null;
  /**
   * Set from the payment until the sale is known to be stored: no new sale starts meanwhile, so the paid one can
   * neither be paid twice nor be lost (a failed write, or a reload before the commit, brings it back).
   */
  paying: PayingDraft | null;
  start(): void;
  /**
   * Adds one of the product (starting a sale if none is active); false when the product is unavailable or the
   * last sale is still being stored.
   */
  add(product: Pick<Product, 'id' | 'name' | 'price' | 'available'>): boolean;
  increment(productId: string): void;
  /** At quantity 1 this removes the line (spec §5). */
  decrement(productId: string): void;
  remove(productId: string): void;
  /** A typed quantity; the caller checks it first (readQuantity). */
  setQuantity(productId: string, quantity: number): void;
  setNotes(productId: string, notes: string): void;
  discard(): void;
  /** The current draft is paid and its sale, `saleId`, is being stored. */
  pay(saleId: string): void;
  /** That sale is stored: its draft is done with. */
  paid(saleId: string): void;
  /** That sale was not stored: its draft is the current one again. */
  unpaid(saleId: string): void;
}

function newDraft(): SaleDraft {
  return { tempId: `draft-${crypto.randomUUID()}`, startedAt: new Date().toISOString(), lines: [] };
}

function updateLines(draft: SaleDraft | null, change: (lines: DraftLine[]) => DraftLine[]): SaleDraft | null {
  return draft ? { ...draft, lines: change(draft.lines) } : draft;
}

/**
 * The sale being rung up. It lives in localStorage so a reload, a crash or a tab switch on a shared till never
 * loses a half-taken order; it reaches the database only when it is paid.
 */
export const useSaleDraftStore = create<SaleDraftState>()(
  persist(
    (set, get) => ({
      draft: null,
      paying: null,
      start: () => {
        if (!get().draft && !get().paying) set({ draft: newDraft() });
      },
      add: (product) => {
        if (!product.available || get().paying) return false;
        const draft = get().draft ?? newDraft();
        const present = draft.lines.some((line) => line.productId === product.id);
        const lines = present
          ? draft.lines.map((line) =>
              line.productId === product.id ? { ...line, quantity: line.quantity + 1 } : line,
            )
          : [
              ...draft.lines,
              {
                productId: product.id,
                productName: product.name,
                unitPrice: product.price,
                quantity: 1,
                notes: '',
              },
            ];
        set({ draft: { ...draft, lines } });
        return true;
      },
      increment: (productId) =>
        set((state) => ({
          draft: updateLines(state.draft, (lines) =>
            lines.map((line) =>
              line.productId === productId ? { ...line, quantity: line.quantity + 1 } : line,
            ),
          ),
        })),
      decrement: (productId) =>
        set((state) => ({
          draft: updateLines(state.draft, (lines) =>
            lines.flatMap((line) => {
              if (line.productId !== productId) return [line];
              return line.quantity <= 1 ? [] : [{ ...line, quantity: line.quantity - 1 }];
            }),
          ),
        })),
      remove: (productId) =>
        set((state) => ({
          draft: updateLines(state.draft, (lines) => lines.filter((line) => line.productId !== productId)),
        })),
      setQuantity: (productId, quantity) =>
        set((state) => ({
          draft: updateLines(state.draft, (lines) =>
            lines.map((line) => (line.productId === productId ? { ...line, quantity } : line)),
          ),
        })),
      setNotes: (productId, notes) =>
        set((state) => ({
          draft: updateLines(state.draft, (lines) =>
            lines.map((line) => (line.productId === productId ? { ...line, notes } : line)),
          ),
        })),
      discard: () => set({ draft: null }),
      pay: (saleId) =>
        set((state) => (state.draft ? { draft: null, paying: { draft: state.draft, saleId } } : state)),
      paid: (saleId) => set((state) => (state.paying?.saleId === saleId ? { paying: null } : state)),
      unpaid: (saleId) =>
        set((state) =>
          state.paying?.saleId === saleId ? { draft: state.paying.draft, paying: null } : state,
        ),
    }),
    {
      name: SALE_DRAFT_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ draft: state.draft, paying: state.paying }),
    },
  ),
);
