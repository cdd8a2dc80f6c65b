import { ComingSoonCard } from '../../ui/coming-soon-card';

export function UsersSettingsPage() {
  return (
    <ComingSoonCard title="Users coming soon">Add, edit and remove the cafe's users here.</ComingSoonCard>
  );
}
