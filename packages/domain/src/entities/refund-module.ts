/**
 * A refund (issue 34): insert-only, its lines and amounts what the sale and its earlier refunds make them
 * (refund-amounts.ts: Σ refunded ≤ sold per line), to cash or to the sale's own method, with a reason (and a note
 * for "Other"). Above the store's refund limit, or for a sale of an earlier business day, it needs a manager's
 * signed approval, verified by the server (context.approver) as a discount's is. Zod-free.
 */
import { businessDay, resolveTimeZone } from '../business-day.js';
import { can } from '../permissions.js';
import { type RefundableSale, type RefundOfSale, refundRefusal } from '../refund-amounts.js';
import type { CreateContext, CreateData } from './entity-module.js';
import { allowed, type EntityModule, invalid, type Outcome } from './entity-module.js';
import { REFUND_APPROVER_PERMISSION, REFUND_MESSAGES, refundApprovalMessage } from './refund-rules.js';
import { storedItems } from './sale-module.js';
import { SPLIT_PAYMENT_METHOD } from './sale-payments.js';
import { saleTime } from './sale-rules.js';

/** The sale as a refund reads it: its lines and total, when it was sold and how it was paid. */
export interface RefundedSale extends RefundableSale {
  soldAt: string;
  total: number;
  paymentMethod: string;
  payments?: readonly { method: string; amount: number }[] | null | undefined;
}

/**
 * What each side's database finds for a new refund: the sale, the refunds of it already stored (not this one: a
 * replay is checked as it was first), and the store's refund limit and zone.
 */
export interface RefundFound {
  sale: RefundedSale;
  refunds: readonly RefundOfSale[];
  limitCents: number;
  timeZone: string | null | undefined;
}

/** The methods a refund of `sale` may go to: cash, or any the sale was paid with. */
export function refundMethodsOf(sale: Pick<RefundedSale, 'paymentMethod' | 'payments'>): string[] {
  // A sale stored before its legs (issue 33) was paid by its one method.
  const methods = sale.payments?.length ? sale.payments.map((leg) => leg.method) : [sale.paymentMethod];
  return [
    'cash',
    ...new Set(methods.filter((method) => method !== 'cash' && method !== SPLIT_PAYMENT_METHOD)),
  ];
}

/**
 * Whether a refund of `amount` made at `madeAt` needs a manager: above the staff limit, or for a sale of an
 * earlier business day than the refund's (in the store's zone).
 */
export function refundNeedsApproval(
  refund: { amount: number; madeAt: string },
  found: Pick<RefundFound, 'limitCents' | 'timeZone'> & { sale: Pick<RefundedSale, 'soldAt'> },
): boolean {
  if (refund.amount > found.limitCents) return true;
  const zone = resolveTimeZone(found.timeZone);
  return businessDay(found.sale.soldAt, zone) !== businessDay(refund.madeAt, zone);
}

/** The approval as its message covers it: this refund's id, sale, method, total and lines. */
export function approvedRefund(data: CreateData<'refund'>) {
  return { id: data.id, saleId: data.saleId, method: data.method, amount: data.amount, lines: data.lines };
}

function approvalRefusal(
  data: CreateData<'refund'>,
  refundedAt: string,
  context: CreateContext,
  found: RefundFound,
): Outcome<never> | null {
  if (!refundNeedsApproval({ amount: data.amount, madeAt: refundedAt }, found)) return null;
  const approver = context.approver;
  if (approver && can(approver.role, REFUND_APPROVER_PERMISSION)) return null;
  return invalid(REFUND_MESSAGES.needsApproval, 'approval');
}

export const refundModule = {
  entity: 'refund',
  appendOnly: true,
  quarantineRefused: true,
  immutableMessage: 'A refund cannot be changed or deleted; record another refund',
  signedApproval: {
    field: 'approval',
    message: (data, approval) => refundApprovalMessage(approvedRefund(data), approval),
  },
  create(data, context, found: RefundFound) {
    if (data.reason === 'other' && !data.note) return invalid(REFUND_MESSAGES.noteRequired, 'note');
    if (!refundMethodsOf(found.sale).includes(data.method)) {
      return invalid(REFUND_MESSAGES.methodNotAllowed, 'method');
    }
    const refusal = refundRefusal(found.sale, found.refunds, data);
    if (refusal) return invalid(refusal.message, refusal.path);
    // The till's clock, held within the bounds a sale's time has: what places the refund on its business day.
    const refundedAt = saleTime(context.madeAt, new Date(context.at));
    const unapproved = approvalRefusal(data, refundedAt, context, found);
    if (unapproved) return unapproved;
    return allowed({
      saleId: data.saleId,
      lines: storedItems(data.lines),
      amount: data.amount,
      method: data.method,
      reason: data.reason,
      ...(data.note ? { note: data.note } : {}),
      createdBy: context.actorId,
      refundedAt,
      ...(data.approval ? { approval: data.approval } : {}),
    });
  },
} satisfies EntityModule<'refund', RefundFound>;
