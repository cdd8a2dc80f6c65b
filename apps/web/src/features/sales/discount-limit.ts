import { aboveDiscountLimit, discountShare, withDiscountCents } from '@cafe/domain';
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
