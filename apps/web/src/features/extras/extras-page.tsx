import { ComingSoonCard } from '../../ui/coming-soon-card';
import { PageHeader } from '../../ui/page-header';

/** Spec §2: placeholder text only. */
export function ExtrasPage() {
  return (
    <>
      <PageHeader title="Extras" />
      <ComingSoonCard title="Extras">Extra tools for the cafe will live here.</ComingSoonCard>
    </>
  );
}
