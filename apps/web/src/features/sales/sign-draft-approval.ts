import { discountApprovalMessage } from '@cafe/domain';
import { type ManagerApproval, signDiscountApproval } from '../../data/auth/discount-approval';
import { approvedSale } from './draft-approval';
import type { DraftApproval, SaleDraft } from './sale-draft-store';

export { coveringApproval } from './draft-approval';

/**
 * The manager's signature over the draft as it is now, to keep with it (issue 33). This module (and the draft's
 * approval check it passes on) goes with the discount dialogs' code, never in New Sale's first load. A draft signed
 * before keeps its sale id, so one sale is one id.
 */
export async function signDraftApproval(
  manager: ManagerApproval,
  draft: Pick<SaleDraft, 'lines' | 'discounts' | 'approval'>,
): Promise<DraftApproval> {
  const saleId = draft.approval?.saleId ?? crypto.randomUUID();
  const sale = approvedSale(draft, saleId);
  const approval = await signDiscountApproval(manager, sale);
  return { saleId, message: discountApprovalMessage(sale, approval), approval };
}
