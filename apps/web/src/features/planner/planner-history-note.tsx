import { historyProgressLabel, useHistoryStatus } from '../../data/sync/history-status';
import { HistoryPending } from '../../ui/history-pending';

const MESSAGES = {
  shifts: 'Older shifts are still loading: the rota and its counts may be missing some.',
  tasks: 'Older tasks are still loading: the list and its counts may be missing some.',
  events: 'Older events are still loading: the calendar and its counts may be missing some.',
} as const;

/**
 * Over a planner list while a new till's history arrives: the list shows what is here and works as usual (the
 * manager can plan at once), but says that it is not whole yet. Nothing while the history is here.
 */
export function PlannerHistoryNote({ items }: { items: keyof typeof MESSAGES }) {
  const history = useHistoryStatus();
  if (!history.loading) return null;
  return (
    <HistoryPending
      size="line"
      label={historyProgressLabel(history)}
      message={MESSAGES[items]}
      className="mb-4"
    />
  );
}
