import type { BusinessDay, CafeEvent } from '@cafe/domain';
import { MapPin } from 'lucide-react';
import { memo } from 'react';
import { EventBadges } from './event-badges';
import { shortDescription } from './filter-events';
import { formatSpan } from './format-planner-time';

/** The list view of spec §2/§4: events starting today or later, their description cut at 100 characters. */
export const EventsList = memo(function EventsList({
  events,
  today,
  now,
  zone,
  onOpen,
}: {
  events: readonly CafeEvent[];
  today: BusinessDay;
  now: Date;
  zone: string;
  onOpen(event: CafeEvent): void;
}) {
  if (events.length === 0) {
    return <p className="py-12 text-center text-stone-600 dark:text-stone-400">No upcoming events.</p>;
  }
  return (
    <ul aria-label="Events" className="divide-y divide-stone-200 dark:divide-stone-800">
      {events.map((event) => (
        <li key={event.id} aria-label={event.title} className="py-3">
          <div className="flex flex-wrap items-center gap-2">
            <button
              type="button"
              onClick={() => onOpen(event)}
              className="text-left font-medium text-stone-900 underline-offset-2 hover:underline dark:text-stone-50"
            >
              {event.title}
            </button>
            <EventBadges event={event} today={today} now={now} zone={zone} />
          </div>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
            {formatSpan(event.startDate, event.endDate, zone)}
          </p>
          {event.location ? (
            <p className="mt-0.5 flex items-center gap-1 text-sm text-stone-600 dark:text-stone-400">
              <MapPin aria-hidden="true" className="size-3.5" />
              {event.location}
            </p>
          ) : null}
          {event.description ? (
            <p
              className="mt-1 break-words text-sm text-stone-700 dark:text-stone-300"
              data-testid="event-description"
            >
              {shortDescription(event.description)}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
});
