/** Search, filters, day grouping and figures of the Events tab (spec §2, §4, §9): pure, tested without React. */
import { addDays, type BusinessDay, businessDayFinder, type CafeEvent, truncateText } from '@cafe/domain';

export interface EventFilters {
  search: string;
  /** Only events marked important. */
  important: boolean;
  /** Only events that have not started yet. */
  upcoming: boolean;
}

export const NO_EVENT_FILTERS: EventFilters = { search: '', important: false, upcoming: false };

export interface SearchableEvent {
  event: CafeEvent;
  text: string;
}

/** Sorted by start once per data change, with the search text lower-cased once. */
export function toSearchable(events: readonly CafeEvent[]): SearchableEvent[] {
  return [...events]
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.title.localeCompare(b.title))
    .map((event) => ({
      event,
      text: [event.title, event.description ?? '', event.location ?? '', ...event.attendees]
        .join('\n')
        .toLowerCase(),
    }));
}

/** Title, description, location or an attendee contains the search (any case); Important and Upcoming narrow it. */
export function filterEvents(
  events: readonly SearchableEvent[],
  filters: EventFilters,
  now: Date,
): CafeEvent[] {
  const needle = filters.search.trim().toLowerCase();
  const nowMs = now.getTime();
  const shown: CafeEvent[] = [];
  for (const { event, text } of events) {
    if (filters.important && !event.isImportant) continue;
    if (filters.upcoming && Date.parse(event.startDate) <= nowMs) continue;
    if (needle !== '' && !text.includes(needle)) continue;
    shown.push(event);
  }
  return shown;
}

/** Longest span an event is drawn across on the calendar; a longer one shows on its first 31 days. */
const MAX_SPAN_DAYS = 31;

/**
 * The events on each day from `first` to `last` (store days): an event shows on every day from the one it starts to
 * the one it ends, in start order. One pass over the events with a memoised day finder, so a month over 2,000
 * events costs a few thousand map writes.
 */
export function eventsByDay(
  events: readonly CafeEvent[],
  first: BusinessDay,
  last: BusinessDay,
  timeZone: string,
): Map<BusinessDay, CafeEvent[]> {
  const dayOf = businessDayFinder(timeZone);
  const byDay = new Map<BusinessDay, CafeEvent[]>();
  for (const event of events) {
    const startDay = dayOf(event.startDate);
    if (startDay > last) continue;
    const endDay = dayOf(event.endDate);
    if (endDay < first) continue;
    let day = startDay < first ? first : startDay;
    for (let count = 0; day <= endDay && day <= last && count < MAX_SPAN_DAYS; count += 1) {
      const list = byDay.get(day);
      if (list) list.push(event);
      else byDay.set(day, [event]);
      day = addDays(day, 1);
    }
  }
  return byDay;
}

/** Spec §4: the list view shows only events starting today or later, in start order. */
export function eventsFromToday(
  events: readonly CafeEvent[],
  today: BusinessDay,
  timeZone: string,
): CafeEvent[] {
  const dayOf = businessDayFinder(timeZone);
  return events.filter((event) => dayOf(event.startDate) >= today);
}

/** Spec §4: 'Today' when it starts today, 'Past event' once it has ended. */
export function eventBadges(
  event: CafeEvent,
  today: BusinessDay,
  now: Date,
  timeZone: string,
): { today: boolean; past: boolean } {
  return {
    today: businessDayFinder(timeZone)(event.startDate) === today,
    past: Date.parse(event.endDate) < now.getTime(),
  };
}

/** Spec §9: a list description is cut at 100 characters. */
export const DESCRIPTION_LIMIT = 100;

/** Cut on whole characters: an emoji at the cut is kept or dropped whole, never halved into a broken glyph. */
export function shortDescription(text: string): string {
  return truncateText(text, DESCRIPTION_LIMIT);
}

export interface EventSummary {
  total: number;
  upcoming: number;
  important: number;
}

/** The cards Total Events, Upcoming (not started yet) and Important Events, over every event. */
export function summarizeEvents(events: readonly CafeEvent[], now: Date): EventSummary {
  const nowMs = now.getTime();
  let upcoming = 0;
  let important = 0;
  for (const event of events) {
    if (Date.parse(event.startDate) > nowMs) upcoming += 1;
    if (event.isImportant) important += 1;
  }
  return { total: events.length, upcoming, important };
}
