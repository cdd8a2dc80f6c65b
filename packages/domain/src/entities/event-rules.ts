/** The zod-free half of event.ts (which re-exports it), for code that must load without zod (see auth-rules.ts). */

export const EVENT_REQUIRED_MESSAGE = 'Title, start date, and end date are required';

export const EVENT_MESSAGES = {
  required: EVENT_REQUIRED_MESSAGE,
  /** Beyond the spec (which does not check the order): an event cannot end before it starts. */
  endBeforeStart: 'The end cannot be before the start',
  saveFailed: 'Failed to save event',
  deleteConfirm: 'Are you sure you want to delete this event?',
} as const;

/** True unless both ends are known and the end is before the start (an event may end when it starts). */
export function eventEndsInOrder(event: {
  startDate?: string | undefined;
  endDate?: string | undefined;
}): boolean {
  return (
    event.startDate === undefined ||
    event.endDate === undefined ||
    Date.parse(event.endDate) >= Date.parse(event.startDate)
  );
}
/** Spec §5: an attendee is added only if non-blank after trimming. */
export function addAttendee(attendees: readonly string[], text: string): string[] {
  const name = text.trim();
  return name === '' ? [...attendees] : [...attendees, name];
}

/** The event form's values as typed: start and end are <input type="datetime-local"> values in the store's zone. */
export interface EventFormValues {
  title: string;
  description: string;
  start: string;
  end: string;
  location: string;
  attendees: string[];
  isImportant: boolean;
}
