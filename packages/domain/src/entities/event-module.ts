/** A planner event: it may not end before it starts. */
import { allowed, type EntityModule, invalid } from './entity-module.js';
import { EVENT_MESSAGES } from './event-rules.js';

export const eventModule = {
  entity: 'event',
  create: (data, context) =>
    allowed({
      title: data.title,
      description: data.description ?? null,
      startDate: data.startDate,
      endDate: data.endDate,
      location: data.location ?? null,
      attendees: data.attendees,
      isImportant: data.isImportant,
      createdBy: context.actorId,
    }),
  // An edit may move only one end, so the order is checked on the merged row.
  derive: (row) =>
    Date.parse(row.endDate) < Date.parse(row.startDate)
      ? invalid(EVENT_MESSAGES.endBeforeStart, 'endDate')
      : allowed({}),
} satisfies EntityModule<'event'>;
