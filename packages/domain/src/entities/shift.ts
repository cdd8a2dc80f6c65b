/** A staff member's scheduled shift (spec §3). */
import { TEXT_LIMITS } from '../limits.js';
import { z } from '../zod.js';
import { baseRowSchema, idSchema, isoDateTimeSchema, optionalText, timeOfDayField } from './common.js';
import { SHIFT_DEFAULTS, SHIFT_MAX_HOURS, SHIFT_MESSAGES, SHIFT_ROLES, shiftMinutes } from './shift-rules.js';

export * from './shift-rules.js';

export const shiftSchema = z.extend(baseRowSchema, {
  userId: idSchema,
  userName: z.string().check(z.minLength(1)),
  start: isoDateTimeSchema,
  end: isoDateTimeSchema,
  role: z.enum(SHIFT_ROLES),
  notes: z.nullable(z.string()),
});
export type Shift = z.infer<typeof shiftSchema>;

/**
 * What the shift form provides: a day and two wall-clock times in the store's time zone. Turning them
 * into the row's timestamps needs that zone, so it happens where the zone is known.
 */
export const shiftInputSchema = z
  .object({
    userId: z.pipe(
      z.string({ error: SHIFT_MESSAGES.required }).check(z.trim(), z.minLength(1, SHIFT_MESSAGES.required)),
      z.guid({ error: SHIFT_MESSAGES.required }),
    ),
    date: z.iso.date({ error: SHIFT_MESSAGES.required }),
    startTime: timeOfDayField(SHIFT_MESSAGES.required),
    endTime: timeOfDayField(SHIFT_MESSAGES.required),
    role: z._default(z.enum(SHIFT_ROLES, { error: SHIFT_MESSAGES.required }), SHIFT_DEFAULTS.role),
    notes: optionalText(TEXT_LIMITS.note),
  })
  // An end earlier than the start is the next morning (shiftEndsNextDay); only the same time is refused.
  .check(
    z.refine((shift) => shift.endTime !== shift.startTime, {
      error: SHIFT_MESSAGES.endBeforeStart,
      path: ['endTime'],
    }),
    z.refine(
      (shift) =>
        shift.endTime === shift.startTime ||
        shiftMinutes(shift.startTime, shift.endTime) <= SHIFT_MAX_HOURS * 60,
      { error: SHIFT_MESSAGES.tooLong, path: ['endTime'] },
    ),
  );
export type ShiftInput = z.input<typeof shiftInputSchema>;
