import {
  type MutationProof,
  type Refusal,
  SYNC_ENTITIES,
  SYNC_ENTITY_NOUNS,
  type SyncAction,
  type SyncEntity,
} from '@cafe/domain';
import Dexie from 'dexie';
import type { MutationSigner, SigningSession } from '../auth/signing-session';
import { type CafeDb, ENTITY_TABLE_NAMES, type EntityRows, type EntityTableName, entityTable } from '../db';
import { isValidationError } from '../load-domain-schemas';
import type { RowChange } from '../projection';
import { projections } from '../projections';
import { allocateMutationIds, readMeta, writeMeta } from '../sync/meta';

/** Stands in for the store's id until this browser's registration tells it; the server row replaces it. */
export const UNKNOWN_STORE_ID = '00000000-0000-4000-8000-000000000000';

/** What every repository needs; the app passes the real ones, tests their own database and clock. */
export interface RepositoryDeps {
  db: CafeDb;
  now: () => Date;
  newId: () => string;
  /** The signed-in user, who becomes the mutation's actor; null when nobody is signed in. */
  currentUserId: () => string | null;
  /** Signs each change as its actor's (auth/signing-session.ts): the server applies nothing unsigned. */
  signerFor: SigningSession['signerFor'];
  /** Called after every committed change: wakes the sync engine. */
  onCommitted: () => void;
  /** Called with a failed local write before it is rethrown, so the app can block on it. */
  onLocalWriteError: (error: unknown) => void;
}

/** A change the caller asked for that cannot be made: a form shows it, it is not a storage failure. */
export class RepositoryError extends Error {
  override name = 'RepositoryError';
}

export class NotSignedInError extends RepositoryError {
  override name = 'NotSignedInError';
  constructor() {
    super('Sign in to make changes');
  }
}

export class RowNotFoundError extends RepositoryError {
  override name = 'RowNotFoundError';
  constructor(
    entity: SyncEntity,
    /** For the console: never part of the message a person reads. */
    readonly rowId: string,
  ) {
    const noun = SYNC_ENTITY_NOUNS[entity];
    super(
      `${noun.charAt(0).toUpperCase()}${noun.slice(1)} you changed is no longer on this till (it was deleted)`,
    );
  }
}

/** A rule that needs the local database to check (a shift's user must exist). */
export class LocalValidationError extends RepositoryError {
  override name = 'LocalValidationError';
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
  }
}

/** A refusal by an entity's module (packages/domain), as a form shows it: beside the field it names. */
export function refusalError(refusal: Refusal): LocalValidationError {
  return new LocalValidationError(refusal.message, refusal.issues?.[0]?.path ?? '');
}

/** Who makes a change and when: fixed when the user acts, which may be before its transaction opens. */
export interface ChangeStamp {
  /** Device time of the change, ISO. */
  at: string;
  actorId: string;
}

export interface WriteContext extends ChangeStamp {
  storeId: string;
}

/** The signed-in user, now; throws NotSignedInError when nobody is signed in. */
export function stampChange(deps: RepositoryDeps): ChangeStamp {
  const actorId = deps.currentUserId();
  if (!actorId) throw new NotSignedInError();
  return { at: deps.now().toISOString(), actorId };
}

export interface OutboxMutation {
  entity: SyncEntity;
  action: SyncAction;
  data: Record<string, unknown>;
  baseVersion: number | null;
}

/** The outcome of a change's work: the outbox entry to append (null when nothing changed) and the result. */
export interface ChangeOutcome<T> {
  mutation: OutboxMutation | null;
  result: T;
}

/** Drops undefined keys: the outbox entry holds exactly what will travel as JSON. */
export function compact(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/**
 * A write's transaction scope: the tables it names, the tables of their entities' projections (which change in the
 * same transaction as the rows: storeOwnRows), the outbox, and meta (where the next mutationId comes from).
 */
function writeScope(tables: readonly EntityTableName[]): string[] {
  const entities = SYNC_ENTITIES.filter((entity) => tables.includes(ENTITY_TABLE_NAMES[entity]));
  return [...new Set<string>([...tables, ...projections.tables(entities, 'local'), 'syncLog', 'meta'])];
}

/** A row this device writes: new (nothing before) or changed; a local delete leaves a tombstone, so never gone. */
export type OwnRowChange<R> = RowChange<R> & { after: R };

/**
 * Lays rows this device changed into the entity's table, inside commitChange or commitMutations (whose scope holds
 * the tables of the entity's projections), and hands the changes to those projections in the same transaction. A
 * new row is added (an id already stored fails the write), a changed one put. The row writes and the projections'
 * go to IndexedDB together, not one after the other.
 */
export function storeOwnRows<E extends SyncEntity>(
  db: CafeDb,
  entity: E,
  changes: readonly OwnRowChange<EntityRows[E]>[],
): Promise<unknown> {
  const table = entityTable(db, entity);
  const added = changes.filter((change) => change.before === undefined).map((change) => change.after);
  const changed = changes.filter((change) => change.before !== undefined).map((change) => change.after);
  const [only] = changes;
  if (changes.length === 1 && only) {
    return Promise.all([
      only.before === undefined ? table.add(only.after) : table.put(only.after),
      projections.apply(db, entity, only, 'local'),
    ]);
  }
  return Promise.all([
    added.length > 0 ? table.bulkAdd(added) : undefined,
    changed.length > 0 ? table.bulkPut(changed) : undefined,
    projections.applyMany(db, entity, changes, 'local'),
  ]);
}

/**
 * Runs one user action: its row writes (storeOwnRows, with their projections) and its outbox entry in ONE
 * read-write transaction over writeScope(tables). Either all land or none.
 * A storage failure is reported (the app blocks on it) and rethrown; validation failures are only rethrown.
 * The stamp defaults to the signed-in user, now. `onOpen` is called once the transaction exists: a read begun after
 * it over the same tables waits for this write, not the other way round.
 */
export function commitChange<T>(
  deps: RepositoryDeps,
  tables: readonly EntityTableName[],
  work: (context: WriteContext) => Promise<ChangeOutcome<T>>,
  stamp: ChangeStamp = stampChange(deps),
  onOpen?: () => void,
): Promise<T> {
  return writeChange(deps, tables, { work }, stamp, onOpen);
}

/**
 * commitChange for a change whose outbox entry is known before its work (a sale, prepared and priced before the
 * tap that stores it): it is signed while the transaction opens, and its entry is written beside the rows, so the
 * write takes one round trip to IndexedDB after its reads instead of two with a signature between them.
 */
export function commitPlannedChange<T>(
  deps: RepositoryDeps,
  tables: readonly EntityTableName[],
  mutation: OutboxMutation,
  work: (context: WriteContext) => Promise<T>,
  stamp: ChangeStamp = stampChange(deps),
  onOpen?: () => void,
): Promise<T> {
  return writeChange(deps, tables, { mutation, work }, stamp, onOpen);
}

/** A change's work: the outbox entry known up front (planned), or returned by the work. */
type ChangeWork<T> =
  | { mutation?: undefined; work: (context: WriteContext) => Promise<ChangeOutcome<T>> }
  | { mutation: OutboxMutation; work: (context: WriteContext) => Promise<T> };

async function writeChange<T>(
  deps: RepositoryDeps,
  tables: readonly EntityTableName[],
  change: ChangeWork<T>,
  stamp: ChangeStamp,
  onOpen?: () => void,
): Promise<T> {
  const { at, actorId } = stamp;
  const { db } = deps;
  // Only the user whose key this browser holds can change anything, whatever the rest of the app believes. Its
  // read starts now, in a transaction of its own, and the write's transaction opens beside it (onOpen at once), so
  // a screen drawn after onOpen never reads ahead of this write.
  const signer = deps.signerFor(actorId);
  const proofOf = (sign: MutationSigner | null, mutation: OutboxMutation) =>
    sign ? sign({ ...mutationOf(mutation), actorId, clientTime: at }) : Promise.resolve(undefined);
  const planned = change.mutation;
  const plannedProof = planned
    ? signer.then((sign) => (sign === undefined ? undefined : proofOf(sign, planned)))
    : undefined;
  // Should the transaction never open, its own failure is the one reported, not this read's as well.
  signer.catch(() => undefined);
  plannedProof?.catch(() => undefined);
  let appended = false;
  let result: T;
  try {
    result = await db.transaction('rw', writeScope(tables), async () => {
      onOpen?.();
      // waitFor keeps the transaction open across a promise that is not one of its own requests. The store's id is
      // read beside it: each round trip waits for the page's main thread, which may be drawing the next screen.
      // The next mutationId is read now too (no other write can take it: read-write transactions over meta never
      // overlap) and its new value written with the outbox entry.
      const [sign, knownStoreId, nextMutationId, earlyProof] = await Promise.all([
        Dexie.waitFor(signer),
        readMeta(db, 'storeId'),
        readMeta(db, 'nextMutationId'),
        plannedProof ? Dexie.waitFor(plannedProof) : undefined,
      ]);
      if (sign === undefined) throw new NotSignedInError();
      const context = { at, actorId, storeId: knownStoreId ?? UNKNOWN_STORE_ID };
      const append = (mutation: OutboxMutation, proof: MutationProof | undefined) => {
        const mutationId = nextMutationId ?? 1;
        appended = true;
        return Promise.all([
          writeMeta(db, 'nextMutationId', mutationId + 1),
          db.syncLog.add({
            id: deps.newId(),
            mutationId,
            ...mutation,
            actorId,
            timestamp: at,
            synced: false,
            ...(proof ? { proof } : {}),
          }),
        ]);
      };
      if (change.mutation) {
        const [done] = await Promise.all([change.work(context), append(change.mutation, earlyProof)]);
        return done;
      }
      const outcome = await change.work(context);
      // Signed inside the transaction (waitFor keeps it open), so an entry never exists without its proof.
      if (outcome.mutation) {
        await append(outcome.mutation, await Dexie.waitFor(proofOf(sign, outcome.mutation)));
      }
      return outcome.result;
    });
  } catch (error) {
    if (!(error instanceof RepositoryError) && !isValidationError(error)) deps.onLocalWriteError(error);
    throw error;
  }
  if (appended) deps.onCommitted();
  return result;
}

/** What a proof covers of an outbox entry (not its baseVersion). */
function mutationOf({ entity, action, data }: OutboxMutation) {
  return { entity, action, data };
}

/** One change of a many-row action, with its data fixed (validated and compacted) before anything is written. */
export interface PlannedMutation {
  entity: SyncEntity;
  action: SyncAction;
  data: Record<string, unknown>;
}

/**
 * Runs one user action that changes many rows (a catalogue import) in ONE read-write transaction: `work` writes the
 * rows and returns each planned change's baseVersion (null for a create), and every change becomes its own outbox
 * entry with contiguous mutationIds, so the server applies and answers each one alone. Either all land or none.
 *
 * Unlike commitChange, the changes are signed before the transaction opens: a proof covers the entity, action,
 * data, actor and time (not the baseVersion), all known up front, and thousands of WebCrypto calls awaited inside an
 * IndexedDB transaction would each need Dexie.waitFor to keep it alive.
 */
export async function commitMutations(
  deps: RepositoryDeps,
  tables: readonly EntityTableName[],
  planned: readonly PlannedMutation[],
  work: (context: WriteContext) => Promise<readonly (number | null)[]>,
  stamp: ChangeStamp = stampChange(deps),
): Promise<void> {
  if (planned.length === 0) return;
  const { at, actorId } = stamp;
  const { db } = deps;
  const sign = await deps.signerFor(actorId);
  if (sign === undefined) throw new NotSignedInError();
  const proofs = sign
    ? await Promise.all(
        planned.map(({ entity, action, data }) => sign({ entity, action, data, actorId, clientTime: at })),
      )
    : null;
  try {
    await db.transaction('rw', writeScope(tables), async () => {
      const storeId = (await readMeta(db, 'storeId')) ?? UNKNOWN_STORE_ID;
      const baseVersions = await work({ at, actorId, storeId });
      if (baseVersions.length !== planned.length) {
        throw new Error(
          `The work answered ${baseVersions.length} base versions for ${planned.length} changes`,
        );
      }
      // Taken as one block: read-write transactions never overlap, so the block stays contiguous.
      const first = await allocateMutationIds(db, planned.length);
      await db.syncLog.bulkAdd(
        planned.map((mutation, index) => {
          const proof = proofs?.[index];
          return {
            id: deps.newId(),
            mutationId: first + index,
            ...mutation,
            baseVersion: baseVersions[index] ?? null,
            actorId,
            timestamp: at,
            synced: false,
            ...(proof ? { proof } : {}),
          };
        }),
      );
    });
  } catch (error) {
    if (!(error instanceof RepositoryError) && !isValidationError(error)) deps.onLocalWriteError(error);
    throw error;
  }
  deps.onCommitted();
}
