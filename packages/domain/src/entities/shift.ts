/** A staff member's scheduled shift (spec §3). */
import { TEXT_LIMITS } from '../limits.js';
import { z } from '../zod.js';
import { baseRowSchema, idSchema, isoDateTimeSchema, optionalText, timeOfDayField } from './common.js';
import { SHIFT_DEFAULTS, SHIFT_MESSAGES, SHIFT_ROLES } from './shift-rules.js';

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
  // 'HH:mm' strings compare in time order.
  .check(
    z.refine((shift) => shift.endTime > shift.startTime, {
      error: SHIFT_MESSAGES.endBeforeStart,
      path: ['endTime'],
    }),
  );
export type ShiftInput = z.input<typeof shiftInputSchema>;
