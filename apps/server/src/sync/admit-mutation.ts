/**
 * The checks every pushed mutation goes through before its entity's rules (ARCHITECTURE §4): a live actor who really
 * made it, a permission for the entity and action, data its schema accepts. And what a push batch remembers across
 * its mutations while it does so (BatchScope).
 */
import type { KeyObject } from 'node:crypto';
import {
  type Actor,
  type CreateContext,
  can,
  DEFAULT_DISCOUNT_LIMIT_MILLI_PERCENT,
  type DiscountApproval,
  describeMutation,
  discountApprovalMessage,
  entityModule,
  isOwnProfileEdit,
  mutationDataSchema,
  type PushMutation,
  permissionForMutation,
  type SignedApproval,
  type StoredResult,
  type SyncEntity,
  toApiIssues,
  withCurrentFieldNames,
} from '@cafe/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { findActorKey, verifyMutationProof, verifySignedText } from '../auth/actor-keys.js';
import { roleOf } from '../auth/require-session-user.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Database } from '../db/database.js';
import { deviceUsers, stores, users } from '../db/schema.js';
import { type BatchMemory, databaseChecks, type Rejection, type RuleContext } from './entity-rules.js';

/**
 * What a batch knows while it applies its mutations. Reads that every mutation of a batch would repeat (the
 * actor, the tax rate) are remembered until a mutation of a user or of the store settings may change them.
 */
export interface BatchScope {
  deviceId: string;
  storeId: string;
  now: Date;
  /**
   * The next version of the store. The first call locks the store's counter row until the batch commits, so a
   * push holds it only from its first version on, not while it checks actors, signatures and schemas: twenty
   * tills pushing at once queue behind each other's writes only. It may lock only outside a savepoint (rolling
   * one back would release the lock): push-batch.ts locks before every savepoint it opens.
   */
  takeVersion(): Promise<number>;
  actors: Map<string, SessionUser | null>;
  taxRateMilliPercent: number | null;
  /** The store's discount limit, read with the tax rate and forgotten with it. */
  discountLimitMilliPercent: number | null;
  /** The actor keys this batch has looked up, by key id (null: no such key in the store). */
  actorKeys: Map<string, { userId: string; key: KeyObject } | null>;
  /** The device may push unsigned changes queued by an older app (devices.accepts_unsigned). */
  acceptsUnsigned: boolean;
  /** A signed change of this batch was accepted: from now on the device is held to signatures. */
  signed: boolean;
}

/** How to forget each thing a batch remembers, once a mutation may have changed it. */
const FORGET: Record<BatchMemory, (scope: BatchScope) => void> = {
  actors(scope) {
    scope.actors.clear();
    // A lowered role or a deletion deletes the user's keys: later changes of the batch must not verify by them.
    scope.actorKeys.clear();
  },
  taxRate(scope) {
    scope.taxRateMilliPercent = null;
    scope.discountLimitMilliPercent = null;
  },
};

/** After a mutation of `entity`: what it may have changed is read again by the batch's later mutations. */
export function forgetStaleReads(scope: BatchScope, entity: SyncEntity): void {
  for (const memory of databaseChecks(entity).stales ?? []) FORGET[memory](scope);
}

export function rejected(mutation: Pick<PushMutation, 'mutationId'>, rejection: Rejection): StoredResult {
  return { mutationId: mutation.mutationId, status: 'rejected', ...rejection };
}

/** The actor must be a live (not deleted) user of this store. */
async function findActor(tx: Database, scope: BatchScope, actorId: string): Promise<SessionUser | null> {
  if (scope.actors.has(actorId)) return scope.actors.get(actorId) ?? null;
  const [actor] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, actorId), eq(users.storeId, scope.storeId), isNull(users.deletedAt)))
    .limit(1);
  scope.actors.set(actorId, actor ?? null);
  return actor ?? null;
}

/**
 * Whether the actor really made this change on a device where they were signed in: a valid signature by one of
 * their registered keys. An unsigned change (queued by an app version that did not sign) is taken only from a
 * device registered before signing began, only before its first signed change, and only for a user who signed in
 * online on that device: the rule that held when it was queued (docs/sync.md, "Actor proof").
 */
async function proveActor(tx: Database, scope: BatchScope, mutation: PushMutation): Promise<boolean> {
  const { proof } = mutation;
  if (proof) {
    if (!scope.actorKeys.has(proof.keyId)) {
      scope.actorKeys.set(proof.keyId, await findActorKey(tx, scope.storeId, proof.keyId));
    }
    const found = scope.actorKeys.get(proof.keyId);
    const valid =
      !!found && found.userId === mutation.actorId && verifyMutationProof(found.key, mutation, proof);
    if (valid) scope.signed = true;
    return valid;
  }
  if (!scope.acceptsUnsigned || scope.signed) return false;
  const [user] = await tx
    .select({ userId: deviceUsers.userId })
    .from(deviceUsers)
    .where(and(eq(deviceUsers.deviceId, scope.deviceId), eq(deviceUsers.userId, mutation.actorId)))
    .limit(1);
  return user !== undefined;
}

/** The store's settings a create is checked against (its tax rate, its discount limit), read once per batch. */
async function storeRatesOf(
  tx: Database,
  scope: BatchScope,
): Promise<{ taxRateMilliPercent: number; discountLimitMilliPercent: number }> {
  if (scope.taxRateMilliPercent === null || scope.discountLimitMilliPercent === null) {
    const [store] = await tx
      .select({
        taxRateMilliPercent: stores.taxRateMilliPercent,
        discountLimitMilliPercent: stores.discountLimitMilliPercent,
      })
      .from(stores)
      .where(eq(stores.id, scope.storeId));
    scope.taxRateMilliPercent = store?.taxRateMilliPercent ?? 0;
    scope.discountLimitMilliPercent =
      store?.discountLimitMilliPercent ?? DEFAULT_DISCOUNT_LIMIT_MILLI_PERCENT;
  }
  return {
    taxRateMilliPercent: scope.taxRateMilliPercent,
    discountLimitMilliPercent: scope.discountLimitMilliPercent,
  };
}

/**
 * The signer of a manager's approval once their signature over `messageOf(approval)` is verified with their
 * registered key, as a mutation's own proof is; null when it does not verify or they are gone; undefined when the
 * change carries none.
 */
async function approverOf(
  tx: Database,
  scope: BatchScope,
  approval: SignedApproval | undefined,
  messageOf: (approval: SignedApproval) => string,
): Promise<Actor | null | undefined> {
  if (!approval) return undefined;
  if (!scope.actorKeys.has(approval.keyId)) {
    scope.actorKeys.set(approval.keyId, await findActorKey(tx, scope.storeId, approval.keyId));
  }
  const found = scope.actorKeys.get(approval.keyId);
  if (!found || found.userId !== approval.approverId) return null;
  if (!verifySignedText(found.key, messageOf(approval), approval.signature)) return null;
  const approver = await findActor(tx, scope, approval.approverId);
  return approver ? { id: approver.id, role: roleOf(approver) } : null;
}

/** A sale's discount approval (discount-rules.ts), verified. */
function discountApproverOf(tx: Database, scope: BatchScope, data: Record<string, unknown>) {
  return approverOf(tx, scope, data.discountApproval as DiscountApproval | undefined, (approval) =>
    discountApprovalMessage(data as unknown as Parameters<typeof discountApprovalMessage>[0], approval),
  );
}

/** The change's own approval, when its module takes one (a refund's manager: signedApproval), verified. */
function ownApproverOf(
  tx: Database,
  scope: BatchScope,
  mutation: PushMutation,
  data: Record<string, unknown>,
): Promise<Actor | null | undefined> {
  const signed = entityModule(mutation.entity).signedApproval;
  if (!signed || mutation.action !== 'create') return Promise.resolve(undefined);
  return approverOf(tx, scope, data[signed.field] as SignedApproval | undefined, (approval) =>
    signed.message(data as never, approval),
  );
}

/** A mutation that passed the checks every action shares: its parsed data and the rules' contexts. */
export interface Admitted {
  /** The data as the schema of its entity and action parsed it. */
  data: Record<string, unknown>;
  /** The fields an update sends (in today's names), besides its id. */
  sent: readonly string[];
  id: string;
  /** For the checks that need the database (entity-rules.ts). */
  ctx: RuleContext;
  /** For the entity's module: who acts, now, and the till's time and the store's rate for a create. */
  context: CreateContext;
  actor: Actor;
}

/** The checks every mutation goes through first: the actor, the permission and the data's shape. */
export async function admit(
  tx: Database,
  scope: BatchScope,
  mutation: PushMutation,
): Promise<{ ok: true; admitted: Admitted } | { ok: false; result: StoredResult }> {
  const reject = (rejection: Rejection) => ({ ok: false as const, result: rejected(mutation, rejection) });

  const actor = await findActor(tx, scope, mutation.actorId);
  if (!actor) {
    return reject({ reason: 'unknown_actor', message: 'The acting user is unknown' });
  }
  if (!(await proveActor(tx, scope, mutation))) {
    return reject({
      reason: 'unknown_actor',
      message: `Nothing proves that ${actor.name} made this change while signed in on this device`,
    });
  }
  const actorRole = roleOf(actor);

  const permission = permissionForMutation(mutation.entity, mutation.action);
  if (permission === null) {
    return reject({
      reason: 'immutable',
      message:
        entityModule(mutation.entity).immutableMessage ??
        `A ${mutation.entity} cannot be ${mutation.action}d`,
    });
  }
  // The actor's role now, not when the change was made offline: a demoted user's queue is checked as demoted.
  if (!can(actorRole, permission) && !isOwnProfileEdit(mutation)) {
    return reject({
      reason: 'forbidden',
      message: `${actor.name} may not ${describeMutation(mutation.entity, mutation.action)}`,
    });
  }

  const schema = mutationDataSchema(mutation.entity, mutation.action);
  if (!schema) return reject({ reason: 'immutable', message: 'Not allowed' });
  // Signed as it was queued, read in today's names: an older till's outbox may hold a renamed field.
  const current = withCurrentFieldNames(mutation.entity, mutation.action, mutation.data);
  const parsed = schema.safeParse(current);
  if (!parsed.success) {
    // The first issue's message is the spec's words for what is wrong ("Price can't be negative"); the till shows it.
    const issues = toApiIssues(parsed.error);
    return reject({ reason: 'invalid', message: issues[0]?.message ?? 'Invalid data', issues });
  }
  const data = parsed.data as Record<string, unknown>;
  const ctx: RuleContext = {
    tx,
    storeId: scope.storeId,
    deviceId: scope.deviceId,
    actor,
    actorRole,
    now: scope.now,
  };
  const context: CreateContext = {
    actorId: actor.id,
    at: scope.now.toISOString(),
    madeAt: mutation.clientTime,
    ...(await storeRatesOf(tx, scope)),
    discountApprover: await discountApproverOf(tx, scope, data),
    approver: await ownApproverOf(tx, scope, mutation, data),
  };
  const sent = Object.keys(current).filter((key) => key !== 'id');
  return {
    ok: true,
    admitted: { data, sent, id: String(data.id), ctx, context, actor: { id: actor.id, role: actorRole } },
  };
}
