/** A calendar event in the planner (spec §3). */
import { z } from 'zod';
import { LIST_LIMITS, TEXT_LIMITS } from '../limits.js';
import { baseRowSchema, isoDateTimeSchema, optionalText, requiredText } from './common.js';

export const EVENT_REQUIRED_MESSAGE = 'Title, start date, and end date are required';

export const eventSchema = baseRowSchema.extend({
  title: z.string().min(1),
  description: z.string().nullable(),
  startDate: isoDateTimeSchema,
  endDate: isoDateTimeSchema,
  location: z.string().nullable(),
  /** Free-text names or groups. */
  attendees: z.array(z.string().min(1)),
  isImportant: z.boolean(),
  createdBy: z.string().min(1),
});
export type CafeEvent = z.infer<typeof eventSchema>;

/** Spec §5 checks only presence here; whether the end follows the start is not checked. */
export const eventInputSchema = z.object({
  title: requiredText(TEXT_LIMITS.title, EVENT_REQUIRED_MESSAGE),
  description: optionalText(TEXT_LIMITS.description),
  startDate: z.iso.datetime({ offset: true, error: EVENT_REQUIRED_MESSAGE }),
  endDate: z.iso.datetime({ offset: true, error: EVENT_REQUIRED_MESSAGE }),
  location: optionalText(TEXT_LIMITS.place),
  attendees: z
    .array(requiredText(TEXT_LIMITS.name, 'An attendee needs a name'))
    .max(LIST_LIMITS.attendees.max, LIST_LIMITS.attendees.message)
    .default([]),
  isImportant: z.boolean().default(false),
});
export type CafeEventInput = z.input<typeof eventInputSchema>;

/** Spec §5: an attendee is added only if non-blank after trimming. */
export function addAttendee(attendees: readonly string[], text: string): string[] {
  const name = text.trim();
  return name === '' ? [...attendees] : [...attendees, name];
}
