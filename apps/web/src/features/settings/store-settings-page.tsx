import { ComingSoonCard } from '../../ui/coming-soon-card';

/** Spec §2: a placeholder text card. */
export function StoreSettingsPage() {
  return (
    <ComingSoonCard title="Store settings">Store name, tax rate, currency and time zone.</ComingSoonCard>
  );
}
