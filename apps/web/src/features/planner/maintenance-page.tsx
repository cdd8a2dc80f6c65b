import { ComingSoonButton } from '../../ui/coming-soon-button';
import { ComingSoonCard } from '../../ui/coming-soon-card';

/** Spec §2: a placeholder whose button does nothing yet, and looks it. */
export function MaintenancePage() {
  return (
    <ComingSoonCard title="Maintenance">
      <p>Keep track of equipment servicing.</p>
      <ComingSoonButton>Schedule Maintenance Task</ComingSoonButton>
    </ComingSoonCard>
  );
}
