import { ComingSoonCard } from '../../ui/coming-soon-card';

/** Spec §2: a placeholder text card. */
export function PermissionSettingsPage() {
  return <ComingSoonCard title="Permissions">What each role may do in Cafe POS.</ComingSoonCard>;
}
