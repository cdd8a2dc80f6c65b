import type { SyncEntity } from '@cafe/domain';
import type { CafeDb, EntityRows } from './db';

/**
 * One row's change as a write lays it down: the stored row before (undefined: it was not stored) and after
 * (undefined: it is gone). A projection works from the difference, so laying the same row twice changes nothing.
 */
export interface RowChange<R> {
  id: string;
  before: R | undefined;
  after: R | undefined;
}

/**
 * Whose writes a projection follows: this device's own (a repository's write, an optimistic row removed after a
 * refusal) and the server's rows (a pull, a push answer), or only the server's.
 */
export type ProjectionFollows = 'every-write' | 'server-rows';

/** What a batch of server rows (a pull page) knows of the rows it is about to write. */
export interface BatchView {
  /**
   * The rows of `entity` the batch had changed in memory, not yet written, at the projection's first change
   * (undefined: deleted). Empty unless the projection `reads` that entity.
   */
  seen<E extends SyncEntity>(entity: E): ReadonlyMap<string, EntityRows[E] | undefined>;
}

/**
 * A table derived from an entity's rows (a sale's day totals, a user's offline sign-in), kept in the SAME Dexie
 * transaction as every write of those rows: the generic writer and the sync code run it, and add its `tables` to
 * their transactions, so they never name the entity. Registered in projections.ts.
 *
 * Like the rest of a sync transaction, apply may await only Dexie promises: the sync engine's transactions are
 * plain callbacks that lose their transaction after a few native promise hops.
 */
export interface Projection<E extends SyncEntity> {
  entity: E;
  /** Every table apply, applyMany and rebuild read or write beyond the entity's own. */
  tables: readonly string[];
  follows: ProjectionFollows;
  /**
   * Entities whose tables apply reads: a batch that changes their rows runs this projection before it writes any
   * row, with the batch's own changes to them handed over in `BatchView.seen`.
   */
  reads?: readonly SyncEntity[];
  apply(db: CafeDb, change: RowChange<EntityRows[E]>): PromiseLike<unknown>;
  /** Many changes at once, with the same result as `apply` for each in turn; without it, they are applied in turn. */
  applyMany?(db: CafeDb, changes: readonly RowChange<EntityRows[E]>[], view: BatchView): PromiseLike<unknown>;
  /** Lays the projection again from what the tables hold now (after a server reset replaced the synced rows). */
  rebuild?(db: CafeDb): PromiseLike<unknown>;
}

/** Any entity's projection, as the registry holds them. */
export type AnyProjection = { [E in SyncEntity]: Projection<E> }[SyncEntity];
