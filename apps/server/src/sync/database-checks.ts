/**
 * The shape of an entity's checks that need the server's database (DATABASE_CHECKS in entity-rules.ts), apart so
 * an entity's checks can live in a file of their own (drawer-checks.ts) without an import circle.
 */
import type {
  ApiIssue,
  CreateData,
  FoundFor,
  RejectionReason,
  Role,
  SyncEntity,
  UpdateData,
} from '@cafe/domain';
import type { SessionUser } from '../auth/sessions.js';
import type { Database } from '../db/database.js';
import type { StoredRow } from './entity-tables.js';

export interface RuleContext {
  tx: Database;
  storeId: string;
  /** The till that pushed the change (a drawer session belongs to one). */
  deviceId: string;
  actor: SessionUser;
  actorRole: Role;
  now: Date;
}

export interface Rejection {
  reason: RejectionReason;
  message: string;
  issues?: ApiIssue[];
}

export type Checked<T> = { ok: true; value: T } | { ok: false; rejection: Rejection };

/** What a push batch reads once and remembers across its mutations (BatchScope in admit-mutation.ts). */
export type BatchMemory = 'actors' | 'taxRate';

export interface DatabaseChecks<E extends SyncEntity> {
  /** What a change of this entity may make wrong that a batch remembers for its later mutations. */
  stales?: readonly BatchMemory[];
  /**
   * beforeCreate reads earlier rows of this entity (a refund: the refunds already made of its sale), so a push
   * writes the batch's waiting append-only rows and takes the store's version lock before checking one
   * (push-batch.ts): no two pushes check such a create at once.
   */
  readsOwnRows?: true;
  /** What a create needs from the database (the module's `found`), or why it cannot be made. */
  beforeCreate?(ctx: RuleContext, data: CreateData<E>): Promise<Checked<FoundFor<E>>>;
  /** A refusal of an update's sent fields (`sent`), checked before they are merged, or null. */
  beforeUpdate?(
    ctx: RuleContext,
    current: StoredRow<E>,
    data: UpdateData<E>,
    sent: readonly string[],
  ): Promise<Rejection | null>;
  /**
   * Checks on the merged row and values derived from the database, after the module's derivations (`changed`:
   * the fields the update changed). May write what the change entails, in the mutation's transaction.
   */
  afterMerge?(
    ctx: RuleContext,
    merged: StoredRow<E>,
    changed: ReadonlySet<string>,
    current: StoredRow<E>,
  ): Promise<Checked<Partial<StoredRow<E>>>>;
  /** A refusal, or null to go ahead; may write what the delete entails (in the mutation's transaction). */
  beforeDelete?(ctx: RuleContext, current: StoredRow<E>): Promise<Rejection | null>;
}
