import { ComingSoonCard } from '../../ui/coming-soon-card';
import { PageHeader } from '../../ui/page-header';

export function ProductsPage() {
  return (
    <>
      <PageHeader title="Products" description="Your product catalogue." />
      <ComingSoonCard title="Products coming soon" />
    </>
  );
}
