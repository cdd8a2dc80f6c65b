import { CalendarClock, CalendarDays, Star } from 'lucide-react';
import { memo } from 'react';
import { SummaryCards } from '../../ui/summary-cards';
import type { EventSummary } from './filter-events';

/** Spec §2: Total Events, Upcoming, Important Events. */
export const EventSummaryCards = memo(function EventSummaryCards({
  summary,
}: {
  summary: EventSummary | undefined;
}) {
  const value = (count: number | undefined) => (count === undefined ? '' : count.toLocaleString('en-US'));
  const cards = [
    { label: 'Total Events', value: value(summary?.total), icon: CalendarDays },
    { label: 'Upcoming', value: value(summary?.upcoming), icon: CalendarClock },
    { label: 'Important Events', value: value(summary?.important), icon: Star },
  ];
  return <SummaryCards cards={cards} className="mb-4" />;
});
