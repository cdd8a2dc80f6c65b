/** A calendar event in the planner (spec §3). */
import { LIST_LIMITS, TEXT_LIMITS } from '../limits.js';
import { z } from '../zod.js';
import { baseRowSchema, isoDateTimeSchema, optionalText, requiredText } from './common.js';
import { EVENT_MESSAGES, EVENT_REQUIRED_MESSAGE } from './event-rules.js';

export * from './event-rules.js';

export const eventSchema = z.extend(baseRowSchema, {
  title: z.string().check(z.minLength(1)),
  description: z.nullable(z.string()),
  startDate: isoDateTimeSchema,
  endDate: isoDateTimeSchema,
  location: z.nullable(z.string()),
  /** Free-text names or groups. */
  attendees: z.array(z.string().check(z.minLength(1))),
  isImportant: z.boolean(),
  createdBy: z.string().check(z.minLength(1)),
});
export type CafeEvent = z.infer<typeof eventSchema>;

/** Spec §5's presence checks; the order of start and end is checked by the sync schemas and the form's schema. */
export const eventInputSchema = z.object({
  title: requiredText(TEXT_LIMITS.title, EVENT_REQUIRED_MESSAGE),
  description: optionalText(TEXT_LIMITS.description),
  startDate: z.iso.datetime({ offset: true, error: EVENT_REQUIRED_MESSAGE }),
  endDate: z.iso.datetime({ offset: true, error: EVENT_REQUIRED_MESSAGE }),
  location: optionalText(TEXT_LIMITS.place),
  attendees: z._default(
    z
      .array(requiredText(TEXT_LIMITS.name, 'An attendee needs a name'))
      .check(z.maxLength(LIST_LIMITS.attendees.max, LIST_LIMITS.attendees.message)),
    [],
  ),
  isImportant: z._default(z.boolean(), false),
});
export type CafeEventInput = z.input<typeof eventInputSchema>;

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const localDateTime = z
  .string({ error: EVENT_REQUIRED_MESSAGE })
  .check(z.regex(LOCAL_DATE_TIME, EVENT_REQUIRED_MESSAGE));

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
  .check(
    z.refine((event) => event.end >= event.start, { error: EVENT_MESSAGES.endBeforeStart, path: ['end'] }),
  );
export type ParsedEventForm = z.output<typeof eventFormSchema>;
