import { ComingSoonCard } from '../../ui/coming-soon-card';

export function StaffSchedulePage() {
  return (
    <ComingSoonCard title="Staff Schedule coming soon">
      The weekly staff schedule will appear here.
    </ComingSoonCard>
  );
}
