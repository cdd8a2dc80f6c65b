import { findOverlap, SHIFT_MESSAGES, type Shift, type ShiftSpan } from '@cafe/domain';
import type { CafeDb } from '../db';
import { createEditableRepository, ownSchemas } from './editable-repository';
import { LocalValidationError, type RepositoryDeps } from './local-writer';

/** Spec §5: the selected user must exist. The server checks again and stores its own copy of the name. */
async function userName(db: CafeDb, userId: string): Promise<string> {
  const user = await db.users.get(userId);
  if (!user || user.deletedAt !== null) throw new LocalValidationError(SHIFT_MESSAGES.userNotFound, 'userId');
  return user.name;
}

/** One person cannot be on two shifts at once; the server checks again against what other tills planned. */
async function refuseOverlap(db: CafeDb, shift: ShiftSpan): Promise<void> {
  const theirs = await db.schedules
    .where('userId')
    .equals(shift.userId)
    .filter((row) => row.deletedAt === null)
    .toArray();
  if (findOverlap(shift, theirs)) throw new LocalValidationError(SHIFT_MESSAGES.overlaps, 'start');
}

/** Shifts (the spec's schedules store). Start and end are instants; the form's zone conversion happens before. */
export function createSchedulesRepository(deps: RepositoryDeps) {
  const base = createEditableRepository(deps, {
    ...ownSchemas('shift'),
    reads: ['users'],
    found: async (data) => {
      await refuseOverlap(deps.db, data);
      return { userName: await userName(deps.db, data.userId) };
    },
    // The order of start and end is the module's; whether the person is free then is this till's to check too.
    async checkMerged(row, changed) {
      if ('userId' in changed || 'start' in changed || 'end' in changed) await refuseOverlap(deps.db, row);
      return 'userId' in changed ? { ...row, userName: await userName(deps.db, row.userId) } : row;
    },
  });
  return {
    ...base,
    async byUser(userId: string): Promise<Shift[]> {
      return deps.db.schedules
        .where('userId')
        .equals(userId)
        .filter((row) => row.deletedAt === null)
        .sortBy('start');
    },
    /** Shifts starting in [from, to), ISO instants, in start order. */
    async startingBetween(from: string, to: string): Promise<Shift[]> {
      // One getAll over the index range, then the tombstones dropped in memory: a Dexie .filter() would walk a
      // cursor row by row, which for three weeks of a busy rota was most of the schedule's first read.
      const rows = await deps.db.schedules.where('start').between(from, to, true, false).toArray();
      return rows.filter((row) => row.deletedAt === null);
    },
  };
}

export type SchedulesRepository = ReturnType<typeof createSchedulesRepository>;
