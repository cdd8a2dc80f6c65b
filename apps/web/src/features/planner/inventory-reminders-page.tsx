import { ComingSoonButton } from '../../ui/coming-soon-button';
import { ComingSoonCard } from '../../ui/coming-soon-card';

/** Spec §2: a placeholder whose button does nothing yet, and looks it. */
export function InventoryRemindersPage() {
  return (
    <ComingSoonCard title="Inventory Reminders">
      <p>Get reminded when stock runs low.</p>
      <ComingSoonButton>Set Up Inventory Alerts</ComingSoonButton>
    </ComingSoonCard>
  );
}
