/**
 * One pushed mutation, in ONE transaction (ARCHITECTURE §4): lock the device row, answer a duplicate from the
 * stored result, stop at a gap, check the actor and the permission, validate, take the version, apply, record
 * the result and advance the device's last_mutation_id. A rejection is committed the same way, so the queue
 * moves on; only an unexpected error rolls back and leaves the mutation for the client's retry.
 */
import {
  can,
  type MutationResult,
  mutationDataSchema,
  type PushMutation,
  permissionForMutation,
  type StoredResult,
  storedResultSchema,
  toApiIssues,
} from '@cafe/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { roleOf } from '../auth/require-session-user.js';
import type { Database } from '../db/database.js';
import { nextVersion } from '../db/next-version.js';
import { deviceMutations, devices, deviceUsers, quarantinedSales, stores, users } from '../db/schema.js';
import { ENTITY_RULES, type Prepared, type Rejection, type RuleContext } from './entity-rules.js';
import { type DbRow, ENTITY_TABLES, toDomainRow } from './entity-tables.js';

export type ApplyOutcome =
  | { kind: 'result'; result: MutationResult; lastMutationId: number }
  | { kind: 'gap'; expectedMutationId: number }
  | { kind: 'device_revoked' };

/** The columns every synced table shares, as the generic code below uses them. */
interface SyncTableColumns {
  id: PgColumn;
  version: PgColumn;
  deletedAt: PgColumn;
}
type SyncTable = PgTable & SyncTableColumns;

const IMMUTABLE_MESSAGES: Partial<Record<string, string>> = {
  sale: 'A sale cannot be changed or deleted; record a void or refund as a new sale',
  storeSettings: 'The store settings can only be updated',
};

/** jsonb reorders keys and drivers return Dates: compare values as canonical JSON. */
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

export interface ApplyContext {
  tx: Database;
  deviceId: string;
  now: Date;
}

/** Everything in one transaction; the caller opens it (and retries a unique-key race once). */
export async function applyMutation(context: ApplyContext, mutation: PushMutation): Promise<ApplyOutcome> {
  const { tx, deviceId, now } = context;
  // The lock serialises every push of this device (tabs, retries, a batch sent three times at once).
  const [device] = await tx.select().from(devices).where(eq(devices.id, deviceId)).for('update');
  if (!device || device.revokedAt) return { kind: 'device_revoked' };

  if (mutation.mutationId <= device.lastMutationId) {
    const [stored] = await tx
      .select({ result: deviceMutations.result })
      .from(deviceMutations)
      .where(
        and(eq(deviceMutations.deviceId, deviceId), eq(deviceMutations.mutationId, mutation.mutationId)),
      );
    const original = stored ? storedResultSchema.parse(stored.result) : null;
    return {
      kind: 'result',
      result: { mutationId: mutation.mutationId, status: 'duplicate', original },
      lastMutationId: device.lastMutationId,
    };
  }
  if (mutation.mutationId > device.lastMutationId + 1) {
    return { kind: 'gap', expectedMutationId: device.lastMutationId + 1 };
  }

  const result = await decide(tx, device.storeId, deviceId, mutation, now);
  await recordResult(context, device.storeId, mutation, result);
  return { kind: 'result', result, lastMutationId: mutation.mutationId };
}

/** Records a result and advances the device: the mutation is now handled, whatever the answer was. */
export async function recordResult(
  context: ApplyContext,
  storeId: string,
  mutation: PushMutation,
  result: StoredResult,
): Promise<void> {
  const { tx, deviceId, now } = context;
  await tx.insert(deviceMutations).values({
    deviceId,
    mutationId: mutation.mutationId,
    status: result.status,
    result,
    createdAt: now,
  });
  await tx
    .update(devices)
    .set({ lastMutationId: mutation.mutationId, lastSeenAt: now })
    .where(eq(devices.id, deviceId));
  if (result.status === 'rejected' && mutation.entity === 'sale') {
    await tx.insert(quarantinedSales).values({
      storeId,
      deviceId,
      actorId: mutation.actorId,
      mutationId: mutation.mutationId,
      data: mutation.data,
      reason: result.reason,
      message: result.message,
      createdAt: now,
    });
  }
}

export function rejected(mutation: PushMutation, rejection: Rejection): StoredResult {
  return { mutationId: mutation.mutationId, status: 'rejected', ...rejection };
}

async function decide(
  tx: Database,
  storeId: string,
  deviceId: string,
  mutation: PushMutation,
  now: Date,
): Promise<StoredResult> {
  const reject = (rejection: Rejection) => rejected(mutation, rejection);

  // The actor must be a live user of this store who signed in online on this very device.
  const [actor] = await tx
    .select({ user: users })
    .from(users)
    .innerJoin(deviceUsers, and(eq(deviceUsers.userId, users.id), eq(deviceUsers.deviceId, deviceId)))
    .where(and(eq(users.id, mutation.actorId), eq(users.storeId, storeId), isNull(users.deletedAt)))
    .limit(1);
  if (!actor) {
    return reject({ reason: 'unknown_actor', message: 'The acting user is unknown on this device' });
  }
  const actorRole = roleOf(actor.user);

  const permission = permissionForMutation(mutation.entity, mutation.action);
  if (permission === null) {
    return reject({
      reason: 'immutable',
      message: IMMUTABLE_MESSAGES[mutation.entity] ?? `A ${mutation.entity} cannot be ${mutation.action}d`,
    });
  }
  // The actor's role now, not when the change was made offline: a demoted user's queue is checked as demoted.
  if (!can(actorRole, permission)) {
    return reject({
      reason: 'forbidden',
      message: `${actor.user.name} may not ${mutation.action} a ${mutation.entity}`,
    });
  }

  const schema = mutationDataSchema(mutation.entity, mutation.action);
  if (!schema) return reject({ reason: 'immutable', message: 'Not allowed' });
  const parsed = schema.safeParse(mutation.data);
  if (!parsed.success) {
    return reject({ reason: 'invalid', message: 'Invalid data', issues: toApiIssues(parsed.error) });
  }
  const data = parsed.data as Record<string, unknown>;
  const id = String(data.id);

  const [store] = await tx
    .select({ taxRateBps: stores.taxRateBps })
    .from(stores)
    .where(eq(stores.id, storeId));
  const ctx: RuleContext = {
    tx,
    storeId,
    taxRateBps: store?.taxRateBps ?? 0,
    actor: actor.user,
    actorRole,
    now,
  };

  const table = ENTITY_TABLES[mutation.entity] as unknown as SyncTable;
  const [current] = (await tx.select().from(table).where(eq(table.id, id)).for('update')) as DbRow[];
  const owner = mutation.entity === 'storeSettings' ? current?.id : current?.storeId;
  if (current && owner !== storeId) {
    // Ids are random uuids: another store's id means a forged or corrupted mutation.
    return reject({ reason: 'invalid', message: 'This id belongs to another store' });
  }
  const entityRows = { entity: mutation.entity, mutation, table, ctx };

  switch (mutation.action) {
    case 'create':
      return current ? replayCreate(entityRows, data, current) : create(entityRows, data, id);
    case 'update':
      if (!current) return reject({ reason: 'not_found', message: `No ${mutation.entity} with id ${id}` });
      return update(entityRows, data, current);
    case 'delete':
      if (!current) return reject({ reason: 'not_found', message: `No ${mutation.entity} with id ${id}` });
      return remove(entityRows, current);
  }
}

interface EntityRows {
  entity: PushMutation['entity'];
  mutation: PushMutation;
  table: SyncTable;
  ctx: RuleContext;
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
  const version = await nextVersion(ctx.tx, ctx.storeId);
  const [row] = (await ctx.tx
    .insert(table)
    .values({
      ...prepared.values,
      id,
      storeId: ctx.storeId,
      createdAt: ctx.now,
      updatedAt: ctx.now,
      version,
      deletedAt: null,
    })
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
  const sent = Object.keys(mutation.data).filter((key) => key !== 'id');
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
  const derived = rules.derive ? await rules.derive(ctx, { ...current, ...accepted }, accepted) : null;
  const derivedRejection = derived ? rejection(mutation, derived) : null;
  if (derivedRejection) return derivedRejection;
  const derivedValues = derived?.ok ? derived.values : {};

  const version = await nextVersion(ctx.tx, ctx.storeId);
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
  const blocked = ENTITY_RULES[entity].beforeDelete?.(ctx, current);
  if (blocked) return rejected(mutation, blocked);
  const version = await nextVersion(ctx.tx, ctx.storeId);
  const [row] = (await ctx.tx
    .update(table)
    .set({ deletedAt: ctx.now, updatedAt: ctx.now, version })
    .where(eq(table.id, String(current.id)))
    .returning()) as DbRow[];
  if (!row) throw new Error('The locked row vanished during a delete');
  return applied(row);
}
