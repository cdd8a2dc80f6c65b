/**
 * One pushed mutation's decision and its row change (ARCHITECTURE §4): check the actor and the permission,
 * validate, take a version, apply with the conflict rules. push-batch.ts opens the transaction, holds the
 * device and version-counter locks and records the answer; this file only decides and writes the entity row.
 */

import type { KeyObject } from 'node:crypto';
import {
  can,
  describeMutation,
  isOwnProfileEdit,
  mutationDataSchema,
  type PushMutation,
  permissionForMutation,
  type StoredResult,
  SYNC_ENTITY_NOUNS,
  type SyncEntity,
  toApiIssues,
  withCurrentFieldNames,
} from '@cafe/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { findActorKey, verifyMutationProof } from '../auth/actor-keys.js';
import { roleOf } from '../auth/require-session-user.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Database } from '../db/database.js';
import { deviceUsers, stores, users } from '../db/schema.js';
import {
  type BatchMemory,
  ENTITY_RULES,
  type Prepared,
  type Rejection,
  type RuleContext,
} from './entity-rules.js';
import { type DbRow, ENTITY_TABLES, storeKeyOf, toDomainRow } from './entity-tables.js';

/** The columns every synced table shares, as the generic code below uses them. */
interface SyncTableColumns {
  id: PgColumn;
  version: PgColumn;
  deletedAt: PgColumn;
}
type SyncTable = PgTable & SyncTableColumns;

/**
 * jsonb reorders keys and drivers return Dates: compare values as canonical JSON. Recursive, which is safe here
 * only because of what reaches it: client data has passed readPushMutation's iterative shape check (at most
 * MUTATION_SHAPE_LIMITS deep) and the entity's strict schema; the other side is a row from the database.
 */
function canonical(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

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
  },
};

/** After a mutation of `entity`: what it may have changed is read again by the batch's later mutations. */
export function forgetStaleReads(scope: BatchScope, entity: SyncEntity): void {
  for (const memory of ENTITY_RULES[entity].stales ?? []) FORGET[memory](scope);
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

async function taxRateOf(tx: Database, scope: BatchScope): Promise<number> {
  if (scope.taxRateMilliPercent === null) {
    const [store] = await tx
      .select({ taxRateMilliPercent: stores.taxRateMilliPercent })
      .from(stores)
      .where(eq(stores.id, scope.storeId));
    scope.taxRateMilliPercent = store?.taxRateMilliPercent ?? 0;
  }
  return scope.taxRateMilliPercent;
}

/** A mutation that passed the checks every action shares: its parsed data and the rules' context. */
interface Admitted {
  data: Record<string, unknown>;
  /** The fields an update sends (in today's names), besides its id. */
  sent: readonly string[];
  id: string;
  ctx: RuleContext;
}

/** 'a product' → 'A product'. */
function sentenceStart(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The checks every mutation goes through first: the actor, the permission and the data's shape. */
async function admit(
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
        ENTITY_RULES[mutation.entity].immutableMessage ??
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
    taxRateMilliPercent: await taxRateOf(tx, scope),
    actor,
    actorRole,
    now: scope.now,
    clientTime: mutation.clientTime,
  };
  const sent = Object.keys(current).filter((key) => key !== 'id');
  return { ok: true, admitted: { data, sent, id: String(data.id), ctx } };
}

/**
 * The answer to one new mutation, with its row written when it applies. Runs inside the mutation's savepoint:
 * a database error rolls back this mutation's writes only.
 */
export async function decide(tx: Database, scope: BatchScope, mutation: PushMutation): Promise<StoredResult> {
  const admission = await admit(tx, scope, mutation);
  if (!admission.ok) return admission.result;
  const { data, sent, id, ctx } = admission.admitted;

  const table = ENTITY_TABLES[mutation.entity] as unknown as SyncTable;
  const [current] = (await tx.select().from(table).where(eq(table.id, id)).for('update')) as DbRow[];
  const owner = current?.[storeKeyOf(mutation.entity)];
  if (current && owner !== scope.storeId) {
    // Ids are random uuids: another store's id means a forged or corrupted mutation.
    return rejected(mutation, { reason: 'invalid', message: 'This id belongs to another store' });
  }
  const entityRows = { entity: mutation.entity, mutation, table, ctx, takeVersion: scope.takeVersion };

  switch (mutation.action) {
    case 'create':
      return current ? replayCreate(entityRows, data, current) : create(entityRows, data, id);
    case 'update':
    case 'delete': {
      if (!current) {
        // Words for people: the till shows the message beside its own sentence, and an id means nothing there.
        return rejected(mutation, {
          reason: 'not_found',
          message: `${sentenceStart(SYNC_ENTITY_NOUNS[mutation.entity])} this change was for no longer exists`,
        });
      }
      return mutation.action === 'update'
        ? update(entityRows, data, sent, current)
        : remove(entityRows, current);
    }
  }
}

/**
 * The answer to a create of an append-only entity (a sale) whose id the caller knows is new: the same checks
 * as `decide`, but the row is returned for the caller's multi-row INSERT instead of written here.
 */
export async function decideAppend(
  tx: Database,
  scope: BatchScope,
  mutation: PushMutation,
): Promise<{ result: StoredResult; row: DbRow | null }> {
  const admission = await admit(tx, scope, mutation);
  if (!admission.ok) return { result: admission.result, row: null };
  const { data, id, ctx } = admission.admitted;
  const rules = ENTITY_RULES[mutation.entity];
  if (!rules.create)
    return { result: rejected(mutation, { reason: 'immutable', message: 'Not allowed' }), row: null };
  const prepared = await rules.create(ctx, data);
  if (!prepared.ok) return { result: rejected(mutation, prepared.rejection), row: null };
  const version = await scope.takeVersion();
  const row = newRow(ctx, prepared.values, id, version);
  return {
    result: {
      mutationId: mutation.mutationId,
      status: 'applied',
      version,
      row: toDomainRow(mutation.entity, row),
    },
    row,
  };
}

/** A new row's stored values: the rules' values plus the columns every synced table shares. */
function newRow(ctx: RuleContext, values: DbRow, id: string, version: number): DbRow {
  return {
    ...values,
    id,
    storeId: ctx.storeId,
    createdAt: ctx.now,
    updatedAt: ctx.now,
    version,
    deletedAt: null,
  };
}

interface EntityRows {
  entity: PushMutation['entity'];
  mutation: PushMutation;
  table: SyncTable;
  ctx: RuleContext;
  takeVersion: () => Promise<number>;
}

function rejection(mutation: PushMutation, prepared: Prepared): StoredResult | null {
  return prepared.ok ? null : rejected(mutation, prepared.rejection);
}

async function create(rows: EntityRows, data: Record<string, unknown>, id: string): Promise<StoredResult> {
  const { entity, mutation, table, ctx } = rows;
  const rules = ENTITY_RULES[entity];
  if (!rules.create) return rejected(mutation, { reason: 'immutable', message: 'Not allowed' });
  const prepared = await rules.create(ctx, data);
  if (!prepared.ok) return rejected(mutation, prepared.rejection);
  const version = await rows.takeVersion();
  const [row] = (await ctx.tx
    .insert(table)
    .values(newRow(ctx, prepared.values, id, version))
    .returning()) as DbRow[];
  return { mutationId: mutation.mutationId, status: 'applied', version, row: toDomainRow(entity, row ?? {}) };
}

/**
 * A create whose id exists: the same create replayed (say, under a new device registration after the first
 * answer was lost) is applied once and answered as applied; anything else conflicts with the stored row.
 */
async function replayCreate(
  rows: EntityRows,
  data: Record<string, unknown>,
  current: DbRow,
): Promise<StoredResult> {
  const { entity, mutation, ctx } = rows;
  const rules = ENTITY_RULES[entity];
  const answer = (status: 'applied' | 'conflict'): StoredResult => ({
    mutationId: mutation.mutationId,
    status,
    version: Number(current.version),
    row: toDomainRow(entity, current),
  });
  if (!rules.create || current.deletedAt) return answer('conflict');
  const prepared = await rules.create(ctx, data);
  if (!prepared.ok) return rejected(mutation, prepared.rejection);
  const identical = Object.entries(prepared.values).every(
    ([key, value]) => key === 'passwordHash' || key === 'createdBy' || sameValue(current[key], value),
  );
  return answer(identical ? 'applied' : 'conflict');
}

/**
 * Field-level merge. A field someone else changed after the client's baseVersion keeps the earlier-committed
 * value (the server's order wins) and makes the answer a conflict; the other fields apply. An incoming value
 * equal to the stored one is no change at all, so a replayed update never conflicts with itself.
 */
async function update(
  rows: EntityRows,
  data: Record<string, unknown>,
  sent: readonly string[],
  current: DbRow,
): Promise<StoredResult> {
  const { entity, mutation, table, ctx } = rows;
  const conflict = (row: DbRow): StoredResult => ({
    mutationId: mutation.mutationId,
    status: 'conflict',
    version: Number(row.version),
    row: toDomainRow(entity, row),
  });
  // Delete wins: an update never revives a tombstone.
  if (current.deletedAt) return conflict(current);
  if (mutation.baseVersion === null) {
    return rejected(mutation, {
      reason: 'invalid',
      message: 'An update needs the baseVersion it was made against',
      issues: [{ path: 'baseVersion', message: 'Required for an update' }],
    });
  }
  const base = mutation.baseVersion;
  const rules = ENTITY_RULES[entity];
  const prepared = await rules.changes(ctx, data, sent, current);
  if (!prepared.ok) return rejected(mutation, prepared.rejection);

  const fieldVersions = (current.fieldVersions ?? {}) as Record<string, number>;
  const accepted: DbRow = {};
  let dropped = false;
  for (const [field, value] of Object.entries(prepared.values)) {
    if (sameValue(current[field], value)) continue;
    if ((fieldVersions[field] ?? 0) > base) dropped = true;
    else accepted[field] = value;
  }
  if (Object.keys(accepted).length === 0) {
    return dropped
      ? conflict(current)
      : {
          mutationId: mutation.mutationId,
          status: 'applied',
          version: Number(current.version),
          row: toDomainRow(entity, current),
        };
  }
  const derived = rules.derive
    ? await rules.derive(ctx, { ...current, ...accepted }, accepted, current)
    : null;
  const derivedRejection = derived ? rejection(mutation, derived) : null;
  if (derivedRejection) return derivedRejection;
  const derivedValues = derived?.ok ? derived.values : {};

  const version = await rows.takeVersion();
  const nextFieldVersions = { ...fieldVersions };
  for (const field of Object.keys(accepted)) nextFieldVersions[field] = version;
  const [row] = (await ctx.tx
    .update(table)
    .set({ ...accepted, ...derivedValues, fieldVersions: nextFieldVersions, updatedAt: ctx.now, version })
    .where(eq(table.id, String(current.id)))
    .returning()) as DbRow[];
  if (!row) throw new Error('The locked row vanished during an update');
  return dropped
    ? conflict(row)
    : { mutationId: mutation.mutationId, status: 'applied', version, row: toDomainRow(entity, row) };
}

/** Delete wins and always applies; deleting a tombstone again is a no-op that answers with the tombstone. */
async function remove(rows: EntityRows, current: DbRow): Promise<StoredResult> {
  const { entity, mutation, table, ctx } = rows;
  const applied = (row: DbRow): StoredResult => ({
    mutationId: mutation.mutationId,
    status: 'applied',
    version: Number(row.version),
    row: toDomainRow(entity, row),
  });
  if (current.deletedAt) return applied(current);
  const blocked = await ENTITY_RULES[entity].beforeDelete?.(ctx, current);
  if (blocked) return rejected(mutation, blocked);
  const version = await rows.takeVersion();
  const [row] = (await ctx.tx
    .update(table)
    .set({ deletedAt: ctx.now, updatedAt: ctx.now, version })
    .where(eq(table.id, String(current.id)))
    .returning()) as DbRow[];
  if (!row) throw new Error('The locked row vanished during a delete');
  return applied(row);
}
