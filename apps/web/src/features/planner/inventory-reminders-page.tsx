import { Button } from '../../ui/button';
import { ComingSoonCard } from '../../ui/coming-soon-card';

/** Spec §2: a placeholder whose button does nothing yet. */
export function InventoryRemindersPage() {
  return (
    <ComingSoonCard title="Inventory Reminders">
      <p>Get reminded when stock runs low.</p>
      <Button className="mt-4">Set Up Inventory Alerts</Button>
    </ComingSoonCard>
  );
}
