import type { SyncEntity } from '@cafe/domain';
import Dexie, { type PromiseExtended } from 'dexie';
import { signInWithdrawalProjection } from './auth/sign-in-withdrawal-projection';
import { saleDayTotalsProjection } from './daily-totals/sale-day-totals-projection';
import type { CafeDb, EntityRows } from './db';
import type { AnyProjection, BatchView, Projection, RowChange } from './projection';

/**
 * Where a write's rows come from: this device (a repository, or the till dropping its own refused row) or the
 * server (a pull page, a push answer). A projection that follows only server rows skips the first.
 */
export type WriteOrigin = 'local' | 'server';

/** A batch that hands over nothing it has not written yet: every write but a pull page. */
export const EMPTY_BATCH_VIEW: BatchView = { seen: () => new Map() };

/**
 * The projections of a set of entities and how to run them. The sync code and the generic writer take their
 * tables and run them through this, so they never name an entity; the till's own set is `projections` below.
 */
export function createProjections(all: readonly AnyProjection[]) {
  function of<E extends SyncEntity>(entity: E, origin: WriteOrigin): Projection<E>[] {
    return all.filter(
      (projection) =>
        projection.entity === entity && (origin === 'server' || projection.follows === 'every-write'),
    ) as unknown as Projection<E>[];
  }

  return {
    all,
    of,

    /** The entities whose rows the projections of `entity` read (Projection.reads). */
    reads(entity: SyncEntity, origin: WriteOrigin): SyncEntity[] {
      return [...new Set(of(entity, origin).flatMap((projection) => projection.reads ?? []))];
    },

    /** The tables the projections of these entities touch: a transaction writing their rows must include them. */
    tables(entities: Iterable<SyncEntity>, origin: WriteOrigin): string[] {
      const names = new Set<string>();
      for (const entity of new Set(entities)) {
        for (const projection of of(entity, origin)) for (const name of projection.tables) names.add(name);
      }
      return [...names];
    },

    /** One row's change, in the caller's transaction. */
    apply<E extends SyncEntity>(
      db: CafeDb,
      entity: E,
      change: RowChange<EntityRows[E]>,
      origin: WriteOrigin,
    ): PromiseExtended<unknown> {
      return Dexie.Promise.all(of(entity, origin).map((projection) => projection.apply(db, change)));
    },

    /** Many changes of one entity's rows, in order, in the caller's transaction. */
    applyMany<E extends SyncEntity>(
      db: CafeDb,
      entity: E,
      changes: readonly RowChange<EntityRows[E]>[],
      origin: WriteOrigin,
      view: BatchView = EMPTY_BATCH_VIEW,
    ): PromiseExtended<unknown> {
      return Dexie.Promise.all(
        of(entity, origin).map((projection) => applyEach(db, projection, changes, view)),
      );
    },

    /** Every projection laid again from the tables as they are now (after a server reset). */
    rebuild(db: CafeDb): PromiseExtended<unknown> {
      return Dexie.Promise.all(
        all.flatMap((projection) => (projection.rebuild ? [projection.rebuild(db)] : [])),
      );
    },
  };
}

function applyEach<E extends SyncEntity>(
  db: CafeDb,
  projection: Projection<E>,
  changes: readonly RowChange<EntityRows[E]>[],
  view: BatchView,
): PromiseLike<unknown> {
  if (projection.applyMany) return projection.applyMany(db, changes, view);
  // One after the other, each from the last one's Dexie promise, so the chain keeps the caller's transaction.
  return changes.reduce<PromiseLike<unknown>>(
    (done, change) => done.then(() => projection.apply(db, change)),
    Dexie.Promise.resolve(),
  );
}

export type Projections = ReturnType<typeof createProjections>;

/**
 * The till's projections. An entity with a derived table registers it here, once; the writer, the pull and the
 * push answers then keep it in the same transaction as the entity's rows.
 */
export const projections: Projections = createProjections([
  saleDayTotalsProjection,
  signInWithdrawalProjection,
]);
