/** A calendar event in the planner (spec §3). */
import { z } from 'zod';
import { LIST_LIMITS, TEXT_LIMITS } from '../limits.js';
import { baseRowSchema, isoDateTimeSchema, optionalText, requiredText } from './common.js';
import { EVENT_MESSAGES, EVENT_REQUIRED_MESSAGE } from './event-rules.js';

export * from './event-rules.js';

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

/** Spec §5's presence checks; the order of start and end is checked by the sync schemas and the form's schema. */
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

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const localDateTime = z
  .string({ error: EVENT_REQUIRED_MESSAGE })
  .regex(LOCAL_DATE_TIME, EVENT_REQUIRED_MESSAGE);

/**
 * The event form: the input schema's fields, with start and end as the store's wall clock (the page turns them into
 * instants with the store's zone). Wall-clock values of one zone compare as text.
 */
export const eventFormSchema = z
  .object({
    title: eventInputSchema.shape.title,
    description: eventInputSchema.shape.description,
    start: localDateTime,
    end: localDateTime,
    location: eventInputSchema.shape.location,
    attendees: eventInputSchema.shape.attendees,
    isImportant: eventInputSchema.shape.isImportant,
  })
  .refine((event) => event.end >= event.start, { error: EVENT_MESSAGES.endBeforeStart, path: ['end'] });
export type ParsedEventForm = z.output<typeof eventFormSchema>;
