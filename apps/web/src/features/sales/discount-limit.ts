import { aboveDiscountLimit, type DiscountChoice, discountShare, withDiscountCents } from '@cafe/domain';
import type { DraftLine, SaleDraft } from './sale-draft-store';

/** What the store's limit is measured on: the sale's lines with their discounts, and the sale's own. */
export interface DiscountedDraft {
  lines: readonly DraftLine[];
  discounts?: SaleDraft['discounts'] | undefined;
}

/**
 * Whether the discounts of these lines and of the sale together take more than the store's limit allows without a
 * manager: the server's measure (the sale module's limitRefusal), so the till asks exactly when the server would.
 */
export function needsApproval(sale: DiscountedDraft, limit: number): boolean {
  const priced = withDiscountCents(sale.lines, sale.discounts);
  const { discounted, gross } = discountShare({ items: priced.lines, discounts: priced.discounts });
  return aboveDiscountLimit(discounted, gross, limit);
}

/** The sale as it would be with `discount` as its discount (replacing any), for needsApproval. */
export function withSaleDiscount(sale: DiscountedDraft, discount: DiscountChoice): DiscountedDraft {
  return { lines: sale.lines, discounts: [discount] };
}

/** The sale as it would be with `discount` as the line `lineId`'s discount (replacing any), for needsApproval. */
export function withLineDiscount(
  sale: DiscountedDraft,
  lineId: string,
  discount: DiscountChoice,
): DiscountedDraft {
  const lines = sale.lines.map(
    (line): DraftLine => (line.lineId === lineId ? { ...line, discounts: [discount] } : line),
  );
  return sale.discounts ? { lines, discounts: sale.discounts } : { lines };
}
