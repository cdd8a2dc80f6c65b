import { ComingSoonCard } from '../../ui/coming-soon-card';

export function EventsPage() {
  return <ComingSoonCard title="Events coming soon">The events calendar will appear here.</ComingSoonCard>;
}
