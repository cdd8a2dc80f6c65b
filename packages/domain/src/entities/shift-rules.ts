/** The zod-free half of shift.ts (which re-exports it), for code that must load without zod (see auth-rules.ts). */

export const SHIFT_ROLES = ['barista', 'server', 'chef', 'manager'] as const;
export type ShiftRole = (typeof SHIFT_ROLES)[number];

export const SHIFT_ROLE_LABELS: Readonly<Record<ShiftRole, string>> = {
  barista: 'Barista',
  server: 'Server',
  chef: 'Chef',
  manager: 'Manager',
};

/** Spec §9: a new shift runs 09:00 to 17:00 as barista. */
export const SHIFT_DEFAULTS = { startTime: '09:00', endTime: '17:00', role: 'barista' } as const satisfies {
  startTime: string;
  endTime: string;
  role: ShiftRole;
};

/**
 * A shift whose end time is earlier than its start ends on the next day: 22:00–02:00 is a four-hour night shift.
 * 'HH:mm' strings compare in time order. Equal times are no shift at all ('End time must be after start time').
 */
export function shiftEndsNextDay(startTime: string, endTime: string): boolean {
  return endTime < startTime;
}

/** Longer than this is a typo (09:00–08:00 is not a 23-hour shift), whichever day it ends on. */
export const SHIFT_MAX_HOURS = 16;

/** Minutes from start to end on the wall clock, an end earlier than the start being the next day. */
export function shiftMinutes(startTime: string, endTime: string): number {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return (minutes(endTime) - minutes(startTime) + 24 * 60) % (24 * 60);
}

export const SHIFT_MESSAGES = {
  required: 'Please fill all required fields',
  endBeforeStart: 'End time must be after start time',
  tooLong: `A shift can be at most ${SHIFT_MAX_HOURS} hours; an end before the start is the next day`,
  userNotFound: 'Selected user not found',
  deleteConfirm: 'Are you sure you want to delete this shift?',
  saveFailed: 'Failed to save schedule',
  loadFailed: 'Failed to load data',
  /** Beyond the spec: one person cannot be on two shifts at once (two managers may plan offline). */
  overlaps: 'This shift overlaps another shift of the same staff member',
} as const;
