/**
 * The drawer entities' checks that need the server's database (issue 34): one open session per till, a session
 * opened only for the till that pushes it, events only into an open session of the store, and a close whose
 * over/short passes the store's cash-up variance threshold only with a note. Pushes of one store run one at a time
 * (they hold its version counter row), so a check and its write cannot interleave with another till's.
 */
import { type Cents, closeNeedsNote, DRAWER_MESSAGES, drawerOverShort, formatMoney } from '@cafe/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { drawerSessions, stores } from '../db/schema.js';
import type { Checked, DatabaseChecks, Rejection } from './database-checks.js';

const invalid = (message: string, path: string): Rejection => ({
  reason: 'invalid',
  message,
  issues: [{ path, message }],
});
const found = <T>(value: T): Checked<T> => ({ ok: true, value });
const refused = <T>(rejection: Rejection): Checked<T> => ({ ok: false, rejection });

export const drawerSessionChecks: DatabaseChecks<'drawerSession'> = {
  async beforeCreate(ctx, data) {
    if (data.deviceId !== ctx.deviceId) {
      return refused({ reason: 'forbidden', message: DRAWER_MESSAGES.otherDevice });
    }
    const [open] = await ctx.tx
      .select({ id: drawerSessions.id })
      .from(drawerSessions)
      .where(
        and(
          eq(drawerSessions.storeId, ctx.storeId),
          eq(drawerSessions.deviceId, data.deviceId),
          isNull(drawerSessions.closedAt),
          isNull(drawerSessions.deletedAt),
          ne(drawerSessions.id, data.id),
        ),
      )
      .limit(1);
    return open ? refused(invalid(DRAWER_MESSAGES.alreadyOpen, 'deviceId')) : found({});
  },
  // A close over or short by more than the cash-up's variance threshold must say why, as a cash-up must.
  async afterMerge(ctx, merged, changed) {
    if (!changed.has('countedCash') || merged.countedCash === null || merged.expectedCash === null) {
      return found({});
    }
    const [store] = await ctx.tx
      .select({ threshold: stores.cashupVarianceThreshold, currency: stores.currency })
      .from(stores)
      .where(eq(stores.id, ctx.storeId));
    const threshold = store?.threshold ?? 0;
    const overShort = drawerOverShort(merged.countedCash, merged.expectedCash);
    if (closeNeedsNote(overShort, threshold) && !merged.note) {
      return refused(
        invalid(DRAWER_MESSAGES.noteRequired(formatMoney(threshold as Cents, store?.currency)), 'note'),
      );
    }
    return found({});
  },
};

export const drawerEventChecks: DatabaseChecks<'drawerEvent'> = {
  async beforeCreate(ctx, data) {
    const [session] = await ctx.tx
      .select({ closedAt: drawerSessions.closedAt })
      .from(drawerSessions)
      .where(
        and(
          eq(drawerSessions.id, data.sessionId),
          eq(drawerSessions.storeId, ctx.storeId),
          isNull(drawerSessions.deletedAt),
        ),
      )
      .limit(1);
    if (!session) return refused(invalid(DRAWER_MESSAGES.sessionNotFound, 'sessionId'));
    if (session.closedAt !== null) return refused(invalid(DRAWER_MESSAGES.sessionClosed, 'sessionId'));
    return found({});
  },
};
