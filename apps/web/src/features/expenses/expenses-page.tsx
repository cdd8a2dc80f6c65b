import { ComingSoonCard } from '../../ui/coming-soon-card';
import { PageHeader } from '../../ui/page-header';

export function ExpensesPage() {
  return (
    <>
      <PageHeader title="Expenses" description="What the cafe spends." />
      <ComingSoonCard title="Expenses coming soon" />
    </>
  );
}
