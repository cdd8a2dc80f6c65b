/**
 * One pushed mutation's decision and its row change (ARCHITECTURE §4): admitted (admit-mutation.ts: actor,
 * permission, schema), then the entity's module says what a create stores and what an update derives, its database
 * checks (entity-rules.ts) what only the database knows, and the conflict rules merge. push-batch.ts opens the
 * transaction, holds the device and version-counter locks and records the answer; this file only decides and
 * writes the entity row. It names no entity.
 */

import {
  type CreateData,
  type EntityRow,
  entityModule,
  type FoundFor,
  type Outcome,
  type PushMutation,
  type StoredResult,
  SYNC_ENTITY_NOUNS,
  type SyncEntity,
  type UpdateData,
} from '@cafe/domain';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import { type Admitted, admit, type BatchScope, rejected } from './admit-mutation.js';
import { type Checked, databaseChecks, type Rejection } from './entity-rules.js';
import {
  type DbRow,
  ENTITY_TABLES,
  type StoredRow,
  storeKeyOf,
  toDomainRow,
  toStoredValues,
} from './entity-tables.js';
import { sameValue } from './same-value.js';

/** The columns every synced table shares, as the generic code below uses them. */
interface SyncTableColumns {
  id: PgColumn;
  version: PgColumn;
  deletedAt: PgColumn;
}
type SyncTable = PgTable & SyncTableColumns;

/**
 * The rows and data of one entity, typed for its module and checks. The generic code holds them untyped; these
 * say what they are: a row its entity's table stored, and data its entity's schema parsed (admit-mutation.ts).
 */
const storedRow = <E extends SyncEntity>(_entity: E, row: DbRow) => row as StoredRow<E>;
const domainRow = <E extends SyncEntity>(entity: E, row: DbRow) => toDomainRow(entity, row) as EntityRow<E>;
const createData = <E extends SyncEntity>(_entity: E, data: Record<string, unknown>) => data as CreateData<E>;
const updateData = <E extends SyncEntity>(_entity: E, data: Record<string, unknown>) => data as UpdateData<E>;

function refusedBy(outcome: Outcome<unknown>): Rejection | null {
  return outcome.ok ? null : outcome.refusal;
}

/** 'a product' → 'A product'. */
function sentenceStart(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The answer to one new mutation, with its row written when it applies. Runs inside the mutation's savepoint:
 * a database error rolls back this mutation's writes only.
 */
export async function decide(tx: Database, scope: BatchScope, mutation: PushMutation): Promise<StoredResult> {
  const admission = await admit(tx, scope, mutation);
  if (!admission.ok) return admission.result;
  const { admitted } = admission;

  const table = ENTITY_TABLES[mutation.entity] as unknown as SyncTable;
  const [current] = (await tx.select().from(table).where(eq(table.id, admitted.id)).for('update')) as DbRow[];
  const owner = current?.[storeKeyOf(mutation.entity)];
  if (current && owner !== scope.storeId) {
    // Ids are random uuids: another store's id means a forged or corrupted mutation.
    return rejected(mutation, { reason: 'invalid', message: 'This id belongs to another store' });
  }
  const rows: EntityRows = { mutation, table, admitted, takeVersion: scope.takeVersion };

  switch (mutation.action) {
    case 'create':
      return current ? replayCreate(rows, current) : create(rows);
    case 'update':
    case 'delete': {
      if (!current) {
        // Words for people: the till shows the message beside its own sentence, and an id means nothing there.
        return rejected(mutation, {
          reason: 'not_found',
          message: `${sentenceStart(SYNC_ENTITY_NOUNS[mutation.entity])} this change was for no longer exists`,
        });
      }
      return mutation.action === 'update' ? update(rows, current) : remove(rows, current);
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
  const { admitted } = admission;
  const prepared = await newValues(mutation.entity, admitted);
  if (!prepared.ok) return { result: rejected(mutation, prepared.rejection), row: null };
  const version = await scope.takeVersion();
  const row = newRow(admitted, prepared.value, version);
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

/** What a create stores besides the shared columns: its database checks' findings, then its module's values. */
async function newValues<E extends SyncEntity>(entity: E, admitted: Admitted): Promise<Checked<DbRow>> {
  const module = entityModule(entity);
  if (!module.create) return { ok: false, rejection: { reason: 'immutable', message: 'Not allowed' } };
  const data = createData(entity, admitted.data);
  const checks = databaseChecks(entity);
  // An entity whose create needs nothing from the database has no beforeCreate, and its module takes nothing found.
  const found = checks.beforeCreate
    ? await checks.beforeCreate(admitted.ctx, data)
    : { ok: true as const, value: {} as FoundFor<E> };
  if (!found.ok) return found;
  const values = module.create(data, admitted.context, found.value);
  if (!values.ok) return { ok: false, rejection: values.refusal };
  return { ok: true, value: toStoredValues(entity, values.value) };
}

/** A new row's stored values: the entity's values plus the columns every synced table shares. */
function newRow({ ctx, id }: Admitted, values: DbRow, version: number): DbRow {
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
  mutation: PushMutation;
  table: SyncTable;
  admitted: Admitted;
  takeVersion: () => Promise<number>;
}

function answer(mutation: PushMutation, status: 'applied' | 'conflict', row: DbRow): StoredResult {
  return {
    mutationId: mutation.mutationId,
    status,
    version: Number(row.version),
    row: toDomainRow(mutation.entity, row),
  };
}

async function create(rows: EntityRows): Promise<StoredResult> {
  const { mutation, table, admitted } = rows;
  const prepared = await newValues(mutation.entity, admitted);
  if (!prepared.ok) return rejected(mutation, prepared.rejection);
  const version = await rows.takeVersion();
  const [row] = (await admitted.ctx.tx
    .insert(table)
    .values(newRow(admitted, prepared.value, version))
    .returning()) as DbRow[];
  return answer(mutation, 'applied', row ?? {});
}

/**
 * A create whose id exists: the same create replayed (say, under a new device registration after the first
 * answer was lost) is applied once and answered as applied; anything else conflicts with the stored row.
 */
async function replayCreate(rows: EntityRows, current: DbRow): Promise<StoredResult> {
  const { mutation, admitted } = rows;
  const module = entityModule(mutation.entity);
  if (!module.create || current.deletedAt) return answer(mutation, 'conflict', current);
  const prepared = await newValues(mutation.entity, admitted);
  if (!prepared.ok) return rejected(mutation, prepared.rejection);
  const identical = Object.entries(prepared.value).every(
    ([key, value]) =>
      key === 'createdBy' || module.foundFields?.includes(key) || sameValue(current[key], value),
  );
  return answer(mutation, identical ? 'applied' : 'conflict', current);
}

/** An update's sent fields as stored values: a blank optional text (undefined after parsing) clears to null. */
function sentValues(entity: SyncEntity, { data, sent }: Admitted): DbRow {
  return toStoredValues(entity, Object.fromEntries(sent.map((key) => [key, data[key] ?? null])));
}

/** A refusal of the update by the entity's module (who may change what) or its database checks, or null. */
async function refuseUpdate<E extends SyncEntity>(
  entity: E,
  admitted: Admitted,
  current: DbRow,
): Promise<Rejection | null> {
  const data = updateData(entity, admitted.data);
  const refusal = entityModule(entity).refuseUpdate?.(
    domainRow(entity, current),
    data,
    admitted.sent,
    admitted.actor,
  );
  if (refusal) return { reason: 'forbidden', message: refusal };
  const checks = databaseChecks(entity);
  return checks.beforeUpdate
    ? checks.beforeUpdate(admitted.ctx, storedRow(entity, current), data, admitted.sent)
    : null;
}

/** What the merged row derives (the module's values, then the database's), or why it cannot be. */
async function derived<E extends SyncEntity>(
  entity: E,
  admitted: Admitted,
  current: DbRow,
  accepted: DbRow,
): Promise<Checked<DbRow>> {
  const merged = { ...current, ...accepted };
  const changed = new Set(Object.keys(accepted));
  const fromModule = entityModule(entity).derive?.(domainRow(entity, merged), changed, admitted.context);
  const moduleRefusal = fromModule ? refusedBy(fromModule) : null;
  if (moduleRefusal) return { ok: false, rejection: moduleRefusal };
  const values = toStoredValues(entity, fromModule?.ok ? fromModule.value : {});
  const checks = databaseChecks(entity);
  if (!checks.afterMerge) return { ok: true, value: values };
  const fromDatabase = await checks.afterMerge(
    admitted.ctx,
    storedRow(entity, { ...merged, ...values }),
    changed,
    storedRow(entity, current),
  );
  return fromDatabase.ok ? { ok: true, value: { ...values, ...fromDatabase.value } } : fromDatabase;
}

/**
 * Field-level merge. A field someone else changed after the client's baseVersion keeps the earlier-committed
 * value (the server's order wins) and makes the answer a conflict; the other fields apply. An incoming value
 * equal to the stored one is no change at all, so a replayed update never conflicts with itself.
 */
async function update(rows: EntityRows, current: DbRow): Promise<StoredResult> {
  const { mutation, table, admitted } = rows;
  const { entity } = mutation;
  // Delete wins: an update never revives a tombstone.
  if (current.deletedAt) return answer(mutation, 'conflict', current);
  if (mutation.baseVersion === null) {
    return rejected(mutation, {
      reason: 'invalid',
      message: 'An update needs the baseVersion it was made against',
      issues: [{ path: 'baseVersion', message: 'Required for an update' }],
    });
  }
  const base = mutation.baseVersion;
  const refusal = await refuseUpdate(entity, admitted, current);
  if (refusal) return rejected(mutation, refusal);

  const fieldVersions = (current.fieldVersions ?? {}) as Record<string, number>;
  const accepted: DbRow = {};
  let dropped = false;
  for (const [field, value] of Object.entries(sentValues(entity, admitted))) {
    if (sameValue(current[field], value)) continue;
    if ((fieldVersions[field] ?? 0) > base) dropped = true;
    else accepted[field] = value;
  }
  if (Object.keys(accepted).length === 0) return answer(mutation, dropped ? 'conflict' : 'applied', current);
  const derivation = await derived(entity, admitted, current, accepted);
  if (!derivation.ok) return rejected(mutation, derivation.rejection);

  const version = await rows.takeVersion();
  const nextFieldVersions = { ...fieldVersions };
  for (const field of Object.keys(accepted)) nextFieldVersions[field] = version;
  const { now, tx } = admitted.ctx;
  const [row] = (await tx
    .update(table)
    .set({ ...accepted, ...derivation.value, fieldVersions: nextFieldVersions, updatedAt: now, version })
    .where(eq(table.id, String(current.id)))
    .returning()) as DbRow[];
  if (!row) throw new Error('The locked row vanished during an update');
  return answer(mutation, dropped ? 'conflict' : 'applied', row);
}

/** A refusal of the delete by the entity's module or its database checks (which may write what it entails). */
async function refuseDelete<E extends SyncEntity>(
  entity: E,
  admitted: Admitted,
  current: DbRow,
): Promise<Rejection | null> {
  const refusal = entityModule(entity).refuseDelete?.(domainRow(entity, current), admitted.actor);
  if (refusal) return { reason: 'forbidden', message: refusal };
  const checks = databaseChecks(entity);
  return checks.beforeDelete ? checks.beforeDelete(admitted.ctx, storedRow(entity, current)) : null;
}

/** Delete wins and always applies; deleting a tombstone again is a no-op that answers with the tombstone. */
async function remove(rows: EntityRows, current: DbRow): Promise<StoredResult> {
  const { mutation, table, admitted } = rows;
  if (current.deletedAt) return answer(mutation, 'applied', current);
  const blocked = await refuseDelete(mutation.entity, admitted, current);
  if (blocked) return rejected(mutation, blocked);
  const version = await rows.takeVersion();
  const { now, tx } = admitted.ctx;
  const [row] = (await tx
    .update(table)
    .set({ deletedAt: now, updatedAt: now, version })
    .where(eq(table.id, String(current.id)))
    .returning()) as DbRow[];
  if (!row) throw new Error('The locked row vanished during a delete');
  return answer(mutation, 'applied', row);
}
