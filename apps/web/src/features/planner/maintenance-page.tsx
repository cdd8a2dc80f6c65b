import { Button } from '../../ui/button';
import { ComingSoonCard } from '../../ui/coming-soon-card';

/** Spec §2: a placeholder whose button does nothing yet. */
export function MaintenancePage() {
  return (
    <ComingSoonCard title="Maintenance">
      <p>Keep track of equipment servicing.</p>
      <Button className="mt-4">Schedule Maintenance Task</Button>
    </ComingSoonCard>
  );
}
