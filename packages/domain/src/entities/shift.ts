/** A staff member's scheduled shift (spec §3). */
import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.js';
import { baseRowSchema, idSchema, isoDateTimeSchema, optionalText, timeOfDayField } from './common.js';

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

export const shiftSchema = baseRowSchema.extend({
  userId: idSchema,
  userName: z.string().min(1),
  start: isoDateTimeSchema,
  end: isoDateTimeSchema,
  role: z.enum(SHIFT_ROLES),
  notes: z.string().nullable(),
});
export type Shift = z.infer<typeof shiftSchema>;

/**
 * What the shift form provides: a day and two wall-clock times in the store's time zone. Turning them
 * into the row's timestamps needs that zone, so it happens where the zone is known.
 */
export const shiftInputSchema = z
  .object({
    userId: z
      .string({ error: SHIFT_MESSAGES.required })
      .trim()
      .min(1, SHIFT_MESSAGES.required)
      .pipe(z.guid({ error: SHIFT_MESSAGES.required })),
    date: z.iso.date({ error: SHIFT_MESSAGES.required }),
    startTime: timeOfDayField(SHIFT_MESSAGES.required),
    endTime: timeOfDayField(SHIFT_MESSAGES.required),
    role: z.enum(SHIFT_ROLES, { error: SHIFT_MESSAGES.required }).default(SHIFT_DEFAULTS.role),
    notes: optionalText(TEXT_LIMITS.note),
  })
  // 'HH:mm' strings compare in time order.
  .refine((shift) => shift.endTime > shift.startTime, {
    error: SHIFT_MESSAGES.endBeforeStart,
    path: ['endTime'],
  });
export type ShiftInput = z.input<typeof shiftInputSchema>;
