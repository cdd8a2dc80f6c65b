import { ComingSoonCard } from '../../ui/coming-soon-card';

export function TasksPage() {
  return (
    <ComingSoonCard title="Tasks coming soon">
      Daily, weekly and monthly tasks will appear here.
    </ComingSoonCard>
  );
}
