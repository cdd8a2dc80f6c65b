/**
 * One push, in ONE transaction (ARCHITECTURE §4): lock the device row, answer duplicates from their stored
 * results, stop at a gap, then apply each new mutation in its own savepoint and record every answer, advancing
 * the device's last_mutation_id in the same commit as the changes. A rejection is an answer like any other, so
 * the queue moves on; only an unexpected error rolls the whole push back and leaves it for the client's retry.
 *
 * The store's version counter is locked once for the push, at its first version, and versions are handed out from
 * memory: commit order is still version order (nobody else can take a version until this commit), and a push of
 * 500 mutations costs one commit instead of 500.
 *
 * Nothing a till sends may stall its queue: a malformed mutation is answered `rejected / invalid` on its own
 * (readPushMutation), and what is recorded outside the savepoints (the answers, the quarantine) is first made
 * storable (storable-json.ts), so only a fault a retry can cure fails the batch.
 */
import type { IncomingMutation, MutationResult, PushMutation, StoredResult, SyncEntity } from '@cafe/domain';
import {
  entityModule,
  MALFORMED_MUTATION_MESSAGE,
  readPushMutation,
  SYNC_ENTITIES,
  storedResultSchema,
} from '@cafe/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import { sqlState } from '../db/database-errors.js';
import { deviceMutations, devices, quarantinedSales, versionCounters } from '../db/schema.js';
import { type BatchScope, forgetStaleReads, rejected } from './admit-mutation.js';
import { decide, decideAppend } from './apply-mutation.js';
import { databaseChecks } from './entity-rules.js';
import { type DbRow, ENTITY_TABLES } from './entity-tables.js';
import { toStorableJson, toStorableResult } from './storable-json.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A quarantined sale's data is kept this deep; a real sale is 3 levels (data → items → a line). */
export const QUARANTINE_DATA_DEPTH = 32;

export type PushOutcome =
  | { kind: 'ok'; lastMutationId: number; results: MutationResult[] }
  | { kind: 'gap'; expectedMutationId: number }
  | { kind: 'device_revoked' };

/**
 * The store's version counter for one push: locked at the first version taken (outside any savepoint, so a
 * rollback cannot release it) and held until the commit.
 */
function versionCounter(tx: Database, storeId: string) {
  let first: number | null = null;
  let last = 0;
  async function lock(): Promise<void> {
    if (first !== null) return;
    const [row] = await tx
      .select({ lastVersion: versionCounters.lastVersion })
      .from(versionCounters)
      .where(eq(versionCounters.storeId, storeId))
      .for('update');
    if (!row) throw new Error(`No version counter for store ${storeId}`);
    first = row.lastVersion;
    last = row.lastVersion;
  }
  return {
    lock,
    async take(): Promise<number> {
      await lock();
      last += 1;
      return last;
    },
    /** Versions taken by a rolled-back savepoint are skipped, never reused: a gap in versions is harmless. */
    async save(): Promise<void> {
      if (first !== null && last !== first) {
        await tx
          .update(versionCounters)
          .set({ lastVersion: last })
          .where(eq(versionCounters.storeId, storeId));
      }
    },
  };
}

export async function pushBatch(
  tx: Database,
  deviceId: string,
  now: Date,
  mutations: readonly IncomingMutation[],
): Promise<PushOutcome> {
  // The lock serialises every push of this device (tabs, retries, a batch sent three times at once).
  const [device] = await tx.select().from(devices).where(eq(devices.id, deviceId)).for('update');
  if (!device || device.revokedAt) return { kind: 'device_revoked' };

  const results: MutationResult[] = [];
  // Mutation ids are contiguous within a batch (the protocol checks it), so duplicates come first.
  const duplicates = mutations.filter((mutation) => mutation.mutationId <= device.lastMutationId);
  if (duplicates.length > 0) {
    const stored = await tx
      .select({ mutationId: deviceMutations.mutationId, result: deviceMutations.result })
      .from(deviceMutations)
      .where(
        and(
          eq(deviceMutations.deviceId, deviceId),
          inArray(
            deviceMutations.mutationId,
            duplicates.map((mutation) => mutation.mutationId),
          ),
        ),
      );
    const byId = new Map(stored.map((row) => [row.mutationId, storedResultSchema.parse(row.result)]));
    for (const { mutationId } of duplicates) {
      results.push({ mutationId, status: 'duplicate', original: byId.get(mutationId) ?? null });
    }
  }
  const fresh = mutations.slice(duplicates.length);
  const first = fresh[0];
  if (first && first.mutationId > device.lastMutationId + 1) {
    return { kind: 'gap', expectedMutationId: device.lastMutationId + 1 };
  }
  if (!first) return { kind: 'ok', lastMutationId: device.lastMutationId, results };

  const counter = versionCounter(tx, device.storeId);
  const scope: BatchScope = {
    deviceId,
    storeId: device.storeId,
    now,
    takeVersion: counter.take,
    actors: new Map(),
    taxRateMilliPercent: null,
    discountLimitMilliPercent: null,
    actorKeys: new Map(),
    acceptsUnsigned: device.acceptsUnsigned,
    signed: false,
  };
  const answered = (await answerAll(tx, scope, fresh, counter.lock)).map(toStorableResult);

  await counter.save();
  await tx.insert(deviceMutations).values(
    answered.map((result) => ({
      deviceId,
      mutationId: result.mutationId,
      status: result.status,
      result,
      createdAt: now,
    })),
  );
  // A rejected sale is kept where managers can see it (ARCHITECTURE §4): the cashier took the money.
  // The mutation as it arrived, malformed or not: its data is what the till recorded.
  const quarantined = fresh.flatMap((mutation, index) => {
    const result = answered[index];
    if (!keepsRefused(mutation.entity) || result?.status !== 'rejected') return [];
    const { actorId } = mutation;
    return [
      {
        storeId: device.storeId,
        deviceId,
        actorId: typeof actorId === 'string' && UUID.test(actorId) ? actorId : null,
        mutationId: mutation.mutationId,
        entity: String(mutation.entity),
        data: toStorableJson(mutation.data, QUARANTINE_DATA_DEPTH),
        reason: result.reason,
        message: result.message,
        createdAt: now,
      },
    ];
  });
  if (quarantined.length > 0) await tx.insert(quarantinedSales).values(quarantined);
  const lastMutationId = first.mutationId + fresh.length - 1;
  // A signed change ends the device's window for unsigned ones (changes queued by an older app come first).
  const acceptsUnsigned = device.acceptsUnsigned && !scope.signed;
  await tx
    .update(devices)
    .set({ lastMutationId, lastSeenAt: now, acceptsUnsigned })
    .where(eq(devices.id, deviceId));
  return { kind: 'ok', lastMutationId, results: [...results, ...answered] };
}

/**
 * Whether a refused mutation naming `entity` is kept in quarantine (its module's quarantineRefused): read from
 * the mutation as it arrived, so a malformed sale is kept too.
 */
function keepsRefused(entity: unknown): boolean {
  return (
    typeof entity === 'string' &&
    (SYNC_ENTITIES as readonly string[]).includes(entity) &&
    entityModule(entity as SyncEntity).quarantineRefused === true
  );
}

/** A new append-only row waiting for its batch's multi-row INSERT, and where its answer sits. */
interface PendingRow {
  entity: SyncEntity;
  row: DbRow;
  index: number;
  mutationId: number;
}

/**
 * The answers to a batch's new mutations, in order. New append-only rows (sales) wait in `pending` and are
 * written together; anything else first writes them, so it sees every earlier mutation of the batch. A malformed
 * mutation writes nothing and is answered at once.
 */
async function answerAll(
  tx: Database,
  scope: BatchScope,
  incoming: readonly IncomingMutation[],
  lockVersions: () => Promise<void>,
): Promise<StoredResult[]> {
  const read = incoming.map((mutation) => ({
    mutationId: mutation.mutationId,
    ...readPushMutation(mutation),
  }));
  const answered: StoredResult[] = [];
  const existing = await existingAppendIds(
    tx,
    read.flatMap((entry) => (entry.ok ? [entry.mutation] : [])),
  );
  let pending: PendingRow[] = [];
  const pendingIds = new Set<string>();
  const flush = async () => {
    if (pending.length > 0) await insertPending(tx, pending, answered);
    pending = [];
    pendingIds.clear();
  };

  for (const [index, entry] of read.entries()) {
    if (!entry.ok) {
      answered.push(
        rejected(entry, { reason: 'invalid', message: MALFORMED_MUTATION_MESSAGE, issues: entry.issues }),
      );
      continue;
    }
    const { mutation } = entry;
    const id = appendId(mutation);
    if (id !== null && !existing.has(id) && !pendingIds.has(id)) {
      // A create that reads its own entity's earlier rows (a refund: the sale's refunds) sees the batch's, and
      // another till's push waits here for this one to commit before it reads them (the store's counter lock).
      if (databaseChecks(mutation.entity).readsOwnRows) {
        await flush();
        await lockVersions();
      }
      const { result, row } = await decideAppend(tx, scope, mutation);
      answered.push(result);
      if (row) {
        pending.push({ entity: mutation.entity, row, index, mutationId: mutation.mutationId });
        pendingIds.add(id);
      }
    } else {
      await flush();
      // The counter is locked here, outside the mutation's savepoint, which may roll back (BatchScope.takeVersion).
      await lockVersions();
      answered.push(await answer(tx, scope, mutation));
    }
    // A change may alter what later mutations of the batch read (a user's role, the store's tax rate).
    forgetStaleReads(scope, mutation.entity);
  }
  await flush();
  return answered;
}

/** The id of a create of an append-only entity, when it looks like one; anything else takes the general path. */
function appendId(mutation: PushMutation): string | null {
  if (mutation.action !== 'create' || !entityModule(mutation.entity).appendOnly) return null;
  const id = mutation.data.id;
  return typeof id === 'string' && UUID.test(id) ? id.toLowerCase() : null;
}

/** Which of the batch's append-only creates name an id that is already stored (a replay): one query per table. */
async function existingAppendIds(tx: Database, mutations: readonly PushMutation[]): Promise<Set<string>> {
  const creates = mutations.flatMap((mutation) => {
    const id = appendId(mutation);
    return id === null ? [] : [{ entity: mutation.entity, id }];
  });
  const existing = new Set<string>();
  for (const [entity, found] of byEntity(creates)) {
    const ids = found.map((create) => create.id);
    const table = ENTITY_TABLES[entity] as unknown as PgTable & { id: PgColumn };
    const rows = (await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids))) as {
      id: string;
    }[];
    for (const row of rows) existing.add(row.id);
  }
  return existing;
}

/**
 * Writes the pending rows with one INSERT per table in a savepoint. If the database refuses it, each row is
 * written alone in its own savepoint instead, and the ones it still refuses are answered as rejected.
 */
async function insertPending(
  tx: Database,
  pending: readonly PendingRow[],
  answered: StoredResult[],
): Promise<void> {
  for (const [entity, rows] of byEntity(pending)) {
    const insert = (db: Database, entries: readonly PendingRow[]) =>
      db.insert(ENTITY_TABLES[entity]).values(entries.map((entry) => entry.row) as never[]);
    try {
      await tx.transaction(async (savepoint) => {
        await insert(savepoint, rows);
      });
      continue;
    } catch (error) {
      if (!isRefusal(sqlState(error))) throw error;
    }
    for (const entry of rows) {
      try {
        await tx.transaction(async (savepoint) => {
          await insert(savepoint, [entry]);
        });
      } catch (error) {
        const state = sqlState(error);
        if (!isRefusal(state)) throw error;
        answered[entry.index] = databaseRefused(entry);
      }
    }
  }
}

/** Items grouped by their entity, in first-seen order (Map.groupBy needs Node 21). */
function byEntity<T extends { entity: SyncEntity }>(items: readonly T[]): Map<SyncEntity, T[]> {
  const groups = new Map<SyncEntity, T[]>();
  for (const item of items) {
    const group = groups.get(item.entity);
    if (group) group.push(item);
    else groups.set(item.entity, [item]);
  }
  return groups;
}

/** A value the database cannot hold (22: data exception) or a constraint it enforces (23). */
function isRefusal(state: string | null): state is string {
  return state !== null && (state.startsWith('22') || state.startsWith('23'));
}

function databaseRefused(mutation: Pick<PushMutation, 'mutationId'>): StoredResult {
  return rejected(mutation, {
    reason: 'invalid',
    // Said to the person who made the change: a database's state code would mean nothing to them.
    message: "A value in this change is too large or not allowed, so it can't be stored",
  });
}

/** One mutation in its own savepoint, so a value the database refuses rolls back that mutation alone. */
async function answer(tx: Database, scope: BatchScope, mutation: PushMutation): Promise<StoredResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await tx.transaction((savepoint) => decide(savepoint, scope, mutation));
    } catch (error) {
      const state = sqlState(error);
      // Another store creating the same id at once: the retry sees the winner's row and answers accordingly.
      if (state === '23505' && attempt === 0) continue;
      // Retrying a value the database refuses can never succeed: answer it as rejected and let the queue move
      // on instead of stalling forever.
      if (isRefusal(state)) return databaseRefused(mutation);
      throw error;
    }
  }
}
