import type { DiscountChoice } from '@cafe/domain';
import type { DiscountedDraft } from './discount-limit';
import type { DraftLine } from './sale-draft-store';

// Apart from discount-limit.ts, which the till loads first: only the discount dialogs ask what a discount would do.

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
