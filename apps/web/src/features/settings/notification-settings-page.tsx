import { ComingSoonCard } from '../../ui/coming-soon-card';

/** Spec §2: a placeholder text card. */
export function NotificationSettingsPage() {
  return (
    <ComingSoonCard title="Notification settings">Choose which alerts the cafe receives.</ComingSoonCard>
  );
}
