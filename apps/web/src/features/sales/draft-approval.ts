import { discountApprovalMessage, withDiscountCents } from '@cafe/domain';
import type { DiscountedDraft } from './discount-limit';
import type { DraftApproval, SaleDraft } from './sale-draft-store';

/**
 * The draft as a manager's approval signs it (discountApprovalMessage): priced, with `saleId` as the sale's id and
 * each line's id as its item's, which is what the sale is stored with when it is paid under this approval.
 */
export function approvedSale(draft: DiscountedDraft, saleId: string) {
  const priced = withDiscountCents(draft.lines, draft.discounts);
  return {
    id: saleId,
    items: priced.lines.map((line) => ({ id: line.lineId, discounts: line.discounts })),
    discounts: priced.discounts,
  };
}

/**
 * The draft's kept approval when it still covers the draft, else null. It covers what the server verifies: the same
 * lines with every discount's kind, value and cents as signed. A discount changed since, or a quantity that moves a
 * percent's cents, or a line added or removed (a reload no longer has the manager's key to sign again) needs the
 * manager again.
 */
export function coveringApproval(
  draft: Pick<SaleDraft, 'lines' | 'discounts' | 'approval'>,
): DraftApproval | null {
  const kept = draft.approval;
  if (!kept) return null;
  const message = discountApprovalMessage(approvedSale(draft, kept.saleId), kept.approval);
  return message === kept.message ? kept : null;
}
