/**
 * A business day's cash drawers for the Z report (issue 34): each session opened that day with its float, what went
 * in and out (cash sales and tips, cash refunds, pay-ins, pay-outs, no-sales), expected and, once closed, counted and over/short.
 */

import type { DrawerEvent } from './entities/drawer-event.js';
import {
  type DrawerCashSummary,
  drawerCashSummary,
  drawerOverShort,
  drawerRefunds,
  inSession,
  type RefundOutOfDrawer,
} from './entities/drawer-rules.js';
import type { DrawerSession } from './entities/drawer-session.js';
import type { PaidSale } from './entities/sale-payments.js';

export interface DrawerDaySession {
  session: DrawerSession;
  summary: DrawerCashSummary;
  /** counted − expected as closed (the till's expected at its close); null while open. */
  overShort: number | null;
}

export interface DrawerDay {
  sessions: DrawerDaySession[];
  payIns: number;
  payOuts: number;
  noSales: number;
}

/** The day's sessions (opened in [start, end)), oldest first, each against its own events and sales. */
export function drawerDay(input: {
  sessions: readonly DrawerSession[];
  events: readonly DrawerEvent[];
  sales: readonly (PaidSale & { soldAt: string; deletedAt: string | null })[];
  /** The refunds of the same span: the cash ones come out of the drawer they were paid from. */
  refunds: readonly RefundOutOfDrawer[];
  range: { start: string; end: string };
}): DrawerDay {
  const start = Date.parse(input.range.start);
  const end = Date.parse(input.range.end);
  const day = input.sessions
    .filter((session) => session.deletedAt === null)
    .filter((session) => {
      const opened = Date.parse(session.openedAt);
      return opened >= start && opened < end;
    })
    .sort((a, b) => a.openedAt.localeCompare(b.openedAt));
  const sessions = day.map((session) => {
    const summary = drawerCashSummary({
      float: session.openingFloat,
      sales: input.sales.filter((sale) => sale.deletedAt === null && inSession(session, sale.soldAt)),
      refunds: drawerRefunds(session, input.refunds),
      events: input.events.filter((event) => event.sessionId === session.id),
    });
    const overShort =
      session.countedCash === null || session.expectedCash === null
        ? null
        : drawerOverShort(session.countedCash, session.expectedCash);
    return { session, summary, overShort };
  });
  let payIns = 0;
  let payOuts = 0;
  let noSales = 0;
  for (const { summary } of sessions) {
    payIns += summary.payIns;
    payOuts += summary.payOuts;
    noSales += summary.noSales;
  }
  return { sessions, payIns, payOuts, noSales };
}
