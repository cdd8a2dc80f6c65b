import { ComingSoonCard } from '../../ui/coming-soon-card';
import { PageHeader } from '../../ui/page-header';

/** Spec §2: placeholder text only. */
export function ReportsPage() {
  return (
    <>
      <PageHeader title="Reports" />
      <ComingSoonCard title="Reports">
        Detailed sales and expense reports will be available here.
      </ComingSoonCard>
    </>
  );
}
