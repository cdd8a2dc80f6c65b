/**
 * The zod-free half of refund.ts (which re-exports it): a refund's reasons, its words, and the text a manager's
 * approval of it is signed over (issue 34). A refund is its own insert-only record pointing at a sale's lines; the
 * sale never changes. What a refunded line is worth is refund-amounts.ts.
 */
import { cents, formatMoney } from '../money.js';

export const REFUND_REASONS = ['wrong_order', 'quality', 'mis_tap', 'other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const REFUND_REASON_LABELS: Readonly<Record<RefundReason, string>> = {
  wrong_order: 'Wrong order',
  quality: 'Quality',
  mis_tap: 'Mis-tap',
  other: 'Other',
};

/** Store setting's default: staff may refund up to $20.00 of a sale of the current business day on their own. */
export const DEFAULT_REFUND_LIMIT_CENTS = 2_000;

/** Who may approve a refund above the limit: the same people who approve a discount (a manager or an admin). */
export const REFUND_APPROVER_PERMISSION = 'manage_products' as const;

export const REFUND_MESSAGES = {
  saleNotFound: 'The sale this refund is for was not found on the server',
  noLines: 'Choose at least one line to refund',
  lineNotInSale: 'A refunded line is not part of the sale',
  lineTwice: 'Each line can be refunded once per refund: change its quantity instead',
  /** Σ refunded ≤ sold, per line: a second till may have refunded it already. */
  overRefund:
    'This line has already been refunded as far as it was sold: check the sale’s refunds before refunding more',
  doesNotAddUp: 'The refund amount does not add up to its share of what was paid',
  totalDoesNotAddUp: 'The refund total does not add up to its lines',
  methodNotAllowed: 'Refund to cash or to the method the sale was paid with',
  noteRequired: 'Enter a note saying why',
  reasonRequired: 'Choose a reason for the refund',
  needsApproval:
    'This refund is above the staff limit or for a sale of an earlier day, and needs a manager’s approval',
} as const;

/** A refunded line: which sale line, how many of it, and what they are worth (refund-amounts.ts). */
export interface RefundLine {
  itemId: string;
  quantity: number;
  amount: number;
}

/** A manager's signed approval, shaped exactly as a discount's (discount-rules.ts): who, which key, when. */
export interface RefundApproval {
  approverId: string;
  keyId: string;
  signature: string;
  approvedAt: string;
}

/** Separates these signatures from a discount approval's and a mutation's, which the same key also makes. */
const APPROVAL_CONTEXT = 'cafe-pos refund approval v1';

export interface ApprovedRefund {
  id: string;
  saleId: string;
  method: string;
  amount: number;
  lines: readonly RefundLine[];
}

/**
 * The exact text a refund's approval is signed over: which refund of which sale, who approved and when, its method,
 * total and every line, so an approval cannot be moved to another refund or to a larger one.
 */
export function refundApprovalMessage(
  refund: ApprovedRefund,
  approval: Pick<RefundApproval, 'approverId' | 'approvedAt'>,
): string {
  return JSON.stringify([
    APPROVAL_CONTEXT,
    refund.id,
    refund.saleId,
    approval.approverId,
    approval.approvedAt,
    refund.method,
    refund.amount,
    refund.lines.map((line) => [line.itemId, line.quantity, line.amount]),
  ]);
}

/** "Wrong order", or "Other: spilt on the floor": a refund's reason as a receipt and the history show it. */
export function refundReasonText(refund: { reason: RefundReason; note?: string | null | undefined }): string {
  const label = REFUND_REASON_LABELS[refund.reason] ?? refund.reason;
  return refund.note ? `${label}: ${refund.note}` : label;
}

/** "Refunded $4.50": how a sale with refunds is marked in Sales History. */
export function refundedLabel(amount: number): string {
  return `Refunded ${formatMoney(cents(amount))}`;
}
