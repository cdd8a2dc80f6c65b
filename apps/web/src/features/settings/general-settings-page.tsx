import { ComingSoonCard } from '../../ui/coming-soon-card';

export function GeneralSettingsPage() {
  return <ComingSoonCard title="General settings coming soon" />;
}
