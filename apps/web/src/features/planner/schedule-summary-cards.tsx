import { CalendarCheck, CalendarRange, Users } from 'lucide-react';
import { memo } from 'react';
import { SummaryCards } from '../../ui/summary-cards';

/** Spec §2: Total Staff, This Week's Shifts, Today's Shifts. */
export const ScheduleSummaryCards = memo(function ScheduleSummaryCards({
  figures,
}: {
  figures: { staff: number; week: number; today: number } | undefined;
}) {
  const value = (count: number | undefined) => (count === undefined ? '' : count.toLocaleString('en-US'));
  const cards = [
    { label: 'Total Staff', value: value(figures?.staff), icon: Users },
    { label: "This Week's Shifts", value: value(figures?.week), icon: CalendarRange },
    { label: "Today's Shifts", value: value(figures?.today), icon: CalendarCheck },
  ];
  return <SummaryCards cards={cards} className="mb-4 print:hidden" />;
});
