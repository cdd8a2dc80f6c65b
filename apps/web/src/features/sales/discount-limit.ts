import { aboveDiscountLimit, type DiscountChoice, discountShare, withDiscountCents } from '@cafe/domain';
import type { DraftLine } from './sale-draft-store';

/** Whether this discount on these lines takes more than the store's limit allows without a manager. */
export function needsApproval(lines: readonly DraftLine[], discount: DiscountChoice, limit: number): boolean {
  const priced = withDiscountCents(lines, [discount]);
  const { discounted, gross } = discountShare({ items: priced.lines, discounts: priced.discounts });
  return aboveDiscountLimit(discounted, gross, limit);
}
