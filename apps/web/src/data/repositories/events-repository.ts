import type { CafeEvent } from '@cafe/domain';
import { createEditableRepository, ownSchemas } from './editable-repository';
import type { RepositoryDeps } from './local-writer';

export function createEventsRepository(deps: RepositoryDeps) {
  const base = createEditableRepository(deps, ownSchemas('event'));
  return {
    ...base,
    /** Events starting in [from, to), ISO instants, in start order. */
    async startingBetween(from: string, to: string): Promise<CafeEvent[]> {
      // One getAll over the index range, then the tombstones dropped in memory (as for shifts): a cursor walked
      // row by row made a busy month's events most of the schedule's first read.
      const rows = await deps.db.events.where('startDate').between(from, to, true, false).toArray();
      return rows.filter((row) => row.deletedAt === null);
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
