import { type BusinessDay, type CafeEvent, paths } from '@cafe/domain';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { EventBadges } from './event-badges';
import { formatSpan } from './format-planner-time';

/** The event detail modal of spec §2: what, when, where, who, with Close and 'Edit Event' (and Delete). */
export function EventDetailDialog({
  event,
  today,
  now,
  zone,
  onClose,
  onDelete,
}: {
  event: CafeEvent | null;
  today: BusinessDay;
  now: Date;
  zone: string;
  onClose(): void;
  onDelete(event: CafeEvent): void;
}) {
  return (
    <Dialog open={event !== null} title={event?.title ?? ''} onClose={onClose} className="max-w-lg">
      {event ? (
        <div className="space-y-3 text-sm text-stone-700 dark:text-stone-300">
          <div className="flex flex-wrap gap-1.5">
            <EventBadges event={event} today={today} now={now} zone={zone} />
          </div>
          <p>{formatSpan(event.startDate, event.endDate, zone)}</p>
          {event.location ? <p>Location: {event.location}</p> : null}
          {event.description ? <p className="whitespace-pre-line break-words">{event.description}</p> : null}
          {event.attendees.length > 0 ? (
            <div>
              <p className="font-medium text-stone-900 dark:text-stone-50">Attendees</p>
              <ul aria-label="Attendees" className="mt-1 flex flex-wrap gap-1.5">
                {event.attendees.map((name, index) => (
                  <li
                    // Names may repeat; their order is theirs.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only here
                    key={index}
                    className="rounded-full bg-stone-100 px-2.5 py-0.5 dark:bg-stone-800"
                  >
                    {name}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="flex flex-col-reverse gap-2 pt-3 sm:flex-row sm:justify-end">
            <Button variant="danger" onClick={() => onDelete(event)}>
              Delete
            </Button>
            <Button variant="secondary" onClick={onClose} data-autofocus="">
              Close
            </Button>
            <Link to={`${paths.plannerEvents}/edit/${event.id}`} className={buttonClass('primary')}>
              Edit Event
            </Link>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
