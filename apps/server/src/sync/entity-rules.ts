/**
 * The checks of a pushed change that need the server's database, per entity: a barcode already taken, a shift's
 * person and their other shifts, a store's last admin, an email in use, and the sign-ins a lowered role withdraws.
 * Everything an entity means without a database (what a create stores, what an update derives, who may change
 * what) is its domain module (packages/domain/src/entities/*-module.ts), which apply-mutation.ts calls first.
 * Rows arrive typed as their tables store them (StoredRow); data as its schema parsed it.
 */
import {
  type CreateData,
  type FoundFor,
  isDemotion,
  lastAdminRefusal,
  PRODUCT_MESSAGES,
  REFUND_MESSAGES,
  type RefundLine,
  SHIFT_MESSAGES,
  type SyncEntity,
  storedRole,
  USER_MESSAGES,
} from '@cafe/domain';
import { and, eq, gt, inArray, isNull, lt, ne } from 'drizzle-orm';
import { emailInUse } from '../auth/user-admin.js';
import { withdrawCredentials } from '../auth/withdraw-credentials.js';
import { modifierGroups, products, refunds, sales, shifts, stores, users } from '../db/schema.js';
import type { Checked, DatabaseChecks, Rejection, RuleContext } from './database-checks.js';
import { drawerEventChecks, drawerSessionChecks } from './drawer-checks.js';

export type { BatchMemory, Checked, DatabaseChecks, Rejection, RuleContext } from './database-checks.js';

function invalid(message: string, path: string): Rejection {
  return { reason: 'invalid', message, issues: [{ path, message }] };
}
const forbidden = (message: string): Rejection => ({ reason: 'forbidden', message });
const found = <T>(value: T): Checked<T> => ({ ok: true, value });
const refused = <T>(rejection: Rejection): Checked<T> => ({ ok: false, rejection });

/**
 * Another live product of the store with this barcode, not counting `exceptId` (the row itself: a replayed create
 * must find its own barcode and be answered as the replay it is). Pushes of one store run one at a time (they hold
 * its version counter row), so this check and the write cannot interleave with another till's.
 */
async function barcodeTaken(
  ctx: RuleContext,
  barcode: string | null | undefined,
  exceptId: string,
): Promise<Rejection | null> {
  if (!barcode) return null;
  const [row] = await ctx.tx
    .select({ name: products.name })
    .from(products)
    .where(
      and(
        eq(products.storeId, ctx.storeId),
        eq(products.barcode, barcode),
        isNull(products.deletedAt),
        ne(products.id, exceptId),
      ),
    )
    .limit(1);
  return row === undefined ? null : invalid(PRODUCT_MESSAGES.barcodeTaken(row.name), 'barcode');
}

/** The name of a live user of the store: a shift's person must exist (spec §5). */
async function shiftUserName(ctx: RuleContext, userId: string): Promise<Checked<string>> {
  const [row] = await ctx.tx
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.storeId, ctx.storeId), isNull(users.deletedAt)))
    .limit(1);
  return row ? found(row.name) : refused(invalid(SHIFT_MESSAGES.userNotFound, 'userId'));
}

/**
 * Another live shift of the same person that overlaps [start, end), not counting the shift itself (a replayed
 * create). Two managers may plan the same person offline: the push that arrives second is refused. Pushes of one
 * store run one at a time (the version counter lock), so the check and the write cannot interleave.
 */
async function shiftOverlap(
  ctx: RuleContext,
  shift: { id: string; userId: string; start: Date; end: Date },
): Promise<Rejection | null> {
  const [row] = await ctx.tx
    .select({ id: shifts.id })
    .from(shifts)
    .where(
      and(
        eq(shifts.storeId, ctx.storeId),
        eq(shifts.userId, shift.userId),
        isNull(shifts.deletedAt),
        ne(shifts.id, shift.id),
        lt(shifts.start, shift.end),
        gt(shifts.end, shift.start),
      ),
    )
    .limit(1);
  return row === undefined ? null : invalid(SHIFT_MESSAGES.overlaps, 'start');
}

/** The store's live admins besides `userId`; the store must always keep one. */
async function otherAdmins(ctx: RuleContext, userId: string): Promise<number> {
  const rows = await ctx.tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.storeId, ctx.storeId),
        eq(users.role, 'admin'),
        isNull(users.deletedAt),
        ne(users.id, userId),
      ),
    );
  return rows.length;
}

const product: DatabaseChecks<'product'> = {
  async beforeCreate(ctx, data) {
    const taken = await barcodeTaken(ctx, data.barcode, data.id);
    return taken ? refused(taken) : found({});
  },
  beforeUpdate: (ctx, current, data) => barcodeTaken(ctx, data.barcode, current.id),
};

/**
 * The options of a sale's lines that are sold out now, as the store's live groups hold them: another till marked
 * them while this one was offline. A sale is money taken, so it is accepted and flagged for the reports, never
 * refused. A sale without options reads nothing.
 */
async function soldOutOptionIds(ctx: RuleContext, data: CreateData<'sale'>): Promise<string[]> {
  const chosen = data.items.flatMap((item) => item.options ?? []);
  if (chosen.length === 0) return [];
  const groupIds = [...new Set(chosen.map((option) => option.groupId))];
  const groups = await ctx.tx
    .select({ id: modifierGroups.id, options: modifierGroups.options })
    .from(modifierGroups)
    .where(
      and(
        eq(modifierGroups.storeId, ctx.storeId),
        inArray(modifierGroups.id, groupIds),
        isNull(modifierGroups.deletedAt),
      ),
    );
  const soldOut = new Set(
    groups.flatMap((group) =>
      (group.options as { id: string; soldOut?: boolean }[])
        .filter((option) => option.soldOut === true)
        .map((option) => `${group.id}/${option.id}`),
    ),
  );
  const flagged = chosen
    .filter((option) => soldOut.has(`${option.groupId}/${option.optionId}`))
    .map((option) => option.optionId);
  return [...new Set(flagged)].sort();
}

const sale: DatabaseChecks<'sale'> = {
  async beforeCreate(ctx, data) {
    return found({ soldOutOptionIds: await soldOutOptionIds(ctx, data) });
  },
};

/**
 * What a refund is checked against: its sale in this store, the refunds of it already stored (not this one: a replay
 * is checked as it was first made), and the store's refund limit and zone. Two tills' pushes take turns here: the
 * push holds the store's version counter before it checks a refund (readsOwnRows), so the second reads the first's.
 */
const refund: DatabaseChecks<'refund'> = {
  readsOwnRows: true,
  async beforeCreate(ctx, data) {
    const [sold] = await ctx.tx
      .select({
        items: sales.items,
        total: sales.total,
        soldAt: sales.soldAt,
        paymentMethod: sales.paymentMethod,
        payments: sales.payments,
      })
      .from(sales)
      .where(and(eq(sales.id, data.saleId), eq(sales.storeId, ctx.storeId)));
    if (!sold) return refused(invalid(REFUND_MESSAGES.saleNotFound, 'saleId'));
    const earlier = await ctx.tx
      .select({ lines: refunds.lines })
      .from(refunds)
      .where(and(eq(refunds.storeId, ctx.storeId), eq(refunds.saleId, data.saleId), ne(refunds.id, data.id)));
    const [store] = await ctx.tx
      .select({ refundLimitCents: stores.refundLimitCents, timeZone: stores.timeZone })
      .from(stores)
      .where(eq(stores.id, ctx.storeId));
    return found({
      sale: {
        items: sold.items as FoundFor<'refund'>['sale']['items'],
        total: sold.total,
        soldAt: sold.soldAt.toISOString(),
        paymentMethod: sold.paymentMethod,
        payments: sold.payments as { method: string; amount: number }[],
      },
      refunds: earlier.map((row) => ({ lines: row.lines as RefundLine[] })),
      limitCents: store?.refundLimitCents ?? 0,
      timeZone: store?.timeZone,
    });
  },
};

const shift: DatabaseChecks<'shift'> = {
  async beforeCreate(ctx, data) {
    const userName = await shiftUserName(ctx, data.userId);
    if (!userName.ok) return userName;
    const span = { id: data.id, userId: data.userId, start: new Date(data.start), end: new Date(data.end) };
    const overlap = await shiftOverlap(ctx, span);
    return overlap ? refused(overlap) : found({ userName: userName.value });
  },
  async afterMerge(ctx, merged, changed) {
    if (['userId', 'start', 'end'].some((field) => changed.has(field))) {
      const overlap = await shiftOverlap(ctx, merged);
      if (overlap) return refused(overlap);
    }
    if (!changed.has('userId')) return found({});
    const userName = await shiftUserName(ctx, merged.userId);
    return userName.ok ? found({ userName: userName.value }) : userName;
  },
};

const user: DatabaseChecks<'user'> = {
  // A changed role or a deletion changes who may act, and deletes the user's keys.
  stales: ['actors'],
  async beforeUpdate(ctx, current, data, sent) {
    if (sent.includes('role')) {
      const refusal = lastAdminRefusal(
        { currentRole: storedRole(current), nextRole: data.role, deleting: false },
        await otherAdmins(ctx, current.id),
      );
      if (refusal) return forbidden(refusal);
    }
    if (data.email !== undefined && (await emailInUse(ctx.tx, data.email, current.id))) {
      return invalid(USER_MESSAGES.emailTaken, 'email');
    }
    return null;
  },
  // A lowered role ends the user's sessions and keys at once, and every till drops their offline sign-in at
  // its next pull: what they could do is re-granted only by signing in again online under the new role.
  async afterMerge(ctx, merged, changed, current) {
    if (!changed.has('role') || !isDemotion(storedRole(current), storedRole(merged))) return found({});
    await withdrawCredentials(ctx.tx, current.id, ctx.now);
    return found({ credentialsVersion: current.credentialsVersion + 1 });
  },
  async beforeDelete(ctx, current) {
    const refusal = lastAdminRefusal(
      { currentRole: storedRole(current), nextRole: undefined, deleting: true },
      await otherAdmins(ctx, current.id),
    );
    if (refusal) return forbidden(refusal);
    // Signed out everywhere at once (a deleted user's sessions are dead anyway) and their keys sign nothing.
    await withdrawCredentials(ctx.tx, current.id, ctx.now);
    return null;
  },
};

/** The entities whose changes the server's database must check; the others need their domain module only. */
export const DATABASE_CHECKS: { [E in SyncEntity]?: DatabaseChecks<E> } = {
  product,
  sale,
  refund,
  shift,
  drawerSession: drawerSessionChecks,
  drawerEvent: drawerEventChecks,
  user,
  // The store's tax rate prices the batch's later sales.
  storeSettings: { stales: ['taxRate'] },
};

export function databaseChecks<E extends SyncEntity>(entity: E): DatabaseChecks<E> {
  return (DATABASE_CHECKS[entity] ?? {}) as DatabaseChecks<E>;
}
