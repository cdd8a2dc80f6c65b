import { BarChart3, Clock, DollarSign, ShoppingBag } from 'lucide-react';
import { Card } from '../../ui/card';
import { ComingSoonCard } from '../../ui/coming-soon-card';
import { PageHeader } from '../../ui/page-header';

const CARDS = [
  { title: "Today's Sales", icon: DollarSign },
  { title: "Today's Orders", icon: ShoppingBag },
  { title: 'Pending Orders', icon: Clock },
  { title: "Today's Revenue", icon: BarChart3 },
] as const;

export function DashboardPage() {
  return (
    <>
      <PageHeader title="Dashboard" description="How the cafe is doing today." />
      <div className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {CARDS.map(({ title, icon: Icon }) => (
          <Card key={title} className="p-4 sm:p-5">
            <div className="flex items-center justify-between">
              <p className="text-xs font-medium text-stone-600 sm:text-sm dark:text-stone-400">{title}</p>
              <Icon aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-400" />
            </div>
            <p className="mt-3 text-2xl font-semibold text-stone-300 dark:text-stone-600">—</p>
          </Card>
        ))}
      </div>
      <ComingSoonCard title="Dashboard coming soon">
        Sales trends, payment methods and recent activity will appear here.
      </ComingSoonCard>
    </>
  );
}
