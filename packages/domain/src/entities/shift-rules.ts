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

export const SHIFT_MESSAGES = {
  required: 'Please fill all required fields',
  endBeforeStart: 'End time must be after start time',
  userNotFound: 'Selected user not found',
  deleteConfirm: 'Are you sure you want to delete this shift?',
  saveFailed: 'Failed to save schedule',
  loadFailed: 'Failed to load data',
  /** Beyond the spec: one person cannot be on two shifts at once (two managers may plan offline). */
  overlaps: 'This shift overlaps another shift of the same staff member',
} as const;
