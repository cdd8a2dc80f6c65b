import { CalendarClock, CheckCircle2, ListTodo } from 'lucide-react';
import { memo } from 'react';
import { SummaryCards } from '../../ui/summary-cards';
import type { TaskSummary } from './filter-tasks';

/** Spec §2: Total Tasks, Completed, Due Today. */
export const TaskSummaryCards = memo(function TaskSummaryCards({
  summary,
}: {
  summary: TaskSummary | undefined;
}) {
  const value = (count: number | undefined) => (count === undefined ? '' : count.toLocaleString('en-US'));
  const cards = [
    { label: 'Total Tasks', value: value(summary?.total), icon: ListTodo },
    { label: 'Completed', value: value(summary?.completed), icon: CheckCircle2 },
    { label: 'Due Today', value: value(summary?.dueToday), icon: CalendarClock },
  ];
  return <SummaryCards cards={cards} className="mb-4" />;
});
