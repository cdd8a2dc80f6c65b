import { ComingSoonCard } from '../../ui/coming-soon-card';
import { PageHeader } from '../../ui/page-header';

export function CashupPage() {
  return (
    <>
      <PageHeader title="Cashup" description="The daily cash-up report." />
      <ComingSoonCard title="Cashup coming soon" />
    </>
  );
}
