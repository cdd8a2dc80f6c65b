/**
 * A shift. Its person must exist and have no other shift at the same time: both need the database, so each side
 * checks them in its own and hands the person's name in (a shift keeps its own copy of it).
 */
import { allowed, type EntityModule, invalid } from './entity-module.js';
import { SHIFT_MESSAGES } from './shift-rules.js';

export const shiftModule = {
  entity: 'shift',
  create: (data, _context, found) =>
    allowed({
      userId: data.userId,
      userName: found.userName,
      start: data.start,
      end: data.end,
      role: data.role,
      notes: data.notes ?? null,
    }),
  // An edit may move only one end, so the order is checked on the merged row.
  derive: (row) =>
    Date.parse(row.end) <= Date.parse(row.start)
      ? invalid(SHIFT_MESSAGES.endBeforeStart, 'end')
      : allowed({}),
} satisfies EntityModule<'shift', { userName: string }>;
