/** A calendar event in the planner (spec §3). */
import { z } from 'zod';
import { baseRowSchema, isoDateTimeSchema, optionalText } from './common.js';

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
  title: z.string({ error: EVENT_REQUIRED_MESSAGE }).trim().min(1, EVENT_REQUIRED_MESSAGE).max(200),
  description: optionalText(2000),
  startDate: z.iso.datetime({ offset: true, error: EVENT_REQUIRED_MESSAGE }),
  endDate: z.iso.datetime({ offset: true, error: EVENT_REQUIRED_MESSAGE }),
  location: optionalText(200),
  attendees: z.array(z.string().trim().min(1)).default([]),
  isImportant: z.boolean().default(false),
});
export type CafeEventInput = z.input<typeof eventInputSchema>;

/** Spec §5: an attendee is added only if non-blank after trimming. */
export function addAttendee(attendees: readonly string[], text: string): string[] {
  const name = text.trim();
  return name === '' ? [...attendees] : [...attendees, name];
}
