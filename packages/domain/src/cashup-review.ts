/**
 * Who may approve a cash-up or send it back, and which reports share a business day. Review is the owner's sign-off
 * on a day's count, so both its outcomes (approve, send back for correction) are an admin's alone (the spec's table
 * gives managers manage_cashup, which lets them count, submit and correct, not sign off on their own count). The
 * server applies the same rule to every pushed change.
 */
import type { CashupStatus } from './entities/cashup.js';
import { type Cents, sumCents } from './money.js';
import type { Role } from './permissions.js';

export const CASHUP_REVIEW_MESSAGES = {
  approveForbidden: 'Only an admin can approve a cash-up report',
  sendBackForbidden: 'Only an admin can send a cash-up report back for correction',
  approvedLocked: 'Only an admin can change an approved cash-up report',
  deleteForbidden: 'Only an admin can delete a cash-up report',
  duplicateDay:
    'Another report was submitted for this day. Nothing is merged: an admin keeps one and deletes the other.',
} as const;

export function canReviewCashups(role: Role): boolean {
  return role === 'admin';
}

/**
 * Why `role` may not make this change to a report now at `current`, or null when it may: approving, sending back,
 * or changing anything on an approved report, is an admin's. Correcting a report sent back (its figures, and the
 * status back to submitted) is anyone's who may count.
 */
export function cashupChangeRefusal(
  role: Role,
  current: CashupStatus,
  nextStatus: CashupStatus | undefined,
): string | null {
  if (canReviewCashups(role)) return null;
  if (current === 'approved') return CASHUP_REVIEW_MESSAGES.approvedLocked;
  if (nextStatus === 'approved') return CASHUP_REVIEW_MESSAGES.approveForbidden;
  if (nextStatus === 'returned' && current !== 'returned') return CASHUP_REVIEW_MESSAGES.sendBackForbidden;
  return null;
}

export function cashupDeleteRefusal(role: Role): string | null {
  return canReviewCashups(role) ? null : CASHUP_REVIEW_MESSAGES.deleteForbidden;
}

export interface DatedReport {
  id: string;
  date: string;
  createdAt: string;
}

/**
 * The reports that are not the first for their business day (two tills counting offline): the first by createdAt
 * (then id, so every device agrees) is the one kept until an admin decides; the others are flagged, never merged.
 */
export function duplicateCashupIds(reports: readonly DatedReport[]): Set<string> {
  const byDay = new Map<string, DatedReport[]>();
  for (const report of reports) {
    const day = byDay.get(report.date);
    if (day) day.push(report);
    else byDay.set(report.date, [report]);
  }
  const flagged = new Set<string>();
  for (const day of byDay.values()) {
    if (day.length < 2) continue;
    day.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    for (const report of day.slice(1)) flagged.add(report.id);
  }
  return flagged;
}

export interface LateAdjustment {
  /** When the day's report was approved (its last change, server time). */
  approvedAt: string;
  count: number;
  total: Cents;
}

export interface TimedSale {
  /** When the server received it. */
  createdAt: string;
  /** When the till sold it: the instant that places it on a business day. */
  soldAt: string;
  total: Cents;
  deletedAt: string | null;
}

/**
 * The sales a business day gained after its report was approved (a till that synced late): sold within the day,
 * received after the approval. Shown on that day's report as a late adjustment rather than silently moving an
 * approved figure. `range` is the day's [start, end).
 */
export function lateAdjustment(
  sales: readonly TimedSale[],
  approvedAt: string,
  range: { start: string; end: string },
): LateAdjustment {
  const approved = Date.parse(approvedAt);
  const start = Date.parse(range.start);
  const end = Date.parse(range.end);
  const late = sales.filter((sale) => {
    const sold = Date.parse(sale.soldAt);
    return sale.deletedAt === null && Date.parse(sale.createdAt) > approved && sold >= start && sold < end;
  });
  return { approvedAt, count: late.length, total: sumCents(late.map((sale) => sale.total)) };
}
