import { addMonths, type CafeEvent, EVENT_MESSAGES, monthOf, paths } from '@cafe/domain';
import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { repositories } from '../../data/repositories/repositories';
import { useMediaQuery } from '../../lib/use-media-query';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { cn } from '../../ui/cn';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog';
import { ReadStatus } from '../../ui/read-status';
import { SearchField } from '../../ui/search-field';
import { ToggleButton } from '../../ui/toggle-button';
import { ToggleGroup, type ToggleOption } from '../../ui/toggle-group';
import { EventDetailDialog } from './event-detail-dialog';
import { EventSummaryCards } from './event-summary-cards';
import { EventsCalendar } from './events-calendar';
import { EventsList } from './events-list';
import {
  type EventFilters,
  eventsFromToday,
  filterEvents,
  NO_EVENT_FILTERS,
  summarizeEvents,
  toSearchable,
} from './filter-events';
import { PlannerHistoryNote } from './planner-history-note';
import { useEvents } from './use-events';
import { useStoreToday } from './use-store-today';

type EventsView = 'calendar' | 'list';

const VIEWS: readonly ToggleOption<EventsView>[] = [
  { value: 'calendar', label: 'Calendar' },
  { value: 'list', label: 'List' },
];

/** The on/off filters beside the search, each a toggle button. */
const FLAG_FILTERS = [
  { flag: 'important', label: 'Important' },
  { flag: 'upcoming', label: 'Upcoming' },
] as const;

/** Narrower than Tailwind's `sm`: a phone held upright. */
const PHONE_QUERY = '(max-width: 639.98px)';

/** /planner/events: the cards, search and filters over a month calendar or a list, and the detail modal. */
export function EventsOverviewPage() {
  const read = useEvents();
  const { today, zone, now } = useStoreToday();
  // A month's grid is unreadable on a phone: there the list is the default, and either view is a tap away.
  const phone = useMediaQuery(PHONE_QUERY);
  const [chosenView, setView] = useState<EventsView | null>(null);
  const view = chosenView ?? (phone ? 'list' : 'calendar');
  // null: this month, which follows the store's today (its zone arrives after the first render, and the month turns
  // over at its midnight); Previous and Next fix the month shown.
  const [chosenMonth, setMonth] = useState<string | null>(null);
  const month = chosenMonth ?? monthOf(today);
  const [filters, setFilters] = useState<EventFilters>(NO_EVENT_FILTERS);
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CafeEvent | null>(null);

  const events = read.state === 'ready' ? read.events : undefined;
  const searchable = useMemo(() => (events ? toSearchable(events) : []), [events]);
  const shown = useMemo(() => filterEvents(searchable, filters, now), [searchable, filters, now]);
  const listed = useMemo(() => eventsFromToday(shown, today, zone), [shown, today, zone]);
  const summary = useMemo(() => (events ? summarizeEvents(events, now) : undefined), [events, now]);
  // The open event is read from the live list, so an edit synced from another till shows in the open dialog.
  const open = useMemo(() => events?.find((event) => event.id === openId) ?? null, [events, openId]);
  const openEvent = useCallback((event: CafeEvent) => setOpenId(event.id), []);
  const filtered = filters.search !== '' || filters.important || filters.upcoming;

  const stepMonth = useCallback(
    (step: -1 | 0 | 1) =>
      setMonth((current) => (step === 0 ? null : addMonths(current ?? monthOf(today), step))),
    [today],
  );

  return (
    <>
      <PlannerHistoryNote items="events" />
      <EventSummaryCards summary={summary} />
      <Card className="p-4 sm:p-6">
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <SearchField
            label="Search events"
            placeholder="Search events..."
            value={filters.search}
            onSearch={(text) => setFilters({ ...filters, search: text })}
            className="min-w-48 flex-1"
          />
          {FLAG_FILTERS.map(({ flag, label }) => (
            <ToggleButton
              key={flag}
              pressed={filters[flag]}
              onClick={() => setFilters({ ...filters, [flag]: !filters[flag] })}
            >
              {label}
            </ToggleButton>
          ))}
          <Button variant="ghost" onClick={() => setFilters(NO_EVENT_FILTERS)} disabled={!filtered}>
            Clear
          </Button>
          <ToggleGroup legend="View" options={VIEWS} value={view} onChange={setView} />
          <Link to={`${paths.plannerEvents}/new`} className={cn(buttonClass('primary'), 'ml-auto')}>
            <Plus aria-hidden="true" className="size-4" />
            Add Event
          </Link>
        </div>
        {read.state !== 'ready' ? (
          <ReadStatus
            state={read.state}
            loadingLabel="Loading events"
            failedMessage="Failed to load events"
          />
        ) : view === 'calendar' ? (
          <EventsCalendar
            month={month}
            events={shown}
            today={today}
            zone={zone}
            onMonth={stepMonth}
            onOpen={openEvent}
          />
        ) : (
          <EventsList events={listed} today={today} now={now} zone={zone} onOpen={openEvent} />
        )}
      </Card>
      <EventDetailDialog
        event={open}
        today={today}
        now={now}
        zone={zone}
        onClose={() => setOpenId(null)}
        onDelete={(event) => {
          setOpenId(null);
          setDeleting(event);
        }}
      />
      <ConfirmDeleteDialog
        row={deleting}
        question={EVENT_MESSAGES.deleteConfirm}
        consequence={(event) => `${event.title} leaves the calendar.`}
        onClose={() => setDeleting(null)}
        remove={(event) => repositories.events.remove(event.id)}
        failureLog="Failed to delete event"
      />
    </>
  );
}
