/**
 * What each entity adds to the generic apply (apply-mutation.ts): the stored values of a validated create,
 * the stored values of the fields an update sends, fields the server derives from others, and the checks that
 * need the database (a unique email, a shift's user). Data arrives already validated by the domain's
 * MUTATION_DATA_SCHEMAS, so the casts below only restate those schemas' output types.
 */
import {
  type ApiIssue,
  accountChangeRefusal,
  CASHUP_AMOUNT_FIELDS,
  type CashupStatus,
  type Cents,
  cashupChangeRefusal,
  cashupDailyGrandTotal,
  cashupDeleteRefusal,
  EVENT_MESSAGES,
  isDemotion,
  lastAdminRefusal,
  lineAmount,
  MUTATION_DATA_SCHEMAS,
  NEW_CASHUP_STATUS,
  PRODUCT_MESSAGES,
  priceSale,
  type RejectionReason,
  type Role,
  SHIFT_MESSAGES,
  type SyncEntity,
  saleTime,
  sumCents,
  USER_MESSAGES,
  userChangeRefusal,
} from '@cafe/domain';
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { z } from 'zod/mini';
import { roleOf } from '../auth/require-session-user.js';
import type { SessionUser } from '../auth/sessions.js';
import { emailInUse } from '../auth/user-admin.js';
import { withdrawCredentials } from '../auth/withdraw-credentials.js';
import type { Database } from '../db/database.js';
import { products, shifts, users } from '../db/schema.js';
import type { DbRow } from './entity-tables.js';

export interface RuleContext {
  tx: Database;
  storeId: string;
  /** The store's tax rate, thousandths of a percent. */
  taxRateMilliPercent: number;
  actor: SessionUser;
  actorRole: Role;
  now: Date;
  /** The till's clock when the change was made (signed with it by the actor's key). */
  clientTime: string;
}

export interface Rejection {
  reason: RejectionReason;
  message: string;
  issues?: ApiIssue[];
}

export type Prepared = { ok: true; values: DbRow } | { ok: false; rejection: Rejection };

/** What a push batch reads once and remembers across its mutations (BatchScope in apply-mutation.ts). */
export type BatchMemory = 'actors' | 'taxRate';

export interface EntityRules {
  /**
   * Rows are never changed after their create and the create reads nothing from the database (a sale): a push
   * checks its new rows one by one in memory and writes them with one multi-row INSERT.
   */
  appendOnly?: true;
  /** Why an action the permission map has no permission for (`immutable`) is refused, in words for people. */
  immutableMessage?: string;
  /** A refused mutation of this entity is kept in quarantine for a manager (a sale: the money was taken). */
  quarantineRefused?: true;
  /** What a batch remembers that a change of this entity may make wrong for its later mutations. */
  stales?: readonly BatchMemory[];
  create?(ctx: RuleContext, data: Record<string, unknown>): Promise<Prepared>;
  /** The stored values of the fields an update sends (`sent`: the keys present in the client's data). */
  changes(
    ctx: RuleContext,
    data: Record<string, unknown>,
    sent: readonly string[],
    current: DbRow,
  ): Promise<Prepared>;
  /** Values the server derives from the merged row (and checks across fields), after the merge. */
  derive?(ctx: RuleContext, merged: DbRow, accepted: DbRow, current: DbRow): Promise<Prepared>;
  /** A refusal, or null to go ahead; may write what the delete entails (in the mutation's transaction). */
  beforeDelete?(ctx: RuleContext, current: DbRow): Rejection | null | Promise<Rejection | null>;
}

const S = MUTATION_DATA_SCHEMAS;

/** A cash-up's approver and approval time for a report now at `status`: the actor and now, or none. */
function approval(ctx: RuleContext, status: CashupStatus): DbRow {
  return status === 'approved'
    ? { approvedBy: ctx.actor.id, approvedAt: ctx.now }
    : { approvedBy: null, approvedAt: null };
}
type Out<T extends z.ZodMiniType> = z.output<T>;

export function invalid(message: string, issues?: ApiIssue[]): Prepared {
  return { ok: false, rejection: { reason: 'invalid', message, ...(issues ? { issues } : {}) } };
}
const ok = (values: DbRow): Prepared => ({ ok: true, values });

/** Fields stored as timestamptz: the client sends ISO strings. */
const DATE_FIELDS: Partial<Record<SyncEntity, readonly string[]>> = {
  shift: ['start', 'end'],
  event: ['startDate', 'endDate'],
  mobileOrder: ['pickupTime'],
};

/** An update's sent fields as stored values: a blank optional text (undefined after parsing) clears to null. */
function sentValues(entity: SyncEntity, data: Record<string, unknown>, sent: readonly string[]): DbRow {
  const dates = DATE_FIELDS[entity] ?? [];
  const values: DbRow = {};
  for (const key of sent) {
    if (key === 'id') continue;
    const value = data[key];
    values[key] =
      value === undefined ? null : dates.includes(key) && typeof value === 'string' ? new Date(value) : value;
  }
  return values;
}

const plain =
  (entity: SyncEntity): EntityRules['changes'] =>
  async (_ctx, data, sent) =>
    ok(sentValues(entity, data, sent));

type SaleItemOut = Out<typeof S.sale.create>['items'][number];

/** Items as stored in jsonb: no undefined keys (jsonb cannot hold them, and replays must compare equal). */
function storedItems(items: readonly SaleItemOut[]) {
  return items.map(({ discount, notes, ...item }) => ({
    ...item,
    ...(discount !== undefined ? { discount } : {}),
    ...(notes !== undefined ? { notes } : {}),
  }));
}

function itemsTotal(items: readonly SaleItemOut[]): Cents {
  return sumCents(items.map((item, index) => lineAmount(item, index)));
}

function emailTaken(ctx: RuleContext, email: string, exceptId: string): Promise<boolean> {
  return emailInUse(ctx.tx, email, exceptId);
}

const EMAIL_TAKEN = [{ path: 'email', message: USER_MESSAGES.emailTaken }];

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

async function liveUserName(ctx: RuleContext, userId: string): Promise<string | null> {
  const [row] = await ctx.tx
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.storeId, ctx.storeId), isNull(users.deletedAt)))
    .limit(1);
  return row?.name ?? null;
}

/**
 * Another live product of the store with this barcode, not counting `exceptId` (the row itself: a replayed create
 * must find its own barcode and be answered as the replay it is). Pushes of one store run one at a time (they hold
 * its version counter row), so this check and the write cannot interleave with another till's.
 */
async function barcodeTaken(
  ctx: RuleContext,
  barcode: string | null | undefined,
  exceptId: string,
): Promise<Prepared | null> {
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
  if (row === undefined) return null;
  const message = PRODUCT_MESSAGES.barcodeTaken(row.name);
  return invalid(message, [{ path: 'barcode', message }]);
}

const SHIFT_USER_NOT_FOUND = [{ path: 'userId', message: SHIFT_MESSAGES.userNotFound }];

/**
 * Another live shift of the same person that overlaps [start, end), not counting the shift itself (a replayed
 * create). Two managers may plan the same person offline: the push that arrives second is refused. Pushes of one
 * store run one at a time (the version counter lock), so the check and the write cannot interleave.
 */
async function shiftOverlap(
  ctx: RuleContext,
  shift: { id: string; userId: string; start: Date; end: Date },
): Promise<Prepared | null> {
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
  if (row === undefined) return null;
  return invalid(SHIFT_MESSAGES.overlaps, [{ path: 'start', message: SHIFT_MESSAGES.overlaps }]);
}

/** Pricing throws RangeError on impossible amounts (a discount larger than its line); that is bad input. */
function priced<T>(compute: () => T): { ok: true; value: T } | { ok: false; message: string } {
  try {
    return { ok: true, value: compute() };
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, message: error.message };
    throw error;
  }
}

export const ENTITY_RULES: Record<SyncEntity, EntityRules> = {
  product: {
    async create(ctx, data) {
      const d = data as Out<typeof S.product.create>;
      const taken = await barcodeTaken(ctx, d.barcode, d.id);
      if (taken) return taken;
      return ok({
        name: d.name,
        category: d.category,
        price: d.price,
        description: d.description ?? null,
        available: d.available,
        barcode: d.barcode ?? null,
        unitCost: d.unitCost ?? null,
      });
    },
    async changes(ctx, data, sent, current) {
      const values = sentValues('product', data, sent);
      const taken = await barcodeTaken(ctx, values.barcode as string | null | undefined, String(current.id));
      return taken ?? ok(values);
    },
  },

  sale: {
    appendOnly: true,
    immutableMessage: 'A sale cannot be changed or deleted; record a void or refund as a new sale',
    quarantineRefused: true,
    async create(ctx, data) {
      const d = data as Out<typeof S.sale.create>;
      const price = priced(() =>
        priceSale({
          lines: d.items,
          saleDiscount: d.discount,
          taxRateMilliPercent: d.taxRateMilliPercent ?? ctx.taxRateMilliPercent,
        }),
      );
      if (!price.ok) return invalid(price.message);
      const { subtotal, tax, total } = price.value;
      const mismatched = (['subtotal', 'tax', 'total'] as const).filter(
        (field) => d[field] !== undefined && d[field] !== price.value[field],
      );
      if (mismatched.length > 0) {
        return invalid(
          'The sale totals do not match its items',
          mismatched.map((field) => ({ path: field, message: `Expected ${price.value[field]}` })),
        );
      }
      return ok({
        items: storedItems(d.items),
        subtotal,
        tax,
        total,
        discount: d.discount ?? null,
        paymentMethod: d.paymentMethod,
        paymentStatus: 'completed',
        createdBy: ctx.actor.id,
        soldAt: new Date(saleTime(ctx.clientTime, ctx.now)),
      });
    },
    // Never reached: permissionForMutation makes sale updates 'immutable' first.
    changes: async () => ({ ok: false, rejection: { reason: 'immutable', message: 'Sales cannot change' } }),
  },

  expense: {
    async create(ctx, data) {
      const d = data as Out<typeof S.expense.create>;
      return ok({
        description: d.description,
        amount: d.amount,
        category: d.category,
        vendor: d.vendor ?? null,
        date: d.date,
        status: 'pending',
        receiptFileId: d.receiptFileId ?? null,
        paidFromTill: d.paidFromTill,
        createdBy: ctx.actor.id,
      });
    },
    changes: plain('expense'),
  },

  cashup: {
    async create(ctx, data) {
      const d = data as Out<typeof S.cashup.create>;
      const amounts = Object.fromEntries(CASHUP_AMOUNT_FIELDS.map((field) => [field, d[field]]));
      return ok({
        date: d.date,
        ...amounts,
        dailyGrandTotal: cashupDailyGrandTotal(d),
        notes: d.notes ?? null,
        status: NEW_CASHUP_STATUS,
        createdBy: ctx.actor.id,
        ...approval(ctx, NEW_CASHUP_STATUS),
      });
    },
    async changes(ctx, data, sent, current) {
      // Approval is an admin's sign-off: a manager may correct a submitted count but not approve it or touch an
      // approved one (hiding the button on the till is not the check; this is).
      const nextStatus = sent.includes('status') ? (data.status as CashupStatus) : undefined;
      const refusal = cashupChangeRefusal(ctx.actorRole, current.status as CashupStatus, nextStatus);
      if (refusal) return { ok: false, rejection: { reason: 'forbidden', message: refusal } };
      return ok(sentValues('cashup', data, sent));
    },
    async derive(ctx, merged, accepted) {
      return ok({
        dailyGrandTotal: cashupDailyGrandTotal(merged as Parameters<typeof cashupDailyGrandTotal>[0]),
        // The approver is whoever's change made the status approved, never what a till says it is.
        ...('status' in accepted ? approval(ctx, accepted.status as CashupStatus) : {}),
      });
    },
    beforeDelete(ctx) {
      const refusal = cashupDeleteRefusal(ctx.actorRole);
      return refusal ? { reason: 'forbidden', message: refusal } : null;
    },
  },

  shift: {
    async create(ctx, data) {
      const d = data as Out<typeof S.shift.create>;
      const userName = await liveUserName(ctx, d.userId);
      if (userName === null) return invalid(SHIFT_MESSAGES.userNotFound, SHIFT_USER_NOT_FOUND);
      const start = new Date(d.start);
      const end = new Date(d.end);
      const overlap = await shiftOverlap(ctx, { id: d.id, userId: d.userId, start, end });
      if (overlap) return overlap;
      return ok({
        userId: d.userId,
        userName,
        start,
        end,
        role: d.role,
        notes: d.notes ?? null,
      });
    },
    changes: plain('shift'),
    async derive(ctx, merged, accepted) {
      const start = merged.start as Date;
      const end = merged.end as Date;
      if (end.getTime() <= start.getTime()) {
        return invalid(SHIFT_MESSAGES.endBeforeStart, [
          { path: 'end', message: SHIFT_MESSAGES.endBeforeStart },
        ]);
      }
      if (['userId', 'start', 'end'].some((field) => field in accepted)) {
        const overlap = await shiftOverlap(ctx, {
          id: String(merged.id),
          userId: String(merged.userId),
          start,
          end,
        });
        if (overlap) return overlap;
      }
      if (!('userId' in accepted)) return ok({});
      const userName = await liveUserName(ctx, String(merged.userId));
      if (userName === null) return invalid(SHIFT_MESSAGES.userNotFound, SHIFT_USER_NOT_FOUND);
      return ok({ userName });
    },
  },

  task: {
    async create(ctx, data) {
      const d = data as Out<typeof S.task.create>;
      return ok({
        title: d.title,
        description: d.description ?? null,
        dueDate: d.dueDate ?? null,
        completed: false,
        completedAt: null,
        priority: d.priority,
        category: d.category,
        repeat: d.repeat,
        createdBy: ctx.actor.id,
      });
    },
    changes: plain('task'),
    // Spec §4: completing stamps completedAt (server time), un-completing clears it.
    async derive(ctx, merged, accepted) {
      if (!('completed' in accepted)) return ok({});
      return ok({ completedAt: merged.completed === true ? ctx.now : null });
    },
  },

  event: {
    async create(ctx, data) {
      const d = data as Out<typeof S.event.create>;
      return ok({
        title: d.title,
        description: d.description ?? null,
        startDate: new Date(d.startDate),
        endDate: new Date(d.endDate),
        location: d.location ?? null,
        attendees: d.attendees,
        isImportant: d.isImportant,
        createdBy: ctx.actor.id,
      });
    },
    changes: plain('event'),
    // An update may move only one end: the order is checked on the merged row.
    async derive(_ctx, merged) {
      if ((merged.endDate as Date).getTime() < (merged.startDate as Date).getTime()) {
        return invalid(EVENT_MESSAGES.endBeforeStart, [
          { path: 'endDate', message: EVENT_MESSAGES.endBeforeStart },
        ]);
      }
      return ok({});
    },
  },

  mobileOrder: {
    async create(_ctx, data) {
      const d = data as Out<typeof S.mobileOrder.create>;
      const total = priced(() => itemsTotal(d.items));
      if (!total.ok) return invalid(total.message);
      return ok({
        customerName: d.customerName,
        customerPhone: d.customerPhone ?? null,
        items: storedItems(d.items),
        total: total.value,
        pickupTime: new Date(d.pickupTime),
        status: 'new',
        notes: d.notes ?? null,
      });
    },
    async changes(_ctx, data, sent) {
      const values = sentValues('mobileOrder', data, sent);
      if ('items' in values) values.items = storedItems(values.items as SaleItemOut[]);
      return ok(values);
    },
    async derive(_ctx, merged, accepted) {
      if (!('items' in accepted)) return ok({});
      const total = priced(() => itemsTotal(merged.items as SaleItemOut[]));
      return total.ok ? ok({ total: total.value }) : invalid(total.message);
    },
  },

  customOrder: {
    async create(ctx, data) {
      const d = data as Out<typeof S.customOrder.create>;
      return ok({
        customerName: d.customerName,
        customerPhone: d.customerPhone ?? null,
        description: d.description,
        dueDate: d.dueDate,
        price: d.price,
        deposit: d.deposit,
        status: 'pending',
        notes: d.notes ?? null,
        createdBy: ctx.actor.id,
      });
    },
    changes: plain('customOrder'),
    async derive(_ctx, merged) {
      if (Number(merged.deposit) > Number(merged.price)) {
        return invalid('The deposit cannot exceed the price', [
          { path: 'deposit', message: 'The deposit cannot exceed the price' },
        ]);
      }
      return ok({});
    },
  },

  user: {
    // No create: a user is made online (POST /api/users), so a password never travels through an outbox.
    immutableMessage: 'A user is added online, in Settings > Users, so that no password waits in an outbox',
    // A changed role or a deletion changes who may act, and deletes the user's keys.
    stales: ['actors'],
    async changes(ctx, data, sent, current) {
      const d = data as Out<typeof S.user.update>;
      const currentRole = roleOf(current as { role: string });
      const nextRole = sent.includes('role') ? d.role : undefined;
      const refusal =
        userChangeRefusal({
          actorRole: ctx.actorRole,
          currentRole,
          nextRole,
          emailChanged: sent.includes('email') && d.email !== current.email,
          self: current.id === ctx.actor.id,
        }) ??
        (nextRole !== undefined
          ? lastAdminRefusal(
              { currentRole, nextRole, deleting: false },
              await otherAdmins(ctx, String(current.id)),
            )
          : null);
      if (refusal) return { ok: false, rejection: { reason: 'forbidden', message: refusal } };
      const values = sentValues('user', data, sent);
      if (typeof values.email === 'string' && (await emailTaken(ctx, values.email, String(current.id)))) {
        return invalid(USER_MESSAGES.emailTaken, EMAIL_TAKEN);
      }
      return ok(values);
    },
    // A lowered role ends the user's sessions and keys at once, and every till drops their offline sign-in at
    // its next pull: what they could do is re-granted only by signing in again online under the new role.
    async derive(ctx, merged, accepted, current) {
      if (!('role' in accepted)) return ok({});
      if (!isDemotion(roleOf(current as { role: string }), roleOf(merged as { role: string }))) return ok({});
      await withdrawCredentials(ctx.tx, String(current.id), ctx.now);
      return ok({ credentialsVersion: Number(current.credentialsVersion ?? 0) + 1 });
    },
    async beforeDelete(ctx, current) {
      if (current.id === ctx.actor.id)
        return { reason: 'forbidden', message: USER_MESSAGES.cannotDeleteSelf };
      const currentRole = roleOf(current as { role: string });
      const refusal =
        accountChangeRefusal(ctx.actorRole, { role: currentRole, self: false }, 'delete') ??
        lastAdminRefusal(
          { currentRole, nextRole: undefined, deleting: true },
          await otherAdmins(ctx, String(current.id)),
        );
      if (refusal) return { reason: 'forbidden', message: refusal };
      // Signed out everywhere at once (a deleted user's sessions are dead anyway) and their keys sign nothing.
      await withdrawCredentials(ctx.tx, String(current.id), ctx.now);
      return null;
    },
  },

  storeSettings: {
    immutableMessage: 'The store settings can only be updated',
    // The store's tax rate prices the batch's later sales.
    stales: ['taxRate'],
    changes: plain('storeSettings'),
  },
};
