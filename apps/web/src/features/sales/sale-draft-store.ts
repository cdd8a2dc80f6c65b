import {
  type Cents,
  type ChosenOption,
  type DiscountApproval,
  type DiscountChoice,
  type Product,
  sameOptions,
  unitPriceWithOptions,
} from '@cafe/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const SALE_DRAFT_STORAGE_KEY = 'sale-draft';
/** 1: lines have their own id, since one product may be on several lines (a plain tea and a tea with milk). */
const SALE_DRAFT_VERSION = 1;

export interface DraftLine {
  /** The line's own id: the cart's actions name it. */
  lineId: string;
  productId: string;
  productName: string;
  /** One unit's price when the line was rung up, options included: a price change mid-sale does not move the total. */
  unitPrice: Cents;
  quantity: number;
  notes: string;
  /** With options only: the product's price when rung up, before them. */
  basePrice?: Cents;
  /** The options chosen, named and priced as when rung up; absent on a line without options. */
  options?: ChosenOption[];
  /** The line's discount (issue 33), priced when the sale is; absent when none. */
  discounts?: DiscountChoice[];
}

/**
 * A manager's approval of the draft's discounts, signed on this till (issue 33) and kept with the draft, so a reload
 * neither loses it nor leaves the discount standing without it. It covers the sale only as signed: `message` is the
 * exact text signed (discountApprovalMessage), over `saleId` and the line ids as the sale's and its items' ids
 * and every discount's cents, so a change to those since makes it cover nothing (draft-approval.ts).
 */
export interface DraftApproval {
  saleId: string;
  message: string;
  approval: DiscountApproval;
}

/** Spec §4: a draft starts with a temporary id and paymentStatus pending; the saved sale gets its own id. */
export interface SaleDraft {
  tempId: string;
  startedAt: string;
  lines: DraftLine[];
  /** The sale's discount (issue 33), priced when the sale is; absent when none. */
  discounts?: DiscountChoice[];
  /** A manager's signed approval of the discounts above the store's limit; absent when none. */
  approval?: DraftApproval;
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
   * Adds one of the product with these options (starting a sale if none is active); false when the product is
   * unavailable or the last sale is still being stored. It joins a line only of the same product with the same
   * options, no note and no discount: a tea with milk never merges into a plain tea, nor a latte into one marked
   * 'extra hot', nor a full-price one into a discounted one (whose discount the cashier gave to that line alone).
   */
  add(
    product: Pick<Product, 'id' | 'name' | 'price' | 'available'>,
    options?: readonly ChosenOption[],
  ): boolean;
  increment(lineId: string): void;
  /** At quantity 1 this removes the line (spec §5). */
  decrement(lineId: string): void;
  remove(lineId: string): void;
  /** A typed quantity; the caller checks it first (readQuantity). */
  setQuantity(lineId: string, quantity: number): void;
  setNotes(lineId: string, notes: string): void;
  /** The sale's discount, replacing any it had; null takes it off. A change of discounts ends their approval. */
  setSaleDiscount(discount: DiscountChoice | null): void;
  /** The line's discount, replacing any it had; null takes it off. A change of discounts ends their approval. */
  setLineDiscount(lineId: string, discount: DiscountChoice | null): void;
  /** Keeps a manager's signed approval with the draft `tempId` (no other: the cashier may have moved on). */
  approve(tempId: string, approval: DraftApproval): void;
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

/** Changes the line `lineId` and leaves the others as they are. */
function updateLine(draft: SaleDraft | null, lineId: string, change: (line: DraftLine) => DraftLine) {
  return updateLines(draft, (lines) => lines.map((line) => (line.lineId === lineId ? change(line) : line)));
}

function newLine(
  product: Pick<Product, 'id' | 'name' | 'price'>,
  options: readonly ChosenOption[],
): DraftLine {
  const line = {
    lineId: crypto.randomUUID(),
    productId: product.id,
    productName: product.name,
    unitPrice: product.price,
    quantity: 1,
    notes: '',
  };
  if (options.length === 0) return line;
  return {
    ...line,
    unitPrice: unitPriceWithOptions(product.price, options),
    basePrice: product.price,
    options: [...options],
  };
}

/** A draft as version 0 saved it: its lines had no id, and one product had one line, so its id names the line. */
type StoredDraft = Omit<SaleDraft, 'lines'> & { lines: (Omit<DraftLine, 'lineId'> & { lineId?: string })[] };

function withLineIds(draft: StoredDraft | null | undefined): SaleDraft | null {
  if (!draft) return null;
  return { ...draft, lines: draft.lines.map((line) => ({ ...line, lineId: line.lineId ?? line.productId })) };
}

/** What localStorage held, saved by the version `version` of this store, as this version keeps it. */
export function migrateSaleDraft(
  persisted: unknown,
  version: number,
): Pick<SaleDraftState, 'draft' | 'paying'> {
  const stored = (persisted ?? {}) as {
    draft?: StoredDraft | null;
    paying?: { draft: StoredDraft; saleId: string } | null;
  };
  if (version >= SALE_DRAFT_VERSION) return stored as Pick<SaleDraftState, 'draft' | 'paying'>;
  const payingDraft = withLineIds(stored.paying?.draft);
  return {
    draft: withLineIds(stored.draft),
    paying: stored.paying && payingDraft ? { saleId: stored.paying.saleId, draft: payingDraft } : null,
  };
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
      add: (product, options = []) => {
        if (!product.available || get().paying) return false;
        const draft = get().draft ?? newDraft();
        const same = draft.lines.find(
          (line) =>
            line.productId === product.id &&
            line.notes === '' &&
            line.discounts === undefined &&
            sameOptions(line.options, options),
        );
        const lines = same
          ? draft.lines.map((line) => (line === same ? { ...line, quantity: line.quantity + 1 } : line))
          : [...draft.lines, newLine(product, options)];
        set({ draft: { ...draft, lines } });
        return true;
      },
      increment: (lineId) =>
        set((state) => ({
          draft: updateLine(state.draft, lineId, (line) => ({ ...line, quantity: line.quantity + 1 })),
        })),
      decrement: (lineId) =>
        set((state) => ({
          draft: updateLines(state.draft, (lines) =>
            lines.flatMap((line) => {
              if (line.lineId !== lineId) return [line];
              return line.quantity <= 1 ? [] : [{ ...line, quantity: line.quantity - 1 }];
            }),
          ),
        })),
      remove: (lineId) =>
        set((state) => ({
          draft: updateLines(state.draft, (lines) => lines.filter((line) => line.lineId !== lineId)),
        })),
      setQuantity: (lineId, quantity) =>
        set((state) => ({ draft: updateLine(state.draft, lineId, (line) => ({ ...line, quantity })) })),
      setNotes: (lineId, notes) =>
        set((state) => ({ draft: updateLine(state.draft, lineId, (line) => ({ ...line, notes })) })),
      setSaleDiscount: (discount) =>
        set((state) => {
          if (!state.draft) return state;
          const { discounts: _replaced, approval: _ended, ...draft } = state.draft;
          return { draft: discount ? { ...draft, discounts: [discount] } : draft };
        }),
      setLineDiscount: (lineId, discount) =>
        set((state) => {
          if (!state.draft) return state;
          const { approval: _ended, ...draft } = state.draft;
          return {
            draft: updateLine(draft, lineId, ({ discounts: _replaced, ...line }) =>
              discount ? { ...line, discounts: [discount] } : line,
            ),
          };
        }),
      approve: (tempId, approval) =>
        set((state) => (state.draft?.tempId === tempId ? { draft: { ...state.draft, approval } } : state)),
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
      version: SALE_DRAFT_VERSION,
      migrate: migrateSaleDraft,
      partialize: (state) => ({ draft: state.draft, paying: state.paying }),
    },
  ),
);
