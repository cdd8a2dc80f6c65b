/**
 * The zod-free half of the drawer entities (issue 34, "the drawer's day"): a drawer session is one till's cash
 * drawer from its counted float to its closing count; its events are the cash that moves between sales (pay-in,
 * pay-out) and the drawer opened without a sale ("No sale"). A session is opened once and closed once; a closed
 * session is final, and an event is never changed (insert-only): money moves are records, never edits.
 */
import { type Cents, cents } from '../money.js';
import { isCash, type PaidSale, salePayments } from './sale-payments.js';

export const DRAWER_EVENT_KINDS = ['pay_in', 'pay_out', 'no_sale'] as const;
export type DrawerEventKind = (typeof DRAWER_EVENT_KINDS)[number];

export const DRAWER_EVENT_LABELS: Readonly<Record<DrawerEventKind, string>> = {
  pay_in: 'Pay in',
  pay_out: 'Pay out',
  no_sale: 'No sale',
};

export const DRAWER_MESSAGES = {
  amountRequired: 'Enter an amount more than zero, such as 20.00',
  noSaleAmount: 'A "No sale" moves no money: leave the amount out',
  reasonRequired: 'Say why the cash goes in or out, such as "Window cleaner"',
  expenseOnPayOutOnly: 'Only a pay-out can record an expense',
  denominationsMismatch: 'The count by denomination does not add up to the counted cash',
  noteRequired: (threshold: string) =>
    `The drawer is over or short by more than ${threshold}: add a note saying why before closing`,
  alreadyOpen: 'This till already has an open drawer: close it before opening another',
  otherDevice: 'A drawer can only be opened for the till it is on',
  sessionNotFound: 'That drawer is not open on this till any more: open the drawer and try again',
  sessionClosed: 'That drawer is already closed: open a new one to record cash',
  closedIsFinal: 'A closed drawer cannot be changed: open a new one for the next count',
  othersDrawer: "Only a manager can close someone else's drawer: ask a manager to close it",
  immutableEvent: 'A drawer entry cannot be changed: record another pay-in or pay-out to correct it',
  openFirst: 'Open the cash drawer with its float before taking cash',
} as const;

/** One coin or note of the closing count: its value in cents and how many were counted. */
export interface DenominationCount {
  value: number;
  count: number;
}

/** The US coins and notes a closing count offers, largest first (cents). */
export const DENOMINATIONS: readonly number[] = [10_000, 5_000, 2_000, 1_000, 500, 100, 25, 10, 5, 1];

/** Σ value × count of a count by denomination. */
export function denominationsTotal(counts: readonly DenominationCount[]): Cents {
  let total = 0;
  for (const { value, count } of counts) total += value * count;
  return cents(total);
}

/** A cash refund paid out of the drawer: its cents. */
export interface DrawerRefund {
  cash: Cents;
}

/** A refund as the drawer reads it: only one paid in cash, during the session, comes out of this drawer. */
export interface RefundOutOfDrawer {
  method: string;
  amount: number;
  refundedAt: string;
  deletedAt: string | null;
}

/** The cash refunds of `session` (paid out of its drawer between its opening and its close, or now). */
export function drawerRefunds(
  session: { openedAt: string; closedAt: string | null },
  refunds: readonly RefundOutOfDrawer[],
): DrawerRefund[] {
  return refunds
    .filter(
      (refund) =>
        refund.deletedAt === null && refund.method === 'cash' && inSession(session, refund.refundedAt),
    )
    .map((refund) => ({ cash: cents(refund.amount) }));
}

/** What moved through a drawer besides its float, and what it should hold. */
export interface DrawerCashSummary {
  float: Cents;
  /** The cash legs of the session's sales: what each leg paid, net of change (tendered − change − tip). */
  cashSales: Cents;
  /** Tips taken in cash: in the drawer too, as the cash-up counts them. */
  cashTips: Cents;
  cashRefunds: Cents;
  payIns: Cents;
  payOuts: Cents;
  noSales: number;
  /** float + cash sales + cash tips − cash refunds + pay-ins − pay-outs. */
  expected: number;
}

export interface DrawerCashInputs {
  float: number;
  sales: readonly PaidSale[];
  /** Cash refunds of the session (drawerRefunds). */
  refunds: readonly DrawerRefund[];
  events: readonly { kind: DrawerEventKind; amount: number }[];
}

/** The drawer's expected cash = float + cash sales − cash refunds + pay-ins − pay-outs (cash tips with the sales). */
export function drawerCashSummary({ float, sales, refunds, events }: DrawerCashInputs): DrawerCashSummary {
  let cashSales = 0;
  let cashTips = 0;
  for (const sale of sales) {
    for (const leg of salePayments(sale)) {
      if (!isCash(leg.method)) continue;
      cashSales += leg.amount;
      cashTips += leg.tip ?? 0;
    }
  }
  let cashRefunds = 0;
  for (const refund of refunds) cashRefunds += refund.cash;
  let payIns = 0;
  let payOuts = 0;
  let noSales = 0;
  for (const event of events) {
    if (event.kind === 'pay_in') payIns += event.amount;
    else if (event.kind === 'pay_out') payOuts += event.amount;
    else noSales += 1;
  }
  return {
    float: cents(float),
    cashSales: cents(cashSales),
    cashTips: cents(cashTips),
    cashRefunds: cents(cashRefunds),
    payIns: cents(payIns),
    payOuts: cents(payOuts),
    noSales,
    expected: float + cashSales + cashTips - cashRefunds + payIns - payOuts,
  };
}

/** Over (positive) or short (negative): counted − expected. */
export function drawerOverShort(counted: number, expected: number): number {
  return counted - expected;
}

/** A close whose over/short is beyond the store's variance threshold needs a note saying why. */
export function closeNeedsNote(overShort: number, threshold: number): boolean {
  return Math.abs(overShort) > threshold;
}

/** Whether a sale's time falls in a session: from its opening to its close (still open: up to now). */
export function inSession(
  session: { openedAt: string; closedAt: string | null },
  at: string,
  now: string = new Date(8.64e15).toISOString(),
): boolean {
  const time = Date.parse(at);
  return time >= Date.parse(session.openedAt) && time < Date.parse(session.closedAt ?? now);
}

/** Why a drawer event's fields do not fit its kind, with the field; null when they do. */
export function drawerEventRefusal(event: {
  kind: DrawerEventKind;
  amount: number;
  reason: string | null | undefined;
  expenseId: string | null | undefined;
}): { message: string; path: string } | null {
  if (event.kind === 'no_sale') {
    if (event.amount !== 0) return { message: DRAWER_MESSAGES.noSaleAmount, path: 'amount' };
  } else {
    if (event.amount <= 0) return { message: DRAWER_MESSAGES.amountRequired, path: 'amount' };
    if (!event.reason) return { message: DRAWER_MESSAGES.reasonRequired, path: 'reason' };
  }
  if (event.expenseId && event.kind !== 'pay_out') {
    return { message: DRAWER_MESSAGES.expenseOnPayOutOnly, path: 'expenseId' };
  }
  return null;
}
