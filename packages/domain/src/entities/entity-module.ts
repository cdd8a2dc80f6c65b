/**
 * The shape of an entity module: what one synced entity means, written once and called by the server's apply step
 * (apps/server/src/sync/apply-mutation.ts) and the till's repositories alike. A module holds the rules that need no
 * database; the checks that do (a barcode taken, an overlapping shift, the last admin) stay with each side's
 * database (apps/server/src/sync/entity-rules.ts, the till's repositories), which hand their findings in.
 *
 * Zod-free (the till's first load carries it): it names the schemas' types only, the schemas check the data first.
 */
import type { z } from 'zod/mini';
import type { Role } from '../permissions.js';
import type { StoreSettingsRow } from '../store-settings.js';
import type { MUTATION_DATA_SCHEMAS } from '../sync/mutation-data.js';
import type { Cashup } from './cashup.js';
import type { CustomOrder } from './custom-order.js';
import type { DiscountPreset } from './discount-preset.js';
import type { DrawerEvent } from './drawer-event.js';
import type { DrawerSession } from './drawer-session.js';
import type { CafeEvent } from './event.js';
import type { Expense } from './expense.js';
import type { MobileOrder } from './mobile-order.js';
import type { ModifierGroup } from './modifier-group.js';
import type { Product } from './product.js';
import type { Refund } from './refund.js';
import type { Sale } from './sale.js';
import type { Shift } from './shift.js';
import type { SyncEntity } from './sync-log-entry-rules.js';
import type { Task } from './task.js';
import type { User } from './user.js';

/** The row each synced entity stores, in the domain's shape: what a pull carries and a till keeps. */
export interface EntityRowTypes {
  user: User;
  product: Product;
  modifierGroup: ModifierGroup;
  discountPreset: DiscountPreset;
  drawerSession: DrawerSession;
  drawerEvent: DrawerEvent;
  sale: Sale;
  refund: Refund;
  expense: Expense;
  cashup: Cashup;
  shift: Shift;
  task: Task;
  event: CafeEvent;
  mobileOrder: MobileOrder;
  customOrder: CustomOrder;
  storeSettings: StoreSettingsRow;
}
export type EntityRow<E extends SyncEntity> = EntityRowTypes[E];

/** The columns every synced row shares, which the sync code fills, never an entity. */
export type SharedColumn = 'id' | 'storeId' | 'createdAt' | 'updatedAt' | 'version' | 'deletedAt';
export type OwnFields<E extends SyncEntity> = Omit<EntityRow<E>, SharedColumn>;

type Schemas = typeof MUTATION_DATA_SCHEMAS;
type OutputOf<S> = S extends z.ZodMiniType ? z.output<S> : never;
/** A create's data after its schema (MUTATION_DATA_SCHEMAS), the client-made id included. */
export type CreateData<E extends SyncEntity> = OutputOf<Schemas[E]['create']>;
/** An update's data after its schema: the id and the fields it sends. */
export type UpdateData<E extends SyncEntity> = OutputOf<Schemas[E]['update']>;

/** Who makes a change, as a refusal by role needs them: their role now, not when the change was queued. */
export interface Actor {
  id: string;
  role: Role;
}

export interface ChangeContext {
  /** The user making the change. */
  actorId: string;
  /**
   * When the row changes, ISO: the server's clock on the server; the device's on a till, until the server's row
   * replaces what the till showed.
   */
  at: string;
}

export interface CreateContext extends ChangeContext {
  /** When the device made the change, by its own clock (ISO): what places a sale on its business day. */
  madeAt: string;
  /** The store's tax rate as the writer knows it (thousandths of a percent), for a sale that names none. */
  taxRateMilliPercent?: number;
  /**
   * The store's discount limit as the writer knows it (thousandths of a percent of a sale): discounts above it need
   * a manager's approval. Undefined: not checked here.
   */
  discountLimitMilliPercent?: number;
  /** Who signed the change's discount approval, once their signature was verified; null: none, or not valid. */
  discountApprover?: Actor | null;
  /**
   * Who signed the change's own approval (the module's signedApproval: a refund's manager), once the server verified
   * their signature; null: none, or not valid; undefined: not checked here (a till checks who is approving itself).
   */
  approver?: Actor | null;
}

/** A manager's signed approval as a change carries it (discount-rules.ts has the first one). */
export interface SignedApproval {
  approverId: string;
  keyId: string;
  signature: string;
  approvedAt: string;
}

/** Why a change cannot be made, in words for people; `issues` name the fields at fault. */
export interface Refusal {
  reason: 'invalid' | 'forbidden';
  message: string;
  issues?: { path: string; message: string }[];
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export const allowed = <T>(value: T): Outcome<T> => ({ ok: true, value });

/** Bad data: the message, and the field it is about when there is one. */
export function invalid<T>(message: string, path?: string): Outcome<T> {
  return {
    ok: false,
    refusal: { reason: 'invalid', message, ...(path ? { issues: [{ path, message }] } : {}) },
  };
}

/** No database lookups: the create needs nothing found for it. */
export type NothingFound = Record<never, never>;

/**
 * One synced entity's rules. `Found` is what a create needs from the database (a shift's person's name): each side
 * looks it up in its own database, refusing what it cannot find, and hands it to `create`.
 */
export interface EntityModule<E extends SyncEntity, Found extends object = NothingFound> {
  entity: E;
  /**
   * Rows never change after their create (a sale), and the create reads at most a lookup of its own (a sale's
   * sold-out options): the server checks a push's new rows one by one and writes them with one multi-row INSERT.
   */
  appendOnly?: true;
  /**
   * Fields a create takes from what the database found, not from the change (a sale's sold-out options): a replay
   * of the create is the same create though the database has moved on since, so it keeps the stored ones.
   */
  foundFields?: readonly string[];
  /** A refused change is kept in quarantine for a manager (a sale: the money was taken). */
  quarantineRefused?: true;
  /** Why an action the permission map gives no permission for is refused, in words for people. */
  immutableMessage?: string;
  /**
   * A create may carry a manager's signed approval in `field` (a refund above the staff limit): the server verifies
   * the signature over `message` with the approver's registered key and hands the approver in (context.approver).
   */
  signedApproval?: {
    field: string;
    message(data: CreateData<E>, approval: Pick<SignedApproval, 'approverId' | 'approvedAt'>): string;
  };
  /** What a create stores besides the shared columns, or why it cannot be stored. */
  create?(data: CreateData<E>, context: CreateContext, found: Found): Outcome<OwnFields<E>>;
  /**
   * What an update derives from the row with its changes laid over (`changed`: the fields that changed), or why
   * the merged row cannot be: an update may move one end of a span, so orders across fields are checked here.
   */
  derive?(
    row: EntityRow<E>,
    changed: ReadonlySet<string>,
    context: ChangeContext,
  ): Outcome<Partial<OwnFields<E>>>;
  /** Why `actor` may not make this update (`sent`: the fields it sends), or null. */
  refuseUpdate?(
    current: EntityRow<E>,
    data: UpdateData<E>,
    sent: readonly string[],
    actor: Actor,
  ): string | null;
  /** Why `actor` may not delete the row, or null. */
  refuseDelete?(current: EntityRow<E>, actor: Actor): string | null;
}
